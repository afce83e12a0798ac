import { describe, expect, it } from "vitest";
import { jsonNestsDeeperThan } from "./json-depth.ts";

describe("jsonNestsDeeperThan", () => {
  it("counts arrays and objects, not brackets inside strings", () => {
    expect(jsonNestsDeeperThan('{"a":[{"b":1}]}', 3)).toBe(false);
    expect(jsonNestsDeeperThan('{"a":[{"b":[1]}]}', 3)).toBe(true);
    expect(jsonNestsDeeperThan(`{"t":"${"[".repeat(100)}\\"${"{".repeat(100)}"}`, 1)).toBe(false);
    expect(jsonNestsDeeperThan("[".repeat(5000) + "]".repeat(5000))).toBe(true);
  });
});
