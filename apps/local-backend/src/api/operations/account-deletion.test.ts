import type { components } from "@memorial/api-types";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startApiHarness, type ApiHarness, type TestUser } from "../../testing/api-harness.ts";

type Schemas = components["schemas"];

let h: ApiHarness;
let anna: TestUser;
let bart: TestUser;
let cor: TestUser;

beforeEach(async () => {
  h = await startApiHarness({
    MEMORIAL_RATE_LIMIT_CLIENT_PER_MINUTE: "1000",
    MEMORIAL_RATE_LIMIT_PAGE_PER_MINUTE: "1000",
  });
  anna = await h.user("anna@example.nl");
  bart = await h.user("bart@example.nl");
  cor = await h.user("cor@example.nl");
});
afterEach(async () => {
  await h.close();
});

/** Anna owns 'Alleen Anna' alone and 'Samen' with Bart and Cor; she views Bart's 'Van Bart'. */
async function annasPages() {
  const alone = await h.createPage(anna, "Alleen Anna");
  const together = await h.createPage(anna, "Samen");
  h.api.profiles.putAccessRow(together, bart.email, "manage");
  h.api.profiles.putAccessRow(together, cor.email, "manage");
  h.api.ownership.setSuccessor(together, cor.email);
  const bartsPage = await h.createPage(bart, "Van Bart");
  h.api.profiles.putAccessRow(bartsPage, anna.email, "view");
  return { alone, together, bartsPage };
}

const readPlan = async (user: TestUser) => {
  const res = await h.call("GET", "/api/v1/account/deletion", { token: user.token });
  expect(res.status).toBe(200);
  return (res.body as Schemas["AccountDeletion"]).pages;
};

describe("'Account verwijderen'", () => {
  it("says per page what happens: delete alone, hand over with others, leave someone else's", async () => {
    const { alone, together, bartsPage } = await annasPages();
    await h.call("PUT", "/api/v1/account/profile", { token: cor.token, body: { name: "Cor" } });
    const pages = await readPlan(anna);
    expect(pages.map((p) => [p.id, p.name, p.role, p.outcome]).sort()).toEqual(
      [
        [alone, "Alleen Anna", "owner", "delete"],
        [together, "Samen", "owner", "transfer"],
        [bartsPage, "Van Bart", "view", "leave"],
      ].sort(),
    );
    const transfer = pages.find((p) => p.id === together);
    expect(transfer?.managers).toEqual([
      { email: "bart@example.nl", name: null },
      { email: "cor@example.nl", name: "Cor" },
    ]);
    expect(transfer?.suggested).toBe("cor@example.nl");
    expect((await h.call("GET", "/api/v1/account/deletion", {})).status).toBe(401);
  });

  it("deletes the lone page, hands the shared one to the chosen manager and forgets the account", async () => {
    const { alone, together, bartsPage } = await annasPages();
    await h.call("PUT", "/api/v1/account/profile", { token: anna.token, body: { name: "Anna" } });
    await h.call("POST", `/api/v1/profiles/${bartsPage}/condolences`, {
      token: anna.token,
      body: { name: "Anna", message: "Signed in geschreven." },
    });

    const res = await h.call("POST", "/api/v1/account/deletion", {
      token: anna.token,
      body: {
        deletePages: [alone],
        newOwners: [{ profileId: together, email: "Bart@example.nl" }],
      },
    });
    expect(res.status).toBe(204);

    expect(h.api.profiles.get(alone)).toBeUndefined();
    expect(h.api.profiles.deletedAt(alone)).toBeDefined();
    expect(h.api.ownership.ownerOf(together)).toBe("bart@example.nl");
    // The new owner names a successor of their own.
    expect(h.api.ownership.get(together)?.successor).toBeNull();
    expect(h.api.profiles.roleOf(together, anna.email)).toBe("none");
    expect(h.api.profiles.roleOf(bartsPage, anna.email)).toBe("none");
    expect(h.api.accounts.get(anna.email)).toEqual({
      email: "anna@example.nl",
      name: null,
      nameAsked: false,
    });
    // The message stays on Bart's page, without a link to the account.
    const dump = JSON.stringify(h.ctx.db.prepare("SELECT * FROM condolences").all());
    expect(dump).toContain("Signed in geschreven.");
    for (const table of [
      "profiles",
      "memberships",
      "page_owners",
      "ownership_handovers",
      "manager_notifications",
      "account_names",
      "condolences",
    ]) {
      const rows = JSON.stringify(h.ctx.db.prepare(`SELECT * FROM ${table}`).all());
      expect(rows, table).not.toContain("anna@example.nl");
      expect(rows, table).not.toContain(anna.sub);
    }
    expect(await readPlan(anna)).toEqual([]);
  });

  it("deletes nothing when the pages changed, or a new owner is no manager", async () => {
    const { alone, together } = await annasPages();
    const attempt = (body: Schemas["AccountDeletionRequest"]) =>
      h.call("POST", "/api/v1/account/deletion", { token: anna.token, body });
    const changed = [
      { deletePages: [], newOwners: [{ profileId: together, email: bart.email }] },
      { deletePages: [alone, together], newOwners: [] },
      { deletePages: [alone], newOwners: [] },
    ];
    for (const body of changed) {
      const res = await attempt(body);
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ code: "account_pages_changed" });
    }
    const stranger = await attempt({
      deletePages: [alone],
      newOwners: [{ profileId: together, email: "iemand@example.nl" }],
    });
    expect(stranger.status).toBe(409);
    expect(stranger.body).toMatchObject({ code: "not_a_manager" });
    const self = await attempt({
      deletePages: [alone],
      newOwners: [{ profileId: together, email: anna.email }],
    });
    expect(self.body).toMatchObject({ code: "not_a_manager" });
    // A manager added to the lone page meanwhile: it is no longer deleted by surprise.
    h.api.profiles.putAccessRow(alone, cor.email, "manage");
    const late = await attempt({
      deletePages: [alone],
      newOwners: [{ profileId: together, email: bart.email }],
    });
    expect(late.body).toMatchObject({ code: "account_pages_changed" });
    const bad = await attempt({ deletePages: ["../x"], newOwners: [] });
    expect(bad.status).toBe(400);
    expect(h.api.profiles.get(alone)).toBeDefined();
    expect(h.api.ownership.ownerOf(together)).toBe("anna@example.nl");
    expect(h.api.profiles.roleOf(together, anna.email)).toBe("manage");
  });
});
