import { describe, expect, it } from "vitest";
import {
  BYTES_PER_GB,
  PLAN_IDS,
  PLANS,
  approximateCapacity,
  availablePlans,
  getPlan,
  hasMediaSection,
  isPlanId,
  isProfilePlan,
} from "./index";

describe("PLANS", () => {
  it("defines bronze exactly as the spec", () => {
    expect(PLANS.bronze).toEqual({
      id: "bronze",
      label: "BRONS",
      pricePerYear: 20,
      features: ["2 GB opslag", "Teksten", "Foto's"],
      storageBytes: 2 * BYTES_PER_GB,
      allowsMedia: false,
    });
  });

  it("defines silver exactly as the spec", () => {
    expect(PLANS.silver).toEqual({
      id: "silver",
      label: "ZILVER",
      pricePerYear: 30,
      features: ["Alles in brons", "5 GB opslag (3 GB meer)", "Video's", "Audio fragmenten"],
      storageBytes: 5 * BYTES_PER_GB,
      allowsMedia: true,
    });
  });

  it("gives silver 3 GB more than bronze", () => {
    expect(PLANS.silver.storageBytes - PLANS.bronze.storageBytes).toBe(3 * BYTES_PER_GB);
    expect(BYTES_PER_GB).toBe(1073741824);
  });

  it("lists the plan ids cheapest first, matching the keys", () => {
    expect(PLAN_IDS).toEqual(["bronze", "silver"]);
    expect(Object.keys(PLANS).sort()).toEqual([...PLAN_IDS].sort());
  });
});

describe("plan guards", () => {
  it("recognises plan ids", () => {
    expect(isPlanId("bronze")).toBe(true);
    expect(isPlanId("silver")).toBe(true);
    expect(isPlanId("trial")).toBe(false);
    expect(isPlanId("gold")).toBe(false);
    expect(isPlanId(undefined)).toBe(false);
  });

  it("recognises profile plans", () => {
    expect(isProfilePlan("trial")).toBe(true);
    expect(isProfilePlan("silver")).toBe(true);
    expect(isProfilePlan("BRONS")).toBe(false);
    expect(isProfilePlan(1)).toBe(false);
  });

  it("looks up plans and rejects unknown ids clearly", () => {
    expect(getPlan("silver").label).toBe("ZILVER");
    expect(() => getPlan("gold")).toThrow('Unknown plan: "gold"');
    expect(() => getPlan(undefined)).toThrow("Unknown plan: undefined");
  });
});

describe("availablePlans", () => {
  it("offers bronze and silver for a trial page without media", () => {
    expect(
      availablePlans({ plan: "trial", sections: [{ type: "text" }, { type: "photo_carousel" }] }),
    ).toEqual(["bronze", "silver"]);
    expect(availablePlans({ plan: "trial", sections: [] })).toEqual(["bronze", "silver"]);
    expect(availablePlans({ plan: "trial" })).toEqual(["bronze", "silver"]);
    expect(availablePlans({ plan: "trial", sections: null })).toEqual(["bronze", "silver"]);
  });

  it("offers only silver for a trial page with a video section", () => {
    expect(
      availablePlans({ plan: "trial", sections: [{ type: "text" }, { type: "video" }] }),
    ).toEqual(["silver"]);
  });

  it("offers only silver for a trial page with an audio section", () => {
    expect(availablePlans({ plan: "trial", sections: [{ type: "audio" }] })).toEqual(["silver"]);
  });

  it("offers nothing for pages that already have a plan", () => {
    expect(availablePlans({ plan: "bronze", sections: [] })).toEqual([]);
    expect(availablePlans({ plan: "silver", sections: [{ type: "video" }] })).toEqual([]);
  });

  it("detects media sections", () => {
    expect(hasMediaSection([{ type: "text" }])).toBe(false);
    expect(hasMediaSection([{ type: "audio" }])).toBe(true);
    expect(hasMediaSection(undefined)).toBe(false);
  });
});

describe("a plan's storage in plain words", () => {
  it("holds about 600 photos on bronze and 1,700 photos or 50 minutes of video on silver", () => {
    expect(approximateCapacity(PLANS.bronze.storageBytes)).toEqual({
      photos: 600,
      videoMinutes: 20,
    });
    expect(approximateCapacity(PLANS.silver.storageBytes)).toEqual({
      photos: 1700,
      videoMinutes: 50,
    });
  });
});
