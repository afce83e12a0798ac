// The bedankkaart: the address a writer leaves for a thank-you card reaches the page's managers
// only (viewers 403, outsiders 404, no other answer carries it) and goes with its message; the
// one digital thank-you goes once to each address and a second send is refused; the caller's
// own name ('Uw naam') is read and changed by the caller only and names them in invitations.
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
type Role = "anonymous" | Exclude<AccountRole, "removed">;

function call(role: Role, method: string, url: string, json?: unknown) {
  const { api, accounts } = useSuite();
  const token = role === "anonymous" ? undefined : accounts[role].idToken;
  return api.request(method, url, { token, json }, role);
}

/** A page of the manager account (the owner account is near its limit), with a viewer row. */
async function newPage(name: string): Promise<string> {
  const { accounts } = useSuite();
  const creator = accounts.manager.idToken;
  const id = await createPage(creator);
  expectStatus(await savePage(creator, id, standardContent(name)), 200);
  expectStatus(await putRow(creator, id, accounts.viewer.email, "view"), 200);
  return id;
}

const addresses = (id: string) => `/api/v1/profiles/${id}/thank-you-addresses`;
const thankYou = (id: string) => `/api/v1/profiles/${id}/thank-you-mail`;
const condolences = (id: string) => `/api/v1/profiles/${id}/condolences`;
const address = { street: "Lindelaan 12", postcode: "3581ab", place: "Utrecht" };

describe("thank-you card addresses", () => {
  it("reach the managers only and go with their message", async () => {
    const id = await newPage("Bedankkaart");
    const written = await call("viewer", "POST", condolences(id), {
      name: "Marja",
      message: "Veel sterkte",
      thankYouAddress: address,
    });
    expectStatus(written, 201);
    expect(JSON.stringify(bodyOf(written))).not.toContain("Lindelaan");
    const messageId = bodyOf<Schemas["CondolenceCreated"]>(written).condolence.id;

    const list = await call("manager", "GET", addresses(id));
    expectStatus(list, 200);
    expect(bodyOf<Schemas["ThankYouAddressList"]>(list).items).toEqual([
      expect.objectContaining({
        condolenceId: messageId,
        name: "Marja",
        street: "Lindelaan 12",
        postcode: "3581 AB",
        place: "Utrecht",
      }),
    ]);
    for (const role of ["manager", "viewer"] as const) {
      const read = await call(role, "GET", `${condolences(id)}?limit=100`);
      expect(JSON.stringify(bodyOf(read))).not.toContain("Lindelaan");
    }
    expectStatus(await call("viewer", "GET", addresses(id)), 403, "forbidden");
    expectStatus(await call("other", "GET", addresses(id)), 404, "not_found");
    expectStatus(await call("anonymous", "GET", addresses(id)), 401, "unauthorized");

    expectStatus(await call("manager", "DELETE", `${condolences(id)}/${messageId}`), 204);
    expect(
      bodyOf<Schemas["ThankYouAddressList"]>(await call("manager", "GET", addresses(id))).items,
    ).toEqual([]);
  });

  it("refuses a postcode that is not Dutch and stores nothing", async () => {
    const id = await newPage("Bedankkaart postcode");
    expectStatus(
      await call("viewer", "POST", condolences(id), {
        name: "Kees",
        message: "Sterkte",
        thankYouAddress: { ...address, postcode: "12345" },
      }),
      400,
      "invalid_request",
    );
    expectStatus(
      await call("viewer", "POST", condolences(id), {
        name: "Kees",
        message: "Sterkte",
        thankYouAddress: { ...address, street: "  " },
      }),
      400,
      "invalid_request",
    );
    const list = bodyOf<Schemas["CondolenceList"]>(
      await call("manager", "GET", `${condolences(id)}?limit=100`),
    );
    expect(list.items).toEqual([]);
  });
});

