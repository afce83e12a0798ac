// The QR code encodes the page's readable address on the web origin; adding an access row
// e-mails the invited person (page name and address), who gets access on signing in.
import jsQR from "jsqr";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { createUser, readMailbox, strongPassword } from "./test-users";
import {
  bodyOf,
  createPage,
  expectStatus,
  guestEmail,
  pollQrCode,
  putRow,
  savePage,
  standardContent,
  useSuite,
  type ProfileBody,
  skipBecause,
} from "./harness";

describe("QR code", () => {
  it("is a PNG encoding the page's address on the web origin", async () => {
    const { accounts, ctx } = useSuite();
    const token = accounts.manager.idToken;
    const id = await createPage(token);
    const saved = await savePage(token, id, standardContent("Opa Kees"));
    expectStatus(saved, 200);
    const address = bodyOf<ProfileBody>(saved).address ?? "";
    expect(address).toMatch(/^opa-kees-1948(?:-\d+)?$/);
    const qr = await pollQrCode(token, id);
    expect(qr.status, qr.error).toBe("succeeded");
    const image = await fetch(qr.url ?? "");
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/png");
    const { data, info } = await sharp(Buffer.from(await image.arrayBuffer()))
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(info.channels).toBe(4);
    const decoded = jsQR(new Uint8ClampedArray(data), info.width, info.height);
    expect(decoded, "no QR code found in the image").not.toBeNull();
    const text = decoded?.data ?? "";
    expect(text).toMatch(new RegExp(`/${address}$`));
    if (ctx.webOrigin !== undefined) expect(text).toBe(`${ctx.webOrigin}/${address}`);
  });
});

describe("invitations", () => {
  it("mail the invited person and give access once they sign up with that e-mail", async (test) => {
    const { accounts, api, ctx } = useSuite();
    if (!ctx.canSignUp || ctx.mailboxUrl === undefined) {
      skipBecause(
        test,
        "no mailbox (CONTRACT_MAILBOX_URL) to read invitations and sign-up codes from",
      );
      return;
    }
    const owner = accounts.owner.idToken;
    const id = await createPage(owner);
    const named = await savePage(owner, id, standardContent("Opa Kees"));
    expectStatus(named, 200);
    const address = bodyOf<ProfileBody>(named).address ?? "";
    expect(address).toMatch(/^opa-kees-1948(?:-\d+)?$/);
    const invited = guestEmail("invited");
    // Mixed case on the way in: e-mails are compared case-insensitively and stored lower-case.
    const mixed = invited.replace("contract", "Contract");
    const saved = await putRow(owner, id, mixed, "view");
    expectStatus(saved, 200);
    const rows = bodyOf<{ groupMemberships: { username: string }[] }>(saved).groupMemberships;
    expect(rows.map((row) => row.username)).toContain(invited);

    const mail = (await readMailbox(ctx.mailboxUrl, invited)).find((m) => m.kind === "invitation");
    expect(mail, "no invitation e-mail").toBeDefined();
    const text = `${mail?.subject ?? ""}\n${mail?.body ?? ""}`;
    expect(text).toContain("Opa Kees");
    expect(text).toContain(
      ctx.webOrigin === undefined ? `/${address}` : `${ctx.webOrigin}/${address}`,
    );

    const tokens = await createUser(
      { identityUrl: ctx.identityUrl, clientId: ctx.clientId },
      ctx.mailboxUrl,
      invited,
      strongPassword(ctx.runId),
    );
    const read = await api.request(
      "GET",
      `/api/v1/profiles/${id}`,
      { token: tokens.idToken },
      "viewer",
    );
    expectStatus(read, 200);
    expect(bodyOf<ProfileBody>(read).sections).toHaveLength(2);
    const list = await api.request("GET", "/api/v1/profiles", { token: tokens.idToken }, "viewer");
    expect(bodyOf<{ profiles: { id: string }[] }>(list).profiles.map((p) => p.id)).toContain(id);
  });
});
