import type { components } from "@memorial/api-types";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startApiHarness, type ApiHarness, type TestUser } from "../../testing/api-harness.ts";

type Schemas = components["schemas"];

let h: ApiHarness;
let anna: TestUser;
let bart: TestUser;

beforeEach(async () => {
  h = await startApiHarness({
    MEMORIAL_RATE_LIMIT_CLIENT_PER_MINUTE: "1000",
    MEMORIAL_RATE_LIMIT_PAGE_PER_MINUTE: "1000",
  });
  anna = await h.user("anna@example.nl");
  bart = await h.user("bart@example.nl");
});
afterEach(async () => {
  await h.close();
});

describe("'Mijn gegevens downloaden'", () => {
  it("gives the caller's account, pages with role and own messages, and nothing of others", async () => {
    await h.createPage(anna, "Opa Kees");
    const shared = await h.createPage(bart, "Tante Rie");
    h.api.profiles.setPublic(shared, true);
    h.api.profiles.activatePlan(shared, "silver", 1);
    h.api.profiles.putAccessRow(shared, anna.email, "view");
    await h.call("PUT", "/api/v1/account/profile", {
      token: anna.token,
      body: { name: "Anna de Jong" },
    });
    // Anna writes one message signed in, one anonymously; Bart writes one.
    expect(
      (
        await h.call("POST", `/api/v1/profiles/${shared}/condolences`, {
          token: anna.token,
          body: {
            name: "Anna",
            message: "Wat een lieve tante.",
            thankYouAddress: { street: "Lindelaan 12", postcode: "3581ab", place: "Utrecht" },
          },
        })
      ).status,
    ).toBe(201);
    await h.call("POST", `/public/api/v1/profiles/${shared}/condolences`, {
      body: { name: "Anna", message: "Zonder account geschreven." },
    });
    await h.call("POST", `/api/v1/profiles/${shared}/condolences`, {
      token: bart.token,
      body: { name: "Bart", message: "Van Bart." },
    });

    const res = await h.call("GET", "/api/v1/account/export", { token: anna.token });
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Disposition")).toBe(
      'attachment; filename="mijn-gegevens.json"',
    );
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    const body = res.body as Schemas["AccountExport"];
    expect(body.account).toEqual({ email: "anna@example.nl", name: "Anna de Jong" });
    expect(body.pages.map((p) => [p.name, p.role]).sort()).toEqual([
      ["Opa Kees", "owner"],
      ["Tante Rie", "view"],
    ]);
    expect(body.messages).toHaveLength(1);
    expect(body.messages[0]).toMatchObject({
      profileId: shared,
      pageName: "Tante Rie",
      kind: "condolence",
      message: "Wat een lieve tante.",
      thankYouAddress: { street: "Lindelaan 12", place: "Utrecht" },
    });
    expect(JSON.stringify(body)).not.toContain("Van Bart");
    expect(JSON.stringify(body)).not.toContain("bart@example.nl");

    const bartsOwn = (await h.call("GET", "/api/v1/account/export", { token: bart.token }))
      .body as Schemas["AccountExport"];
    expect(bartsOwn.account.email).toBe("bart@example.nl");
    expect(bartsOwn.messages.map((m) => m.message)).toEqual(["Van Bart."]);
    expect((await h.call("GET", "/api/v1/account/export")).status).toBe(401);
  });
});
