import { renderHook, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { useAfterFirstPaint } from "./use-after-first-paint";

describe("useAfterFirstPaint", () => {
  it("is true at once when nothing is deferred", () => {
    const { result } = renderHook(() => useAfterFirstPaint(false));
    expect(result.current).toBe(true);
  });

  it("is false for the first frame of a deferred part, then true", async () => {
    const frame = vi.spyOn(window, "requestAnimationFrame");
    const { result } = renderHook(() => useAfterFirstPaint(true));
    expect(result.current).toBe(false);
    expect(frame).toHaveBeenCalledTimes(1);
    await waitFor(() => {
      expect(result.current).toBe(true);
    });
    frame.mockRestore();
  });

  it("stops waiting when the part goes before the frame", () => {
    const cancel = vi.spyOn(window, "cancelAnimationFrame");
    const { unmount } = renderHook(() => useAfterFirstPaint(true));
    unmount();
    expect(cancel).toHaveBeenCalledTimes(1);
    cancel.mockRestore();
  });
});
