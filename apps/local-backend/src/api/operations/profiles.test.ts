import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startApiHarness, type ApiHarness, type TestUser } from "../../testing/api-harness.ts";

let h: ApiHarness;
let owner: TestUser;

beforeEach(async () => {
  h = await startApiHarness();
  owner = await h.user("Eigenaar@Example.nl");
});
afterEach(async () => {
  await h.close();
});

const textSection = (text: string, isPublic = true) => ({ type: "text", isPublic, text });

describe("creating, listing and reading pages", () => {
  it("creates an empty trial page owned by the caller", async () => {
    const created = await h.call("POST", "/api/v1/profiles", { token: owner.token });
    expect(created.status).toBe(201);
    const { id } = created.body as { id: string };
    expect(created.headers.get("location")).toBe(`/api/v1/profiles/${id}`);

    const read = await h.call("GET", `/api/v1/profiles/${id}`, { token: owner.token });
    expect(read.status).toBe(200);
    expect(read.body).toEqual({
      id,
      address: null,
      name: "",
      profilePicture: null,
      isPublic: false,
      isBlocked: false,
      isSearchable: false,
      plan: "trial",
      planEndsAt: expect.any(String) as string,
      dateOfBirth: null,
      dateOfDeath: null,
      sections: [],
    });
    expect(read.headers.get("etag")).toBe('"1"');
  });

  it("accepts an empty JSON object as the create body but nothing else", async () => {
    expect(
      (await h.call("POST", "/api/v1/profiles", { token: owner.token, body: {} })).status,
    ).toBe(201);
    const bad = await h.call("POST", "/api/v1/profiles", {
      token: owner.token,
      body: { name: "x" },
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: "invalid_request" });
  });

  it("lists the caller's pages newest first, and only theirs", async () => {
    const first = await h.createPage(owner);
    const second = await h.createPage(owner);
    const other = await h.user("ander@example.nl");
    await h.createPage(other);
    const list = await h.call("GET", "/api/v1/profiles", { token: owner.token });
    expect(list.status).toBe(200);
    expect((list.body as { profiles: { id: string }[] }).profiles.map((p) => p.id)).toEqual([
      second,
      first,
    ]);
  });

  it("lists each page with its dates and state, and the plan's end only to its managers", async () => {
    const id = await h.createPage(owner);
    const saved = await h.call("PUT", `/api/v1/profiles/${id}`, {
      token: owner.token,
      body: { name: "Johanna", dateOfBirth: "1948-03-12", dateOfDeath: "2025-11-02", sections: [] },
    });
    expect(saved.status).toBe(200);
    const viewer = await h.user("kijker@example.nl");
    const granted = await h.call("PUT", `/api/v1/profiles/${id}/group-membership`, {
      token: owner.token,
      body: { username: viewer.email, groupIDs: [`${id}-0001`] },
    });
    expect(granted.status).toBeLessThan(300);

    const own = await h.call("GET", "/api/v1/profiles", { token: owner.token });
    const [item] = (own.body as { profiles: Record<string, unknown>[] }).profiles;
    const trialEnd = Date.parse(String(item?.planEndsAt));
    // The trial lasts the configured 30 days from now.
    expect(Math.abs(trialEnd - (Date.now() + 30 * 24 * 3600 * 1000))).toBeLessThan(60_000);
    expect(item).toEqual({
      id,
      address: "johanna-1948",
      name: "Johanna",
      profilePicture: null,
      dateOfBirth: "1948-03-12",
      dateOfDeath: "2025-11-02",
      isPublic: false,
      isBlocked: false,
      plan: "trial",
      planEndsAt: item?.planEndsAt,
    });
    const read = await h.call("GET", `/api/v1/profiles/${id}`, { token: owner.token });
    expect((read.body as { planEndsAt?: string }).planEndsAt).toBe(item?.planEndsAt);

    // A viewer sees the page's state, never when its plan ends.
    const theirs = await h.call("GET", "/api/v1/profiles", { token: viewer.token });
    const [seen] = (theirs.body as { profiles: Record<string, unknown>[] }).profiles;
    expect(seen).toMatchObject({ id, plan: "trial", isPublic: false });
    expect(seen).not.toHaveProperty("planEndsAt");
    const viewed = await h.call("GET", `/api/v1/profiles/${id}`, { token: viewer.token });
    expect(viewed.body).not.toHaveProperty("planEndsAt");
  });

  it("ignores planEndsAt in a save body", async () => {
    const id = await h.createPage(owner);
    const before = await h.call("GET", `/api/v1/profiles/${id}`, { token: owner.token });
    const saved = await h.call("PUT", `/api/v1/profiles/${id}`, {
      token: owner.token,
      body: { name: "x", sections: [], planEndsAt: "2099-01-01T00:00:00.000Z" },
    });
    expect(saved.status).toBe(200);
    expect((saved.body as { planEndsAt?: string }).planEndsAt).toBe(
      (before.body as { planEndsAt?: string }).planEndsAt,
    );
  });

  it("accepts an access token, resolving the e-mail by sub", async () => {
    const id = await h.createPage(owner);
    const token = await h.accessToken(owner);
    const read = await h.call("GET", `/api/v1/profiles/${id}`, { token });
    expect(read.status).toBe(200);
  });

  it("answers 401 without a token or with a forged one", async () => {
    expect((await h.call("GET", "/api/v1/profiles")).status).toBe(401);
    // Authentication comes before validation: no hints for callers without a session.
    expect((await h.call("DELETE", "/api/v1/profiles/bad%20id/group-membership")).status).toBe(401);
    const forged = `${owner.token.slice(0, -4)}AAAA`;
    const res = await h.call("GET", "/api/v1/profiles", { token: forged });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ code: "unauthorized", message: "missing or invalid bearer token" });
  });

  it("limits a user to 50 pages", async () => {
    for (let i = 0; i < 50; i++) await h.createPage(owner);
    const res = await h.call("POST", "/api/v1/profiles", { token: owner.token });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: "limit_reached" });
  });
});

