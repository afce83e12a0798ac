// The movable clock of the scheduler: the real time plus an offset that tests and the local
// tooling set through /_local/clock, so "a year later" takes a request instead of a year. The
// clock only moves forward; everything the scheduler decides reads it.

export interface Clock {
  now(): Date;
  /** How far the clock runs ahead of the real time, in milliseconds. */
  offsetMs(): number;
  /** Moves the clock to `at`; false when `at` lies before the clock's current time. */
  moveTo(at: Date): boolean;
}

export function createClock(realNow: () => number = Date.now): Clock {
  let offset = 0;
  return {
    now: () => new Date(realNow() + offset),
    offsetMs: () => offset,
    moveTo(at) {
      const target = at.getTime();
      const current = realNow() + offset;
      if (!Number.isFinite(target) || target < current) return false;
      offset += target - current;
      return true;
    },
  };
}
