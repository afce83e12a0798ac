import { describe, expect, it } from "vitest";
import {
  GATHERING_KINDS,
  GATHERING_LIMITS,
  gatheringEndTime,
  gatheringDraftProblems,
  gatheringLocation,
  gatheringProblems,
  gatheringToday,
  gatheringTitle,
  isGatheringKind,
  isHttpsUrl,
  isUpcomingGathering,
  minutesOfTime,
  gatheringInstant,
  hasGatheringWishes,
  livestreamPhase,
  withoutMembersOnlyLivestream,
  type GatheringFields,
} from "./gathering";

const valid: GatheringFields = {
  kind: "condoleance",
  date: "2026-11-27",
  startTime: "19:00",
  venue: "Uitvaartcentrum",
};

describe("gathering facts", () => {
  it("offers six kinds", () => {
    expect(GATHERING_KINDS).toEqual([
      "afscheidsdienst",
      "condoleance",
      "begrafenis",
      "crematie",
      "herdenking",
      "anders",
    ]);
    expect(GATHERING_KINDS.every(isGatheringKind)).toBe(true);
    expect(isGatheringKind("bruiloft")).toBe(false);
  });

  it("names a gathering by its title, else by its kind", () => {
    expect(gatheringTitle({ kind: "crematie" })).toBe("Crematie");
    expect(gatheringTitle({ kind: "anders", title: " Wake " })).toBe("Wake");
    expect(gatheringTitle({ kind: "anders", title: "" })).toBe("Bijeenkomst");
  });

  it("reads HH:MM times only", () => {
    expect(minutesOfTime("00:00")).toBe(0);
    expect(minutesOfTime("23:59")).toBe(1439);
    for (const bad of ["24:00", "9:00", "12:60", "12.00", "", 900])
      expect(minutesOfTime(bad)).toBeNull();
  });

  it("accepts https only", () => {
    expect(isHttpsUrl("https://kerkdienstgemist.nl/x")).toBe(true);
    expect(isHttpsUrl("http://kerkdienstgemist.nl/x")).toBe(false);
    expect(isHttpsUrl("javascript:alert(1)")).toBe(false);
    expect(isHttpsUrl("https://")).toBe(false);
  });
});

describe("gatheringDraftProblems", () => {
  it("takes an emptied optional field as not given, and still asks for the day", () => {
    const cleared = {
      ...valid,
      title: " ",
      endTime: "",
      onlineUrl: "",
      livestream: { url: "", recordingUrl: "" },
      wishes: { charityUrl: "" },
    };
    expect(gatheringDraftProblems(cleared)).toEqual([]);
    expect(gatheringProblems(cleared)).not.toEqual([]);
    expect(gatheringDraftProblems({ ...cleared, date: "" })).toEqual([
      { field: "date", rule: "invalid" },
    ]);
  });
});

describe("gatheringProblems", () => {
  it("finds nothing wrong with a complete gathering at the limits", () => {
    expect(
      gatheringProblems({
        ...valid,
        title: "t".repeat(GATHERING_LIMITS.title),
        endTime: "19:01",
        venue: "v".repeat(GATHERING_LIMITS.venue),
        address: {
          street: "s".repeat(GATHERING_LIMITS.street),
          postcode: "p".repeat(GATHERING_LIMITS.postcode),
          place: "😀".repeat(GATHERING_LIMITS.place),
        },
        onlineUrl: `https://a.nl/${"x".repeat(GATHERING_LIMITS.onlineUrl - 13)}`,
        notes: "n".repeat(GATHERING_LIMITS.notes),
      }),
    ).toEqual([]);
  });

  it("names every broken rule with its field", () => {
    expect(
      gatheringProblems({
        kind: "feest",
        title: "t".repeat(121),
        date: "2026-02-30",
        startTime: "25:00",
        endTime: "7",
        venue: " ",
        address: { street: "s".repeat(121), postcode: "p".repeat(17), place: "p".repeat(81) },
        onlineUrl: "http://a.nl",
        notes: "n".repeat(1001),
      }),
    ).toEqual([
      { field: "kind", rule: "unknown" },
      { field: "date", rule: "invalid" },
      { field: "startTime", rule: "invalid" },
      { field: "endTime", rule: "invalid" },
      { field: "venue", rule: "required" },
      { field: "title", rule: "tooLong" },
      { field: "street", rule: "tooLong" },
      { field: "postcode", rule: "tooLong" },
      { field: "place", rule: "tooLong" },
      { field: "notes", rule: "tooLong" },
      { field: "onlineUrl", rule: "notHttps" },
    ]);
  });

  it("wants the end after the start and the date in range", () => {
    expect(gatheringProblems({ ...valid, endTime: "19:00" })).toEqual([
      { field: "endTime", rule: "notAfterStart" },
    ]);
    expect(gatheringProblems({ ...valid, date: "2100-01-01" })).toEqual([
      { field: "date", rule: "outOfRange" },
    ]);
    expect(gatheringProblems({ ...valid, onlineUrl: `https://${"a".repeat(500)}` })).toEqual([
      { field: "onlineUrl", rule: "tooLong" },
    ]);
  });
});

