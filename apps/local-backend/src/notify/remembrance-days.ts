// The day computation of the remembrance mails, shared by the managers' own reminders and the
// followers' mails: the clock's date in the Netherlands, and whether a stored date's anniversary
// falls on it.

/** The clock's date in the Netherlands as [year, month, day]. */
export function dutchDate(now: Date): [number, number, number] {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone: "Europe/Amsterdam",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(now);
  const [year = 0, month = 0, day = 0] = parts.split("-").map(Number);
  return [year, month, day];
}

/** The clock's day in the Netherlands as `YYYY-M-D` (the key of "once per day"). */
export function dutchDayKey(now: Date): string {
  const [year, month, day] = dutchDate(now);
  return `${year}-${month}-${day}`;
}

/**
 * The whole years since a stored `YYYY-MM-DD` when its anniversary falls on this day (29 February
 * on the 28th in other years), else undefined.
 */
export function sameDay(
  date: string,
  year: number,
  month: number,
  day: number,
): number | undefined {
  const [y = 0, m = 0, d = 0] = date.split("-").map(Number);
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const wanted = m === 2 && d === 29 && !leap ? 28 : d;
  return m === month && wanted === day && year > y ? year - y : undefined;
}

/** Allerzielen: 2 November. */
export const isAllSouls = (month: number, day: number) => month === 11 && day === 2;
