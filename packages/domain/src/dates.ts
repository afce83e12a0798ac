/**
 * Dates of a memorial page (spec sections 5 and 9). On the wire a date is the text `YYYY-MM-DD`;
 * in a browser it is a `Date` at local midnight of that calendar day, so no time zone moves a
 * birthday. The date picker and the API accept the same range.
 */

/** First day the date picker offers and the API accepts. */
export const MIN_DATE = "1900-01-01";
/** Last day the date picker offers and the API accepts. */
export const MAX_DATE = "2099-12-31";

const WIRE_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A local date at midnight, or null when the parts do not form a real calendar day. */
export function calendarDate(year: number, month: number, day: number): Date | null {
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return null;
  const date = new Date(year, month - 1, day);
  // new Date(99, ...) means 1999; setFullYear keeps years below 100 as written.
  date.setFullYear(year);
  if (date.getFullYear() !== year || date.getMonth() !== month - 1 || date.getDate() !== day) {
    return null;
  }
  return date;
}

/**
 * Reads a wire date (`YYYY-MM-DD`, surrounding white space ignored) as a local date at midnight.
 * Anything else, including impossible days such as 2021-02-30, gives null.
 */
export function parseWireDate(value: unknown): Date | null {
  if (typeof value !== "string") return null;
  const match = WIRE_DATE.exec(value.trim());
  if (match === null) return null;
  return calendarDate(Number(match[1]), Number(match[2]), Number(match[3]));
}

/** Writes the local calendar day of `date` as `YYYY-MM-DD`; throws a RangeError for an invalid date. */
export function toWireDate(date: Date): string {
  if (Number.isNaN(date.getTime())) throw new RangeError("Invalid date");
  const year = String(date.getFullYear()).padStart(4, "0");
  const month = String(date.getMonth() + 1).padStart(2, "0");
  const day = String(date.getDate()).padStart(2, "0");
  return `${year}-${month}-${day}`;
}

/**
 * True when the day lies from MIN_DATE to MAX_DATE inclusive. Takes a local `Date` (its calendar
 * day counts, not its time) or a wire date; an invalid value is never in range.
 */
export function isInDateRange(value: Date | string): boolean {
  const day = typeof value === "string" ? parseWireDate(value) : value;
  if (day === null || Number.isNaN(day.getTime())) return false;
  const text = toWireDate(day);
  return text >= MIN_DATE && text <= MAX_DATE;
}

/** The range as local dates at midnight (fresh objects on every call), for a date picker. */
export function localDateRange(): { readonly first: Date; readonly last: Date } {
  const first = parseWireDate(MIN_DATE);
  const last = parseWireDate(MAX_DATE);
  if (first === null || last === null) throw new RangeError("MIN_DATE or MAX_DATE is not a date");
  return { first, last };
}

/** What a typed date (`dd-mm-jjjj`) turned out to be. */
export type TypedDate =
  | { readonly kind: "empty" }
  | { readonly kind: "date"; readonly date: Date }
  /** Not yet a whole day, month and four-digit year (`12-3`, `12-3-38`, letters). */
  | { readonly kind: "incomplete" }
  /** Day, month and year that form no calendar day (`31-02-1990`, `12-13-1990`). */
  | { readonly kind: "nonexistent" }
  /** A real day before MIN_DATE or after MAX_DATE. */
  | { readonly kind: "out-of-range" };

const TYPED_DATE = /^(\d{1,2})\s*[-/.]\s*(\d{1,2})\s*[-/.]\s*(\d{4})$/;

/**
 * Reads a date as people type it in the Netherlands: day, month and a four-digit year, separated
 * by `-`, `/` or `.` (`12-3-1938`, `12/03/1938`, `12.03.1938`); white space around it is ignored.
 */
export function parseTypedDate(text: string): TypedDate {
  const trimmed = text.trim();
  if (trimmed === "") return { kind: "empty" };
  const match = TYPED_DATE.exec(trimmed);
  if (match === null) return { kind: "incomplete" };
  const day = Number(match[1]);
  const month = Number(match[2]);
  const year = Number(match[3]);
  const date = calendarDate(year, month, day);
  if (date === null) return { kind: "nonexistent" };
  if (!isInDateRange(date)) return { kind: "out-of-range" };
  return { kind: "date", date };
}

/** Writes the local calendar day of `date` the way it is typed: `dd-mm-jjjj`. */
export function toTypedDate(date: Date): string {
  const [year, month, day] = toWireDate(date).split("-");
  return `${day ?? ""}-${month ?? ""}-${year ?? ""}`;
}

/** True when a death date lies before the birth date (both known). */
export function isDeathBeforeBirth(birth: Date | null, death: Date | null): boolean {
  return birth !== null && death !== null && toWireDate(death) < toWireDate(birth);
}
