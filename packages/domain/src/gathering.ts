/**
 * The gathering section: the funeral, the chance to offer condolences, the burial or
 * cremation, a memorial later on. What kinds there are, the length limits of its fields and the
 * rules of its date and times. The contract's `GatheringSection` schema carries the same numbers
 * (a test of the API client compares them).
 */
import { isInDateRange, parseWireDate, toWireDate } from "./dates";

/** The kinds of gathering, in the order the editor offers them. */
export const GATHERING_KINDS = [
  "afscheidsdienst",
  "condoleance",
  "begrafenis",
  "crematie",
  "herdenking",
  "anders",
] as const;
export type GatheringKind = (typeof GATHERING_KINDS)[number];

export function isGatheringKind(value: unknown): value is GatheringKind {
  return GATHERING_KINDS.some((kind) => kind === value);
}

/** The name of each kind on the page and in a calendar (a card's first words). */
export const GATHERING_KIND_NAMES: Readonly<Record<GatheringKind, string>> = {
  afscheidsdienst: "Afscheidsdienst",
  condoleance: "Condoleance",
  begrafenis: "Begrafenis",
  crematie: "Crematie",
  herdenking: "Herdenking",
  anders: "Bijeenkomst",
};

/** What a gathering is called: its own title when it has one, else the name of its kind. */
export function gatheringTitle(gathering: { kind: string; title?: string }): string {
  const own = gathering.title?.trim() ?? "";
  if (own !== "") return own;
  return isGatheringKind(gathering.kind) ? GATHERING_KIND_NAMES[gathering.kind] : "Bijeenkomst";
}

/** Longest value of each text field (characters, as Unicode code points). */
export const GATHERING_LIMITS = {
  title: 120,
  venue: 120,
  street: 120,
  postcode: 16,
  place: 80,
  onlineUrl: 500,
  notes: 1000,
  livestreamUrl: 500,
  accessCode: 80,
  recordingUrl: 500,
  charityName: 120,
  charityUrl: 500,
  charityText: 300,
} as const;

/** 'Live kijken' shows from this many minutes before the start of a gathering with a livestream. */
export const LIVESTREAM_OPENS_MINUTES_BEFORE = 30;

/** Without an end time a gathering lasts this long (the calendar file's default end). */
export const GATHERING_DEFAULT_MINUTES = 60;

/** The time zone of every gathering's date and times (the wall clock in the Netherlands). */
export const GATHERING_TIME_ZONE = "Europe/Amsterdam";

const TIME = /^([01][0-9]|2[0-3]):([0-5][0-9])$/;

/** Minutes after midnight of an `HH:MM` time, or null when it is not one. */
export function minutesOfTime(value: unknown): number | null {
  if (typeof value !== "string") return null;
  const match = TIME.exec(value);
  if (match === null) return null;
  return Number(match[1]) * 60 + Number(match[2]);
}

/** `HH:MM` of minutes after midnight (wraps past midnight). */
export function timeOfMinutes(minutes: number): string {
  const within = ((minutes % 1440) + 1440) % 1440;
  return `${String(Math.floor(within / 60)).padStart(2, "0")}:${String(within % 60).padStart(2, "0")}`;
}

/** The fields of a gathering whose rules this module knows (the wire shape has the same names). */
export interface GatheringFields {
  kind: string;
  title?: string;
  date: string;
  startTime: string;
  endTime?: string;
  venue: string;
  address?: { street?: string; postcode?: string; place?: string };
  onlineUrl?: string;
  notes?: string;
  /** A livestream of the gathering: members only unless `showToVisitors`. */
  livestream?: GatheringLivestream;
  /** The family's wishes about flowers and gifts. */
  wishes?: GatheringWishes;
}

export interface GatheringLivestream {
  /** Where to watch live (`https` only). */
  url: string;
  /** The code guests need, as the crematorium or church gives it. */
  accessCode?: string;
  /** Shown to visitors without an invitation too ('Ook tonen aan bezoekers zonder uitnodiging'). */
  showToVisitors?: boolean;
  /** Where to watch it again afterwards (`https` only). */
  recordingUrl?: string;
}

