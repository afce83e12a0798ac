/** The page's dates on their way out: the domain's wire form, checked against the date range. */

import { MAX_DATE, MIN_DATE, isInDateRange, toWireDate } from "@memorial/domain";

/**
 * Formats a date as `YYYY-MM-DD` from its local calendar day (what the date picker showed).
 * Throws a RangeError naming `field` for an invalid date or one outside MIN_DATE to MAX_DATE.
 */
export function checkedWireDate(date: Date, field: string): string {
  if (Number.isNaN(date.getTime())) {
    throw new RangeError(`${field} is not a valid date`);
  }
  if (!isInDateRange(date)) {
    throw new RangeError(
      `${field} must lie between ${MIN_DATE} and ${MAX_DATE}, got ${toWireDate(date)}`,
    );
  }
  return toWireDate(date);
}
