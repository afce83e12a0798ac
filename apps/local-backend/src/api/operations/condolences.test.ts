import type { components } from "@memorial/api-types";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { normaliseText } from "./condolences.ts";
import { startApiHarness, type ApiHarness, type TestUser } from "../../testing/api-harness.ts";

type Schemas = components["schemas"];
type Item = Schemas["Condolence"];
type ListBody = Schemas["CondolenceList"];
type Created = Schemas["CondolenceCreated"];

let h: ApiHarness;
let owner: TestUser;
let viewer: TestUser;
let other: TestUser;

async function start(env: Record<string, string> = {}) {
  h = await startApiHarness({
    MEMORIAL_RATE_LIMIT_CLIENT_PER_MINUTE: "1000",
    MEMORIAL_RATE_LIMIT_PAGE_PER_MINUTE: "1000",
    ...env,
  });
  owner = await h.user("eigenaar@example.nl");
  viewer = await h.user("kijker@example.nl");
  other = await h.user("ander@example.nl");
}

/** A page with a viewer; public (silver plan) when asked. */
async function page(isPublic: boolean): Promise<string> {
  const id = await h.createPage(owner);
  h.api.profiles.putAccessRow(id, viewer.email, "view");
  h.api.profiles.saveContent(
    id,
    {
      name: "Johanna",
      dateOfBirth: null,
      dateOfDeath: null,
      profilePicture: null,
      sections: [],
      extra: {},
    },
    undefined,
  );
  if (isPublic) {
    h.api.profiles.activatePlan(id, "silver", 10);
    h.api.profiles.setPublic(id, true);
  }
  return id;
}

const write = (id: string, body: unknown, token?: string) =>
  h.call(
    "POST",
    token === undefined
      ? `/public/api/v1/profiles/${id}/condolences`
      : `/api/v1/profiles/${id}/condolences`,
    { token, body },
  );

const list = async (id: string, token?: string, query = "") => {
  const res = await h.call(
    "GET",
    `${token === undefined ? "/public" : ""}/api/v1/profiles/${id}/condolences${query}`,
    { token },
  );
  expect(res.status).toBe(200);
  return res.body as ListBody;
};

afterEach(async () => {
  await h.close();
});

