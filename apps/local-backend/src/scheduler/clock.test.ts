import { describe, expect, it } from "vitest";
import { createClock } from "./clock.ts";

describe("createClock", () => {
  it("follows the real time until it is moved", () => {
    let real = Date.parse("2026-01-01T10:00:00Z");
    const clock = createClock(() => real);
    real += 1000;
    expect(clock.now().toISOString()).toBe("2026-01-01T10:00:01.000Z");
    expect(clock.offsetMs()).toBe(0);
  });

  it("moves forward and keeps running from there", () => {
    let real = Date.parse("2026-01-01T10:00:00Z");
    const clock = createClock(() => real);
    expect(clock.moveTo(new Date("2027-01-01T10:00:00Z"))).toBe(true);
    real += 60_000;
    expect(clock.now().toISOString()).toBe("2027-01-01T10:01:00.000Z");
  });

  it("refuses to move back or to an invalid date", () => {
    const clock = createClock(() => Date.parse("2026-01-01T10:00:00Z"));
    expect(clock.moveTo(new Date("2025-12-31T10:00:00Z"))).toBe(false);
    expect(clock.moveTo(new Date("not a date"))).toBe(false);
    expect(clock.now().toISOString()).toBe("2026-01-01T10:00:00.000Z");
  });
});
