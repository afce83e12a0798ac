import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useProgressiveCount } from "./use-progressive-count";

describe("useProgressiveCount", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // The fallback of browsers without requestIdleCallback (Safari): a short timer.
    vi.stubGlobal("requestIdleCallback", undefined);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it("mounts the first items at once and the others in batches, until all are", () => {
    const { result } = renderHook(() => useProgressiveCount(10, 4, 3));
    expect(result.current.count).toBe(4);
    act(() => {
      vi.advanceTimersByTime(16);
    });
    expect(result.current.count).toBe(7);
    act(() => {
      vi.advanceTimersByTime(16);
    });
    expect(result.current.count).toBe(10);
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(result.current.count).toBe(10);
  });

  it("shows everything at once when asked, and never more than there is", () => {
    const { result, rerender } = renderHook(({ total }) => useProgressiveCount(total, 4, 3), {
      initialProps: { total: 20 },
    });
    act(() => {
      result.current.showAll();
    });
    expect(result.current.count).toBe(20);
    rerender({ total: 21 });
    expect(result.current.count).toBe(21);
  });

  it("keeps a short list whole from the start", () => {
    const { result } = renderHook(() => useProgressiveCount(3, 8, 3));
    expect(result.current.count).toBe(3);
  });
});