describe("writing and reading condolences", () => {
  beforeEach(async () => {
    await start();
  });

  it("keeps a new message waiting: visible to managers and its writer only", async () => {
    const id = await page(true);
    const res = await write(id, {
      name: "  Marja ",
      message: "Lieve familie,\r\nveel sterkte.",
      relation: "Buurvrouw",
    });
    expect(res.status).toBe(201);
    const created = res.body as Created;
    expect(created.condolence).toMatchObject({
      name: "Marja",
      message: "Lieve familie,\nveel sterkte.",
      relation: "Buurvrouw",
      status: "pending",
      own: true,
    });
    expect(created.condolence.email).toBeUndefined();

    expect((await list(id)).items).toEqual([]);
    expect((await list(id, viewer.token)).items).toEqual([]);
    expect((await list(id, other.token)).items).toEqual([]);
    const mine = await list(id, undefined, `?own=${created.ownerToken}`);
    expect(mine.items.map((i) => [i.id, i.own, i.status])).toEqual([
      [created.condolence.id, true, "pending"],
    ]);
    const managed = await list(id, owner.token);
    expect(managed.items).toHaveLength(1);
    expect(managed.items[0]).toMatchObject({ email: null, own: false });
    expect(managed.counts).toEqual({ pending: 1, approved: 0, hidden: 0, reported: 0 });
  });

  it("shows a signed-in writer their own waiting message and gives managers the e-mail", async () => {
    const id = await page(false);
    const res = await write(id, { name: "Kees", message: "Sterkte" }, viewer.token);
    expect(res.status).toBe(201);
    expect((await list(id, viewer.token)).items.map((i) => i.own)).toEqual([true]);
    expect((await list(id, owner.token)).items[0]?.email).toBe(viewer.email);
  });

  it("approves, hides and deletes; visitors follow, counters too", async () => {
    const id = await page(true);
    const a = (await write(id, { name: "A", message: "een" })).body as Created;
    const b = (await write(id, { name: "B", message: "twee" })).body as Created;
    const path = `/api/v1/profiles/${id}/condolences`;
    const approve = await h.call("PUT", `${path}/${a.condolence.id}/status`, {
      token: owner.token,
      body: { status: "approved" },
    });
    expect(approve.status).toBe(200);
    expect((approve.body as Item).status).toBe("approved");
    expect((await list(id)).items.map((i) => i.name)).toEqual(["A"]);

    const viewerTry = await h.call("PUT", `${path}/${b.condolence.id}/status`, {
      token: viewer.token,
      body: { status: "approved" },
    });
    expect(viewerTry.status).toBe(403);
    const outsiderTry = await h.call("DELETE", `${path}/${b.condolence.id}`, {
      token: other.token,
    });
    expect(outsiderTry.status).toBe(403);

    await h.call("PUT", `${path}/${a.condolence.id}/status`, {
      token: owner.token,
      body: { status: "hidden" },
    });
    expect((await list(id)).items).toEqual([]);
    expect((await list(id, undefined, `?own=${a.ownerToken}`)).items).toEqual([]);
    expect((await list(id, owner.token)).counts).toEqual({
      pending: 1,
      approved: 0,
      hidden: 1,
      reported: 0,
    });

    const bulk = await h.call("POST", `${path}/bulk-approve`, {
      token: owner.token,
      body: { ids: [a.condolence.id, b.condolence.id, "onbekend"] },
    });
    expect(bulk.body).toEqual({ approved: 2 });
    expect((await list(id)).items.map((i) => i.name)).toEqual(["B", "A"]);

    expect(
      (await h.call("DELETE", `${path}/${a.condolence.id}`, { token: owner.token })).status,
    ).toBe(204);
    expect(
      (await h.call("DELETE", `${path}/${a.condolence.id}`, { token: owner.token })).status,
    ).toBe(404);
    const after = await list(id, owner.token, "?status=approved");
    expect(after.items.map((i) => i.name)).toEqual(["B"]);
    expect(after.counts).toEqual({ pending: 0, approved: 1, hidden: 0, reported: 0 });
  });

  it("gives managers one message of any status, far down the list or not; no one else", async () => {
    const id = await page(true);
    const first = (await write(id, { name: "Eerste", message: "een", email: "e@example.nl" }))
      .body as Created;
    for (let index = 0; index < 25; index++) {
      await write(id, { name: `Later ${String(index)}`, message: "later" });
    }
    const path = `/api/v1/profiles/${id}/condolences`;
    const page1 = await list(id, owner.token, "?limit=20");
    expect(page1.items.map((i) => i.id)).not.toContain(first.condolence.id);
    const read = await h.call("GET", `${path}/${first.condolence.id}`, { token: owner.token });
    expect(read.status).toBe(200);
    const item = read.body as Item;
    expect(item).toMatchObject({ id: first.condolence.id, name: "Eerste", status: "pending" });
    // As the managers' list gives it (with the writer's e-mail address).
    const all = await list(id, owner.token, "?limit=100");
    expect(item).toEqual(all.items.find((i) => i.id === first.condolence.id));
    for (const token of [viewer.token, other.token]) {
      expect((await h.call("GET", `${path}/${first.condolence.id}`, { token })).status).toBe(403);
    }
    expect((await h.call("GET", `${path}/${first.condolence.id}`)).status).toBe(401);
    await h.call("DELETE", `${path}/${first.condolence.id}`, { token: owner.token });
    expect(
      (await h.call("GET", `${path}/${first.condolence.id}`, { token: owner.token })).status,
    ).toBe(404);
  });

  it("pages newest first with a cursor, own waiting messages in their place", async () => {
    const id = await page(true);
    await h.call("PUT", `/api/v1/profiles/${id}/condolence-settings`, {
      token: owner.token,
      body: { mode: "immediate" },
    });
    for (let i = 1; i <= 5; i++) await write(id, { name: `N${i}`, message: "x" });
    await h.call("PUT", `/api/v1/profiles/${id}/condolence-settings`, {
      token: owner.token,
      body: { mode: "approval" },
    });
    const mine = (await write(id, { name: "Mijn", message: "x" })).body as Created;
    const names: string[] = [];
    let cursor: string | null = "";
    while (cursor !== null) {
      const query: string = `?limit=2&own=${mine.ownerToken}${cursor === "" ? "" : `&cursor=${cursor}`}`;
      const body = await list(id, undefined, query);
      expect(body.items.length).toBeLessThanOrEqual(2);
      names.push(...body.items.map((i) => i.name));
      cursor = body.nextCursor;
    }
    expect(names).toEqual(["Mijn", "N5", "N4", "N3", "N2", "N1"]);
    const bad = await h.call("GET", `/public/api/v1/profiles/${id}/condolences?cursor=abc`);
    expect(bad.status).toBe(400);
  });

  it("takes a cursor only in the list that issued it (400 invalid_request otherwise)", async () => {
    const [first, second] = [await page(true), await page(true)];
    for (const id of [first, second]) {
      await h.call("PUT", `/api/v1/profiles/${id}/condolence-settings`, {
        token: owner.token,
        body: { mode: "immediate" },
      });
      for (let i = 1; i <= 3; i++) {
        await write(id, { name: `N${i}`, message: "x" });
        await h.call("POST", `/public/api/v1/profiles/${id}/candles`, { body: { name: `K${i}` } });
      }
    }
    const condolences = (id: string) => `/public/api/v1/profiles/${id}/condolences`;
    const candles = (id: string) => `/public/api/v1/profiles/${id}/candles`;
    const cursor = (await list(first, undefined, "?limit=1")).nextCursor ?? "";
    expect(cursor).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    // Its own list, anonymous or signed in (the public twin), and the next page.
    const own = await h.call("GET", `${condolences(first)}?limit=1&cursor=${cursor}`);
    expect(own.status).toBe(200);
    expect((own.body as ListBody).items.map((i) => i.name)).toEqual(["N2"]);
    const signedIn = await h.call("GET", `/api/v1/profiles/${first}/condolences?cursor=${cursor}`, {
      token: viewer.token,
    });
    expect(signedIn.status).toBe(200);
    const candleCursor = (
      (await h.call("GET", `${candles(first)}?limit=1`)).body as { nextCursor: string }
    ).nextCursor;
    const position = cursor.split("-")[0] ?? "";
    const refused = [
      `${condolences(second)}?cursor=${cursor}`, // another page's list
      `${candles(first)}?cursor=${cursor}`, // another kind of list
      `${condolences(first)}?cursor=${candleCursor}`,
      `/api/v1/profiles/${first}/condolences?status=approved&cursor=${cursor}`, // another filter
      `${condolences(first)}?cursor=${cursor.replace(position, (Number.parseInt(position, 36) + 1).toString(36))}`,
      `${condolences(first)}?cursor=${"A".repeat(22)}`, // invented, though it matches the pattern
      `${condolences(first)}?cursor=${"a".repeat(65)}`,
    ];
    for (const url of refused) {
      const answer = await h.call("GET", url, { token: owner.token });
      expect([url, answer.status, (answer.body as { code?: string }).code]).toEqual([
        url,
        400,
        "invalid_request",
      ]);
    }
  });

  it("refuses the status filter to non-managers", async () => {
    const id = await page(false);
    const res = await h.call("GET", `/api/v1/profiles/${id}/condolences?status=pending`, {
      token: viewer.token,
    });
    expect(res.status).toBe(403);
  });

  it("stores a script as text and strips control characters", async () => {
    const id = await page(true);
    const payload = '<script>alert("x")</script><img src=x onerror=alert(1)>';
    const res = await write(id, { name: "<b>X</b>", message: payload });
    expect((res.body as Created).condolence.message).toBe(payload);
    expect(res.headers.get("content-type")).toContain("application/json");
    expect(normaliseText("a\u0000b\u200Bc\n\n\n\nd  \ne")).toBe("abc\n\nd\ne");
    const blank = await write(id, { name: "X", message: "\u0001\u0002" });
    expect(blank.status).toBe(400);
  });

  it("checks lengths and required fields", async () => {
    const id = await page(true);
    expect((await write(id, { name: "X", message: "a".repeat(2001) })).status).toBe(400);
    expect((await write(id, { name: "X", message: "a".repeat(2000) })).status).toBe(201);
    expect((await write(id, { name: "", message: "a" })).status).toBe(400);
    expect((await write(id, { name: "   ", message: "a" })).status).toBe(400);
    expect((await write(id, { name: "x".repeat(101), message: "a" })).status).toBe(400);
    expect((await write(id, { name: "X", message: "a", relation: "r".repeat(101) })).status).toBe(
      400,
    );
    expect((await write(id, { message: "a" })).status).toBe(400);
  });

  it("drops a message whose honeypot is filled, answering as usual", async () => {
    const id = await page(true);
    const res = await write(id, {
      name: "Bot",
      message: "koop nu",
      website: "http://spam.example",
    });
    expect(res.status).toBe(201);
    const managed = await list(id, owner.token);
    expect(managed.items).toEqual([]);
    expect(managed.counts?.pending).toBe(0);
    expect(h.ctx.mailbox.list(owner.email)).toEqual([]);
  });

  it("hides pages that are not public from anonymous visitors and outsiders", async () => {
    const id = await page(false);
    expect((await h.call("GET", `/public/api/v1/profiles/${id}/condolences`)).status).toBe(404);
    expect((await write(id, { name: "X", message: "y" })).status).toBe(404);
    expect(
      (await h.call("GET", `/api/v1/profiles/${id}/condolences`, { token: other.token })).status,
    ).toBe(404);
    expect((await h.call("GET", `/api/v1/profiles/${id}/condolences`)).status).toBe(401);
  });
});

