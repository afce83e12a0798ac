import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  JOB_POLL_MAX_ATTEMPTS,
  JOB_POLL_MAX_DELAY_MS,
  QR_POLL_DELAY_MS,
  QR_POLL_MAX_ATTEMPTS,
  jobPollDelay,
  sleep,
} from "./polling";

describe("polling constants", () => {
  it("match spec section 9", () => {
    expect(JOB_POLL_MAX_ATTEMPTS).toBe(50);
    expect(JOB_POLL_MAX_DELAY_MS).toBe(60_000);
    expect(QR_POLL_MAX_ATTEMPTS).toBe(30);
    expect(QR_POLL_DELAY_MS).toBe(1000);
  });
});

describe("jobPollDelay", () => {
  it("starts at 1 s and grows by 1.2 per attempt", () => {
    expect([1, 2, 3, 4, 5, 6].map(jobPollDelay)).toEqual([1000, 1200, 1440, 1728, 2074, 2488]);
  });

  it("is capped at 60 s", () => {
    expect(jobPollDelay(23)).toBe(55_206);
    expect(jobPollDelay(24)).toBe(60_000);
    expect(jobPollDelay(49)).toBe(60_000);
  });

  it("treats attempts below 1 as the first", () => {
    expect(jobPollDelay(0)).toBe(1000);
  });
});

describe("sleep", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("resolves after the given time", async () => {
    let done = false;
    const pending = sleep(500).then(() => {
      done = true;
    });
    await vi.advanceTimersByTimeAsync(499);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await pending;
    expect(done).toBe(true);
  });

  it("rejects with the signal's reason when aborted, and at once when already aborted", async () => {
    const controller = new AbortController();
    const pending = sleep(10_000, controller.signal);
    const settled = expect(pending).rejects.toMatchObject({ name: "AbortError" });
    controller.abort();
    await settled;
    expect(vi.getTimerCount()).toBe(0);
    const reason = new Error("weg");
    await expect(sleep(10, AbortSignal.abort(reason))).rejects.toBe(reason);
  });

  it("wraps a non-Error abort reason in an AbortError", async () => {
    await expect(sleep(10, AbortSignal.abort("klaar"))).rejects.toMatchObject({
      name: "AbortError",
    });
  });
});
