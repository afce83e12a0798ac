// The condolence register: every operation for every role on a public, a shared and a
// private page (who may read what, who may moderate), paging, the page setting, blocked pages,
// the honeypot, rate limits and a script payload that stays plain text.
//
// Pages as in the access matrix: all belong to the owner. public: silver plan, public flag on,
// manager and viewer rows; shared: trial, manager and viewer rows; private: trial, no rows.
// On each page the owner wrote three messages: one approved, one hidden and one left waiting.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { components } from "@memorial/api-types";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CondolenceMode } from "@memorial/domain";
import { Api, type ApiResponse } from "./api";
import {
  activatePlan,
  bodyOf,
  createPage,
  expectStatus,
  expireTrial,
  paymentSkipReason,
  putRow,
  savePage,
  skipBecause,
  standardContent,
  useSuite,
} from "./harness";
import { createUser, readMailbox, strongPassword, uniqueEmail } from "./test-users";
import { startLocalBackend, type RunningBackend } from "./local-backend";
import type { AccountRole } from "./settings";

type Visibility = "public" | "shared" | "private";
type Role = "anonymous" | Exclude<AccountRole, "removed">;

const VISIBILITIES: Visibility[] = ["public", "shared", "private"];
const ROLES: Role[] = ["anonymous", "owner", "manager", "viewer", "other"];

type Schemas = components["schemas"];
type ListBody = Schemas["CondolenceList"];
type Created = Schemas["CondolenceCreated"];
type Item = Schemas["Condolence"];
type CandleListBody = Schemas["CandleList"];

interface RegisterPage {
  id: string;
  approved: string;
  hidden: string;
  pending: string;
}

const pages = new Map<Visibility, RegisterPage>();
const skipReasons = new Map<Visibility, string>();

const isManager = (role: Role, v: Visibility) =>
  role === "owner" || (role === "manager" && v !== "private");
const isMember = (role: Role, v: Visibility) =>
  isManager(role, v) || (role === "viewer" && v !== "private");
const canSee = (role: Role, v: Visibility) => isMember(role, v) || v === "public";

function tokenOf(role: Role): string | undefined {
  return role === "anonymous" ? undefined : useSuite().accounts[role].idToken;
}

const base = (id: string) => `/api/v1/profiles/${id}`;
const publicBase = (id: string) => `/public/api/v1/profiles/${id}`;

function call(
  role: Role,
  method: string,
  url: string,
  json?: unknown,
  headers?: Record<string, string>,
): Promise<ApiResponse> {
  return useSuite().api.request(method, url, { token: tokenOf(role), json, headers }, role);
}

async function write(role: Role, id: string, body: unknown, publicVariant = false) {
  return call(role, "POST", `${publicVariant ? publicBase(id) : base(id)}/condolences`, body);
}

async function listAs(role: Role, id: string, query = "", publicVariant = false) {
  const response = await call(
    role,
    "GET",
    `${publicVariant ? publicBase(id) : base(id)}/condolences${query}`,
  );
  expectStatus(response, 200);
  return bodyOf<ListBody>(response);
}

async function setMode(id: string, mode: CondolenceMode) {
  const response = await call("owner", "PUT", `${base(id)}/condolence-settings`, { mode });
  expectStatus(response, 200);
}

async function setUpPage(visibility: Visibility): Promise<RegisterPage> {
  const { accounts } = useSuite();
  const owner = accounts.owner.idToken;
  const id = await createPage(owner);
  expectStatus(await savePage(owner, id, standardContent(`Register ${visibility}`)), 200);
  if (visibility === "public") {
    await activatePlan(owner, id, "silver");
    expectStatus(await call("owner", "POST", `${base(id)}/public`, { isPublic: true }), 200);
  }
  if (visibility !== "private") {
    expectStatus(await putRow(owner, id, accounts.manager.email, "manage"), 200);
    expectStatus(await putRow(owner, id, accounts.viewer.email, "view"), 200);
  }
  const ids: string[] = [];
  for (const name of ["Goedgekeurd", "Verborgen", "Wachtend"]) {
    const created = await write("owner", id, { name, message: `Bericht ${name}` });
    expectStatus(created, 201);
    ids.push(bodyOf<Created>(created).condolence.id);
  }
  const [approved = "", hidden = "", pending = ""] = ids;
  for (const [target, status] of [
    [approved, "approved"],
    [hidden, "hidden"],
  ] as const) {
    expectStatus(
      await call("owner", "PUT", `${base(id)}/condolences/${target}/status`, { status }),
      200,
    );
  }
  expectStatus(await call("owner", "POST", `${base(id)}/candles`, { name: "Eigenaar" }), 201);
  return { id, approved, hidden, pending };
}

