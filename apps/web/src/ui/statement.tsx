import { Fragment, type ReactNode } from "react";
import { commonTexts } from "../texts/common";
import { Box, Heading, Link, List, Stack, Text } from "./layout";

/**
 * The parts of the product's statements (/privacy, /toegankelijkheid): the page with its title,
 * introduction and date, a section under its own heading, a list of points and the address to
 * write to.
 */
export function StatementPage({
  title,
  intro,
  updated,
  children,
}: {
  title: string;
  intro: string;
  /** When the statement was last changed. */
  updated: string;
  children: ReactNode;
}) {
  return (
    <Stack
      as="article"
      gap="8"
      maxWidth="40rem"
      mx="auto"
      fontSize={{ base: "md", md: "lg" }}
      lineHeight="1.7"
    >
      <Box>
        <Heading as="h1" fontSize={{ base: "3xl", md: "4xl" }} fontWeight="normal" mb="4">
          {title}
        </Heading>
        <Text>{intro}</Text>
      </Box>
      {children}
      <Text color="fg.muted" fontSize="sm">
        {updated}
      </Text>
    </Stack>
  );
}

export function StatementSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box as="section">
      <Heading as="h2" fontSize={{ base: "xl", md: "2xl" }} fontWeight="normal" mb="3">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

export function StatementList({ items }: { items: readonly string[] }) {
  return (
    <List.Root gap="2" ps="5">
      {items.map((item) => (
        <List.Item key={item}>{item}</List.Item>
      ))}
    </List.Root>
  );
}

/**
 * Where an e-mail address may break: after the `@`, before each dot, and in the product's own
 * domain where the product's name breaks ('herinnerings' | 'pagina'). No lookbehind: Safari
 * before 16.4 cannot read one, and a pattern it cannot read stops the whole script.
 */
const ADDRESS_BREAKS = new RegExp(
  String.raw`(@|${commonTexts.productNameParts[0].toLowerCase()})|(?=\.)`,
  "g",
);

/** The parts of `address` between its break opportunities. */
function addressParts(address: string): string[] {
  return address.replace(ADDRESS_BREAKS, "$1\u0000").split("\u0000");
}

/**
 * An e-mail address as a link that opens the visitor's mail program. An address is one word,
 * wider than a 320 px screen at 200 % text: it breaks where a reader expects it (`<wbr>`, no
 * hyphen that could be taken for part of the address), and anywhere else only when a part is
 * still too wide. Chromium reads a `<wbr>` as a space in the link's name, so the name is the
 * address itself.
 */
export function MailLink({ address }: { address: string }) {
  return (
    <Link
      href={`mailto:${address}`}
      aria-label={address}
      color="dusk.fg"
      textDecoration="underline"
      overflowWrap="anywhere"
    >
      {addressParts(address).map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </Link>
  );
}
