import { describe, expect, it } from "vitest";
import {
  DEFAULT_YEARS_UPFRONT,
  PLANS,
  VAT_RATE,
  YEARS_UPFRONT_OPTIONS,
  formatEuro,
  isYearsUpfront,
  parseYearsUpfront,
  priceBreakdown,
} from "./index";

describe("constants", () => {
  it("has 21 % VAT and the years options of the spec", () => {
    expect(VAT_RATE).toBe(0.21);
    expect(YEARS_UPFRONT_OPTIONS).toEqual([5, 10, 15, 20]);
    expect(DEFAULT_YEARS_UPFRONT).toBe(10);
  });
});

describe("parseYearsUpfront", () => {
  it.each([5, 10, 15, 20])("keeps the option %i", (years) => {
    expect(parseYearsUpfront(years)).toBe(years);
  });

  it("reads numeric strings from selectors and query strings", () => {
    expect(parseYearsUpfront("15")).toBe(15);
    expect(parseYearsUpfront(" 20 ")).toBe(20);
    expect(parseYearsUpfront("5")).toBe(5);
  });

  it.each([
    ["a word", "tien"],
    ["an empty string", ""],
    ["undefined", undefined],
    ["null", null],
    ["NaN", Number.NaN],
    ["Infinity", Number.POSITIVE_INFINITY],
    ["an object", { years: 5 }],
    ["an array", [5]],
    ["a boolean", true],
    ["a number outside the options", 7],
    ["a negative number", -5],
    ["a fraction", 5.5],
    ["a numeric string outside the options", "12"],
    ["a decimal string", "5.0"],
    ["a string with trailing text", "5 jaar"],
  ])("falls back to 10 for %s", (_label, value) => {
    expect(parseYearsUpfront(value)).toBe(10);
  });

  it("guards years values", () => {
    expect(isYearsUpfront(15)).toBe(true);
    expect(isYearsUpfront("15")).toBe(false);
    expect(isYearsUpfront(11)).toBe(false);
  });
});

describe("priceBreakdown", () => {
  it("computes bronze for the default 10 years", () => {
    // 20 × 10 = € 200,00; 20000 / 1.21 = 16528.93 → 16529; VAT 3471.
    expect(priceBreakdown("bronze", 10)).toEqual({ total: 20000, excludingVat: 16529, vat: 3471 });
  });

  it("computes silver for 20 years", () => {
    // 30 × 20 = € 600,00; 60000 / 1.21 = 49586.78 → 49587; VAT 10413.
    expect(priceBreakdown("silver", 20)).toEqual({ total: 60000, excludingVat: 49587, vat: 10413 });
  });

  it("accepts a plan object", () => {
    expect(priceBreakdown(PLANS.silver, 5)).toEqual({
      total: 15000,
      excludingVat: 12397,
      vat: 2603,
    });
  });

  it.each(
    (["bronze", "silver"] as const).flatMap((plan) =>
      YEARS_UPFRONT_OPTIONS.map((years) => [plan, years] as const),
    ),
  )("keeps %s × %i years consistent in whole cents", (plan, years) => {
    const { total, excludingVat, vat } = priceBreakdown(plan, years);
    expect(total).toBe(PLANS[plan].pricePerYear * years * 100);
    expect(Number.isInteger(excludingVat)).toBe(true);
    expect(Number.isInteger(vat)).toBe(true);
    expect(excludingVat + vat).toBe(total);
    expect(Math.abs(excludingVat * (1 + VAT_RATE) - total)).toBeLessThanOrEqual(1);
  });

  it("rejects unknown plans and invalid years", () => {
    expect(() => priceBreakdown("gold" as never, 10)).toThrow("Unknown plan");
    expect(() => priceBreakdown("bronze", 0)).toThrow(RangeError);
    expect(() => priceBreakdown("bronze", 2.5)).toThrow("positive whole number");
    expect(() => priceBreakdown("bronze", Number.NaN)).toThrow(RangeError);
  });
});

describe("formatEuro", () => {
  it("formats cents as Dutch euros with 2 decimals", () => {
    expect(formatEuro(20000)).toBe("€ 200,00");
    expect(formatEuro(16529)).toBe("€ 165,29");
    expect(formatEuro(3471)).toBe("€ 34,71");
    expect(formatEuro(5)).toBe("€ 0,05");
    expect(formatEuro(0)).toBe("€ 0,00");
  });

  it("groups thousands with a dot", () => {
    expect(formatEuro(123456)).toBe("€ 1.234,56");
    expect(formatEuro(100000000)).toBe("€ 1.000.000,00");
  });

  it("formats negative amounts", () => {
    expect(formatEuro(-1050)).toBe("€ -10,50");
  });

  it("rejects amounts that are not whole cents", () => {
    expect(() => formatEuro(12.5)).toThrow("whole number");
    expect(() => formatEuro(Number.NaN)).toThrow(RangeError);
  });
});
