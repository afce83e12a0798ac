import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startApiHarness, type ApiHarness, type TestUser } from "../../testing/api-harness.ts";

let h: ApiHarness;
let owner: TestUser;
let viewer: TestUser;
let manager: TestUser;
let outsider: TestUser;
let id: string;

const sections = [
  { type: "text", isPublic: true, text: "<p>Voor iedereen</p>" },
  { type: "text", isPublic: false, text: "<p>Alleen familie</p>" },
];

async function addRow(as: TestUser, email: string, suffix: "0000" | "0001") {
  return h.call("PUT", `/api/v1/profiles/${id}/group-membership`, {
    token: as.token,
    body: { username: email, groupIDs: [`${id}-${suffix}`] },
  });
}

async function makePublic() {
  // Public needs a bought plan: pay for silver through the payment page.
  const pay = await h.call("POST", `/api/v1/profiles/${id}/payment/initiate`, {
    token: owner.token,
    body: { plan: "silver", yearsUpfront: 5 },
  });
  const paymentPath = new URL((pay.body as { url: string }).url).pathname;
  const done = await h.api.app.request(paymentPath, {
    method: "POST",
    body: new URLSearchParams({ outcome: "paid" }),
  });
  expect(done.status).toBe(303);
  const res = await h.call("POST", `/api/v1/profiles/${id}/public`, {
    token: owner.token,
    body: { isPublic: true },
  });
  expect(res.status).toBe(200);
}

beforeEach(async () => {
  h = await startApiHarness();
  owner = await h.user("owner@example.nl");
  viewer = await h.user("viewer@example.nl");
  manager = await h.user("manager@example.nl");
  outsider = await h.user("outsider@example.nl");
  id = await h.createPage(owner);
  await h.call("PUT", `/api/v1/profiles/${id}`, {
    token: owner.token,
    body: { name: "Oma Truus", sections },
  });
  expect((await addRow(owner, "Viewer@Example.nl", "0001")).status).toBe(200);
  expect((await addRow(owner, "manager@example.nl", "0000")).status).toBe(200);
});
afterEach(async () => {
  await h.close();
});

describe("who sees a page", () => {
  it("gives members every section and the right group ids", async () => {
    for (const [user, suffix, role] of [
      [owner, "0000", "owner"],
      [manager, "0000", "manage"],
      [viewer, "0001", "view"],
    ] as const) {
      const read = await h.call("GET", `/api/v1/profiles/${id}`, { token: user.token });
      expect(read.status).toBe(200);
      expect((read.body as { sections: unknown[] }).sections).toHaveLength(2);
      const groups = await h.call("GET", `/api/v1/profiles/${id}/groups`, { token: user.token });
      expect(groups.body).toEqual({ groupIDs: [`${id}-${suffix}`], role });
    }
  });

  it("hides a private page from outsiders and anonymous visitors with 404", async () => {
    // Read by its id, the page says only that it is not public (never its name).
    const read = await h.call("GET", `/api/v1/profiles/${id}`, { token: outsider.token });
    expect(read.status).toBe(404);
    expect(read.body).toEqual({ code: "not_public", message: "this page is not public" });
    const anonymousRead = await h.call("GET", `/public/api/v1/profiles/${id}`);
    expect(anonymousRead.status).toBe(404);
    expect(anonymousRead.body).toMatchObject({ code: "not_public" });
    for (const path of [
      `/api/v1/profiles/${id}/groups`,
      `/api/v1/profiles/${id}/qrcode`,
      `/api/v1/profiles/${id}/group-membership`,
    ]) {
      const res = await h.call("GET", path, { token: outsider.token });
      expect(res.status, path).toBe(404);
      expect(res.body).toEqual({ code: "not_found", message: "profile not found" });
    }
    const save = await h.call("PUT", `/api/v1/profiles/${id}`, {
      token: outsider.token,
      body: { name: "Hack", sections: [] },
    });
    expect(save.status).toBe(404);
    expect((await h.call("GET", `/public/api/v1/profiles/${id}`)).status).toBe(404);
    const unknown = await h.call("GET", `/public/api/v1/profiles/does-not-exist`);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ code: "not_found" });
  });

  it("shows a public page to anyone with only the public sections", async () => {
    await makePublic();
    const anonymous = await h.call("GET", `/public/api/v1/profiles/${id}`, {
      headers: { Authorization: `Bearer ${owner.token}` },
    });
    expect(anonymous.status).toBe(200);
    expect((anonymous.body as { sections: { text: string }[] }).sections).toEqual([sections[0]]);

    const signedIn = await h.call("GET", `/api/v1/profiles/${id}`, { token: outsider.token });
    expect((signedIn.body as { sections: unknown[] }).sections).toEqual([sections[0]]);
    const groups = await h.call("GET", `/api/v1/profiles/${id}/groups`, { token: outsider.token });
    expect(groups.body).toEqual({ groupIDs: [], role: "none" });
    // Outsiders of a public page may look, not touch: 403.
    const save = await h.call("PUT", `/api/v1/profiles/${id}`, {
      token: outsider.token,
      body: { name: "Hack", sections: [] },
    });
    expect(save.status).toBe(403);
    const rows = await h.call("GET", `/api/v1/profiles/${id}/group-membership`, {
      token: outsider.token,
    });
    expect(rows.status).toBe(403);
  });
});

