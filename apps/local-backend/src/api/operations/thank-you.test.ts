import type { components } from "@memorial/api-types";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startApiHarness, type ApiHarness, type TestUser } from "../../testing/api-harness.ts";

type Created = components["schemas"]["CondolenceCreated"];
type Addresses = components["schemas"]["ThankYouAddressList"];
type ThankYouState = components["schemas"]["ThankYouMailState"];
type Account = components["schemas"]["AccountProfile"];

let h: ApiHarness;
let owner: TestUser;
let viewer: TestUser;

beforeEach(async () => {
  h = await startApiHarness({
    MEMORIAL_RATE_LIMIT_CLIENT_PER_MINUTE: "1000",
    MEMORIAL_RATE_LIMIT_PAGE_PER_MINUTE: "1000",
  });
  owner = await h.user("eigenaar@example.nl");
  viewer = await h.user("kijker@example.nl");
});

afterEach(async () => {
  await h.close();
});

async function page(): Promise<string> {
  const id = await h.createPage(owner);
  h.api.profiles.putAccessRow(id, viewer.email, "view");
  h.api.profiles.saveContent(
    id,
    {
      name: "Johanna de Vries",
      dateOfBirth: null,
      dateOfDeath: null,
      profilePicture: null,
      sections: [],
      extra: {},
    },
    undefined,
  );
  h.api.profiles.activatePlan(id, "silver", 1);
  h.api.profiles.setPublic(id, true);
  return id;
}

const write = (id: string, body: object) =>
  h.call("POST", `/public/api/v1/profiles/${id}/condolences`, { body });
const address = { street: "Lindelaan 12", postcode: "3581ab", place: "Utrecht" };

describe("the thank-you card addresses", () => {
  it("keeps the address for the managers only and removes it with its message", async () => {
    const id = await page();
    const created = (
      await write(id, { name: "Marja", message: "Veel sterkte.", thankYouAddress: address })
    ).body as Created;
    await write(id, { name: "Kees", message: "Sterkte." });
    expect(JSON.stringify(created)).not.toContain("Lindelaan");

    const path = `/api/v1/profiles/${id}/thank-you-addresses`;
    const list = await h.call("GET", path, { token: owner.token });
    expect(list.status).toBe(200);
    expect((list.body as Addresses).items).toEqual([
      expect.objectContaining({
        condolenceId: created.condolence.id,
        name: "Marja",
        street: "Lindelaan 12",
        postcode: "3581 AB",
        place: "Utrecht",
      }),
    ]);
    expect((await h.call("GET", path, { token: viewer.token })).status).toBe(403);
    const visitorList = await h.call("GET", `/api/v1/profiles/${id}/condolences`, {
      token: viewer.token,
    });
    expect(JSON.stringify(visitorList.body)).not.toContain("Lindelaan");

    await h.call("DELETE", `/api/v1/profiles/${id}/condolences/${created.condolence.id}`, {
      token: owner.token,
    });
    expect(((await h.call("GET", path, { token: owner.token })).body as Addresses).items).toEqual(
      [],
    );
  });

  it("refuses a postcode that is not Dutch and stores nothing", async () => {
    const id = await page();
    const answer = await write(id, {
      name: "Marja",
      message: "Veel sterkte.",
      thankYouAddress: { ...address, postcode: "12345" },
    });
    expect(answer.status).toBe(400);
    expect(h.api.condolences.register(id).pending).toBe(0);
  });
});

describe("the digital thank-you", () => {
  it("mails every writer with an address once, and refuses a second send", async () => {
    const id = await page();
    await write(id, { name: "Marja", message: "Veel sterkte.", email: "marja@example.nl" });
    await write(id, { name: "Marja H.", message: "Nog eens.", email: "MARJA@example.nl" });
    await write(id, { name: "Kees", message: "Sterkte." });
    const path = `/api/v1/profiles/${id}/thank-you-mail`;
    const before = (await h.call("GET", path, { token: owner.token })).body as ThankYouState;
    expect(before).toEqual({ sentAt: null, recipients: 1, text: null });

    const sent = await h.call("POST", path, {
      token: owner.token,
      body: { text: "Lieve mensen,\n\nDank u voor uw warme woorden." },
    });
    expect(sent.status).toBe(200);
    expect((sent.body as ThankYouState).sentAt).not.toBeNull();
    const received = h.ctx.mailbox.list("marja@example.nl").filter((m) => m.kind === "thank-you");
    expect(received).toHaveLength(1);
    expect(received[0]?.subject).toBe("Een woord van dank van de familie van Johanna de Vries");
    expect(received[0]?.body).toMatch(/^Beste Marja,\n\nLieve mensen,\n\nDank u voor uw warme/);

    const again = await h.call("POST", path, { token: owner.token, body: { text: "Nog eens." } });
    expect(again.status).toBe(409);
    expect((again.body as { code: string }).code).toBe("thank_you_sent");
    expect(
      h.ctx.mailbox.list("marja@example.nl").filter((m) => m.kind === "thank-you"),
    ).toHaveLength(1);
    expect((await h.call("POST", path, { token: viewer.token, body: { text: "x" } })).status).toBe(
      403,
    );
  });
});

describe("'Uw naam'", () => {
  it("is asked once, and the invitation names the inviter by it", async () => {
    const first = (await h.call("GET", "/api/v1/account/profile", { token: owner.token }))
      .body as Account;
    expect(first).toEqual({ email: owner.email, name: null, nameAsked: false });
    const saved = await h.call("PUT", "/api/v1/account/profile", {
      token: owner.token,
      body: { name: "  Anna   de Jong " },
    });
    expect(saved.body).toEqual({ email: owner.email, name: "Anna de Jong", nameAsked: true });

    const id = await page();
    await h.call("PUT", `/api/v1/profiles/${id}/group-membership`, {
      token: owner.token,
      body: { username: "nieuw@example.nl", groupIDs: [`${id}-0001`] },
    });
    const invitation = h.ctx.mailbox.list("nieuw@example.nl")[0];
    expect(invitation?.body).toContain(
      "Anna de Jong heeft u toegang gegeven tot de herinneringspagina van Johanna de Vries.",
    );

    const skipped = await h.call("PUT", "/api/v1/account/profile", {
      token: viewer.token,
      body: { name: null },
    });
    expect(skipped.body).toEqual({ email: viewer.email, name: null, nameAsked: true });
  });

  it("greets a manager by name in the mail about a waiting message", async () => {
    await h.call("PUT", "/api/v1/account/profile", {
      token: owner.token,
      body: { name: "Anna de Jong" },
    });
    const id = await page();
    await write(id, { name: "Marja", message: "Veel sterkte." });
    const mail = h.ctx.mailbox.list(owner.email).find((m) => m.kind === "condolence");
    expect(mail?.body).toMatch(/^Beste Anna de Jong,\n/);
  });
});
