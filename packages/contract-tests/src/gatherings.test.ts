// The gathering section: every rule of its fields with its boundaries (400
// `invalid_request` naming the field), gatherings on the trial plan, visibility by `isPublic` for
// every role, and the public calendar file (RFC 5545, parsed with ical.js).
import ICAL from "ical.js";
import { GATHERING_LIMITS } from "@memorial/domain";
import { beforeAll, describe, expect, it } from "vitest";
import type { ApiResponse } from "./api";
import {
  activatePlan,
  bodyOf,
  createPage,
  expectStatus,
  paymentSkipReason,
  putRow,
  readPage,
  savePage,
  skipBecause,
  useSuite,
  type ErrorBody,
  type ProfileBody,
} from "./harness";

const gathering = {
  type: "gathering",
  isPublic: true,
  kind: "afscheidsdienst",
  date: "2026-11-27",
  startTime: "14:00",
  venue: "Aula De Nieuwe Ooster",
  address: { street: "Kruislaan 126", postcode: "1097 GA", place: "Amsterdam" },
} as const;

const owner = () => useSuite().accounts.owner.idToken;

function pageWith(sections: unknown[]): Record<string, unknown> {
  return { name: "Bijeenkomst", sections };
}

async function saveGathering(id: string, fields: Record<string, unknown>): Promise<ApiResponse> {
  return savePage(owner(), id, pageWith([{ ...gathering, ...fields }]));
}

/** Sets a field; `undefined` removes it (for an address part, from the address). */
function withField(field: string, value: unknown): Record<string, unknown> {
  if (field.startsWith("address/")) {
    return { address: { ...gathering.address, [field.slice(8)]: value } };
  }
  return { [field]: value };
}

describe("the rules of a gathering", () => {
  let id = "";
  beforeAll(async () => {
    id = await createPage(owner());
  });

  it("stores a complete gathering on a trial page and reads it back", async () => {
    const complete = {
      ...gathering,
      isPublic: false,
      kind: "anders",
      title: "Wake",
      endTime: "16:30",
      onlineUrl: "https://kerkdienstgemist.nl/stations/1234",
      notes: "Na afloop koffie.\nIedereen is welkom.",
    };
    expectStatus(await savePage(owner(), id, pageWith([complete])), 200);
    const page = await readPage(owner(), id);
    expect(page.plan).toBe("trial");
    expect(page.sections).toEqual([complete]);
  });

  it.each([
    ["kind", "bruiloft"],
    ["kind", undefined],
    ["date", "2026-02-30"],
    ["date", "27-11-2026"],
    ["date", "1899-12-31"],
    ["date", "2100-01-01"],
    ["date", undefined],
    ["startTime", "24:00"],
    ["startTime", "9:00"],
    ["startTime", "14.00"],
    ["startTime", undefined],
    ["endTime", "12:60"],
    ["endTime", "14:00"],
    ["endTime", "13:59"],
    ["venue", ""],
    ["venue", "   "],
    ["venue", undefined],
    ["venue", "v".repeat(GATHERING_LIMITS.venue + 1)],
    ["title", "t".repeat(GATHERING_LIMITS.title + 1)],
    ["address/street", "s".repeat(GATHERING_LIMITS.street + 1)],
    ["address/postcode", "p".repeat(GATHERING_LIMITS.postcode + 1)],
    ["address/place", "p".repeat(GATHERING_LIMITS.place + 1)],
    ["notes", "n".repeat(GATHERING_LIMITS.notes + 1)],
    ["onlineUrl", "http://kerkdienstgemist.nl/live"],
    ["onlineUrl", "javascript:alert(1)"],
    ["onlineUrl", `https://a.nl/${"x".repeat(GATHERING_LIMITS.onlineUrl - 12)}`],
    ["colour", "blauw"],
  ])("refuses %s = %j with 400 invalid_request naming the field", async (field, value) => {
    const before = await readPage(owner(), id);
    const response = await saveGathering(id, withField(field, value));
    expectStatus(response, 400, "invalid_request");
    const leaf = field.split("/").pop() ?? field;
    expect(bodyOf<ErrorBody>(response).message).toContain(leaf);
    expect(await readPage(owner(), id)).toEqual(before);
  });

  it("accepts every field at its limit, and the first and last day and minute", async () => {
    const atLimits = {
      ...gathering,
      title: "t".repeat(GATHERING_LIMITS.title),
      venue: "😀".repeat(GATHERING_LIMITS.venue),
      address: {
        street: "s".repeat(GATHERING_LIMITS.street),
        postcode: "p".repeat(GATHERING_LIMITS.postcode),
        place: "p".repeat(GATHERING_LIMITS.place),
      },
      onlineUrl: `https://a.nl/${"x".repeat(GATHERING_LIMITS.onlineUrl - 13)}`,
      notes: "n".repeat(GATHERING_LIMITS.notes),
    };
    expectStatus(await savePage(owner(), id, pageWith([atLimits])), 200);
    for (const times of [
      { date: "1900-01-01", startTime: "00:00", endTime: "00:01" },
      { date: "2099-12-31", startTime: "23:58", endTime: "23:59" },
      { date: "2028-02-29", startTime: "23:59" },
    ]) {
      expectStatus(await saveGathering(id, times), 200);
    }
    expect((await readPage(owner(), id)).sections[0]).toMatchObject({ date: "2028-02-29" });
  });
});

