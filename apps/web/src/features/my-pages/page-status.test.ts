import { describe, expect, it } from "vitest";
import { planStatus } from "./page-status";
import { pageSummary as page } from "./test-pages";

describe("the state of a page in the home list", () => {
  it("names the end of the trial and of a bought package in Dutch", () => {
    expect(planStatus(page({ planEndsAt: new Date(2026, 11, 26, 10) })).text).toBe(
      "Proefperiode tot 26 december 2026",
    );
    expect(planStatus(page({ plan: "silver", planEndsAt: new Date(2036, 10, 20) })).text).toBe(
      "Pakket Zilver tot 20 november 2036",
    );
    expect(planStatus(page({ plan: "bronze" })).text).toBe("Pakket Brons");
  });

  it("says a blocked page is blocked, as something that needs attention", () => {
    expect(planStatus(page({ isBlocked: true }))).toEqual({
      text: "Geblokkeerd: de proefperiode is voorbij",
      attention: true,
    });
  });
});
