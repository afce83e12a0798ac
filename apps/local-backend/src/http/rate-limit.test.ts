import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { clientAddress, createBurstLimiter, createRateLimiter } from "./rate-limit.ts";

describe("createRateLimiter", () => {
  it("allows the limit per window and key, then answers the seconds left", () => {
    let time = 1000;
    const limiter = createRateLimiter({ now: () => time });
    expect([0, 1, 2].map(() => limiter.take("a", 3))).toEqual([undefined, undefined, undefined]);
    expect(limiter.take("a", 3)).toBe(60);
    time = 31_000;
    expect(limiter.take("a", 3)).toBe(30);
    expect(limiter.take("b", 3)).toBeUndefined();
    time = 61_000;
    expect(limiter.take("a", 3)).toBeUndefined();
  });

  it("keeps each key's own limit", () => {
    const limiter = createRateLimiter({ now: () => 0 });
    expect(limiter.take("page", 1)).toBeUndefined();
    expect(limiter.take("page", 1)).toBe(60);
    expect(limiter.take("client", 2)).toBeUndefined();
  });
});

describe("createBurstLimiter", () => {
  it("allows the limit within any window, not twice it across a window boundary", () => {
    let time = 0;
    const limiter = createBurstLimiter({ windowMs: 10_000, now: () => time });
    time = 9_000;
    expect([0, 1, 2].map(() => limiter.take("a", 3))).toEqual([undefined, undefined, undefined]);
    // A fixed window would start afresh at 10 s; the sliding one still sees the three posts.
    time = 10_500;
    expect(limiter.take("a", 3)).toBe(9);
    expect(limiter.take("b", 3)).toBeUndefined();
    time = 18_999;
    expect(limiter.take("a", 3)).toBe(1);
    time = 19_000;
    expect(limiter.take("a", 3)).toBeUndefined();
    expect(limiter.take("a", 3)).toBeUndefined();
    expect(limiter.take("a", 3)).toBeUndefined();
    expect(limiter.take("a", 3)).toBe(10);
  });

  it("does not count refused requests", () => {
    let time = 0;
    const limiter = createBurstLimiter({ windowMs: 1_000, now: () => time });
    expect(limiter.take("a", 1)).toBeUndefined();
    for (let i = 0; i < 5; i += 1) expect(limiter.take("a", 1)).toBe(1);
    time = 1_000;
    expect(limiter.take("a", 1)).toBeUndefined();
  });
});

describe("clientAddress", () => {
  const app = (trustProxy: boolean) =>
    new Hono().get("/", (c) => c.text(clientAddress(c, trustProxy)));
  const forwarded = { headers: { "X-Forwarded-For": "203.0.113.7, 10.0.0.1" } };

  it("takes the first X-Forwarded-For entry only when a proxy is trusted", async () => {
    const trusted = await app(true).request("/", forwarded);
    expect(await trusted.text()).toBe("203.0.113.7");
    const untrusted = await app(false).request("/", forwarded);
    expect(await untrusted.text()).not.toBe("203.0.113.7");
  });
});
