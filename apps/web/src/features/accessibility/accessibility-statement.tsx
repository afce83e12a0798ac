import { useDocumentTitle } from "../../core/use-document-title";
import { accessibilityTexts as t } from "../../texts/accessibility";
import { Box, Heading, Link, List, Stack, Text } from "../../ui/layout";

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Box as="section">
      <Heading as="h2" fontSize={{ base: "xl", md: "2xl" }} fontWeight="normal" mb="3">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

/** /toegankelijkheid: the accessibility statement, linked from every footer. */
export function AccessibilityStatement() {
  useDocumentTitle(t.documentTitle);
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
          {t.title}
        </Heading>
        <Text>{t.intro}</Text>
      </Box>
      <Section title={t.standardHeading}>
        <Text>{t.standardText}</Text>
      </Section>
      <Section title={t.measuresHeading}>
        <List.Root gap="2" ps="5">
          {t.measures.map((item) => (
            <List.Item key={item}>{item}</List.Item>
          ))}
        </List.Root>
      </Section>
      <Section title={t.knownIssuesHeading}>
        <List.Root gap="2" ps="5">
          {t.knownIssues.map((item) => (
            <List.Item key={item}>{item}</List.Item>
          ))}
        </List.Root>
      </Section>
      <Section title={t.reportHeading}>
        <Text mb="3">{t.reportText}</Text>
        <Link href={`mailto:${t.reportEmail}`} color="dusk.fg" textDecoration="underline">
          {t.reportEmail}
        </Link>
      </Section>
      <Text color="fg.muted" fontSize="sm">
        {t.updated}
      </Text>
    </Stack>
  );
}
