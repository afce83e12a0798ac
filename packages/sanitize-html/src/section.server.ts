/**
 * The sanitiser of a text section's stored HTML without a DOM (package export `./section` for
 * the conditions `workerd`, `worker`, `node` and `default`): the server render in Node and in
 * the Worker. parse5 with the allow-list of @memorial/domain (`sanitizeRichText`); HTML nested
 * too deep is flattened to its text, so a render never fails. Browsers get
 * `section.browser.ts` (DOMPurify) instead.
 */
import { sanitizeRichText } from "./index";

/** Which implementation this build got: parse5 here, DOMPurify in `section.browser.ts`. */
export const SECTION_SANITIZER: "dompurify" | "parse5" = "parse5";

/** Returns the stored section HTML reduced to the allow-list; anything else is removed. */
export function sanitizeSectionHtml(html: string): string {
  if (html === "") return "";
  return sanitizeRichText(html, { tooDeep: "flatten" });
}
