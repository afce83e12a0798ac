// 'Mijn gegevens downloaden': any signed-in caller gets their own account, pages and messages
// as one JSON attachment, never another user's; without a token 401.
import type { components } from "@memorial/api-types";
import { ACCESS_ROLES } from "@memorial/domain";
import { describe, expect, it } from "vitest";
import { bodyOf, expectStatus, useSuite } from "./harness";

type AccountExport = components["schemas"]["AccountExport"];

describe("the account's own data", () => {
  it("answers each caller with their own data only, as an attachment", async () => {
    const { api, accounts } = useSuite();
    const anonymous = await api.request("GET", "/api/v1/account/export", {}, "anonymous");
    expectStatus(anonymous, 401, "unauthorized");
    const mine = await api.request(
      "GET",
      "/api/v1/account/export",
      { token: accounts.viewer.idToken },
      "viewer",
    );
    expectStatus(mine, 200);
    expect(mine.headers.get("Content-Disposition")).toMatch(/^attachment; filename=/);
    const body = bodyOf<AccountExport>(mine);
    expect(body.account.email).toBe(accounts.viewer.email.toLowerCase());
    const other = accounts.other.email.toLowerCase();
    expect(JSON.stringify(body.account)).not.toContain(other);
    for (const page of body.pages) expect(ACCESS_ROLES).toContain(page.role);
  });
});
