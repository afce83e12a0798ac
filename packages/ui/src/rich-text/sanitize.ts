import { ALLOWED_TAGS } from "@memorial/domain";

/**
 * The allow-list of @memorial/domain mirrors the text editor's schema (docs/security.md item 9):
 * blocks h1, h2, h3 and paragraph, line breaks, and the marks bold, italic and underline. No
 * attribute at all is kept, so there is no place for event handlers, styles or URLs.
 */
export { ALLOWED_TAGS };

/**
 * Returns the stored section HTML reduced to the allow-list. The package's export conditions
 * choose the implementation: DOMPurify in a browser build, parse5 on a server, in the Worker
 * and in Node (see @memorial/sanitize-html/section).
 */
export { SECTION_SANITIZER, sanitizeSectionHtml } from "@memorial/sanitize-html/section";
