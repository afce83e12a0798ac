/**
 * The calendar file of a gathering: one iCalendar object (RFC 5545) with one event in
 * local time of Europe/Amsterdam, the time zone described in a VTIMEZONE. One pure function, used
 * by the API's public download and by the web app for members-only sections alike.
 */
import {
  GATHERING_TIME_ZONE,
  gatheringEndTime,
  gatheringLocation,
  gatheringTitle,
  type GatheringFields,
} from "./gathering";
import { parseWireDate, toWireDate } from "./dates";

/** The media type and file name of a gathering's calendar file. */
export const CALENDAR_CONTENT_TYPE = "text/calendar; charset=utf-8";
export const CALENDAR_FILE_NAME = "bijeenkomst.ics";

export interface GatheringCalendarInput {
  gathering: GatheringFields;
  /** The name on the memorial page: the event is called e.g. "Afscheidsdienst – Johanna de Vries". */
  pageName: string;
  /** Unique and stable for this gathering, e.g. "<page id>-<section>@herinneringspagina.nl". */
  uid: string;
  /** When the file is made (DTSTAMP); passed in so the function stays pure. */
  now: Date;
  /** The address of the memorial page, added as the event's URL when given. */
  pageUrl?: string;
}

/** Europe/Amsterdam since 1996: CET in winter, CEST from the last Sunday of March to that of October. */
const VTIMEZONE = [
  "BEGIN:VTIMEZONE",
  `TZID:${GATHERING_TIME_ZONE}`,
  "BEGIN:DAYLIGHT",
  "TZOFFSETFROM:+0100",
  "TZOFFSETTO:+0200",
  "TZNAME:CEST",
  "DTSTART:19700329T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU",
  "END:DAYLIGHT",
  "BEGIN:STANDARD",
  "TZOFFSETFROM:+0200",
  "TZOFFSETTO:+0100",
  "TZNAME:CET",
  "DTSTART:19701025T030000",
  "RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU",
  "END:STANDARD",
  "END:VTIMEZONE",
];

/** TEXT value escaping (RFC 5545 3.3.11); control characters other than new lines are dropped. */
export function escapeCalendarText(text: string): string {
  return (
    text
      .replace(/\r\n?/g, "\n")
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0009\u000b-\u001f\u007f]/g, "")
      .replace(/\\/g, "\\\\")
      .replace(/;/g, "\\;")
      .replace(/,/g, "\\,")
      .replace(/\n/g, "\\n")
  );
}

/** Folds a content line at 75 octets of UTF-8 (RFC 5545 3.1), never inside a character. */
export function foldCalendarLine(line: string): string {
  const encoder = new TextEncoder();
  const pieces: string[] = [];
  let current = "";
  let octets = 0;
  for (const character of line) {
    const size = encoder.encode(character).length;
    const limit = pieces.length === 0 ? 75 : 74; // continuation lines start with a space
    if (octets + size > limit) {
      pieces.push(current);
      current = "";
      octets = 0;
    }
    current += character;
    octets += size;
  }
  pieces.push(current);
  return pieces.join("\r\n ");
}

function localDateTime(date: string, time: string): string {
  return `${date.replaceAll("-", "")}T${time.replace(":", "")}00`;
}

function utcStamp(now: Date): string {
  return now
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}Z$/, "Z");
}

function nextDay(date: string): string {
  const day = parseWireDate(date);
  if (day === null) throw new RangeError(`not a date: ${date}`);
  day.setDate(day.getDate() + 1);
  return toWireDate(day);
}

/** The whole `.ics` text (CRLF line ends) of one gathering. */
export function gatheringCalendar(input: GatheringCalendarInput): string {
  const { gathering } = input;
  const end = gatheringEndTime(gathering);
  const endDate = end.nextDay ? nextDay(gathering.date) : gathering.date;
  const location = gatheringLocation(gathering);
  const name = input.pageName.trim();
  const summary =
    name === "" ? gatheringTitle(gathering) : `${gatheringTitle(gathering)} – ${name}`;
  const description = [gathering.notes?.trim() ?? "", gathering.onlineUrl ?? ""]
    .filter((part) => part !== "")
    .join("\n\n");
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Herinneringspagina//Bijeenkomst//NL",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    ...VTIMEZONE,
    "BEGIN:VEVENT",
    `UID:${escapeCalendarText(input.uid)}`,
    `DTSTAMP:${utcStamp(input.now)}`,
    `DTSTART;TZID=${GATHERING_TIME_ZONE}:${localDateTime(gathering.date, gathering.startTime)}`,
    `DTEND;TZID=${GATHERING_TIME_ZONE}:${localDateTime(endDate, end.time)}`,
    `SUMMARY:${escapeCalendarText(summary)}`,
    ...(location === "" ? [] : [`LOCATION:${escapeCalendarText(location)}`]),
    ...(description === "" ? [] : [`DESCRIPTION:${escapeCalendarText(description)}`]),
    ...(input.pageUrl === undefined ? [] : [`URL:${input.pageUrl}`]),
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return lines.map(foldCalendarLine).join("\r\n") + "\r\n";
}
