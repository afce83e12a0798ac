// Fixed-window rate limits in memory: at most `limit` hits per key per window. Used for writes
// of visitors (condolences, candles), per client and per page; the limits are settings
// (MEMORIAL_RATE_LIMIT_*), so tests can raise them.

export interface WriteLimiter {
  /** Counts a hit; answers the seconds to wait when the key is over its limit, else 0. */
  hit(key: string, limit: number, now?: number): number;
}

/** Keys kept before expired windows are swept. */
const SWEEP_AT = 10_000;

export function createWriteLimiter(windowMs = 60_000): WriteLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return {
    hit(key, limit, now = Date.now()) {
      if (windows.size > SWEEP_AT) {
        for (const [k, w] of windows) if (w.resetAt <= now) windows.delete(k);
      }
      let window = windows.get(key);
      if (!window || window.resetAt <= now) {
        window = { count: 0, resetAt: now + windowMs };
        windows.set(key, window);
      }
      if (window.count >= limit) return (window.resetAt - now) / 1000;
      window.count += 1;
      return 0;
    },
  };
}
