import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadContract } from "@memorial/api-types/contract";
import { MAX_TEXT_LENGTH } from "../stores/profile-view.ts";
import { startApiHarness, type ApiHarness } from "../testing/api-harness.ts";

const contract = loadContract();

describe("the backend against the contract", () => {
  it("limits the stored HTML to the maxLength of a text section", () => {
    const schemas = (
      contract.document.components as {
        schemas: { TextSection: { properties: { text: { maxLength: number } } } };
      }
    ).schemas;
    expect(schemas.TextSection.properties.text.maxLength).toBe(MAX_TEXT_LENGTH);
  });
});

describe("requests outside the contract", () => {
  let h: ApiHarness;
  beforeAll(async () => {
    h = await startApiHarness();
  });
  afterAll(async () => {
    await h.close();
  });

  it("answers JSON errors, never a crash", async () => {
    const user = await h.user("a@example.nl");
    const unknown = await h.call("GET", "/api/v1/nothing", { token: user.token });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ code: "not_found" });
    const badId = await h.call("GET", "/api/v1/profiles/bad%20id", { token: user.token });
    expect(badId.status).toBe(404);
    expect(badId.body).toMatchObject({ code: "not_found" });
    const badJob = await h.call("PUT", "/uploads/x?token=short", { body: "x" });
    expect(badJob.status).toBe(400);
    const noToken = await h.call("PUT", "/uploads/abc");
    expect(noToken.status).toBe(400);
    const arrayBody = await h.call("POST", "/api/v1/profiles/x/public", {
      token: user.token,
      body: [],
    });
    expect(arrayBody.status).toBe(400);
    const health = await h.call("GET", "/health");
    expect(health.body).toEqual({ status: "ok" });
  });
});
