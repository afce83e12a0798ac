// The one rate limiter of the local backend (identity service, product API, condolence writes):
// a fixed one-minute window per key, in memory (limits restart with the process). A refused
// request learns the whole seconds until its window ends (`Retry-After`). Keys are built from
// `clientAddress`: the connection's address, or the first X-Forwarded-For entry only when the
// backend is configured to trust a proxy (MEMORIAL_TRUST_PROXY).
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

export const RATE_LIMIT_WINDOW_MS = 60_000;

/** Above this many tracked keys, windows that have ended are swept on the next request. */
const SWEEP_ABOVE = 10_000;

export interface RateLimiter {
  /**
   * Counts one request of `key` against `limit` requests per window: undefined when it is
   * allowed, else the whole seconds (at least 1) until the key's window ends.
   */
  take(key: string, limit: number): number | undefined;
}

export interface RateLimiterOptions {
  windowMs?: number;
  /** The clock in milliseconds (tests move it). */
  now?: () => number;
}

export function createRateLimiter(options: RateLimiterOptions = {}): RateLimiter {
  const windowMs = options.windowMs ?? RATE_LIMIT_WINDOW_MS;
  const now = options.now ?? Date.now;
  const windows = new Map<string, { start: number; count: number }>();
  return {
    take(key, limit) {
      const time = now();
      if (windows.size > SWEEP_ABOVE) {
        for (const [stale, window] of windows) {
          if (time - window.start >= windowMs) windows.delete(stale);
        }
      }
      let window = windows.get(key);
      if (window === undefined || time - window.start >= windowMs) {
        window = { start: time, count: 0 };
        windows.set(key, window);
      }
      window.count++;
      if (window.count <= limit) return undefined;
      return Math.max(1, Math.ceil((window.start + windowMs - time) / 1000));
    },
  };
}

export interface BurstLimiterOptions {
  /** Length of the sliding window, milliseconds. */
  windowMs: number;
  /** The clock in milliseconds (tests move it). */
  now?: () => number;
}

/**
 * A limit for short bursts: at most `limit` allowed requests per key within ANY window of
 * `windowMs` (a sliding log of the allowed requests' times, so two fixed windows back to back
 * cannot let twice the limit through). Refused requests are not logged: waiting out the answered
 * `Retry-After` always helps. Same `take` as the fixed-window limiter.
 */
export function createBurstLimiter(options: BurstLimiterOptions): RateLimiter {
  const { windowMs } = options;
  const now = options.now ?? Date.now;
  const logs = new Map<string, number[]>();
  return {
    take(key, limit) {
      const time = now();
      if (logs.size > SWEEP_ABOVE) {
        for (const [stale, times] of logs) {
          if (time - (times.at(-1) ?? 0) >= windowMs) logs.delete(stale);
        }
      }
      const times = (logs.get(key) ?? []).filter((at) => time - at < windowMs);
      logs.set(key, times);
      if (times.length < limit) {
        times.push(time);
        return undefined;
      }
      return Math.max(1, Math.ceil(((times[0] ?? time) + windowMs - time) / 1000));
    },
  };
}

/** The address a request's limits are counted by (see the file comment). */
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
