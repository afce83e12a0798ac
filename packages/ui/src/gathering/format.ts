/**
 * The words of a gathering in Dutch: the card's line (its when-and-where words come
 * from @memorial/domain), a map search for its address, and the one sentence a link preview
 * may use. Pure functions without React, so the render function and the app can both use them.
 */
import {
  dutchTime,
  gatheringDay,
  gatheringLocation,
  gatheringTitle,
  gatheringWhen,
  isGatheringKind,
  isUpcomingGathering,
  type GatheringFields,
} from "@memorial/domain";
import { webMapUrl } from "../view/route-links.js";
import { gatheringTexts } from "./texts.js";

export { dutchTime, gatheringDay, gatheringHours, gatheringWhen } from "@memorial/domain";

/** The card's one line: "Afscheidsdienst · vrijdag 28 november 2026, 14.00–15.00 uur · Aula …". */
export function gatheringSummary(gathering: GatheringFields): string {
  return [gatheringTitle(gathering), gatheringWhen(gathering), gatheringLocation(gathering)]
    .filter((part) => part !== "")
    .join(" · ");
}

/** A plain link to a map search of the venue and address (no embed, no script). */
export function gatheringRouteUrl(gathering: Pick<GatheringFields, "venue" | "address">): string {
  return webMapUrl(gatheringLocation(gathering));
}

/**
 * For the link preview (og:description): the first gathering that has not yet taken place on
 * `today` (`YYYY-MM-DD`, e.g. `gatheringToday()` of @memorial/domain), phrased as "Afscheid
 * vrijdag 28 november, 14.00 uur, Amsterdam"; null when there is none. Sections of other types
 * are ignored, so the page's `sections` can be passed as they are.
 */
export function upcomingGatheringPreview(
  sections: readonly ({ type: string } & Partial<GatheringFields>)[],
  today: string,
): string | null {
  const upcoming = sections
    .filter(
      (section): section is { type: "gathering" } & GatheringFields =>
        section.type === "gathering" &&
        typeof section.date === "string" &&
        typeof section.startTime === "string" &&
        typeof section.venue === "string" &&
        typeof section.kind === "string",
    )
    .filter((gathering) => isUpcomingGathering(gathering, today))
    .sort((a, b) => `${a.date}T${a.startTime}`.localeCompare(`${b.date}T${b.startTime}`))[0];
  if (upcoming === undefined) return null;
  const kind = isGatheringKind(upcoming.kind)
    ? gatheringTexts.previewKind[upcoming.kind]
    : gatheringTexts.previewKind.anders;
  const name = upcoming.kind === "anders" ? gatheringTitle(upcoming) : kind;
  const place = upcoming.address?.place?.trim() || upcoming.venue.trim();
  const when = `${gatheringDay(upcoming.date, false)}, ${dutchTime(upcoming.startTime)} ${gatheringTexts.hours}`;
  return [`${name} ${when}`, place].filter((part) => part !== "").join(", ");
}
