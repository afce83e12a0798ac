import { useDocumentTitle } from "../../core/use-document-title";
import { accessibilityTexts as t } from "../../texts/accessibility";
import { Text } from "../../ui/layout";
import { MailLink, StatementList, StatementPage, StatementSection } from "../../ui/statement";

/** /toegankelijkheid: the accessibility statement, linked from every footer. */
export function AccessibilityStatement() {
  useDocumentTitle(t.documentTitle);
  return (
    <StatementPage title={t.title} intro={t.intro} updated={t.updated}>
      <StatementSection title={t.standardHeading}>
        <Text>{t.standardText}</Text>
      </StatementSection>
      <StatementSection title={t.measuresHeading}>
        <StatementList items={t.measures} />
      </StatementSection>
      <StatementSection title={t.knownIssuesHeading}>
        <StatementList items={t.knownIssues} />
      </StatementSection>
      <StatementSection title={t.reportHeading}>
        <Text mb="3">{t.reportText}</Text>
        <MailLink address={t.reportEmail} />
      </StatementSection>
    </StatementPage>
  );
}
