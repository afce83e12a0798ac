import { Text, type SystemStyleObject } from "@chakra-ui/react";
import { pageTexts } from "../texts/page.js";
import { SanitizedHtml } from "./sanitized-html.js";

/** Typography of a story: shared by the read-only view and the editor. */
export const storyTypography: SystemStyleObject = {
  fontFamily: "serif",
  fontSize: { base: "lg", md: "xl" },
  lineHeight: "1.75",
  color: "fg",
  overflowWrap: "anywhere",
  "& h1, & h2, & h3": {
    fontFamily: "heading",
    fontWeight: "normal",
    lineHeight: "1.3",
    marginTop: "1.2em",
    marginBottom: "0.5em",
  },
  "& h1": { fontSize: "1.75em" },
  "& h2": { fontSize: "1.45em" },
  "& h3": { fontSize: "1.2em", fontStyle: "italic" },
  "& > :first-child": { marginTop: "0" },
  "& p": { marginBottom: "0.9em" },
  "& p:last-child": { marginBottom: "0" },
  "& u": { textDecorationThickness: "1px", textUnderlineOffset: "0.15em" },
};

export interface RichTextViewProps {
  /** Stored HTML of the text section. */
  html: string;
}

/** Read-only rendering of a text section for visitors. */
export function RichTextView({ html }: RichTextViewProps) {
  if (html.trim() === "" || html.trim() === "<p></p>") {
    return (
      <Text color="fg.muted" fontStyle="italic">
        {pageTexts.text.empty}
      </Text>
    );
  }
  return <SanitizedHtml html={html} css={storyTypography} />;
}