describe("the digital thank-you", () => {
  it("goes once to each writer's address; a second send is refused", async (test) => {
    const { ctx } = useSuite();
    if (ctx.mailboxUrl === undefined) skipBecause(test, "no mailbox to read");
    const id = await newPage("Bedankje");
    expectStatus(
      await call("manager", "POST", thankYou(id), { text: "Dank u." }),
      409,
      "no_recipients",
    );
    const writer = `contract-thanks-${ctx.runId}-${Math.random().toString(36).slice(2, 8)}@example.com`;
    expectStatus(
      await call("viewer", "POST", condolences(id), {
        name: "Marja",
        message: "Veel sterkte",
        email: writer,
      }),
      201,
    );
    const before = await call("manager", "GET", thankYou(id));
    expectStatus(before, 200);
    expect(bodyOf<Schemas["ThankYouMailState"]>(before)).toEqual({
      sentAt: null,
      recipients: 1,
      text: null,
    });
    expectStatus(await call("viewer", "POST", thankYou(id), { text: "Dank u." }), 403, "forbidden");
    expectStatus(await call("viewer", "GET", thankYou(id)), 403, "forbidden");
    expectStatus(await call("other", "GET", thankYou(id)), 404, "not_found");
    expectStatus(await call("anonymous", "GET", thankYou(id)), 401, "unauthorized");
    expectStatus(await call("anonymous", "POST", thankYou(id), { text: "x" }), 401);
    expectStatus(await call("manager", "POST", thankYou(id), { text: "   " }), 400);

    const sent = await call("manager", "POST", thankYou(id), {
      text: "Lieve mensen,\n\nDank u voor uw warme woorden.",
    });
    expectStatus(sent, 200);
    const state = bodyOf<Schemas["ThankYouMailState"]>(sent);
    expect(state.sentAt).not.toBeNull();
    expect(state.recipients).toBe(1);
    const mails = async () =>
      (await readMailbox(ctx.mailboxUrl ?? "", writer)).filter((m) => m.kind === "thank-you");
    const received = await mails();
    expect(received).toHaveLength(1);
    expect(received[0]?.body).toMatch(/^Beste Marja,\n\nLieve mensen,/);

    expectStatus(
      await call("manager", "POST", thankYou(id), { text: "Nog een keer." }),
      409,
      "thank_you_sent",
    );
    expect(await mails()).toHaveLength(1);
    expect(
      bodyOf<Schemas["ThankYouMailState"]>(await call("manager", "GET", thankYou(id))),
    ).toEqual(state);
  });
});

describe("'Uw naam'", () => {
  it("is the caller's own, limited, and names them in invitations", async (test) => {
    const { ctx, accounts } = useSuite();
    const path = "/api/v1/account/profile";
    expectStatus(await call("anonymous", "GET", path), 401, "unauthorized");
    expectStatus(await call("anonymous", "PUT", path, { name: "X" }), 401, "unauthorized");
    expectStatus(await call("other", "PUT", path, { name: "x".repeat(101) }), 400);
    const saved = await call("manager", "PUT", path, { name: " Anna  de Jong " });
    expectStatus(saved, 200);
    expect(bodyOf<Schemas["AccountProfile"]>(saved)).toEqual({
      email: accounts.manager.email.toLowerCase(),
      name: "Anna de Jong",
      nameAsked: true,
    });
    const other = bodyOf<Schemas["AccountProfile"]>(await call("other", "GET", path));
    expect(other.email).toBe(accounts.other.email.toLowerCase());
    expect(other.name).not.toBe("Anna de Jong");

    if (ctx.mailboxUrl === undefined) {
      skipBecause(test, "no mailbox to read the invitation from");
      return;
    }
    const id = await newPage("Uitnodiging met naam");
    const invited = `contract-named-${ctx.runId}-${Math.random().toString(36).slice(2, 8)}@example.com`;
    expectStatus(await putRow(accounts.manager.idToken, id, invited, "view"), 200);
    const mail = (await readMailbox(ctx.mailboxUrl, invited)).find((m) => m.kind === "invitation");
    expect(mail?.body).toContain("Anna de Jong heeft u toegang gegeven");
    expect(mail?.body).not.toContain(accounts.manager.email);
  });
});