function page(visibility: Visibility): RegisterPage {
  const found = pages.get(visibility);
  if (found === undefined) throw new Error(`The ${visibility} page was not set up.`);
  return found;
}

beforeAll(async () => {
  for (const visibility of VISIBILITIES) {
    try {
      pages.set(visibility, await setUpPage(visibility));
    } catch (error) {
      const reason = paymentSkipReason(error);
      if (reason === undefined) throw error;
      skipReasons.set(visibility, reason);
    }
  }
});

interface Cell {
  operation: string;
  run: (target: RegisterPage, role: Role) => Promise<ApiResponse>;
  expected: (role: Role, v: Visibility) => number;
}

/** Reads need a session under /api/v1; outsiders get 404, members and public visitors 200. */
const readStatus = (role: Role, v: Visibility) =>
  role === "anonymous" ? 401 : canSee(role, v) ? 200 : 404;
const writeStatus = (role: Role, v: Visibility) =>
  role === "anonymous" ? 401 : canSee(role, v) ? 201 : 404;
const moderateStatus = (ok: number) => (role: Role, v: Visibility) =>
  role === "anonymous" ? 401 : isManager(role, v) ? ok : canSee(role, v) ? 403 : 404;
const publicStatus = (ok: number) => (_role: Role, v: Visibility) => (v === "public" ? ok : 404);

const CELLS: Cell[] = [
  {
    operation: "GET condolences",
    run: (t, role) => call(role, "GET", `${base(t.id)}/condolences`),
    expected: readStatus,
  },
  {
    operation: "GET public condolences",
    run: (t, role) => call(role, "GET", `${publicBase(t.id)}/condolences`),
    expected: publicStatus(200),
  },
  {
    operation: "POST condolences",
    run: (t, role) => write(role, t.id, { name: `Matrix ${role}`, message: "Sterkte" }),
    expected: writeStatus,
  },
  {
    operation: "POST public condolences",
    run: (t, role) => write(role, t.id, { name: `Anoniem ${role}`, message: "Sterkte" }, true),
    expected: publicStatus(201),
  },
  {
    operation: "PUT condolence status",
    run: (t, role) =>
      call(role, "PUT", `${base(t.id)}/condolences/${t.approved}/status`, { status: "approved" }),
    expected: moderateStatus(200),
  },
  {
    operation: "GET one condolence",
    run: (t, role) => call(role, "GET", `${base(t.id)}/condolences/${t.approved}`),
    expected: moderateStatus(200),
  },
  {
    operation: "POST bulk-approve",
    run: (t, role) =>
      call(role, "POST", `${base(t.id)}/condolences/bulk-approve`, { ids: [t.approved] }),
    expected: moderateStatus(200),
  },
  {
    operation: "DELETE condolence (unknown id)",
    run: (t, role) => call(role, "DELETE", `${base(t.id)}/condolences/geen-bericht-${role}`),
    // Managers get the 404 of the unknown message; nobody else learns anything.
    expected: (role, v) =>
      role === "anonymous" ? 401 : isManager(role, v) ? 404 : canSee(role, v) ? 403 : 404,
  },
  {
    operation: "DELETE candle (unknown id)",
    run: (t, role) => call(role, "DELETE", `${base(t.id)}/candles/geen-kaarsje-${role}`),
    // Managers get the 404 of the unknown candle; nobody else learns anything.
    expected: (role, v) =>
      role === "anonymous" ? 401 : isManager(role, v) ? 404 : canSee(role, v) ? 403 : 404,
  },
  {
    operation: "GET condolence-settings",
    run: (t, role) => call(role, "GET", `${base(t.id)}/condolence-settings`),
    expected: readStatus,
  },
  {
    operation: "PUT condolence-settings",
    run: (t, role) => call(role, "PUT", `${base(t.id)}/condolence-settings`, { mode: "approval" }),
    expected: moderateStatus(200),
  },
  {
    operation: "GET candles",
    run: (t, role) => call(role, "GET", `${base(t.id)}/candles`),
    expected: readStatus,
  },
  {
    operation: "POST candles",
    run: (t, role) => call(role, "POST", `${base(t.id)}/candles`, {}),
    expected: writeStatus,
  },
  {
    operation: "GET public candles",
    run: (t, role) => call(role, "GET", `${publicBase(t.id)}/candles`),
    expected: publicStatus(200),
  },
  {
    operation: "POST public candles",
    run: (t, role) => call(role, "POST", `${publicBase(t.id)}/candles`, { name: null }),
    expected: publicStatus(201),
  },
];

