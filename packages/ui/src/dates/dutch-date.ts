/**
 * Dates of a memorial page: sent as YYYY-MM-DD, shown in Dutch long format ("3 maart 1941"),
 * chosen between 1900-01-01 and 2099-12-31 (spec sections 5 and 9). Dates are local calendar
 * days at midnight; no time zone shifts a birthday.
 */
import { localDateRange } from "@memorial/domain";

export {
  calendarDate,
  formatDutchLongDate,
  isInDateRange,
  parseWireDate,
  toWireDate,
} from "@memorial/domain";

/** The picker's range, MIN_DATE to MAX_DATE of @memorial/domain, as local dates. */
export const { first: MIN_DATE, last: MAX_DATE } = localDateRange();
