/**
 * The one HTML escaper. `"markup"` (the default) escapes the five characters that could end an
 * element's text or a quoted attribute (single or double quotes), so the result is safe in
 * both, and in SVG/XML as well: for documents written as strings (the rendered page's head, the
 * export's `index.html`, the QR card). `"text-node"` writes text exactly as a browser serialises
 * a text node (`&`, `<`, `>` and the no-break space; quotes stay): for the sanitiser, whose output
 * must equal the browser's so that DOMPurify finds nothing to change and hydration agrees. Its
 * result belongs between tags only, never in an attribute. Stored rich text goes through
 * `sanitizeRichText` instead.
 */
export type EscapeMode = "markup" | "text-node";

export function escapeHtml(text: string, mode: EscapeMode = "markup"): string {
  const escaped = text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
  if (mode === "text-node") return escaped.replace(/\u00a0/g, "&nbsp;");
  return escaped.replace(/"/g, "&quot;").replace(/'/g, "&#39;");
}
