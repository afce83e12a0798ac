/**
 * Escapes text for an HTML element or a quoted attribute: the five characters that could end
 * either. For documents the server writes as strings (the rendered page's head, the export's
 * `index.html`); stored rich text goes through `sanitizeRichText` instead.
 */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}
