/** Wire dates: `YYYY-MM-DD` text out, local-midnight `Date` back in (spec sections 3 and 9). */

/** The range of the date picker (spec section 5), also the range the contract accepts. */
export const MIN_DATE = "1900-01-01";
export const MAX_DATE = "2099-12-31";

const WIRE_DATE = /^(\d{4})-(\d{2})-(\d{2})/;

function pad(value: number, length: number): string {
  return value.toString().padStart(length, "0");
}

/**
 * Formats a date as `YYYY-MM-DD` from its local calendar day (what the date picker showed).
 * Throws a RangeError for an invalid date or one outside 1900-01-01 to 2099-12-31.
 */
export function toWireDate(date: Date, field = "date"): string {
  if (Number.isNaN(date.getTime())) {
    throw new RangeError(`${field} is not a valid date`);
  }
  const text = `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1, 2)}-${pad(date.getDate(), 2)}`;
  if (text < MIN_DATE || text > MAX_DATE) {
    throw new RangeError(`${field} must lie between ${MIN_DATE} and ${MAX_DATE}, got ${text}`);
  }
  return text;
}

/**
 * Reads a wire date (`YYYY-MM-DD`, a longer ISO text is cut to its date part) as a `Date` at
 * local midnight. Absent, empty or impossible dates (2021-02-30) give null.
 */
export function fromWireDate(value: unknown): Date | null {
  if (typeof value !== "string") {
    return null;
  }
  const match = WIRE_DATE.exec(value);
  if (match === null) {
    return null;
  }
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  const date = new Date(year, month - 1, day);
  date.setFullYear(year);
  if (date.getFullYear() !== year || date.getMonth() !== month - 1 || date.getDate() !== day) {
    return null;
  }
  return date;
}
