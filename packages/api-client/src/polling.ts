/** Polling schedules (spec section 9) and a cancellable sleep. */

import { abortReason } from "./errors";

/** Upload job polling: up to 50 attempts; delay starts at 1 s, ×1.2 per attempt, capped at 60 s. */
export const JOB_POLL_MAX_ATTEMPTS = 50;
export const JOB_POLL_INITIAL_DELAY_MS = 1000;
export const JOB_POLL_BACKOFF_FACTOR = 1.2;
export const JOB_POLL_MAX_DELAY_MS = 60_000;

/** QR-code polling: up to 30 attempts, 1 s apart. */
export const QR_POLL_MAX_ATTEMPTS = 30;
export const QR_POLL_DELAY_MS = 1000;

/**
 * The wait after job poll attempt `attempt` (1-based) before the next one:
 * min(round(1000 × 1.2^(attempt − 1)), 60000) ms, so 1000, 1200, 1440, 1728, 2074, ...
 */
export function jobPollDelay(attempt: number): number {
  const delay = Math.round(
    JOB_POLL_INITIAL_DELAY_MS * JOB_POLL_BACKOFF_FACTOR ** Math.max(0, attempt - 1),
  );
  return Math.min(delay, JOB_POLL_MAX_DELAY_MS);
}

/** Waits `ms` milliseconds; rejects with the signal's reason as soon as it fires. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortReason(signal));
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(abortReason(signal));
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}