describe("saving a page", () => {
  it("stores name, dates, picture, sections and pass-through fields, and ignores server fields", async () => {
    const id = await h.createPage(owner);
    const saved = await h.call("PUT", `/api/v1/profiles/${id}`, {
      token: owner.token,
      body: {
        name: "Johanna de Vries",
        dateOfBirth: "1948-03-12",
        dateOfDeath: "2025-11-02",
        profilePicture: "http://api.test/media/x/portret.jpg",
        sections: [textSection("<p>Hallo</p>"), { type: "video", isPublic: false }],
        theme: "rustig",
        isPublic: true,
        plan: "silver",
        isBlocked: true,
        id: "other",
      },
    });
    expect(saved.status).toBe(200);
    expect(saved.headers.get("etag")).toBe('"2"');
    expect(saved.body).toMatchObject({
      id,
      name: "Johanna de Vries",
      dateOfBirth: "1948-03-12",
      plan: "trial",
      isPublic: false,
      isBlocked: false,
      theme: "rustig",
    });
    const read = await h.call("GET", `/api/v1/profiles/${id}`, { token: owner.token });
    expect(read.body).toEqual(saved.body);
  });

  it("sanitises the HTML of text sections on write", async () => {
    const id = await h.createPage(owner);
    const res = await h.call("PUT", `/api/v1/profiles/${id}`, {
      token: owner.token,
      body: {
        name: "x",
        sections: [
          textSection(
            '<h1 onclick="x()">Titel</h1><script>alert(1)</script><p style="color:red">Tekst <a href="javascript:alert(1)">link</a><img src=x onerror=alert(1)></p><svg><g onload=alert(1)></g></svg>',
          ),
        ],
      },
    });
    expect(res.status).toBe(200);
    const text = (res.body as { sections: { text: string }[] }).sections[0]?.text;
    expect(text).toBe("<h1>Titel</h1><p>Tekst link</p>");
  });

  it("rejects bad payloads with 400 and the contract's error body", async () => {
    const id = await h.createPage(owner);
    const cases: unknown[] = [
      "{not json",
      { sections: [] },
      { name: 5, sections: [] },
      { name: "x", sections: [{ type: "text", isPublic: true }] },
      { name: "x", sections: [{ type: "iframe", isPublic: true }] },
      { name: "x", sections: [{ type: "text", isPublic: true, text: "a", editMode: true }] },
      { name: "x", dateOfBirth: "12-03-1948", sections: [] },
      { name: "x", profilePicture: "javascript:alert(1)", sections: [] },
      { name: "x".repeat(201), sections: [] },
      { name: "x", sections: Array.from({ length: 51 }, () => textSection("a")) },
    ];
    for (const body of cases) {
      const res = await h.call("PUT", `/api/v1/profiles/${id}`, { token: owner.token, body });
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.body).toMatchObject({ code: "invalid_request", message: expect.any(String) });
    }
    const missing = await h.call("PUT", `/api/v1/profiles/${id}`, { token: owner.token });
    expect(missing.status).toBe(400);
    const names = await h.call("PUT", `/api/v1/profiles/${id}`, {
      token: owner.token,
      body: { name: "x", sections: [{ type: "text", isPublic: true }] },
    });
    expect((names.body as { message: string }).message).toContain("sections/0");
  });

  it("enforces the limits the schema cannot express", async () => {
    const id = await h.createPage(owner);
    const photos = Array.from({ length: 100 }, (_, i) => `http://api.test/media/p/${i}.jpg`);
    const tooMany = await h.call("PUT", `/api/v1/profiles/${id}`, {
      token: owner.token,
      body: {
        name: "x",
        sections: [0, 1, 2].map(() => ({ type: "photo_carousel", isPublic: true, photos })),
      },
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body).toMatchObject({ code: "too_many_photos" });

    const fields = Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`f${i}`, i]));
    const extra = await h.call("PUT", `/api/v1/profiles/${id}`, {
      token: owner.token,
      body: { name: "x", sections: [], ...fields },
    });
    expect(extra.status).toBe(400);

    const huge = await h.call("PUT", `/api/v1/profiles/${id}`, {
      token: owner.token,
      body: { name: "x", sections: [], blob: "x".repeat(5 * 1024 * 1024) },
    });
    expect(huge.status).toBe(413);
    expect(huge.body).toMatchObject({ code: "payload_too_large" });
  });

  it("answers 412 for a stale If-Match and changes nothing", async () => {
    const id = await h.createPage(owner);
    const read = await h.call("GET", `/api/v1/profiles/${id}`, { token: owner.token });
    const etag = read.headers.get("etag") ?? "";
    const first = await h.call("PUT", `/api/v1/profiles/${id}`, {
      token: owner.token,
      headers: { "If-Match": etag },
      body: { name: "Eerste", sections: [] },
    });
    expect(first.status).toBe(200);
    expect(first.headers.get("etag")).not.toBe(etag);

    const second = await h.call("PUT", `/api/v1/profiles/${id}`, {
      token: owner.token,
      headers: { "If-Match": etag },
      body: { name: "Tweede", sections: [] },
    });
    expect(second.status).toBe(412);
    expect(second.body).toMatchObject({ code: "version_conflict" });
    const after = await h.call("GET", `/api/v1/profiles/${id}`, { token: owner.token });
    expect((after.body as { name: string }).name).toBe("Eerste");

    const withCurrent = await h.call("PUT", `/api/v1/profiles/${id}`, {
      token: owner.token,
      headers: { "If-Match": first.headers.get("etag") ?? "" },
      body: { name: "Derde", sections: [] },
    });
    expect(withCurrent.status).toBe(200);
    const garbage = await h.call("PUT", `/api/v1/profiles/${id}`, {
      token: owner.token,
      headers: { "If-Match": "W/nonsense" },
      body: { name: "Vierde", sections: [] },
    });
    expect(garbage.status).toBe(412);
  });

  it("answers CORS only for the web origin and exposes the ETag", async () => {
    const id = await h.createPage(owner);
    const allowed = await h.call("GET", `/api/v1/profiles/${id}`, {
      token: owner.token,
      headers: { Origin: "http://web.test" },
    });
    expect(allowed.headers.get("access-control-allow-origin")).toBe("http://web.test");
    expect(allowed.headers.get("access-control-expose-headers")).toContain("ETag");
    const other = await h.call("GET", `/api/v1/profiles/${id}`, {
      token: owner.token,
      headers: { Origin: "http://evil.test" },
    });
    expect(other.headers.get("access-control-allow-origin")).toBeNull();
    expect(other.headers.get("x-content-type-options")).toBe("nosniff");
  });
});
