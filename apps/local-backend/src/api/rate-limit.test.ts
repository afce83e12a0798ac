import { describe, expect, it } from "vitest";
import { jsonNestsDeeperThan } from "./json-depth.ts";
import { createRateLimiter } from "./rate-limit.ts";

describe("createRateLimiter", () => {
  it("allows the limit per window and key, then answers the seconds left", () => {
    const limiter = createRateLimiter(3, 60_000);
    expect([0, 1, 2].map(() => limiter.take("a", 1000))).toEqual([undefined, undefined, undefined]);
    expect(limiter.take("a", 1000)).toBe(60);
    expect(limiter.take("a", 31_000)).toBe(30);
    expect(limiter.take("b", 31_000)).toBeUndefined();
    expect(limiter.take("a", 61_000)).toBeUndefined();
  });
});

describe("jsonNestsDeeperThan", () => {
  it("counts arrays and objects, not brackets inside strings", () => {
    expect(jsonNestsDeeperThan('{"a":[{"b":1}]}', 3)).toBe(false);
    expect(jsonNestsDeeperThan('{"a":[{"b":[1]}]}', 3)).toBe(true);
    expect(jsonNestsDeeperThan(`{"t":"${"[".repeat(100)}\\"${"{".repeat(100)}"}`, 1)).toBe(false);
    expect(jsonNestsDeeperThan("[".repeat(5000) + "]".repeat(5000))).toBe(true);
  });
});
