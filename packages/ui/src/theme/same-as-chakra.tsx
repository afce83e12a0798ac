// For the fixed elements' tests: an element renders exactly the markup and CSS of the Chakra
// element it stands for, under the visitor's system and the editing system.
import { ChakraProvider } from "@chakra-ui/react";
import type { ReactElement } from "react";
import { expect } from "vitest";
import { renderWithStyles } from "../ssr/styles.js";
import { memorialSystem } from "./index.js";
import { visitorSystem } from "./visitor.js";

const systems = { visitor: visitorSystem, editing: memorialSystem() };

/** Expects `fixed` to render what `chakraElement` renders (and that to have CSS at all). */
export function expectSameAsChakra(chakraElement: ReactElement, fixed: ReactElement): void {
  for (const system of Object.values(systems)) {
    const render = (element: ReactElement) =>
      renderWithStyles(<ChakraProvider value={system}>{element}</ChakraProvider>);
    const expected = render(chakraElement);
    expect(expected.css).not.toBe("");
    expect(render(fixed)).toEqual(expected);
  }
}