describe("the rest", () => {
  it("ends an hour later by default", () => {
    expect(gatheringEndTime({ startTime: "14:00" })).toEqual({ time: "15:00", nextDay: false });
    expect(gatheringEndTime({ startTime: "23:15" })).toEqual({ time: "00:15", nextDay: true });
    expect(gatheringEndTime({ startTime: "14:00", endTime: "16:30" })).toEqual({
      time: "16:30",
      nextDay: false,
    });
  });

  it("writes the location on one line", () => {
    expect(
      gatheringLocation({ venue: "Aula", address: { postcode: "1097 GA", place: "Amsterdam" } }),
    ).toBe("Aula, 1097 GA Amsterdam");
    expect(gatheringLocation({ venue: "Aula" })).toBe("Aula");
  });

  it("counts a gathering as upcoming through its own day, by Dutch time", () => {
    expect(isUpcomingGathering({ date: "2026-11-27" }, "2026-11-27")).toBe(true);
    expect(isUpcomingGathering({ date: "2026-11-26" }, "2026-11-27")).toBe(false);
    expect(gatheringToday(new Date("2026-11-26T23:30:00Z"))).toBe("2026-11-27");
  });
});

describe("the livestream and the family's wishes", () => {
  const stream = { url: "https://kijk.example.nl/live/1234", accessCode: "4711" };

  it("takes https links only, and limits every text", () => {
    expect(gatheringProblems({ ...valid, livestream: stream })).toEqual([]);
    expect(
      gatheringProblems({
        ...valid,
        livestream: { url: "http://kijk.example.nl", recordingUrl: "javascript:alert(1)" },
        wishes: { charityUrl: "ftp://goed.doel" },
      }),
    ).toEqual([
      { field: "livestreamUrl", rule: "notHttps" },
      { field: "recordingUrl", rule: "notHttps" },
      { field: "charityUrl", rule: "notHttps" },
    ]);
    expect(
      gatheringProblems({
        ...valid,
        livestream: { ...stream, accessCode: "x".repeat(GATHERING_LIMITS.accessCode + 1) },
        wishes: {
          charityName: "x".repeat(GATHERING_LIMITS.charityName + 1),
          charityText: "x".repeat(GATHERING_LIMITS.charityText + 1),
        },
      }),
    ).toEqual([
      { field: "accessCode", rule: "tooLong" },
      { field: "charityName", rule: "tooLong" },
      { field: "charityText", rule: "tooLong" },
    ]);
    expect(GATHERING_LIMITS.charityText).toBe(300);
  });

  it("leaves a members-only livestream out for visitors, and keeps one marked public", () => {
    const membersOnly = { ...valid, livestream: stream };
    expect(withoutMembersOnlyLivestream(membersOnly)).not.toHaveProperty("livestream");
    expect(withoutMembersOnlyLivestream(membersOnly)).toMatchObject(valid);
    const shown = { ...valid, livestream: { ...stream, showToVisitors: true } };
    expect(withoutMembersOnlyLivestream(shown)).toBe(shown);
    expect(withoutMembersOnlyLivestream(valid)).toBe(valid);
  });

  it("knows when wishes were given", () => {
    expect(hasGatheringWishes(undefined)).toBe(false);
    expect(hasGatheringWishes({ noFlowers: false, charityName: "  " })).toBe(false);
    expect(hasGatheringWishes({ noFlowers: true })).toBe(true);
    expect(hasGatheringWishes({ charityName: "KWF" })).toBe(true);
  });

  it("reads date and time on the clock of the Netherlands, winter and summer", () => {
    expect(new Date(gatheringInstant("2026-11-27", "14:00") ?? 0).toISOString()).toBe(
      "2026-11-27T13:00:00.000Z",
    );
    expect(new Date(gatheringInstant("2026-07-01", "14:00") ?? 0).toISOString()).toBe(
      "2026-07-01T12:00:00.000Z",
    );
    expect(gatheringInstant("2026-02-30", "14:00")).toBeNull();
  });

  it("opens 'Live kijken' half an hour before the start and ends it with the gathering", () => {
    const g = { date: "2026-11-27", startTime: "14:00", endTime: "15:00" };
    const at = (iso: string) => livestreamPhase(g, new Date(iso));
    expect(at("2026-11-27T12:29:00Z")).toBe("soon");
    expect(at("2026-11-27T12:30:00Z")).toBe("live");
    expect(at("2026-11-27T13:59:00Z")).toBe("live");
    expect(at("2026-11-27T14:00:00Z")).toBe("after");
    // Without an end time it lasts the default hour.
    expect(
      livestreamPhase({ date: "2026-11-27", startTime: "14:00" }, new Date("2026-11-27T13:59:00Z")),
    ).toBe("live");
  });
});
