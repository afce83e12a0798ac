// The notification mails and their settings: each manager's own choice of how to hear of new
// messages (only managers, each for themselves), the writer's receipt and approval mails with a
// withdraw link that removes exactly one message, once, and an address that is not one.
import type { components } from "@memorial/api-types";
import { describe, expect, it } from "vitest";
import {
  bodyOf,
  createPage,
  expectStatus,
  putRow,
  savePage,
  skipBecause,
  standardContent,
  useSuite,
} from "./harness";
import { readMailbox } from "./test-users";
import type { AccountRole } from "./settings";

type Schemas = components["schemas"];
type Created = Schemas["CondolenceCreated"];
type Role = "anonymous" | Exclude<AccountRole, "removed">;

function call(role: Role, method: string, url: string, json?: unknown) {
  const { api, accounts } = useSuite();
  const token = role === "anonymous" ? undefined : accounts[role].idToken;
  return api.request(method, url, { token, json }, role);
}

let page: Promise<string> | undefined;

/**
 * One shared page (trial) for every test here, created by the manager account (the suite's
 * owner account is at its limit of pages), with the owner account as a second manager and a
 * viewer row.
 */
function sharedPage(): Promise<string> {
  page ??= createSharedPage("Meldingen");
  return page;
}

async function createSharedPage(name: string): Promise<string> {
  const { accounts } = useSuite();
  const creator = accounts.manager.idToken;
  const id = await createPage(creator);
  expectStatus(await savePage(creator, id, standardContent(name)), 200);
  expectStatus(await putRow(creator, id, accounts.owner.email, "manage"), 200);
  expectStatus(await putRow(creator, id, accounts.viewer.email, "view"), 200);
  return id;
}

const settings = (id: string) => `/api/v1/profiles/${id}/notification-settings`;
const withdrawals = "/public/api/v1/condolence-withdrawals";

describe("notification settings", () => {
  it("are each manager's own, default to each message, and are refused to others", async () => {
    const id = await sharedPage();
    const read = await call("owner", "GET", settings(id));
    expectStatus(read, 200);
    const off = { condolences: "off", remembrance: false };
    expect(bodyOf<Schemas["NotificationSettings"]>(read)).toEqual({
      condolences: "each",
      remembrance: false,
    });
    const saved = await call("manager", "PUT", settings(id), {
      condolences: "daily",
      remembrance: true,
    });
    expectStatus(saved, 200);
    expect(bodyOf<Schemas["NotificationSettings"]>(saved)).toEqual({
      condolences: "daily",
      remembrance: true,
    });
    expect(
      bodyOf<Schemas["NotificationSettings"]>(await call("owner", "GET", settings(id))),
    ).toEqual({ condolences: "each", remembrance: false });
    expectStatus(
      await call("owner", "PUT", settings(id), { condolences: "weekly", remembrance: false }),
      400,
    );
    expectStatus(await call("owner", "PUT", settings(id), { condolences: "each" }), 400);
    expectStatus(await call("viewer", "GET", settings(id)), 403, "forbidden");
    expectStatus(await call("viewer", "PUT", settings(id), off), 403);
    expectStatus(await call("other", "GET", settings(id)), 404, "not_found");
    expectStatus(await call("anonymous", "GET", settings(id)), 401, "unauthorized");
    expectStatus(await call("anonymous", "PUT", settings(id), off), 401);
  });
});

describe("the writer's mails and the withdraw link", () => {
  it("refuses an address that is not one and stores nothing", async () => {
    const id = await sharedPage();
    expectStatus(
      await call("viewer", "POST", `/api/v1/profiles/${id}/condolences`, {
        name: "Kijker",
        message: "Sterkte",
        email: "kijker@",
      }),
      400,
      "invalid_request",
    );
    const list = await call("owner", "GET", `/api/v1/profiles/${id}/condolences?limit=100`);
    expect(
      bodyOf<Schemas["CondolenceList"]>(list).items.some((item) => item.message === "Sterkte"),
    ).toBe(false);
  });

  it("answers 410 for a code that names no message", async () => {
    const unknown = `${crypto.randomUUID()}.${"A".repeat(43)}`;
    expectStatus(
      await call("anonymous", "POST", withdrawals, { code: unknown }),
      410,
      "link_expired",
    );
  });

  it("mails a receipt with a link that withdraws the one message, once", async (test) => {
    const { ctx } = useSuite();
    if (ctx.mailboxUrl === undefined) skipBecause(test, "no mailbox to read");
    const id = await sharedPage();
    const writer = `contract-writer-${ctx.runId}-${Math.random().toString(36).slice(2, 8)}@example.com`;
    const kept = await call("viewer", "POST", `/api/v1/profiles/${id}/condolences`, {
      name: "Blijft",
      message: "Dit bericht blijft staan",
    });
    expectStatus(kept, 201);
    const created = await call("viewer", "POST", `/api/v1/profiles/${id}/condolences`, {
      name: "Marja",
      message: "Veel sterkte",
      email: writer,
    });
    expectStatus(created, 201);
    const target = bodyOf<Created>(created).condolence.id;
    const receipt = (await readMailbox(ctx.mailboxUrl, writer)).find((m) =>
      m.body.includes("bericht-intrekken?code="),
    );
    expect(receipt?.body).toMatch(/^Beste Marja,/);
    const code = /bericht-intrekken\?code=([\w.-]+)/.exec(receipt?.body ?? "")?.[1] ?? "";
    expect(code).not.toBe("");

    const withdrawn = await call("anonymous", "POST", withdrawals, { code });
    expectStatus(withdrawn, 200);
    expect(bodyOf<Schemas["CondolenceWithdrawn"]>(withdrawn)).toEqual({ profileId: id });
    const left = bodyOf<Schemas["CondolenceList"]>(
      await call("owner", "GET", `/api/v1/profiles/${id}/condolences?limit=100`),
    );
    expect(left.items.map((item) => item.id)).toContain(bodyOf<Created>(kept).condolence.id);
    expect(left.items.some((item) => item.id === target)).toBe(false);
    expectStatus(await call("anonymous", "POST", withdrawals, { code }), 410, "link_expired");
  });
});
