import type { ProfileSummary } from "@memorial/api-client";
import { PLANS, displayName, isUnnamed, lifeDates } from "@memorial/domain";
import { formatDutchLongDate } from "@memorial/ui/dates";
import { homeTexts } from "../../texts/home";

// What a row of the home list says about a page, apart from its look: read by the list
// (`page-list.tsx`) and by the home's first view before the app is there (`home-first-view.ts`).

/**
 * Names of a row's parts (`data-home-part`): the home's first view (`home-first-view.ts`) builds
 * its rows from rows drawn by this component at build time, part by part.
 */
export const ROW_PART = {
  attribute: "data-home-part",
  row: "row",
  portrait: "portrait",
  name: "name",
  dates: "dates",
  plan: "plan",
  visibility: "visibility",
} as const;

/** The row's dates line: the page's one (`lifeDates` of @memorial/domain). */
export { lifeDates };

/** The plan line: blocked, trial until, or the package (until, for managers). */
export function planStatus(item: ProfileSummary): { text: string; attention: boolean } {
  const texts = homeTexts.status;
  if (item.isBlocked) return { text: texts.blocked, attention: true };
  const until = item.planEndsAt === null ? "" : formatDutchLongDate(item.planEndsAt);
  if (item.plan === "trial")
    return { text: until === "" ? texts.trial : texts.trialUntil(until), attention: false };
  const label = PLANS[item.plan].label.toLowerCase();
  const name = label.charAt(0).toUpperCase() + label.slice(1);
  return { text: until === "" ? texts.plan(name) : texts.planUntil(name, until), attention: false };
}

/** Whether the row shows the plan line (blocked, or a known end). */
export function showsPlan(item: ProfileSummary): boolean {
  return item.isBlocked || item.planEndsAt !== null;
}

/** The row's name: the page's, or the neutral words of a page without one. */
export function rowName(item: ProfileSummary): { text: string; unnamed: boolean } {
  return { text: displayName(item.name), unnamed: isUnnamed(item.name) };
}

/** The visibility words of a row. */
export function visibilityText(item: ProfileSummary): string {
  return item.isPublic ? homeTexts.status.public : homeTexts.status.private;
}
