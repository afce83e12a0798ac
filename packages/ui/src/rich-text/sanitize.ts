import { ALLOWED_TAGS } from "@memorial/domain";
import DOMPurify from "dompurify";

/**
 * The allow-list of @memorial/domain mirrors the text editor's schema (docs/security.md item 9):
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

const escapeText = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * Where there is no DOM (a server or edge render), DOMPurify cannot run. The server render
 * (`@memorial/ui/ssr`) then hands in the one DOM-less sanitiser, `@memorial/sanitize-html`
 * (parse5, the same allow-list), kept out of the browser's bundle this way. Until one is set,
 * all of the HTML is shown as text: nothing of it can become markup.
 */
let sanitizeWithoutDom: (html: string) => string = escapeText;

/** Sets the sanitiser used where DOMPurify has no DOM (done by `@memorial/ui/ssr`). */
export function setSanitizerWithoutDom(sanitize: (html: string) => string): void {
  sanitizeWithoutDom = sanitize;
}

/** Returns the stored section HTML reduced to the allow-list; anything else is removed. */
export function sanitizeSectionHtml(html: string): string {
  if (html === "") return "";
  if (!DOMPurify.isSupported) return sanitizeWithoutDom(html);
  return DOMPurify.sanitize(html, purifyConfig);
}
