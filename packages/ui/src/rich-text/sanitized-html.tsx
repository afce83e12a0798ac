import { Box, type BoxProps } from "@chakra-ui/react";
import { useMemo } from "react";
import { sanitizeSectionHtml } from "./sanitize.js";

export interface SanitizedHtmlProps extends Omit<BoxProps, "children" | "dangerouslySetInnerHTML"> {
  /** Stored HTML of a text section. It is sanitised here, whatever its source. */
  html: string;
  /**
   * Shift the stored headings down by this many levels (1: h1 shows as h2), so that headings
   * inside a section never outrank the page's h1, the name. Default 0.
   */
  headingOffset?: 0 | 1;
}

/**
 * The ONE component that puts stored HTML into the page (SECURITY.md item 9). Everything goes
 * through DOMPurify with the editor's allow-list first.
 */
export function SanitizedHtml({ html, headingOffset = 0, ...boxProps }: SanitizedHtmlProps) {
  const clean = useMemo(() => {
    const sanitized = sanitizeSectionHtml(html);
    if (headingOffset === 0) return sanitized;
    // After sanitising, headings are bare <h1>..<h3> tags without attributes.
    return sanitized.replace(
      /<(\/?)h([1-3])>/g,
      (_tag, slash: string, level: string) => `<${slash}h${Number(level) + headingOffset}>`,
    );
  }, [html, headingOffset]);
  return <Box {...boxProps} dangerouslySetInnerHTML={{ __html: clean }} />;
}
