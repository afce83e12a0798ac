/**
 * Dates of a memorial page: sent as YYYY-MM-DD, shown in Dutch long format ("3 maart 1941"),
 * chosen between 1900-01-01 and 2099-12-31 (spec sections 5 and 9). Dates are local calendar
 * days at midnight; no time zone shifts a birthday.
 */
import { localDateRange, parseWireDate } from "@memorial/domain";

export { calendarDate, isInDateRange, parseWireDate, toWireDate } from "@memorial/domain";

/** The picker's range, MIN_DATE to MAX_DATE of @memorial/domain, as local dates. */
export const { first: MIN_DATE, last: MAX_DATE } = localDateRange();

const longFormat = new Intl.DateTimeFormat("nl-NL", {
  day: "numeric",
  month: "long",
  year: "numeric",
});

/** "3 maart 1941". Accepts a Date or the wire text; returns "" for a missing or bad value. */
export function formatDutchLongDate(value: Date | string | null | undefined): string {
  const date = typeof value === "string" ? parseWireDate(value) : (value ?? null);
  if (date === null || Number.isNaN(date.getTime())) return "";
  return longFormat.format(date);
}
