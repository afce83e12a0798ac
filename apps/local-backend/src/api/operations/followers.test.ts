import type { components } from "@memorial/api-types";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startApiHarness, type ApiHarness, type TestUser } from "../../testing/api-harness.ts";
import { gatheringChanges } from "../../notify/follower-mails.ts";

type Gathering = components["schemas"]["GatheringSection"];

const DAY = 24 * 60 * 60 * 1000;

let h: ApiHarness;
let owner: TestUser;
let viewer: TestUser;

beforeEach(async () => {
  h = await startApiHarness();
  owner = await h.user("eigenaar@example.nl");
  viewer = await h.user("kijker@example.nl");
});

afterEach(async () => {
  await h.close();
});

const gathering = (startTime: string, venue = "Aula De Nieuwe Ooster"): Gathering => ({
  type: "gathering",
  isPublic: true,
  kind: "afscheidsdienst",
  date: "2027-03-05",
  startTime,
  venue,
});

async function page(sections: Gathering[] = []): Promise<string> {
  const id = await h.createPage(owner);
  h.api.profiles.putAccessRow(id, viewer.email, "view");
  save(id, sections);
  h.api.profiles.activatePlan(id, "silver", 1);
  h.api.profiles.setPublic(id, true);
  return id;
}

function save(id: string, sections: Gathering[]) {
  h.api.profiles.saveContent(
    id,
    {
      name: "Johanna de Vries",
      dateOfBirth: "1948-03-12",
      dateOfDeath: "2025-11-20",
      profilePicture: null,
      sections,
      extra: {},
    },
    undefined,
  );
}

const mails = (email: string, kind?: string) =>
  h.ctx.mailbox.list(email).filter((m) => kind === undefined || m.kind === kind);
const codeOf = (body: string, path: string) =>
  new RegExp(`/${path}\\?code=([\\w.-]+)`).exec(body)?.[1] ?? "";
const follow = (id: string, email: string) =>
  h.call("POST", `/public/api/v1/profiles/${id}/followers`, { body: { email } });
const confirm = (code: string) =>
  h.call("POST", "/public/api/v1/follower-confirmations", { body: { code } });
const unsubscribe = (code: string) =>
  h.call("POST", `/public/api/v1/follower-unsubscriptions?code=${code}`, {
    body: "List-Unsubscribe=One-Click",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
  });

async function follower(id: string, email: string) {
  expect((await follow(id, email)).status).toBe(202);
  const mail = mails(email, "follow-confirm")[0];
  expect((await confirm(codeOf(mail?.body ?? "", "volgen"))).status).toBe(200);
}

describe("following a page", () => {
  it("sends only a confirmation until it is confirmed; a replayed link is refused", async () => {
    const id = await page();
    const res = await follow(id, "Marja@Example.nl");
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ status: "confirmation_sent" });
    const sent = mails("marja@example.nl");
    expect(sent.map((m) => m.kind)).toEqual(["follow-confirm"]);
    expect(sent[0]?.subject).toBe(
      "Bevestig dat u de herinneringspagina van Johanna de Vries wilt volgen",
    );
    expect(sent[0]?.headers).toEqual({});
    // A second request the same day sends no second mail.
    await follow(id, "marja@example.nl");
    expect(mails("marja@example.nl")).toHaveLength(1);

    const get = () =>
      h.call("GET", `/api/v1/profiles/${id}/follower-settings`, { token: owner.token });
    expect((await get()).body).toEqual({
      anniversary: false,
      birthday: false,
      allSouls: false,
      followers: 0,
    });
    const code = codeOf(sent[0]?.body ?? "", "volgen");
    const confirmed = await confirm(code);
    expect(confirmed.body).toEqual({ profileId: id, name: "Johanna de Vries" });
    expect((await confirm(code)).body).toMatchObject({ code: "link_used" });
    expect((await confirm(`${code.slice(0, -2)}xx`)).status).toBe(410);
    expect((await get()).body).toMatchObject({ followers: 1 });
    expect(JSON.stringify((await get()).body)).not.toContain("marja");
    expect(
      (await h.call("GET", `/api/v1/profiles/${id}/follower-settings`, { token: viewer.token }))
        .status,
    ).toBe(403);
  });

  it("refuses a bad address, a page that is not public and a flood", async () => {
    const id = await page();
    expect((await follow(id, "marja@")).status).toBe(400);
    h.api.profiles.setPublic(id, false);
    expect((await follow(id, "marja@example.nl")).status).toBe(404);
    h.api.profiles.setPublic(id, true);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await follow(id, "kees@example.nl")).status);
    expect(statuses).toEqual([202, 202, 202, 429]);
    const flood: number[] = [];
    for (let i = 0; i < 3; i++) flood.push((await follow(id, `p${i}@example.nl`)).status);
    expect(flood).toContain(429);
  });

  it("forgets an address that never confirms after 7 days", async () => {
    const id = await page();
    await follow(id, "marja@example.nl");
    const code = codeOf(mails("marja@example.nl")[0]?.body ?? "", "volgen");
    h.api.scheduler.moveTo(new Date(h.api.scheduler.clock.now().getTime() + 8 * DAY));
    expect((await confirm(code)).body).toMatchObject({ code: "link_expired" });
  });
});

