/**
 * Dates of a memorial page: sent as YYYY-MM-DD, shown in Dutch long format ("3 maart 1941"),
 * chosen between 1900-01-01 and 2099-12-31 (spec sections 5 and 9). Dates are local calendar
 * days at midnight; no time zone shifts a birthday.
 */
export const MIN_DATE = new Date(1900, 0, 1);
export const MAX_DATE = new Date(2099, 11, 31);

const wirePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Builds a local date, or null when the parts do not form a real calendar day. */
export function calendarDate(year: number, month: number, day: number): Date | null {
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return null;
  const date = new Date(year, month - 1, day);
  date.setFullYear(year);
  if (date.getFullYear() !== year || date.getMonth() !== month - 1 || date.getDate() !== day) {
    return null;
  }
  return date;
}

/** Reads "1941-03-03" as a local date; returns null for anything else. */
export function parseWireDate(value: string | null | undefined): Date | null {
  if (value === null || value === undefined) return null;
  const match = wirePattern.exec(value.trim());
  if (match === null) return null;
  return calendarDate(Number(match[1]), Number(match[2]), Number(match[3]));
}

/** Writes a date as "1941-03-03". */
export function toWireDate(date: Date): string {
  const year = String(date.getFullYear()).padStart(4, "0");
  const month = String(date.getMonth() + 1).padStart(2, "0");
  const day = String(date.getDate()).padStart(2, "0");
  return `${year}-${month}-${day}`;
}

/** True when the date lies in the picker's range 1900-01-01 .. 2099-12-31. */
export function isInDateRange(date: Date): boolean {
  return date.getTime() >= MIN_DATE.getTime() && date.getTime() <= MAX_DATE.getTime();
}

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
