import { useDocumentTitle } from "../../core/use-document-title";
import { BROWSER_STORAGE, PRIVACY_CONTACT, privacyTexts as t } from "../../texts/privacy";
import { Box, Stack, Text } from "../../ui/layout";
import { MailLink, StatementList, StatementPage, StatementSection } from "../../ui/statement";

/** /privacy: the privacy statement, linked from every footer, the sign-up screen and the forms. */
export function PrivacyStatement() {
  useDocumentTitle(t.documentTitle);
  return (
    <StatementPage title={t.title} intro={t.intro} updated={t.updated}>
      <StatementSection title={t.whatHeading}>
        <StatementList items={t.what} />
        <Text mt="3">{t.whyText}</Text>
      </StatementSection>
      <StatementSection title={t.howLongHeading}>
        <StatementList items={t.howLong} />
      </StatementSection>
      <StatementSection title={t.whoHeading}>
        <StatementList items={t.who} />
      </StatementSection>
      <StatementSection title={t.storageHeading}>
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
      </StatementSection>
      <StatementSection title={t.rightsHeading}>
        <StatementList items={t.rights} />
        <Text mt="3">{t.rightsContact}</Text>
      </StatementSection>
      <StatementSection title={t.reportHeading}>
        <Text>{t.reportText}</Text>
      </StatementSection>
      <StatementSection title={t.contactHeading}>
        <Text mb="2">{t.contactText}</Text>
        <MailLink address={PRIVACY_CONTACT} />
      </StatementSection>
    </StatementPage>
  );
}
