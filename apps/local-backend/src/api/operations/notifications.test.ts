import type { components } from "@memorial/api-types";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startApiHarness, type ApiHarness, type TestUser } from "../../testing/api-harness.ts";

type Created = components["schemas"]["CondolenceCreated"];

const DAY = 24 * 60 * 60 * 1000;

let h: ApiHarness;
let owner: TestUser;
let manager: TestUser;
let viewer: TestUser;

beforeEach(async () => {
  h = await startApiHarness({
    MEMORIAL_RATE_LIMIT_CLIENT_PER_MINUTE: "1000",
    MEMORIAL_RATE_LIMIT_PAGE_PER_MINUTE: "1000",
  });
  owner = await h.user("eigenaar@example.nl");
  manager = await h.user("beheerder@example.nl");
  viewer = await h.user("kijker@example.nl");
});

afterEach(async () => {
  await h.close();
});

/** A public page on silver for a year with a second manager and a viewer. */
async function page(): Promise<string> {
  const id = await h.createPage(owner);
  h.api.profiles.putAccessRow(id, manager.email, "manage");
  h.api.profiles.putAccessRow(id, viewer.email, "view");
  h.api.profiles.saveContent(
    id,
    {
      name: "Johanna de Vries",
      dateOfBirth: null,
      dateOfDeath: null,
      profilePicture: null,
      sections: [],
      extra: {},
    },
    undefined,
  );
  h.api.profiles.activatePlan(id, "silver", 1);
  h.api.profiles.setPublic(id, true);
  return id;
}

/** The page's readable address: the links of the mails lead there. */
const addressOf = (id: string) => h.api.profiles.get(id)?.address ?? id;

const write = (id: string, body: object) =>
  h.call("POST", `/public/api/v1/profiles/${id}/condolences`, { body });

const settingsPath = (id: string) => `/api/v1/profiles/${id}/notification-settings`;
const mails = (email: string, kind?: string) =>
  h.ctx.mailbox.list(email).filter((m) => kind === undefined || m.kind === kind);
const later = (ms: number) => new Date(h.api.scheduler.clock.now().getTime() + ms);
const withdrawCode = (body: string) => /bericht-intrekken\?code=([\w.-]+)/.exec(body)?.[1] ?? "";

describe("the managers' mails", () => {
  it("mails every manager who wants each message, with a link to that message", async () => {
    const id = await page();
    const first = (await write(id, { name: "Marja", message: "Veel sterkte." })).body as Created;
    await write(id, { name: "Kees", message: "Wat een mooi mens." });
    const received = mails(owner.email, "condolence");
    expect(received).toHaveLength(2);
    const oldest = received[1];
    expect(oldest?.subject).toBe(
      "Een nieuw bericht voor de herinneringspagina van Johanna de Vries",
    );
    expect(oldest?.body).toMatch(/^Beste,\n/);
    expect(oldest?.body).toContain("Marja heeft een bericht geschreven");
    expect(oldest?.body).toContain(`/${addressOf(id)}/condoleances?bericht=${first.condolence.id}`);
    expect(oldest?.body).toContain("Met warme groet,\nHerinneringspagina");
    expect(oldest?.body).toContain("U ontvangt deze e-mail omdat u de herinneringspagina");
    expect(oldest?.html).toContain(
      `href="${h.config.webOrigin}/${addressOf(id)}/condoleances?bericht=`,
    );
    expect(mails(manager.email, "condolence")).toHaveLength(2);
    expect(mails(viewer.email)).toEqual([]);
  });

  it("keeps each manager's own choice; the digest counts messages and candles once a day", async () => {
    const id = await page();
    expect((await h.call("GET", settingsPath(id), { token: owner.token })).body).toEqual({
      condolences: "each",
      remembrance: false,
    });
    const saved = await h.call("PUT", settingsPath(id), {
      token: owner.token,
      body: { condolences: "daily", remembrance: false },
    });
    expect(saved.body).toEqual({ condolences: "daily", remembrance: false });
    await h.call("PUT", settingsPath(id), {
      token: manager.token,
      body: { condolences: "off", remembrance: false },
    });
    expect((await h.call("GET", settingsPath(id), { token: viewer.token })).status).toBe(403);
    expect(
      (
        await h.call("PUT", settingsPath(id), {
          token: owner.token,
          body: { condolences: "x", remembrance: false },
        })
      ).status,
    ).toBe(400);

    await write(id, { name: "Marja", message: "Veel sterkte." });
    await write(id, { name: "Kees", message: "Sterkte." });
    await h.call("POST", `/public/api/v1/profiles/${id}/candles`, { body: { name: "Piet" } });
    expect(mails(owner.email)).toEqual([]);
    expect(mails(manager.email)).toEqual([]);

    h.api.scheduler.moveTo(later(DAY / 2));
    expect(mails(owner.email)).toEqual([]);
    h.api.scheduler.moveTo(later(DAY / 2 + 60_000));
    const digests = mails(owner.email, "condolence-digest");
    expect(digests).toHaveLength(1);
    expect(digests[0]?.body).toContain("2 berichten die op uw goedkeuring wachten");
    expect(digests[0]?.body).toContain("1 aangestoken kaarsje");
    expect(mails(manager.email)).toEqual([]);

    h.api.scheduler.moveTo(later(2 * DAY));
    expect(mails(owner.email, "condolence-digest")).toHaveLength(1);
  });
});

