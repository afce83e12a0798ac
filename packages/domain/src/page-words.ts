/**
 * The words a memorial page uses for its own facts, the same on the page, in its print version,
 * on the home rows, in the share dialog, in a link preview, in the keepsake download and in
 * mails: the dates line ("3 maart 1941 – 12 november 2026"), the name of a page that has none,
 * and when a gathering takes place ("vrijdag 28 november 2026, 14.00–15.00 uur"). Plain
 * functions without `Intl`, so every runtime (browser, Node, Worker) writes the same text.
 */
import { parseWireDate } from "./dates";
import type { GatheringFields, GatheringWishes } from "./gathering";

/** The months as a date names them in Dutch, January first. */
export const DUTCH_MONTHS = [
  "januari",
  "februari",
  "maart",
  "april",
  "mei",
  "juni",
  "juli",
  "augustus",
  "september",
  "oktober",
  "november",
  "december",
] as const;

const WEEKDAYS = [
  "zondag",
  "maandag",
  "dinsdag",
  "woensdag",
  "donderdag",
  "vrijdag",
  "zaterdag",
] as const;

/** A date of a page: a local `Date`, the wire text (`YYYY-MM-DD`), or nothing. */
export type PageDate = Date | string | null | undefined;

/** What stands between the two dates of the dates line: an en dash with a space each side. */
export const LIFE_DATES_SEPARATOR = " – ";

/** The name shown for a page without one (it describes the page; it is never its name). */
export const UNNAMED_PAGE_NAME = "Nieuwe herinneringspagina";

function dayOf(value: PageDate): Date | null {
  const date = typeof value === "string" ? parseWireDate(value) : (value ?? null);
  if (date === null || Number.isNaN(date.getTime())) return null;
  return date;
}

/** "3 maart 1941" of a `Date` or the wire text; "" for a missing or invalid value. */
export function formatDutchLongDate(value: PageDate): string {
  const date = dayOf(value);
  if (date === null) return "";
  return `${String(date.getDate())} ${DUTCH_MONTHS[date.getMonth()] ?? ""} ${String(date.getFullYear())}`;
}

/**
 * The dates line of a page: "3 maart 1941 – 12 november 2026" with both dates, the one date
 * alone when only one is known, and "" with none.
 */
export function lifeDates(page: { dateOfBirth?: PageDate; dateOfDeath?: PageDate }): string {
  return [formatDutchLongDate(page.dateOfBirth), formatDutchLongDate(page.dateOfDeath)]
    .filter((text) => text !== "")
    .join(LIFE_DATES_SEPARATOR);
}

/** True when the page has no name of its own (empty or only white space). */
export function isUnnamed(name: string | null | undefined): boolean {
  return (name ?? "").trim() === "";
}

/** The page's name as written (trimmed), or UNNAMED_PAGE_NAME when it has none. */
export function displayName(name: string | null | undefined): string {
  const own = (name ?? "").trim();
  return own === "" ? UNNAMED_PAGE_NAME : own;
}

/** "vrijdag 28 november 2026" (or without the year); "" for a date that is not one. */
export function gatheringDay(date: string, withYear = true): string {
  const day = parseWireDate(date);
  if (day === null) return "";
  const text = `${WEEKDAYS[day.getDay()] ?? ""} ${String(day.getDate())} ${DUTCH_MONTHS[day.getMonth()] ?? ""}`;
  return withYear ? `${text} ${String(day.getFullYear())}` : text;
}

/** "14:00" → "14.00", the Dutch way of writing a time. */
export function dutchTime(time: string): string {
  return time.replace(":", ".");
}

/** "14.00–15.00 uur" or "14.00 uur" (a no-break space keeps "uur" with its time). */
export function gatheringHours(gathering: Pick<GatheringFields, "startTime" | "endTime">): string {
  const start = dutchTime(gathering.startTime);
  const end = gathering.endTime === undefined ? "" : `–${dutchTime(gathering.endTime)}`;
  return `${start}${end}\u00a0uur`;
}

/** When a gathering takes place: "vrijdag 28 november 2026, 14.00–15.00 uur". */
export function gatheringWhen(
  gathering: Pick<GatheringFields, "date" | "startTime" | "endTime">,
): string {
  const day = gatheringDay(gathering.date);
  return `${day === "" ? gathering.date : day}, ${gatheringHours(gathering)}`;
}

/**
 * The family's wishes as lines of text, for the keepsake and other plain renderings: "Liever
 * geen bloemen", "In plaats van bloemen: een gift aan KWF", the short text and the link.
 */
export function gatheringWishLines(wishes: GatheringWishes | undefined): string[] {
  if (wishes === undefined) return [];
  const name = wishes.charityName?.trim() ?? "";
  const url = wishes.charityUrl?.trim() ?? "";
  const text = wishes.charityText?.trim() ?? "";
  const lines: string[] = [];
  if (wishes.noFlowers === true) lines.push("Liever geen bloemen");
  if (name !== "" || url !== "" || text !== "") {
    lines.push(
      name === ""
        ? "In plaats van bloemen: een gift"
        : `In plaats van bloemen: een gift aan ${name}`,
    );
  }
  if (text !== "") lines.push(text);
  if (url !== "") lines.push(url);
  return lines;
}
