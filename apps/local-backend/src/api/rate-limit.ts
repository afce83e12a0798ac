// Request rate limits of the product API: a fixed one-minute window per key (a client's network
// address, a signed-in user's sub). A refused request learns how many whole seconds remain until
// its window ends (`Retry-After`). State lives in memory: limits restart with the process.

export interface RateLimiter {
  /** Counts one request of `key`; undefined when allowed, else the seconds to wait. */
  take(key: string, now?: number): number | undefined;
}

export const RATE_LIMIT_WINDOW_MS = 60_000;

/** Above this many tracked keys, windows that have ended are swept on the next request. */
const SWEEP_ABOVE = 10_000;

export function createRateLimiter(
  limitPerWindow: number,
  windowMs: number = RATE_LIMIT_WINDOW_MS,
): RateLimiter {
  const windows = new Map<string, { start: number; count: number }>();
  return {
    take(key, now = Date.now()) {
      if (windows.size > SWEEP_ABOVE) {
        for (const [stale, window] of windows) {
          if (now - window.start >= windowMs) windows.delete(stale);
        }
      }
      let window = windows.get(key);
      if (window === undefined || now - window.start >= windowMs) {
        window = { start: now, count: 0 };
        windows.set(key, window);
      }
      window.count++;
      if (window.count <= limitPerWindow) return undefined;
      return Math.max(1, Math.ceil((window.start + windowMs - now) / 1000));
    },
  };
}
