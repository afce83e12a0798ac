import { Box, type BoxProps } from "@chakra-ui/react";
import { useMemo } from "react";
import { sanitizeSectionHtml } from "./sanitize.js";

export interface SanitizedHtmlProps extends Omit<BoxProps, "children" | "dangerouslySetInnerHTML"> {
  /** Stored HTML of a text section. It is sanitised here, whatever its source. */
  html: string;
}

/**
 * The ONE component that puts stored HTML into the page (SECURITY.md item 9). Everything goes
 * through DOMPurify with the editor's allow-list first.
 */
export function SanitizedHtml({ html, ...boxProps }: SanitizedHtmlProps) {
  const clean = useMemo(() => sanitizeSectionHtml(html), [html]);
  return <Box {...boxProps} dangerouslySetInnerHTML={{ __html: clean }} />;
}
