import { afterEach, describe, expect, it, vi } from "vitest";
import { importUntilLoaded } from "./lazy-import.js";

describe("importUntilLoaded", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("answers the module at once when it loads", async () => {
    await expect(importUntilLoaded(() => Promise.resolve({ part: 1 }))).resolves.toEqual({
      part: 1,
    });
  });

  it("does not fail offline: it tries again when the browser is back online", async () => {
    const load = vi
      .fn<() => Promise<{ part: number }>>()
      .mockRejectedValueOnce(new TypeError("Failed to fetch dynamically imported module"))
      .mockResolvedValueOnce({ part: 2 });
    const loaded = importUntilLoaded(load);
    let settled = false;
    void loaded.then(() => {
      settled = true;
    });
    await vi.waitFor(() => {
      expect(load).toHaveBeenCalledTimes(1);
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    window.dispatchEvent(new Event("online"));
    await expect(loaded).resolves.toEqual({ part: 2 });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("tries again after a while when no online event comes (a dropped connection)", async () => {
    vi.useFakeTimers();
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new TypeError("network"))
      .mockRejectedValueOnce(new TypeError("network"))
      .mockResolvedValueOnce("part");
    const loaded = importUntilLoaded(load);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(load).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(10_000);
    await expect(loaded).resolves.toBe("part");
    expect(load).toHaveBeenCalledTimes(3);
  });
});
