// 'Account verwijderen': a caller reads what deleting their account does to each page and then
// deletes it. A page they own alone is deleted, a page they own with another manager goes to
// the manager they pick, another's page loses their access row. Lists that no longer match the
// pages answer 409 `account_pages_changed`, a new owner who is no manager 409 `not_a_manager`,
// and neither deletes anything. The leaving account is a fresh user of this run.
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
import { createUser, strongPassword, uniqueEmail } from "./test-users";

type Schemas = components["schemas"];
const DELETION = "/api/v1/account/deletion";

describe("deleting an account", () => {
  it("deletes, hands over and leaves the caller's pages as announced, and nothing on a mismatch", async (test) => {
    const { accounts, api, ctx } = useSuite();
    if (!ctx.canSignUp || ctx.mailboxUrl === undefined) {
      skipBecause(test, "no mailbox (CONTRACT_MAILBOX_URL) to sign a leaving user up with");
      return;
    }
    const leaver = await createUser(
      { identityUrl: ctx.identityUrl, clientId: ctx.clientId },
      ctx.mailboxUrl,
      uniqueEmail("leaver", ctx.runId),
      strongPassword(ctx.runId),
    );
    const token = leaver.idToken;
    const alone = await createPage(token);
    expectStatus(await savePage(token, alone, standardContent("Alleen Van Mij")), 200);
    const shared = await createPage(token);
    expectStatus(await savePage(token, shared, standardContent("Samen Beheerd")), 200);
    const other = accounts.other.email.toLowerCase();
    expectStatus(await putRow(token, shared, other, "manage"), 200);

    expectStatus(await api.request("GET", DELETION, {}, "anonymous"), 401, "unauthorized");
    expectStatus(
      await api.request(
        "POST",
        DELETION,
        { json: { deletePages: [], newOwners: [] } },
        "anonymous",
      ),
      401,
      "unauthorized",
    );
    const read = await api.request("GET", DELETION, { token }, "owner");
    expectStatus(read, 200);
    const pages = bodyOf<Schemas["AccountDeletion"]>(read).pages;
    expect(pages.find((page) => page.id === alone)).toMatchObject({
      role: "owner",
      outcome: "delete",
      managers: [],
    });
    const transfer = pages.find((page) => page.id === shared);
    expect(transfer).toMatchObject({ role: "owner", outcome: "transfer", suggested: null });
    expect(transfer?.managers.map((manager) => manager.email)).toEqual([other]);

    const attempt = (json: Schemas["AccountDeletionRequest"]) =>
      api.request("POST", DELETION, { token, json }, "owner");
    expectStatus(
      await attempt({ deletePages: [], newOwners: [{ profileId: shared, email: other }] }),
      409,
      "account_pages_changed",
    );
    expectStatus(
      await attempt({
        deletePages: [alone],
        newOwners: [{ profileId: shared, email: accounts.viewer.email }],
      }),
      409,
      "not_a_manager",
    );
    expectStatus(
      await attempt({ deletePages: "alle" as never, newOwners: [] }),
      400,
      "invalid_request",
    );
    expectStatus(await api.request("GET", `/api/v1/profiles/${alone}`, { token }, "owner"), 200);

    expectStatus(
      await attempt({ deletePages: [alone], newOwners: [{ profileId: shared, email: other }] }),
      204,
    );
    expectStatus(
      await api.request("GET", `/public/api/v1/profiles/${alone}`, {}, "anonymous"),
      410,
      "page_deleted",
    );
    const ownership = await api.request(
      "GET",
      `/api/v1/profiles/${shared}/ownership`,
      { token: accounts.other.idToken },
      "other",
    );
    expectStatus(ownership, 200);
    expect(bodyOf<Schemas["Ownership"]>(ownership).owner).toBe(other);
    const after = await api.request("GET", DELETION, { token }, "owner");
    expect(bodyOf<Schemas["AccountDeletion"]>(after).pages).toEqual([]);
  });
});