export interface GatheringWishes {
  /** 'Liever geen bloemen'. */
  noFlowers?: boolean;
  /** 'In plaats van bloemen: een gift aan …': the charity's name, its address and a short text. */
  charityName?: string;
  charityUrl?: string;
  charityText?: string;
}

/** A rule a gathering breaks, with the field it is about. */
export type GatheringProblem =
  | { field: "kind"; rule: "unknown" }
  | { field: "date"; rule: "invalid" | "outOfRange" }
  | { field: "startTime"; rule: "invalid" }
  | { field: "endTime"; rule: "invalid" | "notAfterStart" }
  | { field: "venue"; rule: "required" | "tooLong" }
  | { field: "title" | "street" | "postcode" | "place" | "notes"; rule: "tooLong" }
  | { field: "onlineUrl"; rule: "tooLong" | "notHttps" }
  | { field: "livestreamUrl" | "recordingUrl" | "charityUrl"; rule: "tooLong" | "notHttps" }
  | { field: "accessCode" | "charityName" | "charityText"; rule: "tooLong" };

function length(text: string): number {
  let count = 0;
  for (const _ of text) count += 1;
  return count;
}

/** True for an absolute `https:` URL. */
export function isHttpsUrl(value: string): boolean {
  if (!value.startsWith("https://")) return false;
  try {
    return new URL(value).protocol === "https:";
  } catch {
    return false;
  }
}

/**
 * Every rule the gathering breaks (empty when it is acceptable). The API answers each with a
 * 400 naming the field; the editor shows each as a Dutch message under the field.
 */
export function gatheringProblems(gathering: GatheringFields): GatheringProblem[] {
  const problems: GatheringProblem[] = [];
  if (!isGatheringKind(gathering.kind)) problems.push({ field: "kind", rule: "unknown" });
  if (parseWireDate(gathering.date) === null || gathering.date.trim() !== gathering.date) {
    problems.push({ field: "date", rule: "invalid" });
  } else if (!isInDateRange(gathering.date)) {
    problems.push({ field: "date", rule: "outOfRange" });
  }
  const start = minutesOfTime(gathering.startTime);
  if (start === null) problems.push({ field: "startTime", rule: "invalid" });
  if (gathering.endTime !== undefined) {
    const end = minutesOfTime(gathering.endTime);
    if (end === null) problems.push({ field: "endTime", rule: "invalid" });
    else if (start !== null && end <= start) {
      problems.push({ field: "endTime", rule: "notAfterStart" });
    }
  }
  if (gathering.venue.trim() === "") problems.push({ field: "venue", rule: "required" });
  else if (length(gathering.venue) > GATHERING_LIMITS.venue) {
    problems.push({ field: "venue", rule: "tooLong" });
  }
  const texts = [
    ["title", gathering.title],
    ["street", gathering.address?.street],
    ["postcode", gathering.address?.postcode],
    ["place", gathering.address?.place],
    ["notes", gathering.notes],
  ] as const;
  for (const [field, value] of texts) {
    if (value !== undefined && length(value) > GATHERING_LIMITS[field]) {
      problems.push({ field, rule: "tooLong" });
    }
  }
  if (gathering.onlineUrl !== undefined) {
    if (length(gathering.onlineUrl) > GATHERING_LIMITS.onlineUrl) {
      problems.push({ field: "onlineUrl", rule: "tooLong" });
    } else if (!isHttpsUrl(gathering.onlineUrl)) {
      problems.push({ field: "onlineUrl", rule: "notHttps" });
    }
  }
  const links = [
    ["livestreamUrl", gathering.livestream?.url],
    ["recordingUrl", gathering.livestream?.recordingUrl],
    ["charityUrl", gathering.wishes?.charityUrl],
  ] as const;
  for (const [field, value] of links) {
    if (value === undefined) continue;
    if (length(value) > GATHERING_LIMITS[field]) problems.push({ field, rule: "tooLong" });
    else if (!isHttpsUrl(value)) problems.push({ field, rule: "notHttps" });
  }
  const short = [
    ["accessCode", gathering.livestream?.accessCode],
    ["charityName", gathering.wishes?.charityName],
    ["charityText", gathering.wishes?.charityText],
  ] as const;
  for (const [field, value] of short) {
    if (value !== undefined && length(value) > GATHERING_LIMITS[field]) {
      problems.push({ field, rule: "tooLong" });
    }
  }
  return problems;
}