describe("the setting", () => {
  beforeEach(async () => {
    await start();
  });

  it("defaults to approval, carries an ETag and refuses a stale one", async () => {
    const id = await page(true);
    const path = `/api/v1/profiles/${id}/condolence-settings`;
    const read = await h.call("GET", path, { token: viewer.token });
    expect(read.body).toEqual({ mode: "approval", memories: true });
    const etag = read.headers.get("etag") ?? "";
    expect(etag).toMatch(/^"\d+"$/);
    const saved = await h.call("PUT", path, {
      token: owner.token,
      body: { mode: "immediate" },
      headers: { "If-Match": etag },
    });
    expect(saved.status).toBe(200);
    expect(saved.headers.get("etag")).not.toBe(etag);
    const stale = await h.call("PUT", path, {
      token: owner.token,
      body: { mode: "off" },
      headers: { "If-Match": etag },
    });
    expect(stale.status).toBe(412);
    const garbage = await h.call("PUT", path, {
      token: owner.token,
      body: { mode: "off" },
      headers: { "If-Match": "W/zzz" },
    });
    expect(garbage.status).toBe(412);
    expect((await h.call("GET", path, { token: owner.token })).body).toEqual({
      mode: "immediate",
      memories: true,
    });
    expect((await h.call("PUT", path, { token: viewer.token, body: { mode: "off" } })).status).toBe(
      403,
    );
  });

  it("shows messages at once with immediate, and closes everything with off", async () => {
    const id = await page(true);
    const path = `/api/v1/profiles/${id}/condolence-settings`;
    await h.call("PUT", path, { token: owner.token, body: { mode: "immediate" } });
    const res = await write(id, { name: "A", message: "b" });
    expect((res.body as Created).condolence.status).toBe("approved");
    expect((await list(id)).items).toHaveLength(1);
    expect(h.ctx.mailbox.list(owner.email)).toEqual([]);
    await h.call("POST", `/public/api/v1/profiles/${id}/candles`, { body: { name: "Kees" } });

    await h.call("PUT", path, { token: owner.token, body: { mode: "off" } });
    const closed = await list(id);
    expect(closed).toEqual({ mode: "off", memories: true, items: [], nextCursor: null });
    expect((await write(id, { name: "A", message: "b" })).body).toMatchObject({
      code: "condolences_closed",
    });
    const candles = await h.call("GET", `/public/api/v1/profiles/${id}/candles`);
    expect(candles.body).toEqual({ mode: "off", count: 0, named: [], nextCursor: null });
    const lit = await h.call("POST", `/public/api/v1/profiles/${id}/candles`, { body: {} });
    expect(lit.status).toBe(409);
    expect((await list(id, owner.token)).items).toHaveLength(1);
  });
});

