/** Access levels a page owner can give another account (spec section 6). */

/** "manage": edit the page and its access list; "view": see a private page. */
export const ACCESS_LEVELS = ["manage", "view"] as const;

export type AccessLevel = (typeof ACCESS_LEVELS)[number];

export function isAccessLevel(value: unknown): value is AccessLevel {
  return ACCESS_LEVELS.some((level) => level === value);
}
