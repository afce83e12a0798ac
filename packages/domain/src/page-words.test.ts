import { describe, expect, it } from "vitest";
import {
  LIFE_DATES_SEPARATOR,
  UNNAMED_PAGE_NAME,
  displayName,
  gatheringWishLines,
  dutchTime,
  formatDutchLongDate,
  gatheringDay,
  gatheringHours,
  gatheringWhen,
  isUnnamed,
  lifeDates,
} from "./page-words";

describe("the dates line", () => {
  it("writes a date the Dutch long way, every month by its own name", () => {
    expect(formatDutchLongDate("1941-03-03")).toBe("3 maart 1941");
    expect(formatDutchLongDate(new Date(1905, 0, 9))).toBe("9 januari 1905");
    const months = Array.from(
      { length: 12 },
      (_, month) => formatDutchLongDate(new Date(2000, month, 1)).split(" ")[1],
    );
    expect(months).toEqual([
      "januari",
      "februari",
      "maart",
      "april",
      "mei",
      "juni",
      "juli",
      "augustus",
      "september",
      "oktober",
      "november",
      "december",
    ]);
  });

  it("gives nothing for a missing or impossible date", () => {
    expect(formatDutchLongDate(null)).toBe("");
    expect(formatDutchLongDate(undefined)).toBe("");
    expect(formatDutchLongDate("2023-02-29")).toBe("");
    expect(formatDutchLongDate("31-12-2024")).toBe("");
    expect(formatDutchLongDate(new Date(Number.NaN))).toBe("");
  });

  it("joins both dates with an en dash between spaces", () => {
    expect(LIFE_DATES_SEPARATOR).toBe(" \u2013 ");
    expect(lifeDates({ dateOfBirth: "1941-03-03", dateOfDeath: "2026-11-12" })).toBe(
      "3 maart 1941 \u2013 12 november 2026",
    );
    expect(lifeDates({ dateOfBirth: new Date(1948, 2, 12), dateOfDeath: "2025-11-02" })).toBe(
      "12 maart 1948 \u2013 2 november 2025",
    );
  });

  it("shows one date alone, without words around it, and nothing without dates", () => {
    expect(lifeDates({ dateOfBirth: "1941-03-03", dateOfDeath: null })).toBe("3 maart 1941");
    expect(lifeDates({ dateOfDeath: "2026-11-12" })).toBe("12 november 2026");
    expect(lifeDates({ dateOfBirth: "not a date", dateOfDeath: "2026-11-12" })).toBe(
      "12 november 2026",
    );
    expect(lifeDates({})).toBe("");
  });
});

describe("the name of a page", () => {
  it("is the page's own name, trimmed", () => {
    expect(displayName("  Anna de Vries ")).toBe("Anna de Vries");
    expect(isUnnamed("Anna")).toBe(false);
  });

  it("is the neutral description for a page without a name", () => {
    expect(UNNAMED_PAGE_NAME).toBe("Nieuwe herinneringspagina");
    for (const empty of ["", "   ", null, undefined]) {
      expect(displayName(empty)).toBe(UNNAMED_PAGE_NAME);
      expect(isUnnamed(empty)).toBe(true);
    }
  });
});

describe("when a gathering takes place", () => {
  const service = { date: "2026-11-28", startTime: "14:00", endTime: "15:30" };

  it("names the weekday, the day and the hours", () => {
    expect(gatheringDay(service.date)).toBe("zaterdag 28 november 2026");
    expect(gatheringDay(service.date, false)).toBe("zaterdag 28 november");
    expect(gatheringDay("2026-02-30")).toBe("");
    expect(dutchTime("09:05")).toBe("09.05");
    expect(gatheringHours(service)).toBe("14.00\u201315.30\u00a0uur");
    expect(gatheringWhen(service)).toBe("zaterdag 28 november 2026, 14.00\u201315.30\u00a0uur");
  });

  it("gives only the start without an end time", () => {
    expect(gatheringWhen({ date: "2026-11-27", startTime: "10:30" })).toBe(
      "vrijdag 27 november 2026, 10.30\u00a0uur",
    );
  });
});

describe("gatheringWishLines", () => {
  it("writes the wishes as lines, leaving out what was not given", () => {
    expect(gatheringWishLines(undefined)).toEqual([]);
    expect(gatheringWishLines({ noFlowers: false })).toEqual([]);
    expect(
      gatheringWishLines({
        noFlowers: true,
        charityName: " KWF ",
        charityUrl: "https://www.kwf.nl",
        charityText: "Voor onderzoek.",
      }),
    ).toEqual([
      "Liever geen bloemen",
      "In plaats van bloemen: een gift aan KWF",
      "Voor onderzoek.",
      "https://www.kwf.nl",
    ]);
    expect(gatheringWishLines({ charityUrl: "https://goed.doel" })).toEqual([
      "In plaats van bloemen: een gift",
      "https://goed.doel",
    ]);
  });
});