describe("candles", () => {
  beforeEach(async () => {
    await start();
  });

  it("counts every candle and lists the named ones newest first", async () => {
    const id = await page(true);
    const path = `/public/api/v1/profiles/${id}/candles`;
    expect((await h.call("POST", path, { body: {} })).body).toMatchObject({ count: 1 });
    expect((await h.call("POST", path, { body: { name: " Kees " } })).body).toMatchObject({
      count: 2,
      candle: { name: "Kees" },
    });
    await h.call("POST", `/api/v1/profiles/${id}/candles`, {
      token: viewer.token,
      body: { name: "Anna" },
    });
    const spam = await h.call("POST", path, { body: { name: "Bot", website: "x" } });
    expect(spam.status).toBe(201);
    const read = await h.call("GET", `${path}?limit=1`);
    const body = read.body as { count: number; named: { name: string }[]; nextCursor: string };
    expect(body.count).toBe(3);
    expect(body.named.map((c) => c.name)).toEqual(["Anna"]);
    const next = await h.call("GET", `${path}?limit=1&cursor=${body.nextCursor}`);
    expect(
      (next.body as { named: { name: string }[]; nextCursor: null }).named.map((c) => c.name),
    ).toEqual(["Kees"]);
  });
});

describe("blocked pages", () => {
  beforeEach(async () => {
    await start();
  });

  it("take no new messages or candles but keep and show the existing ones", async () => {
    const id = await page(false);
    await write(id, { name: "Kees", message: "Sterkte" }, viewer.token);
    await h.call("POST", `/api/v1/profiles/${id}/candles`, { token: viewer.token, body: {} });
    h.api.profiles.expireTrial(id);
    const res = await write(id, { name: "X", message: "y" }, viewer.token);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: "profile_blocked" });
    const candle = await h.call("POST", `/api/v1/profiles/${id}/candles`, {
      token: viewer.token,
      body: {},
    });
    expect(candle.status).toBe(409);
    expect((await list(id, owner.token)).items).toHaveLength(1);
    const candles = await h.call("GET", `/api/v1/profiles/${id}/candles`, { token: viewer.token });
    expect((candles.body as { count: number }).count).toBe(1);
  });
});

