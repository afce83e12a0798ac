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

const escapeText = (text: string) =>
  text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");

const allowedEscapedTag = /&lt;(\/?)(h1|h2|h3|p|strong|em|u)&gt;|&lt;br\s*\/?&gt;/g;

/**
 * Where there is no DOM (a server or edge render), DOMPurify cannot run. Then everything is
 * escaped as text, and only the exact allow-listed tags without any attribute (what the editor
 * stores) become tags again. Nothing else can become markup: a tag with an attribute, a comment
 * or a script stays visible text. For the editor's own HTML the result equals DOMPurify's.
 */
export function sanitizeWithoutDom(html: string): string {
  return escapeText(html).replace(allowedEscapedTag, (tag, slash: string | undefined, name) =>
    typeof name === "string" ? `<${slash ?? ""}${name}>` : tag.startsWith("&lt;br") ? "<br>" : tag,
  );
}

/** Returns the stored section HTML reduced to the allow-list; anything else is removed. */
export function sanitizeSectionHtml(html: string): string {
  if (html === "") return "";
  if (!DOMPurify.isSupported) return sanitizeWithoutDom(html);
  return DOMPurify.sanitize(html, purifyConfig);
}