describe("what viewers and managers may do", () => {
  it("refuses every change by a viewer with 403", async () => {
    const attempts = [
      h.call("PUT", `/api/v1/profiles/${id}`, {
        token: viewer.token,
        body: { name: "x", sections: [] },
      }),
      h.call("POST", `/api/v1/profiles/${id}/public`, {
        token: viewer.token,
        body: { isPublic: true },
      }),
      h.call("POST", `/api/v1/profiles/${id}/upload`, {
        token: viewer.token,
        body: { type: "carousel", fileNames: ["a.jpg"] },
      }),
      h.call("GET", `/api/v1/profiles/${id}/group-membership`, { token: viewer.token }),
      addRow(viewer, "friend@example.nl", "0001"),
      h.call("DELETE", `/api/v1/profiles/${id}/group-membership?username=owner%40example.nl`, {
        token: viewer.token,
      }),
      h.call("POST", `/api/v1/profiles/${id}/payment/initiate`, {
        token: viewer.token,
        body: { plan: "silver", yearsUpfront: 10 },
      }),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ code: "forbidden" });
    }
  });

  it("lets a manager save and manage access", async () => {
    const save = await h.call("PUT", `/api/v1/profiles/${id}`, {
      token: manager.token,
      body: { name: "Oma Truus", sections: [] },
    });
    expect(save.status).toBe(200);
    const add = await addRow(manager, "friend@example.nl", "0001");
    expect(add.status).toBe(200);
    expect(add.body).toEqual({
      groupMemberships: [
        { username: "friend@example.nl", groupIDs: [`${id}-0001`], role: "view" },
        { username: "manager@example.nl", groupIDs: [`${id}-0000`], role: "manage" },
        { username: "owner@example.nl", groupIDs: [`${id}-0000`], role: "owner" },
        { username: "viewer@example.nl", groupIDs: [`${id}-0001`], role: "view" },
      ],
    });
  });

  it("lets nobody change or remove their own row", async () => {
    const change = await addRow(manager, "MANAGER@example.nl", "0001");
    expect(change.status).toBe(409);
    expect(change.body).toMatchObject({ code: "own_access_row" });
    const remove = await h.call(
      "DELETE",
      `/api/v1/profiles/${id}/group-membership?username=owner%40example.nl`,
      { token: owner.token },
    );
    expect(remove.status).toBe(409);
  });

  it("refuses a group id of another page and unknown rows", async () => {
    const other = await h.createPage(owner);
    const res = await h.call("PUT", `/api/v1/profiles/${id}/group-membership`, {
      token: owner.token,
      body: { username: "friend@example.nl", groupIDs: [`${other}-0001`] },
    });
    expect(res.status).toBe(400);
    const missing = await h.call(
      "DELETE",
      `/api/v1/profiles/${id}/group-membership?username=nobody%40example.nl`,
      { token: owner.token },
    );
    expect(missing.status).toBe(404);
    const badEmail = await h.call(
      "DELETE",
      `/api/v1/profiles/${id}/group-membership?username=not-an-email`,
      { token: owner.token },
    );
    expect(badEmail.status).toBe(400);
  });

  it("takes access away from a removed invitee on the next request", async () => {
    expect((await h.call("GET", `/api/v1/profiles/${id}`, { token: viewer.token })).status).toBe(
      200,
    );
    const remove = await h.call(
      "DELETE",
      `/api/v1/profiles/${id}/group-membership?username=viewer%40example.nl`,
      { token: owner.token },
    );
    expect(remove.status).toBe(204);
    expect((await h.call("GET", `/api/v1/profiles/${id}`, { token: viewer.token })).status).toBe(
      404,
    );
  });
});

describe("invitations", () => {
  it("mails a new row with the page's name and address, once", async () => {
    const mails = h.ctx.mailbox.list("viewer@example.nl");
    expect(mails).toHaveLength(1);
    expect(mails[0]?.kind).toBe("invitation");
    expect(mails[0]?.subject).toContain("Oma Truus");
    // The page's readable address, from its name.
    expect(mails[0]?.body).toContain("http://web.test/oma-truus");
    expect(mails[0]?.body).toContain("owner@example.nl");
    await addRow(owner, "viewer@example.nl", "0000"); // a level change is not a new invitation
    expect(h.ctx.mailbox.list("viewer@example.nl")).toHaveLength(1);
  });

  it("grants access to someone without an account once they sign in with that e-mail", async () => {
    await addRow(owner, "nieuw@example.nl", "0001");
    const newcomer = await h.user("Nieuw@Example.nl");
    const list = await h.call("GET", "/api/v1/profiles", { token: newcomer.token });
    expect(list.body).toEqual({
      profiles: [
        {
          id,
          address: "oma-truus",
          name: "Oma Truus",
          profilePicture: null,
          dateOfBirth: null,
          dateOfDeath: null,
          isPublic: false,
          isBlocked: false,
          plan: "trial",
        },
      ],
    });
  });
});
