import { describe, expect, it } from "vitest";
import { parseRange } from "./serve-file.ts";

describe("parseRange", () => {
  it.each([
    [undefined, undefined],
    ["bytes=0-99", { start: 0, end: 99 }],
    ["bytes=100-", { start: 100, end: 999 }],
    ["bytes=-100", { start: 900, end: 999 }],
    ["bytes=-5000", { start: 0, end: 999 }],
    ["bytes=900-5000", { start: 900, end: 999 }],
    ["bytes=1000-", "unsatisfiable"],
    ["bytes=50-10", "unsatisfiable"],
    ["bytes=-0", "unsatisfiable"],
    ["bytes=-", "unsatisfiable"],
    ["bytes=0-1,5-6", undefined],
    ["items=0-1", undefined],
  ])("%s of 1000 bytes", (header, expected) => {
    expect(parseRange(header, 1000)).toEqual(expected);
  });
});