/** The gathering as its rules see it: empty optional texts are not given. */
function withoutEmptyTexts(value: GatheringFields): GatheringFields {
  const given = (text: string | undefined) =>
    text === undefined || text.trim() === "" ? undefined : text;
  const checked: GatheringFields = {
    kind: value.kind,
    date: value.date,
    startTime: value.startTime,
    venue: value.venue,
  };
  const title = given(value.title);
  const endTime = given(value.endTime);
  const onlineUrl = given(value.onlineUrl);
  const notes = given(value.notes);
  if (title !== undefined) checked.title = title;
  if (endTime !== undefined) checked.endTime = endTime;
  if (onlineUrl !== undefined) checked.onlineUrl = onlineUrl.trim();
  if (notes !== undefined) checked.notes = notes;
  if (value.address !== undefined) checked.address = value.address;
  const livestreamUrl = given(value.livestream?.url);
  if (livestreamUrl !== undefined) {
    checked.livestream = { url: livestreamUrl.trim() };
    const accessCode = given(value.livestream?.accessCode);
    if (accessCode !== undefined) checked.livestream.accessCode = accessCode;
  }
  const recordingUrl = given(value.livestream?.recordingUrl);
  if (recordingUrl !== undefined) {
    checked.livestream = {
      url: livestreamUrl ?? "",
      ...checked.livestream,
      recordingUrl: recordingUrl.trim(),
    };
  }
  const wishes = value.wishes;
  if (wishes !== undefined) {
    checked.wishes = {};
    const charityName = given(wishes.charityName);
    const charityUrl = given(wishes.charityUrl);
    const charityText = given(wishes.charityText);
    if (charityName !== undefined) checked.wishes.charityName = charityName;
    if (charityUrl !== undefined) checked.wishes.charityUrl = charityUrl.trim();
    if (charityText !== undefined) checked.wishes.charityText = charityText;
  }
  return checked;
}

/**
 * The rules a gathering in an editor breaks. The editor keeps a cleared optional field as an
 * empty text; that is "not given", as in what is saved.
 */
export function gatheringDraftProblems(draft: GatheringFields): GatheringProblem[] {
  return gatheringProblems(withoutEmptyTexts(draft));
}

/**
 * The gathering as a visitor without an invitation may see it: a livestream that is for members
 * only is left out (the API does this for every public read; the calendar file and the server's
 * page are made from that read).
 */
export function withoutMembersOnlyLivestream<T extends Pick<GatheringFields, "livestream">>(
  gathering: T,
): T {
  if (gathering.livestream === undefined || gathering.livestream.showToVisitors === true) {
    return gathering;
  }
  const { livestream: _membersOnly, ...rest } = gathering;
  return rest as T;
}

/** True when the family has said something about flowers or gifts. */
export function hasGatheringWishes(wishes: GatheringWishes | undefined): boolean {
  if (wishes === undefined) return false;
  return (
    wishes.noFlowers === true ||
    [wishes.charityName, wishes.charityUrl, wishes.charityText].some(
      (text) => text !== undefined && text.trim() !== "",
    )
  );
}

