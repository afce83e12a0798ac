import { describe, expect, it } from "vitest";
import {
  MAX_DATE,
  MIN_DATE,
  calendarDate,
  isDeathBeforeBirth,
  isInDateRange,
  localDateRange,
  parseTypedDate,
  parseWireDate,
  toTypedDate,
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

describe("typed dates (dd-mm-jjjj)", () => {
  const day = (text: string) => {
    const typed = parseTypedDate(text);
    return typed.kind === "date" ? toWireDate(typed.date) : typed.kind;
  };

  it("reads day, month and year with one or two digits and -, / or . between them", () => {
    expect(day("12-3-1938")).toBe("1938-03-12");
    expect(day("12-03-1938")).toBe("1938-03-12");
    expect(day("1/3/1938")).toBe("1938-03-01");
    expect(day("01.03.1938")).toBe("1938-03-01");
    expect(day("  12 - 3 - 1938 ")).toBe("1938-03-12");
    expect(day("29-02-2024")).toBe("2024-02-29");
  });

  it("tells an empty field from an incomplete one", () => {
    expect(day("")).toBe("empty");
    expect(day("   ")).toBe("empty");
    for (const text of [
      "12",
      "12-3",
      "12-3-",
      "12-3-38",
      "12-3-193",
      "twaalf maart",
      "12-3-1938x",
    ]) {
      expect(day(text)).toBe("incomplete");
    }
  });

  it("refuses days that do not exist", () => {
    for (const text of [
      "31-02-1990",
      "29-02-2023",
      "0-1-1990",
      "12-13-1990",
      "32-1-1990",
      "31-4-1990",
    ]) {
      expect(day(text)).toBe("nonexistent");
    }
  });

  it("refuses real days outside the range", () => {
    expect(day("31-12-1899")).toBe("out-of-range");
    expect(day("01-01-2100")).toBe("out-of-range");
    expect(day("01-01-1900")).toBe("1900-01-01");
    expect(day("31-12-2099")).toBe("2099-12-31");
  });

  it("writes a date back the way it is typed", () => {
    expect(toTypedDate(new Date(1938, 2, 12))).toBe("12-03-1938");
    const typed = parseTypedDate(toTypedDate(new Date(2001, 10, 2)));
    expect(typed.kind === "date" && toWireDate(typed.date)).toBe("2001-11-02");
  });

  it("knows a death before the birth, and nothing when a date is missing or the same day", () => {
    const birth = new Date(1938, 2, 12);
    expect(isDeathBeforeBirth(birth, new Date(1938, 2, 11))).toBe(true);
    expect(isDeathBeforeBirth(birth, new Date(1938, 2, 12))).toBe(false);
    expect(isDeathBeforeBirth(birth, new Date(2020, 0, 1))).toBe(false);
    expect(isDeathBeforeBirth(null, new Date(1900, 0, 1))).toBe(false);
    expect(isDeathBeforeBirth(birth, null)).toBe(false);
  });
});
