import { startTransition, useCallback, useEffect, useState } from "react";

/**
 * How many of `total` items to mount now: `first` at once, then `batch` more each time the
 * browser is idle, until all are. Entering edit mode on a long page thus costs the first screen's
 * sections only, and the rest follow while the browser is idle. Each batch renders as a
 * transition: React renders it in slices and sets it aside for a tap or a keystroke that comes
 * meanwhile (typing while a long page's later sections arrive), so those are answered first.
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
      startTransition(() => {
        setCount((current) => current + batch);
      });
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
