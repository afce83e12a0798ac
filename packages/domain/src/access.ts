/** Access levels a page owner can give another account (spec section 6). */

/**
 * "view": see a private page; "manage": edit the page and its access list. Fewest rights first:
 * the order in which the access dialog offers them (Bekijk, then Beheer).
 */
export const ACCESS_LEVELS = ["view", "manage"] as const;

export type AccessLevel = (typeof ACCESS_LEVELS)[number];

export function isAccessLevel(value: unknown): value is AccessLevel {
  return ACCESS_LEVELS.some((level) => level === value);
}

/**
 * A member's role on a page: the one `owner` (a manager who may also hand the page over, name a
 * successor and remove or lower managers), or a plain access level.
 */
export const ACCESS_ROLES = ["owner", "manage", "view"] as const;

export type AccessRole = (typeof ACCESS_ROLES)[number];
