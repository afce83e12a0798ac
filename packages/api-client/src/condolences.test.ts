import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { CONDOLENCE_LIMITS } from "@memorial/domain";
import { fakeApi, json } from "../test/fake-api";
import {
  approveCondolences,
  checkCondolenceDraft,
  createOwnerTokenStore,
  deleteCandle,
  deleteCondolence,
  getCondolence,
  lightCandle,
  listCandles,
  listCondolences,
  readCondolenceSettings,
  saveCondolenceSettings,
  setCondolenceStatus,
  writeCondolence,
} from "./condolences";
import { ApiError } from "./errors";

const ITEM = {
  id: "c1",
  name: "Marja",
  message: "Sterkte",
  relation: null,
  status: "approved",
  createdAt: "2026-11-20T14:03:12.000Z",
  own: false,
};
const LIST = { mode: "approval", items: [ITEM], nextCursor: "MTI" };
const TOKEN = "k3J9xQ2mV7pL0aZt8RwB4nYc";

describe("listCondolences", () => {
  it("reads the public variant without a session, with cursor, limit and own tokens", async () => {
    const api = fakeApi(() => json(200, LIST), { tokens: null });
    await expect(
      listCondolences(api.client, "p1", {
        cursor: "MTI",
        limit: 10,
        ownTokens: [TOKEN, "too-short", TOKEN.replace("k", "m")],
      }),
    ).resolves.toEqual(LIST);
    const call = api.calls[0];
    expect(call?.path).toBe("/public/api/v1/profiles/p1/condolences");
    expect(call?.url.searchParams.get("cursor")).toBe("MTI");
    expect(call?.url.searchParams.get("limit")).toBe("10");
    expect(call?.url.searchParams.get("own")).toBe(`${TOKEN},${TOKEN.replace("k", "m")}`);
    expect(call?.headers.get("Authorization")).toBeNull();
  });

  it("reads the signed-in variant with a status filter", async () => {
    const api = fakeApi(() =>
      json(200, { ...LIST, counts: { pending: 1, approved: 1, hidden: 0 } }),
    );
    const list = await listCondolences(api.client, "p1", { status: "pending" });
    expect(list.counts).toEqual({ pending: 1, approved: 1, hidden: 0 });
    expect(api.calls[0]?.path).toBe("/api/v1/profiles/p1/condolences");
    expect(api.calls[0]?.url.searchParams.get("status")).toBe("pending");
    expect(api.calls[0]?.url.searchParams.has("own")).toBe(false);
  });

  it("rejects a malformed answer and a bad limit", async () => {
    const api = fakeApi(() =>
      json(200, { mode: "approval", items: [{ id: 1 }], nextCursor: null }),
    );
    await expect(listCondolences(api.client, "p1")).rejects.toMatchObject({
      code: "invalid_response",
    });
    await expect(listCondolences(api.client, "p1", { limit: 0 })).rejects.toThrow(RangeError);
  });
});

describe("writeCondolence", () => {
  it("posts the draft and answers the message with its owner token", async () => {
    const created = { condolence: { ...ITEM, status: "pending", own: true }, ownerToken: TOKEN };
    const api = fakeApi(() => json(201, created), { tokens: null });
    await expect(
      writeCondolence(api.client, "p1", { name: "Marja", message: "Sterkte", relation: " " }),
    ).resolves.toEqual(created);
    expect(api.calls[0]).toMatchObject({
      method: "POST",
      path: "/public/api/v1/profiles/p1/condolences",
      body: { name: "Marja", message: "Sterkte" },
    });
  });

  it("sends the honeypot only when filled, and uses the session variant when signed in", async () => {
    const api = fakeApi(() => json(201, { condolence: { ...ITEM, own: true }, ownerToken: TOKEN }));
    await writeCondolence(api.client, "p1", {
      name: "Bot",
      message: "x",
      relation: "Collega",
      website: "spam",
    });
    expect(api.calls[0]).toMatchObject({
      path: "/api/v1/profiles/p1/condolences",
      body: { name: "Bot", message: "x", relation: "Collega", website: "spam" },
    });
  });

  it("refuses drafts the contract would refuse, without a call", async () => {
    const api = fakeApi(() => json(201, {}));
    await expect(writeCondolence(api.client, "p1", { name: " ", message: "x" })).rejects.toThrow(
      RangeError,
    );
    expect(api.calls).toHaveLength(0);
    expect(checkCondolenceDraft({ name: "", message: "" })).toEqual([
      "name_missing",
      "message_missing",
    ]);
    expect(
      checkCondolenceDraft({
        name: "n".repeat(101),
        message: "m".repeat(2001),
        relation: "r".repeat(101),
      }),
    ).toEqual(["name_too_long", "message_too_long", "relation_too_long"]);
    // 2,000 emoji are 2,000 characters for the contract, though 4,000 UTF-16 units.
    expect(checkCondolenceDraft({ name: "A", message: "😀".repeat(2000) })).toEqual([]);
  });

  it("passes a rate limit on as ApiError with Retry-After", async () => {
    const api = fakeApi(() =>
      json(429, { code: "rate_limited", message: "too many" }, { "Retry-After": "42" }),
    );
    const error: unknown = await writeCondolence(api.client, "p1", {
      name: "A",
      message: "b",
    }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 429, code: "rate_limited", retryAfterSeconds: 42 });
  });
});

