import { describe, expect, it } from "vitest";
import {
  MAX_DATE,
  MIN_DATE,
  calendarDate,
  isInDateRange,
  localDateRange,
  parseWireDate,
  toWireDate,
} from "./index";

describe("the date range", () => {
  it("runs from 1900-01-01 to 2099-12-31 as wire strings", () => {
    expect(MIN_DATE).toBe("1900-01-01");
    expect(MAX_DATE).toBe("2099-12-31");
  });

  it("gives the range as local dates at midnight, fresh on every call", () => {
    const { first, last } = localDateRange();
    expect([first.getFullYear(), first.getMonth(), first.getDate(), first.getHours()]).toEqual([
      1900, 0, 1, 0,
    ]);
    expect([last.getFullYear(), last.getMonth(), last.getDate(), last.getHours()]).toEqual([
      2099, 11, 31, 0,
    ]);
    first.setFullYear(1800);
    expect(localDateRange().first.getFullYear()).toBe(1900);
  });

  it("tells days inside the range from days outside, for dates and wire strings", () => {
    expect(isInDateRange(MIN_DATE)).toBe(true);
    expect(isInDateRange(MAX_DATE)).toBe(true);
    expect(isInDateRange("1899-12-31")).toBe(false);
    expect(isInDateRange("2100-01-01")).toBe(false);
    expect(isInDateRange(new Date(1900, 0, 1, 0, 0))).toBe(true);
    expect(isInDateRange(new Date(2099, 11, 31, 23, 59))).toBe(true);
    expect(isInDateRange(new Date(1899, 11, 31, 23, 59))).toBe(false);
    expect(isInDateRange(new Date(2100, 0, 1))).toBe(false);
    expect(isInDateRange(new Date(Number.NaN))).toBe(false);
    expect(isInDateRange("2021-02-30")).toBe(false);
  });
});

describe("calendarDate", () => {
  it("builds a local date at midnight", () => {
    const date = calendarDate(1941, 3, 3);
    expect(date?.getFullYear()).toBe(1941);
    expect(date?.getMonth()).toBe(2);
    expect(date?.getDate()).toBe(3);
    expect(date?.getHours()).toBe(0);
  });

  it("refuses days that do not exist and parts that are not whole", () => {
    expect(calendarDate(2021, 2, 29)).toBeNull();
    expect(calendarDate(2021, 13, 1)).toBeNull();
    expect(calendarDate(2021, 1, 1.5)).toBeNull();
    expect(calendarDate(2024, 2, 29)?.getDate()).toBe(29);
  });

  it("keeps years below 100 as written", () => {
    expect(calendarDate(99, 5, 1)?.getFullYear()).toBe(99);
  });
});

describe("parseWireDate and toWireDate", () => {
  it("read and write YYYY-MM-DD as a local calendar day", () => {
    const date = parseWireDate("1948-03-12");
    expect(date === null ? null : [date.getFullYear(), date.getMonth(), date.getDate()]).toEqual([
      1948, 2, 12,
    ]);
    expect(toWireDate(new Date(2025, 10, 2, 23, 59))).toBe("2025-11-02");
    expect(toWireDate(new Date(99, 0, 1, 12))).toMatch(/^\d{4}-01-01$/);
  });

  it("round-trip every sort of day", () => {
    for (const text of [MIN_DATE, MAX_DATE, "2024-02-29", "1970-01-01", "0099-05-01"]) {
      const date = parseWireDate(text);
      expect(date).not.toBeNull();
      if (date !== null) expect(toWireDate(date)).toBe(text);
    }
  });

  it("give null for anything that is not a real YYYY-MM-DD day", () => {
    for (const value of [undefined, null, 19480312, "", "1948-3-12", "12-03-1948", "2021-02-30"]) {
      expect(parseWireDate(value)).toBeNull();
    }
    expect(parseWireDate(" 1948-03-12 ")?.getDate()).toBe(12);
    expect(parseWireDate("1948-03-12T10:00:00Z")).toBeNull();
  });

  it("refuses to write an invalid date", () => {
    expect(() => toWireDate(new Date(Number.NaN))).toThrow(RangeError);
  });
});
