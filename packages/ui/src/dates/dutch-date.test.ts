import {
  MAX_DATE,
  MIN_DATE,
  calendarDate,
  formatDutchLongDate,
  isInDateRange,
  parseWireDate,
  toWireDate,
} from "./dutch-date.js";

describe("Dutch dates", () => {
  it("formats in Dutch long format", () => {
    expect(formatDutchLongDate(new Date(1941, 2, 3))).toBe("3 maart 1941");
    expect(formatDutchLongDate("2024-12-31")).toBe("31 december 2024");
  });

  it("returns an empty string for a missing or invalid date", () => {
    expect(formatDutchLongDate(null)).toBe("");
    expect(formatDutchLongDate("31-12-2024")).toBe("");
    expect(formatDutchLongDate(new Date(Number.NaN))).toBe("");
  });

  it("reads and writes the wire format without shifting the day", () => {
    const date = parseWireDate("1941-03-03");
    expect(date).not.toBeNull();
    expect(date!.getDate()).toBe(3);
    expect(toWireDate(date!)).toBe("1941-03-03");
    expect(toWireDate(new Date(1905, 0, 9))).toBe("1905-01-09");
  });

  it("rejects impossible days and other formats", () => {
    expect(parseWireDate("2023-02-29")).toBeNull();
    expect(parseWireDate("2024-13-01")).toBeNull();
    expect(parseWireDate("1941-3-3")).toBeNull();
    expect(parseWireDate("")).toBeNull();
    expect(calendarDate(2024, 2, 29)).toEqual(new Date(2024, 1, 29));
  });

  it("limits the range to 1900-01-01 .. 2099-12-31", () => {
    expect(toWireDate(MIN_DATE)).toBe("1900-01-01");
    expect(toWireDate(MAX_DATE)).toBe("2099-12-31");
    expect(isInDateRange(new Date(1899, 11, 31))).toBe(false);
    expect(isInDateRange(new Date(2100, 0, 1))).toBe(false);
    expect(isInDateRange(new Date(1900, 0, 1))).toBe(true);
  });
});
