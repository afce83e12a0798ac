import { ALLOWED_TAGS } from "@memorial/domain";
import DOMPurify from "dompurify";

/**
 * The allow-list of @memorial/domain mirrors the text editor's schema (SECURITY.md item 9):
 * blocks h1, h2, h3 and paragraph, line breaks, and the marks bold, italic and underline. No
 * attribute at all is kept, so there is no place for event handlers, styles or URLs.
 */
export { ALLOWED_TAGS };

const purifyConfig = {
  ALLOWED_TAGS: [...ALLOWED_TAGS],
  ALLOWED_ATTR: [] as string[],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  KEEP_CONTENT: true,
  WHOLE_DOCUMENT: false,
  RETURN_TRUSTED_TYPE: false,
  FORBID_TAGS: ["style", "script", "template", "noscript", "iframe", "svg", "math", "form"],
};

/** Returns the stored section HTML reduced to the allow-list; anything else is removed. */
export function sanitizeSectionHtml(html: string): string {
  if (html === "") return "";
  return DOMPurify.sanitize(html, purifyConfig);
}