describe.each(VISIBILITIES)("condolences on the %s page", (visibility) => {
  it.for(
    CELLS.flatMap((cell) =>
      ROLES.map((role) => [role, cell.operation, cell.expected(role, visibility), cell] as const),
    ),
  )("%s: %s -> %i", async ([role, , status, cell], test) => {
    const reason = skipReasons.get(visibility);
    if (reason !== undefined) skipBecause(test, reason);
    const response = await cell.run(page(visibility), role);
    expectStatus(response, status);
  });

  it.for(ROLES.filter((role) => role !== "anonymous"))(
    "%s sees exactly what the role allows",
    async (role, test) => {
      const reason = skipReasons.get(visibility);
      if (reason !== undefined) skipBecause(test, reason);
      if (!canSee(role, visibility)) return;
      const target = page(visibility);
      const list = await listAs(role, target.id, "?limit=100");
      const mine = list.items.filter((item) =>
        [target.approved, target.hidden, target.pending].includes(item.id),
      );
      if (isManager(role, visibility)) {
        expect(mine.map((item) => item.id).sort()).toEqual(
          [target.approved, target.hidden, target.pending].sort(),
        );
        expect(list.counts).toBeDefined();
        // The owner wrote them while signed in: managers see the e-mail.
        expect(mine.every((item) => item.email === useSuite().accounts.owner.email)).toBe(true);
      } else {
        expect(mine.map((item) => item.id)).toEqual([target.approved]);
        expect(list.counts).toBeUndefined();
        expect(list.items.every((item) => item.email === undefined)).toBe(true);
        expect(list.items.some((item) => item.status !== "approved" && !item.own)).toBe(false);
        const filtered = await call(role, "GET", `${base(target.id)}/condolences?status=hidden`);
        expectStatus(filtered, 403, "forbidden");
      }
      if (role === "owner") {
        expect(mine.find((item) => item.id === target.pending)?.own).toBe(true);
      }
    },
  );
});

