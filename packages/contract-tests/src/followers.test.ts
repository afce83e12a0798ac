// Following a public page ('Op de hoogte blijven'): double opt-in (only the confirmation mail
// until its link is used; a used link answers 409, a forged one 410), the follower's mail about a
// gathering's new time with the RFC 8058 headers, the one-click unsubscribe from those headers,
// the family's switches with the number of followers (managers only, never who), and the limit
// per address.
import type { components } from "@memorial/api-types";
import { describe, expect, it } from "vitest";
import {
  activatePlan,
  bodyOf,
  createPage,
  expectStatus,
  savePage,
  skipBecause,
  putRow,
  useSuite,
} from "./harness";
import { readMailbox } from "./test-users";
import type { AccountRole } from "./settings";

type Schemas = components["schemas"];
type Role = "anonymous" | Exclude<AccountRole, "removed">;

function call(role: Role, method: string, url: string, json?: unknown) {
  const { api, accounts } = useSuite();
  const token = role === "anonymous" ? undefined : accounts[role].idToken;
  return api.request(method, url, { token, json }, role);
}

const content = (startTime: string) => ({
  name: "Volgers Contract",
  dateOfBirth: "1948-03-12",
  dateOfDeath: "2025-11-02",
  sections: [
    {
      type: "gathering",
      isPublic: true,
      kind: "afscheidsdienst",
      date: "2027-03-05",
      startTime,
      venue: "Aula De Nieuwe Ooster",
    },
  ],
});

let page: Promise<string> | undefined;

/** One public page on silver, created by the manager account, with a viewer row. */
function publicPage(): Promise<string> {
  page ??= (async () => {
    const { accounts } = useSuite();
    const creator = accounts.manager.idToken;
    const id = await createPage(creator);
    expectStatus(await savePage(creator, id, content("14:00")), 200);
    await activatePlan(creator, id, "silver");
    expectStatus(
      await call("manager", "POST", `/api/v1/profiles/${id}/public`, { isPublic: true }),
      200,
    );
    expectStatus(await putRow(creator, id, accounts.viewer.email, "view"), 200);
    return id;
  })();
  return page;
}

const follow = (id: string, email: string) =>
  call("anonymous", "POST", `/public/api/v1/profiles/${id}/followers`, { email });
const settings = (id: string) => `/api/v1/profiles/${id}/follower-settings`;
const confirmations = "/public/api/v1/follower-confirmations";
const address = (label: string) => {
  const { ctx } = useSuite();
  return `contract-follower-${label}-${ctx.runId}-${Math.random().toString(36).slice(2, 8)}@example.com`;
};

describe("following a page", () => {
  it("refuses an address that is not one, and a page that is not public", async () => {
    const id = await publicPage();
    expectStatus(await follow(id, "marja@"), 400, "invalid_request");
    const { accounts } = useSuite();
    const closed = await createPage(accounts.manager.idToken);
    expectStatus(await follow(closed, address("dicht")), 404, "not_found");
  });

  it("switches are the family's, off by default, and show only the number of followers", async () => {
    const id = await publicPage();
    const read = await call("manager", "GET", settings(id));
    expectStatus(read, 200);
    expect(bodyOf<Schemas["FollowerSettings"]>(read)).toMatchObject({
      anniversary: false,
      birthday: false,
      allSouls: false,
    });
    const saved = await call("manager", "PUT", settings(id), {
      anniversary: true,
      birthday: false,
      allSouls: true,
    });
    expectStatus(saved, 200);
    expect(Object.keys(bodyOf<Schemas["FollowerSettings"]>(saved)).sort()).toEqual([
      "allSouls",
      "anniversary",
      "birthday",
      "followers",
    ]);
    expectStatus(await call("manager", "PUT", settings(id), { anniversary: true }), 400);
    expectStatus(await call("viewer", "GET", settings(id)), 403, "forbidden");
    expectStatus(
      await call("other", "PUT", settings(id), {
        anniversary: true,
        birthday: true,
        allSouls: true,
      }),
      403,
    );
    expectStatus(await call("anonymous", "GET", settings(id)), 401, "unauthorized");
    expectStatus(
      await call("anonymous", "PUT", settings(id), {
        anniversary: true,
        birthday: true,
        allSouls: true,
      }),
      401,
    );
  });

  it("confirms once, mails a new time with one-click unsubscribe, and unsubscribes once", async (test) => {
    const { ctx, api, accounts } = useSuite();
    if (ctx.mailboxUrl === undefined) skipBecause(test, "no mailbox to read");
    const id = await publicPage();
    const email = address("marja");
    const asked = await follow(id, email);
    expectStatus(asked, 202);
    expect(bodyOf<Schemas["FollowRequested"]>(asked)).toEqual({ status: "confirmation_sent" });
    const confirmation = (await readMailbox(ctx.mailboxUrl, email))[0];
    expect(confirmation?.body).toMatch(/^Beste,/);
    const code = /\/volgen\?code=([\w.-]+)/.exec(confirmation?.body ?? "")?.[1] ?? "";
    expect(code).not.toBe("");
    const before = bodyOf<Schemas["FollowerSettings"]>(await call("manager", "GET", settings(id)));

    const confirmed = await call("anonymous", "POST", confirmations, { code });
    expectStatus(confirmed, 200);
    expect(bodyOf<Schemas["FollowedPage"]>(confirmed)).toEqual({
      profileId: id,
      name: "Volgers Contract",
    });
    expectStatus(await call("anonymous", "POST", confirmations, { code }), 409, "link_used");
    expectStatus(
      await call("anonymous", "POST", confirmations, {
        code: `${crypto.randomUUID()}.${"A".repeat(43)}`,
      }),
      410,
      "link_expired",
    );
    const after = bodyOf<Schemas["FollowerSettings"]>(await call("manager", "GET", settings(id)));
    expect(after.followers).toBe(before.followers + 1);

    expectStatus(await savePage(accounts.manager.idToken, id, content("15:30")), 200);
    const mail = (await readMailbox(ctx.mailboxUrl, email)).find((m) =>
      m.body.includes("/afmelden?code="),
    );
    expect(mail?.body).toContain("15.30");
    const headers = (mail as { headers?: Record<string, string> } | undefined)?.headers ?? {};
    expect(headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    const target = /^<(https?:\/\/[^>]+)>$/.exec(headers["List-Unsubscribe"] ?? "")?.[1] ?? "";
    expect(target).toContain("/public/api/v1/follower-unsubscriptions?code=");
    const { pathname, search } = new URL(target);
    const oneClick = () =>
      api.request(
        "POST",
        `${pathname}${search}`,
        {
          rawBody: "List-Unsubscribe=One-Click",
          headers: { "Content-Type": "application/x-www-form-urlencoded" },
        },
        "anonymous",
      );
    const left = await oneClick();
    expectStatus(left, 200);
    expect(bodyOf<Schemas["FollowedPage"]>(left).profileId).toBe(id);
    expectStatus(await oneClick(), 410, "link_expired");
    const gone = bodyOf<Schemas["FollowerSettings"]>(await call("manager", "GET", settings(id)));
    expect(gone.followers).toBe(before.followers);
  });

  it("limits requests for one address", async () => {
    const id = await publicPage();
    const email = address("vaak");
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await follow(id, email)).status);
    expect(statuses.slice(0, 3)).toEqual([202, 202, 202]);
    expect(statuses[3]).toBe(429);
  });
});
