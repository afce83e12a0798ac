import { describe, expect, it } from "vitest";
import {
  canExtend,
  canUpgrade,
  extendedPlanEnd,
  extensionPrice,
  paidPeriodEnded,
  remainingPaidYears,
  upgradePrice,
  vatBreakdown,
} from "./index";

const NOW = new Date("2030-06-01T12:00:00.000Z");

describe("remainingPaidYears", () => {
  it("counts a year begun as a whole year", () => {
    expect(remainingPaidYears("2030-06-02T12:00:00.000Z", NOW)).toBe(1);
    expect(remainingPaidYears("2031-06-01T12:00:00.000Z", NOW)).toBe(1);
    expect(remainingPaidYears("2031-06-03T12:00:00.000Z", NOW)).toBe(2);
    expect(remainingPaidYears("2040-05-30T12:00:00.000Z", NOW)).toBe(10);
  });

  it("is 0 once the period has ended or for an unreadable date", () => {
    expect(remainingPaidYears("2030-06-01T12:00:00.000Z", NOW)).toBe(0);
    expect(remainingPaidYears("2029-01-01T00:00:00.000Z", NOW)).toBe(0);
    expect(remainingPaidYears("gisteren", NOW)).toBe(0);
  });
});

describe("paidPeriodEnded, canUpgrade and canExtend", () => {
  it("lets a trial page never rest through this rule (its trial has its own end)", () => {
    expect(paidPeriodEnded("trial", "2029-01-01T00:00:00.000Z", NOW)).toBe(false);
    expect(paidPeriodEnded("bronze", "2029-01-01T00:00:00.000Z", NOW)).toBe(true);
    expect(paidPeriodEnded("silver", "2031-01-01T00:00:00.000Z", NOW)).toBe(false);
  });

  it("upgrades only a bronze page whose period still runs", () => {
    expect(canUpgrade("bronze", "2031-01-01T00:00:00.000Z", NOW)).toBe(true);
    expect(canUpgrade("bronze", "2029-01-01T00:00:00.000Z", NOW)).toBe(false);
    expect(canUpgrade("silver", "2031-01-01T00:00:00.000Z", NOW)).toBe(false);
    expect(canUpgrade("trial", "2031-01-01T00:00:00.000Z", NOW)).toBe(false);
  });

  it("extends every bought plan and never a trial", () => {
    expect(canExtend("bronze")).toBe(true);
    expect(canExtend("silver")).toBe(true);
    expect(canExtend("trial")).toBe(false);
  });
});

describe("prices of a change", () => {
  it("charges the difference of € 10 a year for the remaining years, VAT included", () => {
    expect(upgradePrice(7)).toEqual({ total: 7000, excludingVat: 5785, vat: 1215 });
    expect(() => upgradePrice(0)).toThrow(RangeError);
    expect(() => upgradePrice(1.5)).toThrow(RangeError);
  });

  it("extends at the plan's own price", () => {
    expect(extensionPrice("bronze", 5).total).toBe(10000);
    expect(extensionPrice("silver", 20).total).toBe(60000);
  });

  it("splits any total into the part without VAT and the VAT", () => {
    expect(vatBreakdown(12100)).toEqual({ total: 12100, excludingVat: 10000, vat: 2100 });
    expect(() => vatBreakdown(-1)).toThrow(RangeError);
  });
});

describe("extendedPlanEnd", () => {
  it("adds the years to a period that still runs", () => {
    expect(extendedPlanEnd("2032-03-04T05:06:07.000Z", 10, NOW)).toBe("2042-03-04T05:06:07.000Z");
  });

  it("counts from now when the period has ended", () => {
    expect(extendedPlanEnd("2029-03-04T05:06:07.000Z", 5, NOW)).toBe("2035-06-01T12:00:00.000Z");
  });
});
