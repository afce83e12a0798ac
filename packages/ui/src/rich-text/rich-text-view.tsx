import { Text, type SystemStyleObject } from "@chakra-ui/react";
import { boxStyle, fixedElement } from "../theme/fixed-style.js";
import { pageTexts } from "../texts/page.js";
import { SanitizedHtml } from "./sanitized-html.js";
import { hasStoryText } from "./story-html.js";

/** Typography of a story as the editor shows it (headings h1..h3). */
export const storyTypography: SystemStyleObject = {
  fontFamily: "serif",
  fontSize: "lg",
  lineHeight: "1.7",
  color: "fg",
  overflowWrap: "anywhere",
  "& h1, & h2, & h3": {
    fontFamily: "heading",
    fontWeight: "normal",
    lineHeight: "1.3",
    letterSpacing: "-0.01em",
    marginTop: "0",
    marginBottom: "0.5em",
  },
  // Space between blocks only where one follows another (no ":first-child"/":last-child":
  // Emotion warns that they are unreliable when styles are rendered on the server).
  "& * + h1, & * + h2, & * + h3": { marginTop: "1.4em" },
  "& h1": { fontSize: "1.6em" },
  "& h2": { fontSize: "1.35em" },
  "& h3": { fontSize: "1.15em", fontStyle: "italic" },
  "& p": { marginBlock: "0" },
  "& p + p, & p + h1, & p + h2, & p + h3": { marginTop: "0.9em" },
  "& u": { textDecorationThickness: "1px", textUnderlineOffset: "0.15em" },
};

/**
 * Typography of a story as visitors see it: its headings one level lower (h2..h4,
 * ./story-html.ts), each with the look the editor gives its level (Kop 1 = h2 here, 2 = h3,
 * 3 = h4); the name stays the largest text.
 */
export const viewStoryTypography: SystemStyleObject = {
  ...storyTypography,
  "& h2, & h3, & h4": storyTypography["& h1, & h2, & h3"],
  "& * + h2, & * + h3, & * + h4": { marginTop: "1.4em" },
  "& h2": { fontSize: "1.6em", fontStyle: "normal" },
  "& h3": { fontSize: "1.35em", fontStyle: "normal" },
  "& h4": { fontSize: "1.15em", fontStyle: "italic" },
  "& p + h4": { marginTop: "0.9em" },
};

/** A story's element in the view (a fixed style: its typography is a long list of rules). */
const Story = fixedElement("div", boxStyle({ css: viewStoryTypography }));

export interface RichTextViewProps {
  /** Stored HTML of the text section. */
  html: string;
}

/**
 * A text section as visitors read it: its headings one level below the name, put on the page by
 * the one sanitising component (DOMPurify in a browser; on a server the DOM-less sanitiser that
 * `@memorial/ui/ssr` sets: parse5 with the same allow-list). Without text, a quiet note.
 */
export function RichTextView({ html }: RichTextViewProps) {
  if (!hasStoryText(html)) {
    return (
      <Text color="fg.muted" fontStyle="italic">
        {pageTexts.text.empty}
      </Text>
    );
  }
  return <SanitizedHtml html={html} demoteHeadings element={Story} />;
}