describe("the writer's mails and the withdraw link", () => {
  it("sends a receipt and an approval mail, both with a link that withdraws the message", async () => {
    const id = await page();
    const other = (await write(id, { name: "Kees", message: "Sterkte." })).body as Created;
    const res = await write(id, {
      name: "Marja Hoekstra",
      message: "Veel sterkte.",
      email: "Marja@Example.nl",
    });
    expect(res.status).toBe(201);
    const { condolence } = res.body as Created;
    const receipt = mails("marja@example.nl", "condolence-receipt");
    expect(receipt).toHaveLength(1);
    expect(receipt[0]?.body).toMatch(/^Beste Marja Hoekstra,\n/);
    expect(receipt[0]?.body).toContain("zodra uw bericht geplaatst is");

    const managed = await h.call("GET", `/api/v1/profiles/${id}/condolences`, {
      token: owner.token,
    });
    expect(JSON.stringify(managed.body)).toContain("marja@example.nl");
    const visitor = await h.call("GET", `/public/api/v1/profiles/${id}/condolences`);
    expect(JSON.stringify(visitor.body)).not.toContain("marja@example.nl");

    await h.call("PUT", `/api/v1/profiles/${id}/condolences/${condolence.id}/status`, {
      token: owner.token,
      body: { status: "approved" },
    });
    const approved = mails("marja@example.nl", "condolence-approved");
    expect(approved).toHaveLength(1);
    expect(approved[0]?.subject).toBe(
      "Uw bericht staat op de herinneringspagina van Johanna de Vries",
    );
    const code = withdrawCode(approved[0]?.body ?? "");
    expect(code).toBe(withdrawCode(receipt[0]?.body ?? ""));

    const withdrawn = await h.call("POST", "/public/api/v1/condolence-withdrawals", {
      body: { code },
    });
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body).toEqual({ profileId: id });
    const left = await h.call("GET", `/api/v1/profiles/${id}/condolences`, { token: owner.token });
    expect((left.body as { items: { id: string }[] }).items.map((i) => i.id)).toEqual([
      other.condolence.id,
    ]);

    const replay = await h.call("POST", "/public/api/v1/condolence-withdrawals", {
      body: { code },
    });
    expect(replay.status).toBe(410);
    expect(replay.body).toMatchObject({ code: "link_expired" });
    // The code of one message cannot be turned into another's.
    const forged = `${other.condolence.id}.${code.split(".")[1] ?? ""}`;
    const refused = await h.call("POST", "/public/api/v1/condolence-withdrawals", {
      body: { code: forged },
    });
    expect(refused.status).toBe(410);
  });

  it("refuses an invalid address and stores nothing", async () => {
    const id = await page();
    const res = await write(id, { name: "Marja", message: "Sterkte.", email: "marja@" });
    expect(res.status).toBe(400);
    const managed = await h.call("GET", `/api/v1/profiles/${id}/condolences`, {
      token: owner.token,
    });
    expect((managed.body as { items: unknown[] }).items).toEqual([]);
  });

  it("limits withdraw requests per client", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      const res = await h.call("POST", "/public/api/v1/condolence-withdrawals", {
        body: { code: "nothing" },
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 410)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe("the remembrance mails on the movable clock", () => {
  /** Noon in the Netherlands on a day of the clock's next year or later. */
  const noon = (year: number, month: number, day: number) =>
    new Date(Date.UTC(year, month - 1, day, 11, 0, 0));

  it("mails managers who asked for it once on the anniversary, the birthday and Allerzielen", async () => {
    const id = await page();
    const profile = h.api.profiles.get(id);
    h.api.profiles.saveContent(
      id,
      {
        name: "Johanna de Vries",
        dateOfBirth: "1948-03-12",
        dateOfDeath: "2025-11-02",
        profilePicture: null,
        sections: [],
        extra: {},
      },
      profile?.version,
    );
    await h.call("PUT", settingsPath(id), {
      token: owner.token,
      body: { condolences: "each", remembrance: true },
    });
    const year = h.api.scheduler.clock.now().getUTCFullYear() + 1;

    h.api.scheduler.moveTo(noon(year, 11, 1));
    expect(mails(owner.email, "remembrance")).toEqual([]);
    // The anniversary falls on Allerzielen: one mail that names both.
    h.api.scheduler.moveTo(noon(year, 11, 2));
    h.api.scheduler.moveTo(new Date(noon(year, 11, 2).getTime() + 3 * 60 * 60 * 1000));
    const sent = mails(owner.email, "remembrance");
    expect(sent).toHaveLength(1);
    expect(sent[0]?.subject).toBe("Vandaag denken wij aan Johanna de Vries");
    expect(sent[0]?.body).toContain(`${year - 2025} jaar geleden dat Johanna de Vries overleed`);
    expect(sent[0]?.body).toContain("Allerzielen");
    expect(sent[0]?.body).toContain(`${h.config.webOrigin}/${addressOf(id)}`);
    expect(mails(manager.email, "remembrance")).toEqual([]);

    h.api.scheduler.moveTo(noon(year + 1, 3, 12));
    const birthday = mails(owner.email, "remembrance");
    expect(birthday).toHaveLength(2);
    expect(birthday[0]?.body).toContain(
      `zou Johanna de Vries ${year + 1 - 1948} jaar zijn geworden`,
    );

    await h.call("PUT", settingsPath(id), {
      token: owner.token,
      body: { condolences: "each", remembrance: false },
    });
    h.api.scheduler.moveTo(noon(year + 1, 11, 2));
    expect(mails(owner.email, "remembrance")).toHaveLength(2);
  });

  it("invites the family to add something on the first anniversary", async () => {
    const id = await page();
    const now = h.api.scheduler.clock.now();
    const death = new Date(now.getTime() - 200 * DAY).toISOString().slice(0, 10);
    h.api.profiles.saveContent(
      id,
      {
        name: "Johanna de Vries",
        dateOfBirth: null,
        dateOfDeath: death,
        profilePicture: null,
        sections: [],
        extra: {},
      },
      h.api.profiles.get(id)?.version,
    );
    await h.call("PUT", settingsPath(id), {
      token: manager.token,
      body: { condolences: "each", remembrance: true },
    });
    const [y = 0, m = 0, d = 0] = death.split("-").map(Number);
    h.api.scheduler.moveTo(noon(y + 1, m, d));
    const sent = mails(manager.email, "remembrance");
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toContain("een jaar geleden dat Johanna de Vries overleed");
    expect(sent[0]?.body).toContain("Misschien wilt u iets toevoegen aan de pagina");
  });
});

describe("the plan-end reminders on the movable clock", () => {
  it("reminds every manager 90, 30 and 7 days before the plan ends, once each", async () => {
    const id = await page();
    const endsAt = Date.parse(h.api.profiles.get(id)?.paidUntil ?? "");
    const at = (daysBefore: number) => new Date(endsAt - daysBefore * DAY);

    h.api.scheduler.moveTo(at(91));
    expect(mails(owner.email, "plan-reminder")).toEqual([]);
    h.api.scheduler.moveTo(at(89.5));
    h.api.scheduler.runDue();
    const first = mails(owner.email, "plan-reminder");
    expect(first).toHaveLength(1);
    expect(first[0]?.subject).toBe(
      "Het abonnement van de herinneringspagina van Johanna de Vries loopt over 90 dagen af",
    );
    expect(first[0]?.body).toContain(`${h.config.webOrigin}/${addressOf(id)}?plan=verlengen`);
    expect(mails(manager.email, "plan-reminder")).toHaveLength(1);
    expect(mails(viewer.email)).toEqual([]);

    h.api.scheduler.moveTo(at(29.5));
    h.api.scheduler.moveTo(at(6.5));
    h.api.scheduler.moveTo(at(1));
    expect(mails(owner.email, "plan-reminder").map((m) => m.subject)).toEqual([
      "Het abonnement van de herinneringspagina van Johanna de Vries loopt over 7 dagen af",
      "Het abonnement van de herinneringspagina van Johanna de Vries loopt over 30 dagen af",
      "Het abonnement van de herinneringspagina van Johanna de Vries loopt over 90 dagen af",
    ]);
  });

  it("moves the clock through /_local/clock, never back", async () => {
    const before = await h.call("GET", "/_local/clock");
    const now = Date.parse((before.body as { now: string }).now);
    const target = new Date(now + 365 * DAY).toISOString();
    const moved = await h.call("POST", "/_local/clock", { body: { at: target } });
    expect(moved.status).toBe(200);
    expect(Date.parse((moved.body as { now: string }).now)).toBeGreaterThanOrEqual(
      Date.parse(target),
    );
    const back = await h.call("POST", "/_local/clock", {
      body: { at: new Date(now).toISOString() },
    });
    expect(back.status).toBe(400);
  });
});
