/** What the access dialog shows and edits: one row per person with access. */
import { ACCESS_LEVELS, type AccessLevel } from "@memorial/domain";

/** Bekijk (view group, id ending in ...0001) or Beheer (manage group, id ending in ...0000). */
export type { AccessLevel };
/** The levels of @memorial/domain, in the order the dialog offers them: Bekijk, then Beheer. */
export { ACCESS_LEVELS };

/** One person with access, as the dialog shows it (the access row of spec section 3). */
export interface AccessListRow {
  /** The person's e-mail address. */
  username: string;
  level: AccessLevel;
  /** The page's owner (a manager whose row nobody changes and who alone removes managers). */
  owner?: boolean;
}

export type AccessListStatus = "loading" | "error" | "ready";

/** Whether two e-mail addresses are the same person (case and spaces ignored). */
export function sameEmail(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/** An e-mail address that may wrap before '@' and '.', never in the middle of a word. */
