export {
  MAX_DATE,
  MIN_DATE,
  calendarDate,
  formatDutchLongDate,
  isInDateRange,
  parseWireDate,
  toWireDate,
} from "./dutch-date.js";