type Role = "anonymous" | "owner" | "manager" | "viewer" | "other";
const ROLES: Role[] = ["anonymous", "owner", "manager", "viewer", "other"];

describe("who sees a gathering, and its calendar file", () => {
  const pages: { public?: string; shared?: string } = {};
  let skipReason: string | undefined;
  const publicGathering = { ...gathering, notes: "Koffie; taart, en meer" };
  const privateGathering = {
    ...gathering,
    isPublic: false,
    kind: "begrafenis",
    startTime: "16:00",
  };

  beforeAll(async () => {
    const { accounts, api } = useSuite();
    for (const visibility of ["public", "shared"] as const) {
      const id = await createPage(owner());
      const sections = [
        { type: "text", isPublic: true, text: "<p>Tekst</p>" },
        privateGathering,
        publicGathering,
      ];
      expectStatus(await savePage(owner(), id, { name: "Jo de Vries", sections }), 200);
      expectStatus(await putRow(owner(), id, accounts.manager.email, "manage"), 200);
      expectStatus(await putRow(owner(), id, accounts.viewer.email, "view"), 200);
      if (visibility === "public") {
        try {
          // Bronze: gatherings are no media, so the cheapest plan keeps them.
          await activatePlan(owner(), id, "bronze");
        } catch (error) {
          skipReason = paymentSkipReason(error);
          if (skipReason === undefined) throw error;
          continue;
        }
        const made = await api.request(
          "POST",
          `/api/v1/profiles/${id}/public`,
          { token: owner(), json: { isPublic: true } },
          "owner",
        );
        expectStatus(made, 200);
      }
      pages[visibility] = id;
    }
  });

  function read(role: Role, id: string): Promise<ApiResponse> {
    const { api, accounts } = useSuite();
    if (role === "anonymous") {
      return api.request("GET", `/public/api/v1/profiles/${id}`, {}, role);
    }
    return api.request("GET", `/api/v1/profiles/${id}`, { token: accounts[role].idToken }, role);
  }

  function calendar(id: string, index: number): Promise<ApiResponse> {
    return useSuite().api.request(
      "GET",
      `/public/api/v1/profiles/${id}/sections/${String(index)}/calendar`,
      { headers: { Accept: "text/calendar" } },
      "anonymous",
    );
  }

  it.for(ROLES)(
    "on a public page %s sees the public gathering, members see both",
    async (role, test) => {
      if (pages.public === undefined) skipBecause(test, skipReason ?? "no public page");
      const response = await read(role, pages.public);
      expectStatus(response, 200);
      const gatherings = bodyOf<ProfileBody>(response).sections.filter(
        (s) => s.type === "gathering",
      );
      const member = role === "owner" || role === "manager" || role === "viewer";
      expect(gatherings).toEqual(member ? [privateGathering, publicGathering] : [publicGathering]);
    },
  );

  it.each(ROLES)("on a shared page %s sees both only as a member", async (role) => {
    const id = pages.shared ?? "";
    const response = await read(role, id);
    if (role === "anonymous" || role === "other") {
      // Read by its id, an existing page says only that it is not public.
      expectStatus(response, 404, "not_public");
      return;
    }
    expectStatus(response, 200);
    const gatherings = bodyOf<ProfileBody>(response).sections.filter((s) => s.type === "gathering");
    expect(gatherings).toEqual([privateGathering, publicGathering]);
  });

  it("the public gathering downloads as a valid calendar file", async (test) => {
    if (pages.public === undefined) skipBecause(test, skipReason ?? "no public page");
    // The public read has the text and the public gathering: index 1.
    const response = await calendar(pages.public, 1);
    expectStatus(response, 200);
    expect(response.headers.get("content-type")).toMatch(/^text\/calendar/);
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename=".+\.ics"$/);
    const parsed: unknown = ICAL.parse(response.text);
    if (!Array.isArray(parsed)) throw new Error("not one calendar");
    const vcalendar = new ICAL.Component(parsed);
    const zone = vcalendar.getFirstSubcomponent("vtimezone");
    expect(zone?.getFirstPropertyValue("tzid")).toBe("Europe/Amsterdam");
    if (zone !== null) ICAL.TimezoneService.register(zone);
    const vevent = vcalendar.getFirstSubcomponent("vevent");
    if (vevent === null) throw new Error("no VEVENT");
    const event = new ICAL.Event(vevent);
    expect(vevent.getFirstProperty("dtstart")?.getParameter("tzid")).toBe("Europe/Amsterdam");
    expect(event.startDate.toString()).toBe("2026-11-27T14:00:00");
    expect(event.endDate.toString()).toBe("2026-11-27T15:00:00");
    expect(event.startDate.toJSDate().toISOString()).toBe("2026-11-27T13:00:00.000Z");
    expect(event.location).toBe("Aula De Nieuwe Ooster, Kruislaan 126, 1097 GA Amsterdam");
    expect(event.description).toBe("Koffie; taart, en meer");
    expect(event.summary).toContain("Jo de Vries");
  });

  it("answers 404 for another section, an index past the end and a page that is not public", async (test) => {
    if (pages.public === undefined) skipBecause(test, skipReason ?? "no public page");
    expectStatus(await calendar(pages.public, 0), 404, "not_found");
    // The members-only gathering is not in the public read, so index 2 does not exist there.
    expectStatus(await calendar(pages.public, 2), 404, "not_found");
    expectStatus(await calendar(pages.shared ?? "", 1), 404, "not_found");
    expectStatus(await calendar("no-such-page", 0), 404, "not_found");
  });
});

