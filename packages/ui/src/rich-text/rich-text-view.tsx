import { Text, type SystemStyleObject } from "@chakra-ui/react";
import { pageTexts } from "../texts/page.js";
import { SanitizedHtml } from "./sanitized-html.js";

/**
 * Typography of a story, for headings stored as h1..h3 shown `offset` levels lower (the view
 * shows them as h2..h4, below the page's h1). Always smaller than the name.
 */
function typography(offset: 0 | 1): SystemStyleObject {
  const first = `& h${1 + offset}`;
  const second = `& h${2 + offset}`;
  const third = `& h${3 + offset}`;
  const styles: Record<string, unknown> = {
    fontFamily: "serif",
    fontSize: "lg",
    lineHeight: "1.7",
    color: "fg",
    overflowWrap: "anywhere",
    [`${first}, ${second}, ${third}`]: {
      fontFamily: "heading",
      fontWeight: "normal",
      lineHeight: "1.3",
      letterSpacing: "-0.01em",
      marginTop: "0",
      marginBottom: "0.5em",
    },
    // Space between blocks only where one follows another (no ":first-child"/":last-child":
    // Emotion warns that they are unreliable when styles are rendered on the server).
    [`& * + h${1 + offset}, & * + h${2 + offset}, & * + h${3 + offset}`]: { marginTop: "1.4em" },
    [first]: { fontSize: "1.6em" },
    [second]: { fontSize: "1.35em" },
    [third]: { fontSize: "1.15em", fontStyle: "italic" },
    "& p": { marginBlock: "0" },
    "& p + p, & p + h1, & p + h2, & p + h3, & p + h4": { marginTop: "0.9em" },
    "& u": { textDecorationThickness: "1px", textUnderlineOffset: "0.15em" },
  };
  return styles as SystemStyleObject;
}

/** Typography of a story as the editor shows it (headings h1..h3). */
export const storyTypography: SystemStyleObject = typography(0);
/** Typography of a story as visitors see it (headings h2..h4). */
export const viewStoryTypography: SystemStyleObject = typography(1);

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
  return <SanitizedHtml html={html} headingOffset={1} css={viewStoryTypography} />;
}
