// @vitest-environment node
// A fixed element renders the markup and the CSS of the Chakra element it stands for, byte for
// byte, under the visitor's system and the editing system.
import { Box, ChakraProvider, HStack, Heading, Stack, Text, chakra } from "@chakra-ui/react";
import { __unsafe_useEmotionCache } from "@emotion/react";
import { describe, expect, it } from "vitest";
import { renderWithStyles } from "../ssr/styles.js";
import {
  boxStyle,
  fixedElement,
  flexStyle,
  headingStyle,
  stackStyle,
  textStyle,
} from "./fixed-style.js";
import { Flex } from "@chakra-ui/react";
import { expectSameAsChakra } from "./same-as-chakra.js";
import { visitorSystem } from "./visitor.js";

const Article = fixedElement(
  "article",
  boxStyle({ py: "5", borderTopWidth: "1px", _first: { borderTopWidth: 0, pt: 0 } }),
);
const Muted = fixedElement(
  "p",
  textStyle({ color: "fg.muted", fontSize: { base: "sm", md: "md" } }),
);
const Title = fixedElement("h2", headingStyle({ fontWeight: "normal", mb: "6" }, { size: "lg" }));
const Row = fixedElement(
  "div",
  stackStyle({
    gap: "1",
    direction: { base: "column", sm: "row" },
    alignItems: { sm: "baseline" },
  }),
);
const Column = fixedElement("div", stackStyle({}));
// `HStack`: Stack with align centre and a row.
const Links = fixedElement(
  "nav",
  stackStyle({ align: "center", justify: "center", gap: "2", flexWrap: "wrap", direction: "row" }),
);
const Line = fixedElement("div", flexStyle({ align: "center", gap: "2", mt: "3" }));

describe("fixedElement", () => {
  it("renders a chakra.* element's markup and CSS, with its own props", () => {
    expectSameAsChakra(
      <chakra.article
        py="5"
        borderTopWidth="1px"
        _first={{ borderTopWidth: 0, pt: 0 }}
        aria-label="Anna"
      >
        x
      </chakra.article>,
      <Article aria-label="Anna">x</Article>,
    );
    expectSameAsChakra(
      <Box as="article" py="5" borderTopWidth="1px" _first={{ borderTopWidth: 0, pt: 0 }}>
        x
      </Box>,
      <Article>x</Article>,
    );
  });

  it("renders Text, Heading, Stack and Flex as Chakra does", () => {
    expectSameAsChakra(
      <Text color="fg.muted" fontSize={{ base: "sm", md: "md" }} id="a">
        x
      </Text>,
      <Muted id="a">x</Muted>,
    );
    expectSameAsChakra(
      <Heading as="h2" size="lg" fontWeight="normal" mb="6">
        x
      </Heading>,
      <Title>x</Title>,
    );
    expectSameAsChakra(
      <Stack gap="1" direction={{ base: "column", sm: "row" }} alignItems={{ sm: "baseline" }}>
        x
      </Stack>,
      <Row>x</Row>,
    );
    expectSameAsChakra(<Stack className="extra">x</Stack>, <Column className="extra">x</Column>);
    expectSameAsChakra(
      <HStack as="nav" justify="center" gap="2" flexWrap="wrap" aria-label="Menu">
        x
      </HStack>,
      <Links aria-label="Menu">x</Links>,
    );
    expectSameAsChakra(
      <Flex align="center" gap="2" mt="3">
        x
      </Flex>,
      <Line>x</Line>,
    );
  });

  it("renders without Emotion's wrapper on the server what Emotion's css prop renders", () => {
    // Given class names with stray spaces, and one that Emotion has styles for (merged as
    // Emotion merges them).
    expectSameAsChakra(
      <Text color="fg.muted" fontSize={{ base: "sm", md: "md" }} className=" a  b ">
        x
      </Text>,
      <Muted className=" a  b ">x</Muted>,
    );
    expectSameAsChakra(
      <Stack className="extra  more">
        <Text color="fg.muted" fontSize={{ base: "sm", md: "md" }}>
          x
        </Text>
      </Stack>,
      <Column className="extra  more">
        <Muted>x</Muted>
      </Column>,
    );
    const Registered = () => {
      const cache = __unsafe_useEmotionCache();
      const name = cache === null ? "" : `${cache.key}-registered`;
      if (cache !== null) cache.registered[name] = "letter-spacing:1px;";
      return <Muted className={`c ${name}`}>x</Muted>;
    };
    const html = renderWithStyles(
      <ChakraProvider value={visitorSystem}>
        <Registered />
      </ChakraProvider>,
    );
    // Emotion's own way: one class for the merged styles, the plain class kept.
    expect(html.html).toMatch(/^<p class="c css-[a-z0-9]+">x<\/p>$/);
    expect(html.css).toContain("letter-spacing:1px");
  });

  it("keeps the style it resolved for the next render", () => {
    const first = renderWithStyles(
      <ChakraProvider value={visitorSystem}>
        <Muted>x</Muted>
      </ChakraProvider>,
    );
    const second = renderWithStyles(
      <ChakraProvider value={visitorSystem}>
        <Muted>x</Muted>
      </ChakraProvider>,
    );
    expect(second).toEqual(first);
  });
});