describe("visitors' own waiting messages", () => {
  it("an anonymous writer sees theirs with its token, nobody else does", async (test) => {
    const reason = skipReasons.get("public");
    if (reason !== undefined) skipBecause(test, reason);
    const { id } = page("public");
    const created = await write(
      "anonymous",
      id,
      { name: "Bezoeker", message: "Veel sterkte" },
      true,
    );
    expectStatus(created, 201);
    const { condolence, ownerToken } = bodyOf<Created>(created);
    expect(condolence).toMatchObject({ status: "pending", own: true });
    const withToken = await listAs("anonymous", id, `?own=${ownerToken}&limit=100`, true);
    expect(withToken.items.find((i) => i.id === condolence.id)).toMatchObject({ own: true });
    const without = await listAs("anonymous", id, "?limit=100", true);
    expect(without.items.some((i) => i.id === condolence.id)).toBe(false);
    const otherToken = await listAs("anonymous", id, `?own=${"x".repeat(24)}&limit=100`, true);
    expect(otherToken.items.some((i) => i.id === condolence.id)).toBe(false);
    const viewer = await listAs("viewer", id, "?limit=100");
    expect(viewer.items.some((i) => i.id === condolence.id)).toBe(false);
  });

  it("a signed-in viewer sees their own waiting message, other members do not", async (test) => {
    const reason = skipReasons.get("shared");
    if (reason !== undefined) skipBecause(test, reason);
    const { id } = page("shared");
    const created = await write("viewer", id, { name: "Kijker", message: "Sterkte" });
    expectStatus(created, 201);
    const { condolence } = bodyOf<Created>(created);
    const own = await listAs("viewer", id, "?limit=100");
    expect(own.items.find((i) => i.id === condolence.id)?.own).toBe(true);
    const manager = await listAs("manager", id, "?limit=100&status=pending");
    expect(manager.items.find((i) => i.id === condolence.id)).toMatchObject({
      own: false,
      email: useSuite().accounts.viewer.email,
    });
  });
});

