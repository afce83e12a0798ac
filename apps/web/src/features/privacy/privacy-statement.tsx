import { useDocumentTitle } from "../../core/use-document-title";
import { BROWSER_STORAGE, PRIVACY_CONTACT, privacyTexts as t } from "../../texts/privacy";
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

function Bullets({ items }: { items: readonly string[] }) {
  return (
    <List.Root gap="2" ps="5">
      {items.map((item) => (
        <List.Item key={item}>{item}</List.Item>
      ))}
    </List.Root>
  );
}

/** /privacy: the privacy statement, linked from every footer, the sign-up screen and the forms. */
export function PrivacyStatement() {
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
      <Section title={t.whatHeading}>
        <Bullets items={t.what} />
        <Text mt="3">{t.whyText}</Text>
      </Section>
      <Section title={t.howLongHeading}>
        <Bullets items={t.howLong} />
      </Section>
      <Section title={t.whoHeading}>
        <Bullets items={t.who} />
      </Section>
      <Section title={t.storageHeading}>
        <Text mb="4">{t.storageIntro}</Text>
        <Stack as="dl" gap="4" data-testid="browser-storage">
          {BROWSER_STORAGE.map((entry) => (
            <Box key={entry.name} borderStartWidth="2px" borderColor="border" ps="4">
              <Text
                as="dt"
                fontFamily="mono"
                fontSize="sm"
                overflowWrap="anywhere"
                fontWeight="medium"
              >
                {entry.name}
              </Text>
              <Text as="dd" fontSize="md" color="fg.muted">
                {entry.where}
              </Text>
              <Text as="dd" fontSize="md">
                {entry.purpose}
              </Text>
            </Box>
          ))}
        </Stack>
      </Section>
      <Section title={t.rightsHeading}>
        <Bullets items={t.rights} />
        <Text mt="3">{t.rightsContact}</Text>
      </Section>
      <Section title={t.reportHeading}>
        <Text>{t.reportText}</Text>
      </Section>
      <Section title={t.contactHeading}>
        <Text mb="2">{t.contactText}</Text>
        <Link href={`mailto:${PRIVACY_CONTACT}`} color="dusk.fg" textDecoration="underline">
          {PRIVACY_CONTACT}
        </Link>
      </Section>
      <Text color="fg.muted" fontSize="sm">
        {t.updated}
      </Text>
    </Stack>
  );
}
