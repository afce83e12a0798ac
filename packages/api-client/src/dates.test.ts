import { describe, expect, it } from "vitest";
import { fromWireDate, toWireDate } from "./dates";

describe("toWireDate", () => {
  it("formats the local calendar day as YYYY-MM-DD", () => {
    expect(toWireDate(new Date(1948, 2, 12))).toBe("1948-03-12");
    expect(toWireDate(new Date(2025, 10, 2, 23, 59))).toBe("2025-11-02");
    expect(toWireDate(new Date(1900, 0, 1))).toBe("1900-01-01");
    expect(toWireDate(new Date(2099, 11, 31))).toBe("2099-12-31");
  });

  it("rejects invalid dates and dates outside the picker range", () => {
    expect(() => toWireDate(new Date(Number.NaN), "dateOfBirth")).toThrow(
      new RangeError("dateOfBirth is not a valid date"),
    );
    expect(() => toWireDate(new Date(1899, 11, 31))).toThrow(
      "date must lie between 1900-01-01 and 2099-12-31, got 1899-12-31",
    );
    expect(() => toWireDate(new Date(2100, 0, 1))).toThrow(RangeError);
  });
});

describe("fromWireDate", () => {
  it("reads YYYY-MM-DD as local midnight", () => {
    const date = fromWireDate("1948-03-12");
    expect(date?.getFullYear()).toBe(1948);
    expect(date?.getMonth()).toBe(2);
    expect(date?.getDate()).toBe(12);
    expect(date?.getHours()).toBe(0);
  });

  it("round-trips with toWireDate", () => {
    for (const text of ["1900-01-01", "1999-12-31", "2024-02-29", "2099-12-31"]) {
      const date = fromWireDate(text);
      expect(date).not.toBeNull();
      expect(toWireDate(date ?? new Date(Number.NaN))).toBe(text);
    }
  });

  it("takes the date part of a longer ISO text", () => {
    expect(fromWireDate("2025-11-02T10:00:00Z")?.getDate()).toBe(2);
  });

  it("keeps years below 100 as they are", () => {
    expect(fromWireDate("0099-05-01")?.getFullYear()).toBe(99);
  });

  it("gives null for absent, empty, malformed and impossible dates", () => {
    expect(fromWireDate(undefined)).toBeNull();
    expect(fromWireDate(null)).toBeNull();
    expect(fromWireDate("")).toBeNull();
    expect(fromWireDate("12-03-1948")).toBeNull();
    expect(fromWireDate("2021-02-30")).toBeNull();
    expect(fromWireDate("2021-13-01")).toBeNull();
    expect(fromWireDate(19480312)).toBeNull();
  });
});
