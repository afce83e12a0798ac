// The scheduler: runs the timed jobs (digests, reminders) at the time of its movable clock, every
// minute and at once whenever the clock is moved, so a test that moves the clock a year sees the
// mails of that moment without waiting. Jobs keep their own record of what they sent, so running
// them twice sends nothing twice.
import type { Logger } from "../context.ts";
import type { Clock } from "./clock.ts";

export type Job = (now: Date) => void;

export interface Scheduler {
  clock: Clock;
  /** Runs every job once at the clock's time. */
  runDue(): void;
  /** Moves the clock forward to `at` and runs the jobs; false when `at` lies in its past. */
  moveTo(at: Date): boolean;
  start(intervalMs?: number): void;
  stop(): void;
}

export function createScheduler(clock: Clock, jobs: readonly Job[], log: Logger): Scheduler {
  let timer: ReturnType<typeof setInterval> | undefined;
  const runDue = () => {
    const now = clock.now();
    for (const job of jobs) {
      try {
        job(now);
      } catch (error) {
        log.error("scheduled job failed", { error: String(error) });
      }
    }
  };
  return {
    clock,
    runDue,
    moveTo(at) {
      if (!clock.moveTo(at)) return false;
      runDue();
      return true;
    },
    start(intervalMs = 60_000) {
      timer ??= setInterval(runDue, intervalMs);
      timer.unref();
    },
    stop() {
      clearInterval(timer);
      timer = undefined;
    },
  };
}
