const formatter = new Intl.DateTimeFormat("nl-NL", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "Europe/Amsterdam",
});

/** "20 november 2026" for an ISO time stamp; the stamp itself when it cannot be read. */
export function formatCondolenceDate(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? iso : formatter.format(time);
}
