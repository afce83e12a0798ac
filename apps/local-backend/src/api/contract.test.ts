import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadContract } from "./contract.ts";
import { MAX_TEXT_LENGTH } from "./profile-view.ts";
import { startApiHarness, type ApiHarness } from "./test-harness.ts";

const contract = loadContract();

describe("the contract as loaded from openapi/memorial-api.yaml", () => {
  it("has the operations of the spec, with anonymous access only where it allows it", () => {
    const anonymous = contract.operations
      .filter((op) => !op.requiresAuth)
      .map((op) => op.operationId);
    expect(anonymous.sort()).toEqual([
      "createPublicCondolence",
      "getPublicProfile",
      "lightPublicCandle",
      "listPublicCandles",
      "listPublicCondolences",
      "uploadFile",
    ]);
    // The calls of the spec (section 7), plus the upload target behind the opaque uploadURL.
    expect(contract.operations.map((op) => `${op.method.toUpperCase()} ${op.path}`).sort()).toEqual(
      [
        "POST /api/v1/profiles",
        "GET /api/v1/profiles",
        "PUT /api/v1/profiles/{id}",
        "GET /api/v1/profiles/{id}",
        "GET /public/api/v1/profiles/{id}",
        "POST /api/v1/profiles/{id}/upload",
        "PUT /uploads/{jobID}",
        "GET /api/v1/jobs/{jobID}",
        "GET /api/v1/profiles/{id}/qrcode",
        "POST /api/v1/profiles/{id}/public",
        "GET /api/v1/profiles/{id}/groups",
        "GET /api/v1/profiles/{id}/group-membership",
        "PUT /api/v1/profiles/{id}/group-membership",
        "DELETE /api/v1/profiles/{id}/group-membership",
        "POST /api/v1/profiles/{id}/payment/initiate",
        // The condolence register (issue 14).
        "GET /api/v1/profiles/{id}/condolences",
        "POST /api/v1/profiles/{id}/condolences",
        "DELETE /api/v1/profiles/{id}/condolences/{condolenceID}",
        "PUT /api/v1/profiles/{id}/condolences/{condolenceID}/status",
        "POST /api/v1/profiles/{id}/condolences/bulk-approve",
        "GET /api/v1/profiles/{id}/condolence-settings",
        "PUT /api/v1/profiles/{id}/condolence-settings",
        "GET /api/v1/profiles/{id}/candles",
        "POST /api/v1/profiles/{id}/candles",
        "GET /public/api/v1/profiles/{id}/condolences",
        "POST /public/api/v1/profiles/{id}/condolences",
        "GET /public/api/v1/profiles/{id}/candles",
        "POST /public/api/v1/profiles/{id}/candles",
      ].sort(),
    );
  });

  it("validates responses, so tests notice answers that break it", () => {
    expect(
      contract.validateResponse("getProfile", 404, { code: "not_found", message: "x" }).ok,
    ).toBe(true);
    expect(contract.validateResponse("getProfile", 404, { error: "x" }).ok).toBe(false);
    expect(contract.validateResponse("getProfile", 418, {}).ok).toBe(false);
    expect(
      contract.validateResponse("getProfile", 200, {
        id: "a",
        name: "",
        isPublic: false,
        isBlocked: false,
        plan: "gold",
        sections: [],
      }).errors,
    ).toEqual(["plan: must be equal to one of the allowed values"]);
    expect(contract.validateResponse("removeGroupMembership", 204, undefined).ok).toBe(true);
    expect(contract.validateResponse("removeGroupMembership", 204, { a: 1 }).ok).toBe(false);
  });

  it("limits the stored HTML to the maxLength of a text section", () => {
    const schemas = (
      contract.document.components as {
        schemas: { TextSection: { properties: { text: { maxLength: number } } } };
      }
    ).schemas;
    expect(schemas.TextSection.properties.text.maxLength).toBe(MAX_TEXT_LENGTH);
  });

  it("reports a bad section against its own type", () => {
    const result = contract.operation("saveProfile").validateBody({
      name: "x",
      sections: [{ type: "photo_carousel", isPublic: true, photos: ["ftp://x"] }],
    });
    expect(result.errors).toEqual(['sections/0/photos/0: must match pattern "^https?://"']);
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
