/**
 * The rich-text allow-list of text sections (docs/security.md item 9): the editor's blocks h1, h2, h3
 * and paragraph, hard line breaks, and the marks bold, italic and underline. The browser's
 * sanitiser (packages/ui) and the server's (apps/local-backend) both keep exactly these elements
 * and no attribute at all.
 */
export const ALLOWED_TAGS = ["h1", "h2", "h3", "p", "br", "strong", "em", "u"] as const;

export type AllowedTag = (typeof ALLOWED_TAGS)[number];

/** True for a lower-case tag name on the allow-list. */
export function isAllowedTag(value: unknown): value is AllowedTag {
  return ALLOWED_TAGS.some((tag) => tag === value);
}
