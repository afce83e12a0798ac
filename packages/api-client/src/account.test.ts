import { describe, expect, it } from "vitest";
import { fakeApi, json } from "../test/fake-api";
import { deleteAccount, exportAccount, readAccountDeletion } from "./account";

const EXPORT = {
  exportedAt: "2026-12-02T10:00:00.000Z",
  account: { email: "anna@example.nl", name: "Anna" },
  pages: [{ id: "p1", address: "opa-kees", name: "Opa Kees", role: "owner" }],
  messages: [],
};

describe("exportAccount", () => {
  it("GETs the caller's own data", async () => {
    const api = fakeApi(() => json(200, EXPORT));
    await expect(exportAccount(api.client)).resolves.toEqual(EXPORT);
    expect(api.calls[0]).toMatchObject({ method: "GET", path: "/api/v1/account/export" });
  });

  it("rejects an answer without the account", async () => {
    const api = fakeApi(() => json(200, { pages: [], messages: [] }));
    await expect(exportAccount(api.client)).rejects.toMatchObject({ code: "invalid_response" });
  });
});

const PLAN = {
  pages: [
    {
      id: "p1",
      name: "Opa Kees",
      role: "owner",
      outcome: "transfer",
      managers: [{ email: "bart@example.nl", name: "Bart" }],
      suggested: "bart@example.nl",
    },
  ],
};

describe("readAccountDeletion and deleteAccount", () => {
  it("GETs what happens to each page and POSTs the choices", async () => {
    const api = fakeApi((call) =>
      call.method === "GET" ? json(200, PLAN) : new Response(null, { status: 204 }),
    );
    await expect(readAccountDeletion(api.client)).resolves.toEqual(PLAN);
    const request = {
      deletePages: [],
      newOwners: [{ profileId: "p1", email: "bart@example.nl" }],
    };
    await deleteAccount(api.client, request);
    expect(api.calls[1]).toMatchObject({
      method: "POST",
      path: "/api/v1/account/deletion",
      body: request,
    });
  });

  it("rejects a page without a known outcome, and passes a 409 on", async () => {
    const odd = { pages: [{ ...PLAN.pages[0], outcome: "archive" }] };
    const api = fakeApi(() => json(200, odd));
    await expect(readAccountDeletion(api.client)).rejects.toMatchObject({
      code: "invalid_response",
    });
    const conflict = fakeApi(() =>
      json(409, { code: "account_pages_changed", message: "read again" }),
    );
    await expect(
      deleteAccount(conflict.client, { deletePages: [], newOwners: [] }),
    ).rejects.toMatchObject({ code: "account_pages_changed", status: 409 });
  });
});
