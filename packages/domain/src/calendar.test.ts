import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { foldCalendarLine, gatheringCalendar } from "./calendar";
import type { GatheringFields } from "./gathering";

const service: GatheringFields = {
  kind: "afscheidsdienst",
  date: "2026-11-27",
  startTime: "14:00",
  venue: "Aula De Nieuwe Ooster",
  address: { street: "Kruislaan 126", postcode: "1097 GA", place: "Amsterdam" },
  notes: "Na afloop koffie; iedereen is welkom, ook zonder uitnodiging.",
};

function eventOf(text: string) {
  const parsed: unknown = ICAL.parse(text);
  if (!Array.isArray(parsed)) throw new Error("not one calendar");
  const calendar = new ICAL.Component(parsed);
  const zone = calendar.getFirstSubcomponent("vtimezone");
  if (zone === null) throw new Error("no VTIMEZONE");
  ICAL.TimezoneService.register(zone);
  const vevent = calendar.getFirstSubcomponent("vevent");
  if (vevent === null) throw new Error("no VEVENT");
  return { calendar, event: new ICAL.Event(vevent), vevent };
}

describe("gatheringCalendar", () => {
  const now = new Date("2026-11-20T09:30:00Z");

  it("parses as an event in Europe/Amsterdam with a default end of one hour", () => {
    const text = gatheringCalendar({
      gathering: service,
      pageName: "Jo",
      uid: "p1-0@x",
      now,
    });
    const { calendar, event, vevent } = eventOf(text);
    expect(calendar.getFirstPropertyValue("version")).toBe("2.0");
    expect(vevent.getFirstProperty("dtstart")?.getParameter("tzid")).toBe("Europe/Amsterdam");
    expect(event.startDate.zone.tzid).toBe("Europe/Amsterdam");
    expect(event.startDate.toString()).toBe("2026-11-27T14:00:00");
    expect(event.endDate.toString()).toBe("2026-11-27T15:00:00");
    // 14.00 in November is CET: 13.00 UTC.
    expect(event.startDate.toJSDate().toISOString()).toBe("2026-11-27T13:00:00.000Z");
    expect(event.location).toBe("Aula De Nieuwe Ooster, Kruislaan 126, 1097 GA Amsterdam");
    expect(event.summary).toBe("Afscheidsdienst – Jo");
    expect(event.uid).toBe("p1-0@x");
    expect(event.description).toBe(service.notes);
    expect(vevent.getFirstPropertyValue("dtstamp")?.toString()).toBe("2026-11-20T09:30:00Z");
  });

  it("uses the given end time and summer time", () => {
    const text = gatheringCalendar({
      gathering: { ...service, date: "2027-06-04", startTime: "10:30", endTime: "12:15" },
      pageName: "Jo",
      uid: "p1-1@x",
      now,
    });
    const { event } = eventOf(text);
    expect(event.endDate.toString()).toBe("2027-06-04T12:15:00");
    expect(event.startDate.toJSDate().toISOString()).toBe("2027-06-04T08:30:00.000Z");
  });

  it("moves a default end past midnight to the next day", () => {
    const text = gatheringCalendar({
      gathering: { ...service, date: "2026-12-31", startTime: "23:30" },
      pageName: "",
      uid: "u",
      now,
    });
    expect(eventOf(text).event.endDate.toString()).toBe("2027-01-01T00:30:00");
  });

  it("has CRLF line ends, a VTIMEZONE, and lines of at most 75 octets", () => {
    const text = gatheringCalendar({
      gathering: { ...service, venue: "Crematorium ".repeat(10), notes: "é".repeat(400) },
      pageName: "Jo",
      uid: "u",
      now,
    });
    expect(text.endsWith("\r\n")).toBe(true);
    expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    expect(text).toContain("BEGIN:VTIMEZONE\r\nTZID:Europe/Amsterdam\r\n");
    expect(text).toContain("DTSTART;TZID=Europe/Amsterdam:20261127T140000\r\n");
    const encoder = new TextEncoder();
    for (const line of text.split("\r\n"))
      expect(encoder.encode(line).length).toBeLessThanOrEqual(75);
    expect(eventOf(text).event.description).toBe("é".repeat(400));
  });

  it("escapes commas, semicolons, backslashes and new lines in text", () => {
    const text = gatheringCalendar({
      gathering: { ...service, notes: "a;b,c\\d\r\ne", onlineUrl: "https://kijk.example/live" },
      pageName: "Jo, de Vries",
      uid: "u",
      now,
      pageUrl: "https://herinneringspagina.nl/p1",
    });
    expect(text).toContain("DESCRIPTION:a\\;b\\,c\\\\d\\ne\\n\\nhttps://kijk.example/live\r\n");
    expect(text).toContain("SUMMARY:Afscheidsdienst – Jo\\, de Vries\r\n");
    const { event, vevent } = eventOf(text);
    expect(event.summary).toBe("Afscheidsdienst – Jo, de Vries");
    expect(event.description).toBe("a;b,c\\d\ne\n\nhttps://kijk.example/live");
    expect(vevent.getFirstPropertyValue("url")).toBe("https://herinneringspagina.nl/p1");
  });
});

describe("foldCalendarLine", () => {
  it("leaves short lines alone and never splits a character", () => {
    expect(foldCalendarLine("SUMMARY:kort")).toBe("SUMMARY:kort");
    const folded = foldCalendarLine(`X:${"😀".repeat(40)}`);
    expect(folded.split("\r\n ").join("")).toBe(`X:${"😀".repeat(40)}`);
  });
});
