import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startApiHarness, type ApiHarness, type TestUser } from "../../testing/api-harness.ts";

let h: ApiHarness;
let owner: TestUser;
let manager: TestUser;
let second: TestUser;
let viewer: TestUser;
let id: string;

async function addRow(as: TestUser, email: string, suffix: "0000" | "0001") {
  return h.call("PUT", `/api/v1/profiles/${id}/group-membership`, {
    token: as.token,
    body: { username: email, groupIDs: [`${id}-${suffix}`] },
  });
}

const ownership = async (as: TestUser) =>
  h.call("GET", `/api/v1/profiles/${id}/ownership`, { token: as.token });
const handOver = async (as: TestUser, username: string) =>
  h.call("POST", `/api/v1/profiles/${id}/ownership/handover`, {
    token: as.token,
    body: { username },
  });
const removeRow = async (as: TestUser, email: string) =>
  h.call(
    "DELETE",
    `/api/v1/profiles/${id}/group-membership?username=${encodeURIComponent(email)}`,
    { token: as.token },
  );

/** The code of the answer link in the latest hand-over mail to `email`. */
function linkCode(email: string): string {
  const mail = h.ctx.mailbox.list(email).find((m) => m.kind === "ownership-request");
  const match = /eigenaar-worden\?code=([^&\s]+)&antwoord=accepteren/.exec(mail?.body ?? "");
  if (!match?.[1]) throw new Error(`no hand-over link for ${email}`);
  return match[1];
}

beforeEach(async () => {
  h = await startApiHarness();
  owner = await h.user("owner@example.nl");
  manager = await h.user("manager@example.nl");
  second = await h.user("second@example.nl");
  viewer = await h.user("viewer@example.nl");
  id = await h.createPage(owner);
  await h.call("PUT", `/api/v1/profiles/${id}`, {
    token: owner.token,
    body: { name: "Oma Truus", sections: [] },
  });
  expect((await addRow(owner, "manager@example.nl", "0000")).status).toBe(200);
  expect((await addRow(owner, "second@example.nl", "0000")).status).toBe(200);
  expect((await addRow(owner, "viewer@example.nl", "0001")).status).toBe(200);
});
afterEach(async () => {
  await h.close();
});

describe("the owner", () => {
  it("is the creator, readable by managers only", async () => {
    const read = await ownership(manager);
    expect(read.status).toBe(200);
    expect(read.body).toEqual({ owner: "owner@example.nl", successor: null, handover: null });
    expect((await ownership(viewer)).status).toBe(403);
  });

  it("cannot be removed, lowered or leave; other managers may not remove or lower managers", async () => {
    const lower = await addRow(manager, "owner@example.nl", "0001");
    expect(lower.status).toBe(403);
    expect(lower.body).toMatchObject({ code: "owner_required" });
    expect((await removeRow(manager, "owner@example.nl")).body).toMatchObject({
      code: "owner_required",
    });
    expect((await removeRow(manager, "second@example.nl")).body).toMatchObject({
      code: "owner_required",
    });
    expect((await addRow(manager, "second@example.nl", "0001")).body).toMatchObject({
      code: "owner_required",
    });
    // Managers still invite, raise viewers and remove viewers.
    expect((await addRow(manager, "viewer@example.nl", "0000")).status).toBe(200);
    expect((await addRow(manager, "nieuw@example.nl", "0001")).status).toBe(200);
    expect((await removeRow(manager, "nieuw@example.nl")).status).toBe(204);
    const leave = await h.call("POST", `/api/v1/profiles/${id}/leave`, { token: owner.token });
    expect(leave.status).toBe(409);
    expect(leave.body).toMatchObject({ code: "owner_cannot_leave" });
    // The owner removes a manager.
    expect((await removeRow(owner, "second@example.nl")).status).toBe(204);
  });
});

