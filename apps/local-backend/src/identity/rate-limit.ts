// Fixed-window rate limits of the identity service, and the client address they are keyed by:
// the connection's remote address, or the first X-Forwarded-For entry only when the service is
// configured to trust a proxy (MEMORIAL_TRUST_PROXY).
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

export interface RateVerdict {
  allowed: boolean;
  /** Seconds until the window ends (for Retry-After). */
  retryAfterSeconds: number;
}

/** Counts calls per key in windows of one minute. */
export function createRateLimiter(perMinute: number, now: () => number) {
  const windows = new Map<string, { start: number; count: number }>();
  return (key: string): RateVerdict => {
    const time = now();
    const window = windows.get(key);
    if (!window || time - window.start >= 60_000) {
      if (windows.size > 50_000) {
        for (const [stored, entry] of windows) {
          if (time - entry.start >= 60_000) windows.delete(stored);
        }
      }
      windows.set(key, { start: time, count: 1 });
      return { allowed: true, retryAfterSeconds: 0 };
    }
    window.count += 1;
    return {
      allowed: window.count <= perMinute,
      retryAfterSeconds: Math.max(1, Math.ceil((window.start + 60_000 - time) / 1000)),
    };
  };
}

export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header("x-forwarded-for")?.split(",")[0]?.trim();
    if (forwarded !== undefined && forwarded !== "") return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    return "unknown";
  }
}