/** The offset of Europe/Amsterdam at `instant` in minutes (60 in winter, 120 in summer). */
function amsterdamOffsetMinutes(instant: number): number {
  const parts = new Intl.DateTimeFormat("en-GB", {
    timeZone: GATHERING_TIME_ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(new Date(instant));
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? "0");
  const wall = Date.UTC(part("year"), part("month") - 1, part("day"), part("hour"), part("minute"));
  return Math.round((wall - Math.floor(instant / 60_000) * 60_000) / 60_000);
}

/** The instant (ms) of a wall-clock date and time in the Netherlands, or null when invalid. */
export function gatheringInstant(date: string, time: string): number | null {
  const day = parseWireDate(date);
  const minutes = minutesOfTime(time);
  if (day === null || minutes === null) return null;
  const wall = Date.UTC(day.getFullYear(), day.getMonth(), day.getDate()) + minutes * 60_000;
  // Two passes settle the offset also on the days the clocks change.
  let instant = wall - amsterdamOffsetMinutes(wall) * 60_000;
  instant = wall - amsterdamOffsetMinutes(instant) * 60_000;
  return instant;
}

/**
 * Which link of a livestream counts at `now`: `"soon"` until half an hour before the start,
 * `"live"` from then until the end ('Live kijken'), `"after"` once it has ended ('Terugkijken'
 * when there is a recording).
 */
export function livestreamPhase(
  gathering: Pick<GatheringFields, "date" | "startTime" | "endTime">,
  now: Date,
): "soon" | "live" | "after" {
  const start = gatheringInstant(gathering.date, gathering.startTime);
  if (start === null) return "soon";
  const end = gatheringEndTime(gathering);
  const endDate = end.nextDay ? toNextDay(gathering.date) : gathering.date;
  const endInstant = gatheringInstant(endDate, end.time) ?? start;
  const at = now.getTime();
  if (at < start - LIVESTREAM_OPENS_MINUTES_BEFORE * 60_000) return "soon";
  if (at < endInstant) return "live";
  return "after";
}

function toNextDay(date: string): string {
  const day = parseWireDate(date);
  if (day === null) return date;
  day.setDate(day.getDate() + 1);
  return toWireDate(day);
}

/** The end time: the one given, or the start plus the default length. */
export function gatheringEndTime(gathering: Pick<GatheringFields, "startTime" | "endTime">): {
  time: string;
  nextDay: boolean;
} {
  if (gathering.endTime !== undefined && minutesOfTime(gathering.endTime) !== null) {
    return { time: gathering.endTime, nextDay: false };
  }
  const start = minutesOfTime(gathering.startTime) ?? 0;
  const end = start + GATHERING_DEFAULT_MINUTES;
  return { time: timeOfMinutes(end), nextDay: end >= 1440 };
}

/** The address on one line: "Kruislaan 126, 1097 GA Amsterdam" (empty parts left out). */
export function gatheringAddressLine(address: GatheringFields["address"]): string {
  if (address === undefined) return "";
  const street = address.street?.trim() ?? "";
  const town = [address.postcode?.trim() ?? "", address.place?.trim() ?? ""]
    .filter((part) => part !== "")
    .join(" ");
  return [street, town].filter((part) => part !== "").join(", ");
}

/** The venue and address on one line, as a map search and a calendar take it. */
export function gatheringLocation(gathering: Pick<GatheringFields, "venue" | "address">): string {
  return [gathering.venue.trim(), gatheringAddressLine(gathering.address)]
    .filter((part) => part !== "")
    .join(", ");
}

/**
 * True while the gathering has not yet ended on `today` (a wire date in the Netherlands): on its
 * own day it still counts as upcoming.
 */
export function isUpcomingGathering(
  gathering: Pick<GatheringFields, "date">,
  today: string,
): boolean {
  return gathering.date >= today;
}

/** Made once: making a formatter costs more than formatting (the server render asks per request). */
let todayFormat: Intl.DateTimeFormat | undefined;

/** Today's date (`YYYY-MM-DD`) on the wall clock of the Netherlands, whatever the machine's zone. */
export function gatheringToday(now: Date = new Date()): string {
  todayFormat ??= new Intl.DateTimeFormat("en-CA", {
    timeZone: GATHERING_TIME_ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  });
  const parts = todayFormat.formatToParts(now);
  const part = (type: string) => parts.find((entry) => entry.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")}`;
}