describe("handing a page over", () => {
  it("changes nothing until the receiver accepts with the mail's link", async () => {
    expect((await handOver(manager, "second@example.nl")).body).toMatchObject({
      code: "owner_required",
    });
    expect((await handOver(owner, "viewer@example.nl")).body).toMatchObject({
      code: "not_a_manager",
    });
    const asked = await handOver(owner, "Manager@example.nl");
    expect(asked.status).toBe(201);
    expect(asked.body).toMatchObject({
      owner: "owner@example.nl",
      handover: { to: "manager@example.nl", from: "owner@example.nl" },
    });
    expect((await handOver(owner, "second@example.nl")).body).toMatchObject({
      code: "handover_pending",
    });

    const mail = h.ctx.mailbox
      .list("manager@example.nl")
      .find((m) => m.kind === "ownership-request");
    expect(mail?.subject).toBe(
      "Verzoek om eigenaar te worden van de herinneringspagina van Oma Truus",
    );
    expect(mail?.body).toContain("owner@example.nl vraagt u om eigenaar te worden");
    expect(mail?.body).toContain("http://web.test/eigenaar-worden?code=");
    expect(mail?.body).toContain("&antwoord=weigeren");
    expect(mail?.html).toContain("Verzoek accepteren");

    const code = linkCode("manager@example.nl");
    const accept = await h.call("POST", "/public/api/v1/ownership-handover-answers", {
      body: { code, answer: "accept" },
    });
    expect(accept.status).toBe(200);
    expect(accept.body).toEqual({ profileId: id, answer: "accept" });

    const list = await h.call("GET", `/api/v1/profiles/${id}/group-membership`, {
      token: manager.token,
    });
    expect(list.body).toMatchObject({
      groupMemberships: expect.arrayContaining([
        { username: "manager@example.nl", groupIDs: [`${id}-0000`], role: "owner" },
        { username: "owner@example.nl", groupIDs: [`${id}-0000`], role: "manage" },
      ]) as unknown,
    });
    const answerMail = h.ctx.mailbox
      .list("owner@example.nl")
      .find((m) => m.kind === "ownership-answer");
    expect(answerMail?.body).toContain("manager@example.nl heeft uw verzoek geaccepteerd");

    // A replayed link changes nothing.
    const replay = await h.call("POST", "/public/api/v1/ownership-handover-answers", {
      body: { code, answer: "decline" },
    });
    expect(replay.status).toBe(410);
    // The former owner may now leave.
    expect(
      (await h.call("POST", `/api/v1/profiles/${id}/leave`, { token: owner.token })).status,
    ).toBe(204);
  });

  it("refuses a forged or cancelled link, and a link of another hand-over", async () => {
    await handOver(owner, "manager@example.nl");
    const code = linkCode("manager@example.nl");
    const [recordId] = code.split(".");
    const forged = await h.call("POST", "/public/api/v1/ownership-handover-answers", {
      body: { code: `${recordId ?? ""}.${"A".repeat(43)}`, answer: "accept" },
    });
    expect(forged.status).toBe(410);
    expect(
      (await h.call("DELETE", `/api/v1/profiles/${id}/ownership/handover`, { token: owner.token }))
        .status,
    ).toBe(204);
    const late = await h.call("POST", "/public/api/v1/ownership-handover-answers", {
      body: { code, answer: "accept" },
    });
    expect(late.status).toBe(410);
    expect((await ownership(owner)).body).toMatchObject({
      owner: "owner@example.nl",
      handover: null,
    });
  });

  it("lets the receiver decline in the app; others get 404", async () => {
    await handOver(owner, "manager@example.nl");
    const path = `/api/v1/profiles/${id}/ownership/handover/answer`;
    expect(
      (await h.call("POST", path, { token: second.token, body: { answer: "accept" } })).status,
    ).toBe(404);
    const declined = await h.call("POST", path, {
      token: manager.token,
      body: { answer: "decline" },
    });
    expect(declined.status).toBe(200);
    expect(declined.body).toEqual({ owner: "owner@example.nl", successor: null, handover: null });
    const mail = h.ctx.mailbox.list("owner@example.nl").find((m) => m.kind === "ownership-answer");
    expect(mail?.subject).toContain("niet aangenomen");
  });

  it("ends the hand-over when the receiver leaves", async () => {
    await handOver(owner, "manager@example.nl");
    expect(
      (await h.call("POST", `/api/v1/profiles/${id}/leave`, { token: manager.token })).status,
    ).toBe(204);
    expect((await ownership(owner)).body).toMatchObject({ handover: null });
    expect((await h.call("GET", `/api/v1/profiles/${id}`, { token: manager.token })).status).toBe(
      404,
    );
  });
});

describe("the successor", () => {
  it("is named and cleared by the owner, among the managers", async () => {
    const path = `/api/v1/profiles/${id}/ownership/successor`;
    expect(
      (await h.call("PUT", path, { token: manager.token, body: { username: "second@example.nl" } }))
        .body,
    ).toMatchObject({ code: "owner_required" });
    expect(
      (await h.call("PUT", path, { token: owner.token, body: { username: "viewer@example.nl" } }))
        .body,
    ).toMatchObject({ code: "not_a_manager" });
    const named = await h.call("PUT", path, {
      token: owner.token,
      body: { username: "second@example.nl" },
    });
    expect(named.body).toMatchObject({ successor: "second@example.nl" });
    // Lowered to view, they are no longer the successor.
    expect((await addRow(owner, "second@example.nl", "0001")).status).toBe(200);
    expect((await ownership(owner)).body).toMatchObject({ successor: null });
    await addRow(owner, "manager@example.nl", "0000");
    await h.call("PUT", path, { token: owner.token, body: { username: "manager@example.nl" } });
    const cleared = await h.call("PUT", path, { token: owner.token, body: { username: null } });
    expect(cleared.body).toMatchObject({ successor: null });
  });
});