describe("rate limits", () => {
  it("answers 429 with Retry-After per client", async () => {
    await start({ MEMORIAL_RATE_LIMIT_CLIENT_PER_MINUTE: "2" });
    const id = await page(false);
    for (let i = 0; i < 2; i++) {
      expect((await write(id, { name: "K", message: "x" }, viewer.token)).status).toBe(201);
    }
    const limited = await write(id, { name: "K", message: "x" }, viewer.token);
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ code: "rate_limited" });
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    const candle = await h.call("POST", `/api/v1/profiles/${id}/candles`, {
      token: viewer.token,
      body: {},
    });
    expect(candle.status).toBe(429);
    // Another client is not affected.
    expect((await write(id, { name: "E", message: "x" }, owner.token)).status).toBe(201);
  });

  it("counts anonymous clients by X-Forwarded-For only behind a trusted proxy", async () => {
    const anonymous = (id: string, address: string) =>
      h.call("POST", `/public/api/v1/profiles/${id}/candles`, {
        body: {},
        headers: { "X-Forwarded-For": address },
      });
    await start({ MEMORIAL_RATE_LIMIT_CLIENT_PER_MINUTE: "1", MEMORIAL_TRUST_PROXY: "true" });
    const trusted = await page(true);
    expect((await anonymous(trusted, "203.0.113.1")).status).toBe(201);
    expect((await anonymous(trusted, "203.0.113.1")).status).toBe(429);
    expect((await anonymous(trusted, "203.0.113.2")).status).toBe(201);
    await h.close();
    // Without the setting the header is ignored: a client cannot pick a fresh address.
    await start({ MEMORIAL_RATE_LIMIT_CLIENT_PER_MINUTE: "1" });
    const direct = await page(true);
    expect((await anonymous(direct, "203.0.113.1")).status).toBe(201);
    expect((await anonymous(direct, "203.0.113.2")).status).toBe(429);
  });

  it("answers 429 per page, whoever writes", async () => {
    await start({ MEMORIAL_RATE_LIMIT_PAGE_PER_MINUTE: "2" });
    const id = await page(false);
    expect((await write(id, { name: "K", message: "x" }, viewer.token)).status).toBe(201);
    expect((await write(id, { name: "E", message: "x" }, owner.token)).status).toBe(201);
    expect((await write(id, { name: "A", message: "x" }, other.token)).status).toBe(404);
    const limited = await write(id, { name: "E", message: "x" }, owner.token);
    expect(limited.status).toBe(429);
    const otherPage = await page(false);
    expect((await write(otherPage, { name: "E", message: "x" }, owner.token)).status).toBe(201);
  });
});
