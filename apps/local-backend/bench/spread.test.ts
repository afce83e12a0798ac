import { describe, expect, it } from "vitest";
import { medianWithRange } from "./spread.ts";

describe("medianWithRange", () => {
  it("answers the middle run of an odd count and the range", () => {
    const spread = medianWithRange([9, 3, 5, 12, 4]);
    expect(spread).toMatchObject({ median: 5, min: 3, max: 12 });
    expect(spread.text("ms")).toBe("5.0 (3.0-12.0) ms");
  });

  it("answers the mean of the middle two of an even count", () => {
    expect(medianWithRange([4, 1, 3, 2]).median).toBe(2.5);
  });

  it("leaves out runs without a figure, and has none without runs", () => {
    expect(medianWithRange([Number.NaN, 7, 1, 4]).median).toBe(4);
    expect(Number.isNaN(medianWithRange([]).median)).toBe(true);
    expect(medianWithRange([2]).text("")).toBe("2.0 (2.0-2.0)");
  });
});
