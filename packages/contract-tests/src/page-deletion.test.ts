// Deleting a page: the owner alone deletes it (other managers 403 `owner_required`, viewers 403,
// anyone else 404); afterwards its reads and its addresses answer 410 `page_deleted` without
// anything of the page, and every other call 404. The pages here are created by the manager
// account (the suite's owner account is at its limit of pages).
import { describe, expect, it } from "vitest";
import {
  bodyOf,
  createPage,
  expectStatus,
  putRow,
  readPage,
  savePage,
  standardContent,
  useSuite,
} from "./harness";
import type { AccountRole } from "./settings";

type Role = "anonymous" | Exclude<AccountRole, "removed">;

function call(role: Role, method: string, url: string) {
  const { api, accounts } = useSuite();
  const token = role === "anonymous" ? undefined : accounts[role].idToken;
  return api.request(method, url, { token }, role);
}

describe("deleting a page", () => {
  it("is the owner's alone, and leaves only a calm 410 on the page's addresses", async () => {
    const { accounts } = useSuite();
    const creator = accounts.manager.idToken;
    const id = await createPage(creator);
    expectStatus(await savePage(creator, id, standardContent("Weg Te Halen")), 200);
    expectStatus(await putRow(creator, id, accounts.viewer.email, "view"), 200);
    expectStatus(await putRow(creator, id, accounts.other.email, "manage"), 200);
    const { address } = await readPage(creator, id, "manager");
    expect(typeof address).toBe("string");
    const page = `/api/v1/profiles/${id}`;

    expectStatus(await call("anonymous", "DELETE", page), 401, "unauthorized");
    expectStatus(await call("viewer", "DELETE", page), 403, "forbidden");
    expectStatus(await call("other", "DELETE", page), 403, "owner_required");
    expectStatus(await call("owner", "DELETE", page), 404, "not_found");
    expectStatus(await call("manager", "GET", page), 200);

    expectStatus(await call("manager", "DELETE", page), 204);

    for (const [role, url] of [
      ["anonymous", `/public/api/v1/profiles/${id}`],
      ["manager", page],
      ["other", page],
      ["anonymous", `/public/api/v1/addresses/${String(address)}`],
      ["owner", `/api/v1/addresses/${String(address)}`],
    ] as const) {
      const gone = await call(role, "GET", url);
      expectStatus(gone, 410, "page_deleted");
      expect(gone.text).not.toContain("Weg Te Halen");
    }
    expectStatus(await call("manager", "DELETE", page), 404, "not_found");
    expectStatus(await call("manager", "GET", `${page}/groups`), 404, "not_found");
    const list = await call("other", "GET", "/api/v1/profiles");
    expect(bodyOf<{ profiles: { id: string }[] }>(list).profiles.map((p) => p.id)).not.toContain(
      id,
    );
  });
});
