// @vitest-environment node
// An icon with plain style props is a fixed element: the CSS of Chakra's `Icon` with the same
// props, under the visitor's system and the editing system, and the same attributes.
import { ChakraProvider, Icon } from "@chakra-ui/react";
import type { ReactElement } from "react";
import { describe, expect, it } from "vitest";
import { renderWithStyles } from "../ssr/styles.js";
import { memorialSystem } from "../theme/index.js";
import { visitorSystem } from "../theme/visitor.js";
import { LockIcon, MenuIcon } from "./icons.js";

const systems = { visitor: visitorSystem, editing: memorialSystem() };

/** The markup with each element's attributes in alphabetical order. */
function attributesSorted(html: string): string {
  return html.replace(
    /<([a-z]+)((?:\s+[a-zA-Z-]+="[^"]*")*)\s*(\/?)>/g,
    (_, tag: string, attributes: string, end: string) => {
      const sorted = (attributes.match(/[a-zA-Z-]+="[^"]*"/g) ?? []).sort().join(" ");
      return `<${tag}${sorted === "" ? "" : ` ${sorted}`}${end}>`;
    },
  );
}

/** What Chakra's `Icon` renders for a line icon with `props`. */
function chakraIcon(props: Record<string, unknown>, paths: string[]): ReactElement {
  return (
    <Icon {...props} aria-hidden="true" focusable="false" asChild>
      <svg
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.75"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        {paths.map((d) => (
          <path key={d} d={d} />
        ))}
      </svg>
    </Icon>
  );
}

describe("line icons", () => {
  const cases: [ReactElement, ReactElement][] = [
    [
      <MenuIcon key="m" boxSize="6" />,
      chakraIcon({ boxSize: "6" }, ["M4 7h16", "M4 12h16", "M4 17h16"]),
    ],
    [
      <LockIcon key="l" boxSize="4" flexShrink={0} />,
      chakraIcon({ boxSize: "4", flexShrink: 0 }, ["M6 11h12v10H6z", "M8 11V7a4 4 0 0 1 8 0v4"]),
    ],
    [<LockIcon key="p" />, chakraIcon({}, ["M6 11h12v10H6z", "M8 11V7a4 4 0 0 1 8 0v4"])],
  ];
  for (const [name, system] of Object.entries(systems)) {
    it(`renders the CSS and the attributes of Chakra's Icon (${name} system)`, () => {
      for (const [fixed, chakra] of cases) {
        const render = (element: ReactElement) =>
          renderWithStyles(<ChakraProvider value={system}>{element}</ChakraProvider>);
        const expected = render(chakra);
        const got = render(fixed);
        expect(expected.css).toContain("@layer recipes");
        expect(got.css).toBe(expected.css);
        expect(attributesSorted(got.html)).toBe(attributesSorted(expected.html));
        expect(got.html).toContain('class="chakra-icon css-');
      }
    });
  }

  it("takes Chakra's Icon for any other prop", () => {
    const html = renderWithStyles(
      <ChakraProvider value={visitorSystem}>
        <MenuIcon boxSize="6" _hover={{ color: "red" }} />
      </ChakraProvider>,
    ).html;
    expect(html).toMatch(/^<svg focusable="false" aria-hidden="true" class="chakra-icon css-/);
  });
});
