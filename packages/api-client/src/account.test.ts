import { describe, expect, it } from "vitest";
import { fakeApi, json } from "../test/fake-api";
import { exportAccount } from "./account";

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
