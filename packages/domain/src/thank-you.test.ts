import { describe, expect, it } from "vitest";
import { toCsv } from "./csv";
import { normalisePostcode, thankYouAddressProblems } from "./thank-you";

describe("Dutch postcodes", () => {
  it("stores 1234 AB, whatever spacing and case were typed", () => {
    expect(normalisePostcode("3581ab")).toBe("3581 AB");
    expect(normalisePostcode(" 3581  Ab ")).toBe("3581 AB");
  });
  it("refuses what is not a Dutch postcode", () => {
    for (const text of ["0123 AB", "12345", "3581 A", "3581-AB", "AB 3581", ""]) {
      expect(normalisePostcode(text)).toBeUndefined();
    }
  });
  it("names each missing or wrong part of an address", () => {
    expect(thankYouAddressProblems({ street: " ", postcode: "12", place: "" })).toEqual([
      "street_missing",
      "postcode_invalid",
      "place_missing",
    ]);
    expect(
      thankYouAddressProblems({ street: "Lindelaan 12", postcode: "3581 AB", place: "Utrecht" }),
    ).toEqual([]);
  });
});

describe("CSV for Dutch Excel", () => {
  it("starts with a BOM, separates with ; and guards formulas", () => {
    expect(toCsv(["Naam", "Plaats"], [["=HYPERLINK()", 'de "Linde"']])).toBe(
      '\uFEFF"Naam";"Plaats"\r\n"\'=HYPERLINK()";"de ""Linde"""\r\n',
    );
  });
});