describe("moderation", () => {
  it("sets a status and deletes", async () => {
    const api = fakeApi((request) =>
      request.method === "DELETE" ? new Response(null, { status: 204 }) : json(200, ITEM),
    );
    await expect(setCondolenceStatus(api.client, "p1", "c1", "approved")).resolves.toEqual(ITEM);
    await deleteCondolence(api.client, "p1", "c1");
    expect(api.calls.map((c) => [c.method, c.path, c.body])).toEqual([
      ["PUT", "/api/v1/profiles/p1/condolences/c1/status", { status: "approved" }],
      ["DELETE", "/api/v1/profiles/p1/condolences/c1", undefined],
    ]);
    await expect(deleteCondolence(api.client, "p1", "a/b")).rejects.toMatchObject({
      status: 404,
    });
  });

  it("reads one message for a manager, and refuses an id that is none", async () => {
    const api = fakeApi(() => json(200, { ...ITEM, status: "pending" }));
    await expect(getCondolence(api.client, "p1", "c1")).resolves.toEqual({
      ...ITEM,
      status: "pending",
    });
    expect(api.calls.map((c) => [c.method, c.path])).toEqual([
      ["GET", "/api/v1/profiles/p1/condolences/c1"],
    ]);
    await expect(getCondolence(api.client, "p1", "a/b")).rejects.toMatchObject({ status: 404 });
    expect(api.calls).toHaveLength(1);
    const gone = fakeApi(() => json(404, { error: { code: "not_found", message: "gone" } }));
    await expect(getCondolence(gone.client, "p1", "c1")).rejects.toMatchObject({ status: 404 });
  });

  it("removes a candle", async () => {
    const api = fakeApi(() => new Response(null, { status: 204 }));
    await deleteCandle(api.client, "p1", "k1");
    expect(api.calls.map((c) => [c.method, c.path])).toEqual([
      ["DELETE", "/api/v1/profiles/p1/candles/k1"],
    ]);
    await expect(deleteCandle(api.client, "p1", "a/b")).rejects.toMatchObject({ status: 404 });
  });

  it("approves in chunks of 100 and adds up", async () => {
    const api = fakeApi((request) =>
      json(200, { approved: (request.body as { ids: string[] }).ids.length }),
    );
    const ids = Array.from({ length: 250 }, (_, i) => `c${i}`);
    await expect(approveCondolences(api.client, "p1", [...ids, "c0"])).resolves.toBe(250);
    expect(api.calls.map((c) => (c.body as { ids: string[] }).ids.length)).toEqual([100, 100, 50]);
    expect(api.calls[0]?.path).toBe("/api/v1/profiles/p1/condolences/bulk-approve");
  });

  it("reads and saves the setting with its ETag", async () => {
    const api = fakeApi((request) =>
      request.method === "GET"
        ? json(200, { mode: "approval" }, { ETag: '"3"' })
        : json(200, { mode: "off" }, { ETag: '"4"' }),
    );
    const read = await readCondolenceSettings(api.client, "p1");
    expect(read).toEqual({ mode: "approval", memories: true, etag: '"3"' });
    await expect(
      saveCondolenceSettings(api.client, "p1", "off", { etag: read.etag }),
    ).resolves.toEqual({ mode: "off", memories: true, etag: '"4"' });
    expect(api.calls[1]?.headers.get("If-Match")).toBe('"3"');
    expect(api.calls[1]?.body).toEqual({ mode: "off" });
  });

  it("gives the 412 of a stale setting as a version conflict", async () => {
    const api = fakeApi(() => json(412, { code: "version_conflict", message: "stale" }));
    const error: unknown = await saveCondolenceSettings(api.client, "p1", "off", {
      etag: '"1"',
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 412, code: "version_conflict" });
  });
});