describe("paging, setting, honeypot and plain text", () => {
  it("pages newest first with a cursor, without gaps or repeats", async (test) => {
    const reason = skipReasons.get("public");
    if (reason !== undefined) skipBecause(test, reason);
    const owner = useSuite().accounts.owner.idToken;
    const id = await createPage(owner);
    await activatePlan(owner, id, "silver");
    expectStatus(await call("owner", "POST", `${base(id)}/public`, { isPublic: true }), 200);
    await setMode(id, "immediate");
    const names = Array.from({ length: 23 }, (_, i) => `Schrijver ${i + 1}`);
    for (const name of names)
      expectStatus(await write("anonymous", id, { name, message: "x" }, true), 201);
    const seen: string[] = [];
    let cursor: string | null = null;
    let pagesRead = 0;
    do {
      const query: string = `?limit=10${cursor === null ? "" : `&cursor=${cursor}`}`;
      const body = await listAs("anonymous", id, query, true);
      expect(body.items.length).toBeLessThanOrEqual(10);
      seen.push(...body.items.map((i) => i.name));
      cursor = body.nextCursor;
      pagesRead += 1;
    } while (cursor !== null && pagesRead < 10);
    expect(pagesRead).toBe(3);
    expect(seen).toEqual([...names].reverse());
    const candles = await call("anonymous", "GET", `${publicBase(id)}/candles?limit=1`);
    expectStatus(candles, 200);
    expectStatus(await call("anonymous", "GET", `${publicBase(id)}/condolences?limit=0`), 400);
    expectStatus(await call("anonymous", "GET", `${publicBase(id)}/condolences?cursor=%21`), 400);
  });

  it("takes a cursor only in the list that issued it, else 400 invalid_request", async () => {
    // The contract: nextCursor is opaque, matches the Cursor pattern and is valid only for the
    // list that issued it. The shared page holds three messages, so the owner gets a cursor.
    const shared = page("shared").id;
    const other = page("private").id;
    const first = await listAs("owner", shared, "?limit=1");
    const cursor = first.nextCursor ?? "";
    expect(cursor).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    const next = await listAs("owner", shared, `?limit=1&cursor=${encodeURIComponent(cursor)}`);
    expect(next.items).toHaveLength(1);
    expect(next.items[0]?.id).not.toBe(first.items[0]?.id);
    const changed = `${cursor.slice(0, -1)}${cursor.endsWith("A") ? "B" : "A"}`;
    const refused: [string, string][] = [
      ["another page's list", `${base(other)}/condolences?cursor=${cursor}`],
      ["another kind of list", `${base(shared)}/candles?cursor=${cursor}`],
      ["another status filter", `${base(shared)}/condolences?status=approved&cursor=${cursor}`],
      ["a changed cursor", `${base(shared)}/condolences?cursor=${changed}`],
      [
        "an invented cursor that fits the pattern",
        `${base(shared)}/condolences?cursor=${"Q".repeat(24)}`,
      ],
      ["a cursor longer than the maximum", `${base(shared)}/condolences?cursor=${"Q".repeat(65)}`],
    ];
    for (const [label, url] of refused) {
      const response = await call("owner", "GET", url);
      expect(response.status, label).toBe(400);
      expect(bodyOf<{ code: string }>(response).code, label).toBe("invalid_request");
    }
  });

  it("defaults to approval, follows If-Match, shows at once or closes everything", async (test) => {
    const reason = skipReasons.get("public");
    if (reason !== undefined) skipBecause(test, reason);
    const { id } = page("public");
    const read = await call("viewer", "GET", `${base(id)}/condolence-settings`);
    expectStatus(read, 200);
    expect(bodyOf<{ mode: string }>(read).mode).toBe("approval");
    const etag = read.headers.get("etag");
    expect(etag, "condolence-settings carries an ETag").not.toBeNull();
    const saved = await call(
      "owner",
      "PUT",
      `${base(id)}/condolence-settings`,
      { mode: "immediate" },
      { "If-Match": etag ?? "" },
    );
    expectStatus(saved, 200);
    const stale = await call(
      "owner",
      "PUT",
      `${base(id)}/condolence-settings`,
      { mode: "off" },
      { "If-Match": etag ?? "" },
    );
    expectStatus(stale, 412, "version_conflict");

    const shown = await write(
      "anonymous",
      id,
      { name: "Direct", message: "Meteen zichtbaar" },
      true,
    );
    expect(bodyOf<Created>(shown).condolence.status).toBe("approved");
    const visible = await listAs("anonymous", id, "?limit=5", true);
    expect(visible.items[0]?.id).toBe(bodyOf<Created>(shown).condolence.id);

    await setMode(id, "off");
    try {
      expect(await listAs("anonymous", id, "", true)).toEqual({
        mode: "off",
        memories: true,
        items: [],
        nextCursor: null,
      });
      expectStatus(
        await write("anonymous", id, { name: "X", message: "y" }, true),
        409,
        "condolences_closed",
      );
      expectStatus(
        await call("viewer", "POST", `${base(id)}/candles`, {}),
        409,
        "condolences_closed",
      );
      const candles = bodyOf<CandleListBody>(
        await call("anonymous", "GET", `${publicBase(id)}/candles`),
      );
      expect(candles).toMatchObject({ mode: "off", count: 0, named: [] });
      // Managers still see and moderate everything.
      expect((await listAs("owner", id, "?limit=100")).items.length).toBeGreaterThan(0);
    } finally {
      await setMode(id, "approval");
    }
  });

  it("stores nothing for a filled honeypot, answering as usual", async (test) => {
    const reason = skipReasons.get("public");
    if (reason !== undefined) skipBecause(test, reason);
    const { id } = page("public");
    const before = await listAs("owner", id, "?limit=1");
    const bot = await write(
      "anonymous",
      id,
      { name: "Bot", message: "Goedkope pillen", website: "https://spam.example" },
      true,
    );
    expectStatus(bot, 201);
    const after = await listAs("owner", id, "?limit=100");
    expect(after.counts).toEqual(before.counts);
    expect(after.items.some((i) => i.id === bodyOf<Created>(bot).condolence.id)).toBe(false);
    const candlesBefore = bodyOf<CandleListBody>(
      await call("owner", "GET", `${base(id)}/candles`),
    ).count;
    expectStatus(
      await call("anonymous", "POST", `${publicBase(id)}/candles`, { website: "x" }),
      201,
    );
    const candlesAfter = bodyOf<CandleListBody>(
      await call("owner", "GET", `${base(id)}/candles`),
    ).count;
    expect(candlesAfter).toBe(candlesBefore);
  });

  it("keeps a script payload as plain text, as JSON, and checks lengths", async (test) => {
    const reason = skipReasons.get("shared");
    if (reason !== undefined) skipBecause(test, reason);
    const { id } = page("shared");
    const payload = '<script>alert("x")</script><img src=x onerror=alert(1)>\nTweede regel';
    const created = await write("viewer", id, { name: "<b>Naam</b>", message: payload });
    expectStatus(created, 201);
    expect(created.headers.get("content-type")).toMatch(/^application\/json/);
    const stored = (await listAs("owner", id, "?limit=100")).items.find(
      (i) => i.id === bodyOf<Created>(created).condolence.id,
    );
    expect(stored).toMatchObject({ name: "<b>Naam</b>", message: payload });
    expectStatus(
      await write("viewer", id, { name: "A", message: "m".repeat(2001) }),
      400,
      "invalid_request",
    );
    expectStatus(await write("viewer", id, { name: " ", message: "x" }), 400, "invalid_request");
    expectStatus(
      await write("viewer", id, { name: "A", message: "x", relation: "r".repeat(101) }),
      400,
      "invalid_request",
    );
    expectStatus(
      await write("viewer", id, { name: "n".repeat(101), message: "x" }),
      400,
      "invalid_request",
    );
  });

  it("mails the managers when a message waits for approval", async (test) => {
    const { ctx, accounts } = useSuite();
    if (ctx.mailboxUrl === undefined) skipBecause(test, "no mailbox to read");
    const reason = skipReasons.get("shared");
    if (reason !== undefined) skipBecause(test, reason);
    const owner = accounts.owner.idToken;
    const id = await createPage(owner);
    expectStatus(await savePage(owner, id, standardContent("Mail register")), 200);
    expectStatus(await putRow(owner, id, accounts.manager.email, "manage"), 200);
    expectStatus(await putRow(owner, id, accounts.viewer.email, "view"), 200);
    expectStatus(await write("viewer", id, { name: "Kijker", message: "Sterkte" }), 201);
    for (const email of [accounts.owner.email, accounts.manager.email]) {
      const mails = await readMailbox(ctx.mailboxUrl, email);
      expect(
        mails.some(
          (m) => m.subject.includes("Mail register") && m.body.includes("/condoleances?bericht="),
        ),
        `mail to ${email}`,
      ).toBe(true);
    }
    const viewerMails = await readMailbox(ctx.mailboxUrl, accounts.viewer.email);
    expect(
      viewerMails.some(
        (m) => m.subject.includes("Mail register") && m.subject.includes("condoleance"),
      ),
    ).toBe(false);
  });
});

