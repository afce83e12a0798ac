import { Box, type BoxProps } from "@chakra-ui/react";
import { useMemo, type ReactElement } from "react";
import { sanitizeSectionHtml } from "./sanitize.js";
import { demoteStoryHeadings } from "./story-html.js";

export interface SanitizedHtmlProps extends Omit<BoxProps, "children" | "dangerouslySetInnerHTML"> {
  /** Stored HTML of a text section. It is sanitised here, whatever its source. */
  html: string;
  /** Show the story's headings one level lower (below the page's `h1`), after sanitising. */
  demoteHeadings?: boolean;
  /**
   * The element that holds the HTML, when it is not a `Box` with these props: a fixed element
   * (`fixedElement` of ../theme/fixed-style.tsx) for the visitor's view.
   */
  element?: (props: { dangerouslySetInnerHTML: { __html: string } }) => ReactElement;
}

/**
 * The ONE component that puts stored HTML into the page (docs/security.md item 9). Everything goes
 * through DOMPurify with the editor's allow-list first.
 */
export function SanitizedHtml({
  html,
  demoteHeadings = false,
  element: Element,
  ...boxProps
}: SanitizedHtmlProps) {
  const clean = useMemo(() => {
    const sanitized = sanitizeSectionHtml(html);
    return demoteHeadings ? demoteStoryHeadings(sanitized) : sanitized;
  }, [html, demoteHeadings]);
  return Element === undefined ? (
    <Box {...boxProps} dangerouslySetInnerHTML={{ __html: clean }} />
  ) : (
    <Element dangerouslySetInnerHTML={{ __html: clean }} />
  );
}