describe("candles", () => {
  it("lists and lights, public without a session", async () => {
    const candle = { id: "k1", name: "Kees", litAt: "2026-11-20T14:05:40.000Z" };
    const api = fakeApi(
      (request) =>
        request.method === "GET"
          ? json(200, { mode: "approval", count: 3, named: [candle], nextCursor: null })
          : json(201, { candle, count: 4 }),
      { tokens: null },
    );
    expect((await listCandles(api.client, "p1", { limit: 5 })).count).toBe(3);
    await expect(lightCandle(api.client, "p1", { name: " Kees " })).resolves.toEqual({
      candle,
      count: 4,
    });
    await lightCandle(api.client, "p1");
    expect(api.calls.map((c) => [c.method, c.path, c.body])).toEqual([
      ["GET", "/public/api/v1/profiles/p1/candles", undefined],
      ["POST", "/public/api/v1/profiles/p1/candles", { name: "Kees" }],
      ["POST", "/public/api/v1/profiles/p1/candles", {}],
    ]);
    await expect(lightCandle(api.client, "p1", { name: "x".repeat(101) })).rejects.toThrow(
      RangeError,
    );
  });
});

describe("owner tokens", () => {
  function mapStorage() {
    const map = new Map<string, string>();
    const storage = {
      getItem: (key: string) => map.get(key) ?? null,
      setItem: (key: string, value: string) => {
        map.set(key, value);
      },
      removeItem: (key: string) => {
        map.delete(key);
      },
    };
    return { map, storage };
  }

  it("keeps the newest 20 valid tokens per page and survives broken storage", () => {
    const { map, storage } = mapStorage();
    const store = createOwnerTokenStore(storage, "p1");
    for (let i = 0; i < 25; i++) store.add(`token-number-${String(i).padStart(4, "0")}`);
    store.add("bad token");
    expect(store.list()).toHaveLength(20);
    expect(store.list()[19]).toBe("token-number-0024");
    expect(createOwnerTokenStore(storage, "p2").list()).toEqual([]);
    map.set("memorial.condolence-tokens.p3", "{not json");
    expect(createOwnerTokenStore(storage, "p3").list()).toEqual([]);
  });

  it("forgets one page's tokens, and only that page's", () => {
    const { storage } = mapStorage();
    createOwnerTokenStore(storage, "p1").add("token-number-0001");
    createOwnerTokenStore(storage, "p2").add("token-number-0002");
    createOwnerTokenStore(storage, "p1").forget();
    expect(createOwnerTokenStore(storage, "p1").list()).toEqual([]);
    expect(createOwnerTokenStore(storage, "p2").list()).toEqual(["token-number-0002"]);
    const blocked = {
      getItem: () => null,
      setItem: () => undefined,
      removeItem: () => {
        throw new Error("SecurityError");
      },
    };
    expect(() => {
      createOwnerTokenStore(blocked, "p1").forget();
    }).not.toThrow();
  });
});

describe("the limits match the contract", () => {
  it("uses the maxLength of CondolenceCreate and CandleCreate", () => {
    const doc = parse(
      readFileSync(new URL("../../../openapi/memorial-api.yaml", import.meta.url), "utf8"),
    ) as {
      components: {
        schemas: Record<string, { properties: Record<string, { maxLength: number }> }>;
      };
    };
    const create = doc.components.schemas.CondolenceCreate?.properties;
    expect(create?.name?.maxLength).toBe(CONDOLENCE_LIMITS.name);
    expect(create?.message?.maxLength).toBe(CONDOLENCE_LIMITS.message);
    expect(create?.relation?.maxLength).toBe(CONDOLENCE_LIMITS.relation);
    expect(doc.components.schemas.CandleCreate?.properties.name?.maxLength).toBe(
      CONDOLENCE_LIMITS.candleName,
    );
  });
});
