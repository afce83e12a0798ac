import { useCallback, useEffect, useState } from "react";

/**
 * How many of `total` items to mount now: `first` at once, then `batch` more each time the
 * browser is idle, until all are. Entering edit mode on a long page thus costs the first screen's
 * sections only, and the rest follow in small tasks that never hold up a tap or a keystroke.
 * `showAll` mounts everything at once (a section added at the end must be there to take the
 * focus).
 */
export function useProgressiveCount(
  total: number,
  first: number,
  batch: number,
): { count: number; showAll: () => void } {
  const [count, setCount] = useState(first);
  useEffect(() => {
    if (count >= total) return;
    const more = () => {
      setCount((current) => current + batch);
    };
    if (typeof window.requestIdleCallback === "function") {
      const handle = window.requestIdleCallback(more, { timeout: 500 });
      return () => {
        window.cancelIdleCallback(handle);
      };
    }
    const timer = window.setTimeout(more, 16);
    return () => {
      window.clearTimeout(timer);
    };
  }, [count, total, batch]);
  const showAll = useCallback(() => {
    setCount(Number.POSITIVE_INFINITY);
  }, []);
  return { count: Math.min(count, total), showAll };
}