describe("the followers' mails", () => {
  it("tells followers of a new time, with the when-and-where line and the calendar link", async () => {
    const id = await page([gathering("14:00")]);
    await follower(id, "marja@example.nl");
    h.api.profiles.setPublic(id, true);
    const profile = h.api.profiles.get(id);
    expect(profile).toBeDefined();
    const res = await h.call("PUT", `/api/v1/profiles/${id}`, {
      token: owner.token,
      body: {
        name: "Johanna de Vries",
        dateOfBirth: "1948-03-12",
        dateOfDeath: "2025-11-20",
        sections: [gathering("15:30")],
      },
    });
    expect(res.status).toBe(200);
    const mail = mails("marja@example.nl", "follower-gathering")[0];
    expect(mail?.body).toContain("De tijd van de bijeenkomst is gewijzigd.");
    expect(mail?.body).toContain("vrijdag 5 maart 2027, 15.30\u00a0uur");
    expect(mail?.body).toContain(`/public/api/v1/profiles/${id}/sections/0/calendar`);
    const code = codeOf(mail?.body ?? "", "afmelden");
    expect(mail?.headers).toEqual({
      "List-Unsubscribe": `<${h.config.apiBaseUrl}/public/api/v1/follower-unsubscriptions?code=${code}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
    expect((await unsubscribe(code)).body).toEqual({ profileId: id, name: "Johanna de Vries" });
    expect((await unsubscribe(code)).status).toBe(410);
  });

  it("sends the remembrance days the family switched on, once a day, not after unsubscribing", async () => {
    const id = await page();
    await follower(id, "marja@example.nl");
    await h.call("PUT", `/api/v1/profiles/${id}/follower-settings`, {
      token: owner.token,
      body: { anniversary: true, birthday: false, allSouls: false },
    });
    const year = h.api.scheduler.clock.now().getUTCFullYear() + 1;
    h.api.scheduler.moveTo(new Date(Date.UTC(year, 2, 12, 11)));
    expect(mails("marja@example.nl", "follower-remembrance")).toEqual([]);
    h.api.scheduler.moveTo(new Date(Date.UTC(year, 10, 20, 9)));
    h.api.scheduler.moveTo(new Date(Date.UTC(year, 10, 20, 15)));
    const sent = mails("marja@example.nl", "follower-remembrance");
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toContain(
      `Vandaag is het ${year - 2025} jaar geleden dat Johanna de Vries overleed.`,
    );
    await unsubscribe(codeOf(sent[0]?.body ?? "", "afmelden"));
    h.api.scheduler.moveTo(new Date(Date.UTC(year + 1, 10, 20, 11)));
    expect(mails("marja@example.nl", "follower-remembrance")).toHaveLength(1);
  });
});

describe("gatheringChanges", () => {
  it("names an added gathering, a new time, a new place, and nothing else", () => {
    expect(gatheringChanges([], [gathering("14:00")])).toEqual([{ position: 0, change: "added" }]);
    expect(gatheringChanges([gathering("14:00")], [gathering("14:00")])).toEqual([]);
    expect(gatheringChanges([gathering("14:00")], [gathering("15:00")])).toEqual([
      { position: 0, change: "time" },
    ]);
    expect(gatheringChanges([gathering("14:00")], [gathering("14:00", "Kerk")])).toEqual([
      { position: 0, change: "place" },
    ]);
    expect(
      gatheringChanges([gathering("14:00")], [{ ...gathering("14:00"), notes: "Koffie" }]),
    ).toEqual([]);
  });
});
