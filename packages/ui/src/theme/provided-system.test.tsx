// @vitest-environment node
// The provided system renders the global styles of the system it stands for, byte for byte.
import { ChakraProvider, Text } from "@chakra-ui/react";
import { describe, expect, it } from "vitest";
import { renderWithStyles } from "../ssr/styles.js";
import { memorialSystem } from "./index.js";
import { providedSystem } from "./provided-system.js";
import { visitorSystem } from "./visitor.js";

describe("providedSystem", () => {
  it.each([
    ["visitor", visitorSystem],
    ["editing", memorialSystem()],
  ])("gives ChakraProvider the %s system's global styles and styles as before", (_, system) => {
    const page = (value: typeof system) =>
      renderWithStyles(
        <ChakraProvider value={value}>
          <Text color="fg.muted">x</Text>
        </ChakraProvider>,
      );
    const expected = page(system);
    expect(expected.css).toContain("--chakra-colors-fg-muted");
    expect(page(providedSystem(system))).toEqual(expected);
  });

  it("is made once per system", () => {
    expect(providedSystem(visitorSystem)).toBe(providedSystem(visitorSystem));
    expect(providedSystem(visitorSystem)).not.toBe(visitorSystem);
  });
});