describe("a gathering's livestream and the family's wishes", () => {
  const manager = () => useSuite().accounts.manager.idToken;
  const livestream = {
    url: "https://kijk.example.nl/live/1234",
    accessCode: "4711",
    recordingUrl: "https://kijk.example.nl/terugkijken/1234",
  };
  const wishes = {
    noFlowers: true,
    charityName: "KWF Kankerbestrijding",
    charityUrl: "https://www.kwf.nl/doneren",
    charityText: "In plaats van bloemen: een gift voor onderzoek.",
  };
  let id = "";
  let skipReason: string | undefined;

  beforeAll(async () => {
    const { api } = useSuite();
    id = await createPage(manager());
    try {
      await activatePlan(manager(), id, "bronze");
    } catch (error) {
      skipReason = paymentSkipReason(error);
      if (skipReason === undefined) throw error;
      return;
    }
    expectStatus(
      await api.request(
        "POST",
        `/api/v1/profiles/${id}/public`,
        { token: manager(), json: { isPublic: true } },
        "manager",
      ),
      200,
    );
  });

  const save = (fields: Record<string, unknown>) =>
    savePage(manager(), id, pageWith([{ ...gathering, ...fields }]));
  const publicRead = async () => {
    const response = await useSuite().api.request(
      "GET",
      `/public/api/v1/profiles/${id}`,
      {},
      "anonymous",
    );
    expectStatus(response, 200);
    return bodyOf<ProfileBody>(response).sections[0];
  };
  const publicCalendar = () =>
    useSuite().api.request(
      "GET",
      `/public/api/v1/profiles/${id}/sections/0/calendar`,
      { headers: { Accept: "text/calendar" } },
      "anonymous",
    );

  it.each([
    ["livestream/url", { livestream: { url: "http://kijk.example.nl/live" } }],
    ["livestream", { livestream: { accessCode: "4711" } }],
    [
      "livestream/url",
      { livestream: { url: `https://a.nl/${"x".repeat(GATHERING_LIMITS.livestreamUrl)}` } },
    ],
    [
      "accessCode",
      {
        livestream: {
          url: livestream.url,
          accessCode: "c".repeat(GATHERING_LIMITS.accessCode + 1),
        },
      },
    ],
    ["recordingUrl", { livestream: { url: livestream.url, recordingUrl: "javascript:alert(1)" } }],
    ["showToVisitors", { livestream: { url: livestream.url, showToVisitors: "ja" } }],
    ["charityUrl", { wishes: { charityUrl: "http://www.kwf.nl" } }],
    ["charityName", { wishes: { charityName: "n".repeat(GATHERING_LIMITS.charityName + 1) } }],
    ["charityText", { wishes: { charityText: "t".repeat(GATHERING_LIMITS.charityText + 1) } }],
    ["noFlowers", { wishes: { noFlowers: "ja" } }],
    ["wishes", { wishes: { bloemen: false } }],
  ])("refuses a wrong %s with 400 invalid_request naming it", async (field, fields) => {
    const response = await save(fields);
    expectStatus(response, 400, "invalid_request");
    expect(bodyOf<ErrorBody>(response).message).toContain(field.split("/").pop() ?? field);
  });

  it("keeps the livestream and the wishes for members, at their limits", async () => {
    const atLimits = {
      livestream: { ...livestream, accessCode: "c".repeat(GATHERING_LIMITS.accessCode) },
      wishes: { ...wishes, charityText: "t".repeat(GATHERING_LIMITS.charityText) },
    };
    expectStatus(await save(atLimits), 200);
    expect((await readPage(manager(), id)).sections[0]).toMatchObject(atLimits);
  });

  it("never gives a members-only livestream to visitors: not in the public read, not in the calendar file", async (test) => {
    if (skipReason !== undefined) skipBecause(test, skipReason);
    expectStatus(await save({ livestream, wishes }), 200);
    const forVisitors = await publicRead();
    expect(forVisitors).not.toHaveProperty("livestream");
    expect(forVisitors).toMatchObject({ wishes });
    expect(JSON.stringify(forVisitors)).not.toContain("kijk.example.nl");
    const ics = await publicCalendar();
    expectStatus(ics, 200);
    expect(ics.text).not.toContain("kijk.example.nl");
    expect(ics.text).not.toContain("4711");
    expect((await readPage(manager(), id)).sections[0]).toMatchObject({ livestream });
  });

  it("gives visitors a livestream marked 'Ook tonen aan bezoekers zonder uitnodiging'", async (test) => {
    if (skipReason !== undefined) skipBecause(test, skipReason);
    const shown = { ...livestream, showToVisitors: true };
    expectStatus(await save({ livestream: shown }), 200);
    expect(await publicRead()).toMatchObject({ livestream: shown });
  });
});