describe("deleting", () => {
  it("a manager deletes a message for good", async (test) => {
    const reason = skipReasons.get("shared");
    if (reason !== undefined) skipBecause(test, reason);
    const { id } = page("shared");
    const created = await write("viewer", id, { name: "Weg", message: "Wordt verwijderd" });
    expectStatus(created, 201);
    const target = bodyOf<Created>(created).condolence.id;
    const before = (await listAs("manager", id, "?limit=1")).counts;
    // A manager reads it by itself (a mail's link); a viewer may not, nor may anyone anonymous.
    const read = await call("manager", "GET", `${base(id)}/condolences/${target}`);
    expectStatus(read, 200);
    expect(bodyOf<Item>(read)).toMatchObject({ id: target, name: "Weg", status: "pending" });
    expectStatus(
      await call("viewer", "GET", `${base(id)}/condolences/${target}`),
      403,
      "forbidden",
    );
    expectStatus(
      await call("anonymous", "GET", `${base(id)}/condolences/${target}`),
      401,
      "unauthorized",
    );
    expectStatus(
      await call("viewer", "DELETE", `${base(id)}/condolences/${target}`),
      403,
      "forbidden",
    );
    expectStatus(await call("manager", "DELETE", `${base(id)}/condolences/${target}`), 204);
    expectStatus(
      await call("manager", "DELETE", `${base(id)}/condolences/${target}`),
      404,
      "not_found",
    );
    expectStatus(
      await call("manager", "GET", `${base(id)}/condolences/${target}`),
      404,
      "not_found",
    );
    const after = await listAs("manager", id, "?limit=100");
    expect(after.items.some((i) => i.id === target)).toBe(false);
    expect(after.counts?.pending).toBe((before?.pending ?? 0) - 1);
  });
});

