/**
 * The sanitiser of a text section's stored HTML in a browser (package export `./section`,
 * condition `browser`): DOMPurify with the allow-list of @memorial/domain, which mirrors the text
 * editor's schema (blocks h1, h2, h3 and paragraph, line breaks, the marks bold, italic and
 * underline). No attribute at all is kept, so there is no place for event handlers, styles or
 * URLs. Servers, the Worker and Node get `section.server.ts` instead, so no browser bundle holds
 * the HTML parser and no server bundle holds DOMPurify.
 */
import { ALLOWED_TAGS } from "@memorial/domain";
import DOMPurify from "dompurify";
import { escapeHtml } from "./escape";

/** Which implementation this build got: DOMPurify here, parse5 in `section.server.ts`. */
export const SECTION_SANITIZER: "dompurify" | "parse5" = "dompurify";

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

/**
 * Returns the stored section HTML reduced to the allow-list; anything else is removed. Where a
 * browser build runs without a DOM after all, DOMPurify cannot work: then all of the HTML is
 * shown as text, so nothing of it can become markup.
 */
export function sanitizeSectionHtml(html: string): string {
  if (html === "") return "";
  if (!DOMPurify.isSupported) return escapeHtml(html);
  return DOMPurify.sanitize(html, purifyConfig);
}
