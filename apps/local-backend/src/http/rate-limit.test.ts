import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { clientAddress, createRateLimiter } from "./rate-limit.ts";

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