describe("removing a candle", () => {
  it("a manager removes a named candle; the count goes down", async (test) => {
    const reason = skipReasons.get("shared");
    if (reason !== undefined) skipBecause(test, reason);
    const { id } = page("shared");
    const lit = await call("viewer", "POST", `${base(id)}/candles`, { name: "Ongewenste naam" });
    expectStatus(lit, 201);
    const target = bodyOf<{ candle: { id: string }; count: number }>(lit).candle.id;
    const countOf = async () =>
      bodyOf<CandleListBody>(await call("manager", "GET", `${base(id)}/candles?limit=100`));
    const before = await countOf();
    expect(before.named.some((c) => c.id === target)).toBe(true);
    expectStatus(await call("viewer", "DELETE", `${base(id)}/candles/${target}`), 403, "forbidden");
    expectStatus(await call("manager", "DELETE", `${base(id)}/candles/${target}`), 204);
    expectStatus(
      await call("manager", "DELETE", `${base(id)}/candles/${target}`),
      404,
      "not_found",
    );
    const after = await countOf();
    expect(after.named.some((c) => c.id === target)).toBe(false);
    expect(after.count).toBe(before.count - 1);
  });
});

describe("blocked pages", () => {
  it("take no new messages or candles; existing ones stay", async (test) => {
    const { accounts } = useSuite();
    const owner = accounts.owner.idToken;
    const id = await createPage(owner);
    expectStatus(await putRow(owner, id, accounts.viewer.email, "view"), 200);
    expectStatus(await write("viewer", id, { name: "Voor", message: "Voor de blokkade" }), 201);
    expectStatus(await call("viewer", "POST", `${base(id)}/candles`, {}), 201);
    if (!(await expireTrial(id))) skipBecause(test, "this backend cannot expire a trial on demand");
    expectStatus(await write("viewer", id, { name: "Na", message: "x" }), 409, "profile_blocked");
    expectStatus(await call("viewer", "POST", `${base(id)}/candles`, {}), 409, "profile_blocked");
    expect((await listAs("owner", id)).items.map((i) => i.name)).toEqual(["Voor"]);
    const candles = bodyOf<CandleListBody>(await call("viewer", "GET", `${base(id)}/candles`));
    expect(candles.count).toBe(1);
  });
});

describe("rate limits", () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "memorial-contract-rate-"));
  let running: RunningBackend | undefined;
  afterAll(async () => {
    await running?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  // Starting a backend of its own and signing a user up takes a while on a busy machine.
  it(
    "answer 429 with Retry-After per client; reading goes on",
    { timeout: 120_000 },
    async (test) => {
      const { ctx, contract } = useSuite();
      if (ctx.mode === "external") {
        skipBecause(test, "the suite cannot lower an external backend's rate limits");
      }
      running = await startLocalBackend({
        webOrigin: ctx.webOrigin ?? "",
        dataDir,
        env: { MEMORIAL_RATE_LIMIT_CLIENT_PER_MINUTE: "3" },
      });
      const api = new Api(running.apiUrl, contract, undefined);
      const endpoint = { identityUrl: running.identityUrl, clientId: running.clientId };
      const password = strongPassword(ctx.runId);
      const writer = await createUser(
        endpoint,
        running.identityUrl,
        uniqueEmail("rate-a", ctx.runId),
        password,
      );
      const created = await api.request("POST", "/api/v1/profiles", { token: writer.idToken });
      expectStatus(created, 201);
      const { id } = bodyOf<{ id: string }>(created);
      const post = (token: string) =>
        api.request("POST", `${base(id)}/condolences`, {
          token,
          json: { name: "A", message: "b" },
        });
      for (let i = 0; i < 3; i++) expectStatus(await post(writer.idToken), 201);
      const limited = await post(writer.idToken);
      expectStatus(limited, 429, "rate_limited");
      expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
      const candle = await api.request("POST", `${base(id)}/candles`, {
        token: writer.idToken,
        json: {},
      });
      expectStatus(candle, 429, "rate_limited");
      // Reading is not limited.
      expectStatus(
        await api.request("GET", `${base(id)}/condolences`, { token: writer.idToken }),
        200,
      );
    },
  );
});
