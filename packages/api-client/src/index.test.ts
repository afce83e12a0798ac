import { describe, expect, it } from "vitest";
import * as api from "./index";

describe("package entry", () => {
  it("re-exports the plan constants and arithmetic of @memorial/domain", () => {
    expect(api.PLANS.bronze.label).toBe("BRONS");
    expect(api.PLANS.silver.pricePerYear).toBe(30);
    expect(api.YEARS_UPFRONT_OPTIONS).toEqual([5, 10, 15, 20]);
    expect(api.DEFAULT_YEARS_UPFRONT).toBe(10);
    expect(api.parseYearsUpfront("abc")).toBe(10);
    expect(api.formatEuro(api.priceBreakdown("bronze", 10).total)).toBe("€ 200,00");
    expect(api.VAT_RATE).toBe(0.21);
  });

  it("exports one domain function per spec call", () => {
    for (const name of [
      "createProfile",
      "listProfiles",
      "readProfile",
      "saveProfile",
      "setProfilePublic",
      "readGroups",
      "listAccess",
      "saveAccessRow",
      "removeAccessRow",
      "initiatePayment",
      "uploadFiles",
      "pollJob",
      "pollQrCode",
    ] as const) {
      expect(typeof api[name]).toBe("function");
    }
  });
});
