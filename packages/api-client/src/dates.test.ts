import { describe, expect, it } from "vitest";
import { checkedWireDate } from "./dates";

describe("checkedWireDate", () => {
  it("formats the local calendar day as YYYY-MM-DD", () => {
    expect(checkedWireDate(new Date(1948, 2, 12), "dateOfBirth")).toBe("1948-03-12");
    expect(checkedWireDate(new Date(2025, 10, 2, 23, 59), "dateOfDeath")).toBe("2025-11-02");
    expect(checkedWireDate(new Date(1900, 0, 1), "dateOfBirth")).toBe("1900-01-01");
    expect(checkedWireDate(new Date(2099, 11, 31), "dateOfBirth")).toBe("2099-12-31");
  });

  it("rejects invalid dates and dates outside the picker range, naming the field", () => {
    expect(() => checkedWireDate(new Date(Number.NaN), "dateOfBirth")).toThrow(
      new RangeError("dateOfBirth is not a valid date"),
    );
    expect(() => checkedWireDate(new Date(1899, 11, 31), "dateOfDeath")).toThrow(
      new RangeError("dateOfDeath must lie between 1900-01-01 and 2099-12-31, got 1899-12-31"),
    );
    expect(() => checkedWireDate(new Date(2100, 0, 1), "dateOfBirth")).toThrow(RangeError);
  });
});
