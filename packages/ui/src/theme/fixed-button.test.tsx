// @vitest-environment node
// A fixed button renders the markup and the CSS of Chakra's Button and IconButton, at rest, busy
// and disabled, under the visitor's system and the editing system.
import { Button, ChakraProvider, IconButton } from "@chakra-ui/react";
import type { ReactElement } from "react";
import { describe, expect, it } from "vitest";
import { renderWithStyles } from "../ssr/styles.js";
import { fixedButton, iconButtonStyle } from "./fixed-button.js";
import { buttonStyle } from "./fixed-style.js";
import { memorialSystem } from "./index.js";
import { visitorSystem } from "./visitor.js";

const systems = { visitor: visitorSystem, editing: memorialSystem() };

function same(chakraElement: ReactElement, fixed: ReactElement) {
  for (const system of Object.values(systems)) {
    const render = (element: ReactElement) =>
      renderWithStyles(<ChakraProvider value={system}>{element}</ChakraProvider>);
    const expected = render(chakraElement);
    expect(expected.css).not.toBe("");
    expect(render(fixed)).toEqual(expected);
  }
}

const Submit = fixedButton(buttonStyle({ minHeight: "11", width: { base: "full", sm: "auto" } }));
const Outline = fixedButton(buttonStyle({ minHeight: "11" }, { variant: "outline", size: "sm" }));
const Arrow = fixedButton(iconButtonStyle({ borderRadius: "full" }, { variant: "ghost" }));

describe("fixedButton", () => {
  it("renders a Button at rest and busy, with its type and its own props", () => {
    for (const loading of [false, true]) {
      same(
        <Button
          type="submit"
          loading={loading}
          loadingText="Bezig"
          minHeight="11"
          width={{ base: "full", sm: "auto" }}
        >
          Plaatsen
        </Button>,
        <Submit type="submit" loading={loading} loadingText="Bezig">
          Plaatsen
        </Submit>,
      );
    }
    same(
      <Button variant="outline" size="sm" minHeight="11" aria-label="Anna" disabled>
        x
      </Button>,
      <Outline aria-label="Anna" disabled>
        x
      </Outline>,
    );
  });

  it("renders an IconButton", () => {
    same(
      <IconButton aria-label="Volgende foto" variant="ghost" borderRadius="full" disabled>
        <svg />
      </IconButton>,
      <Arrow aria-label="Volgende foto" disabled>
        <svg />
      </Arrow>,
    );
  });
});
