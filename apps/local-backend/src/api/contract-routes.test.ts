import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApiHarness, TEST_API_URL, type ApiHarness } from "../testing/api-harness.ts";
import { validationMessage } from "./contract-routes.ts";

interface ErrorBody {
  code: string;
  message: string;
}

describe("validation messages", () => {
  let h: ApiHarness;
  beforeAll(async () => {
    h = await startApiHarness();
  });
  afterAll(async () => {
    await h.close();
  });

  it("name the query when a query parameter is missing or wrong", async () => {
    const missing = await h.call("GET", "/exports/some-job");
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({
      code: "invalid_request",
      message: "query: must have required property 'token'",
    });
    const short = await h.call("GET", "/exports/some-job?token=short");
    expect(short.status).toBe(400);
    expect((short.body as ErrorBody).message).toBe(
      "query/token: must NOT have fewer than 16 characters",
    );
  });

  it("name the body for a body that is not the documented object", async () => {
    const owner = await h.user("owner@example.nl");
    const id = await h.createPage(owner);
    const res = await h.call("POST", `/api/v1/profiles/${id}/public`, {
      token: owner.token,
      body: [true],
    });
    expect(res.status).toBe(400);
    expect((res.body as ErrorBody).message).toBe("body: must be object");
  });

  it("name a query parameter of a list after its part", async () => {
    const owner = await h.user("lister@example.nl");
    const id = await h.createPage(owner);
    const res = await h.call("GET", `/api/v1/profiles/${id}/condolences?limit=0`, {
      token: owner.token,
    });
    expect(res.status).toBe(400);
    expect((res.body as ErrorBody).message).toMatch(/^query\/limit: /);
  });

  it("join at most five problems", () => {
    const problems = ["a: 1", "b: 2", "c: 3", "d: 4", "e: 5", "f: 6"];
    expect(validationMessage(problems)).toBe("a: 1; b: 2; c: 3; d: 4; e: 5");
  });
});

describe("a JSON body over the limit", () => {
  let h: ApiHarness;
  beforeAll(async () => {
    h = await startApiHarness();
  });
  afterAll(async () => {
    await h.close();
  });

  it("answers 413 on every operation that takes JSON, as the contract documents", async () => {
    const oversized = JSON.stringify({ name: "x".repeat(4 * 1024 * 1024) });
    const operations = h.api.contract.operations.filter((op) => op.jsonBody);
    expect(operations.length).toBeGreaterThan(10);
    for (const op of operations) {
      const path = op.path.replace(/\{[^}]+\}/g, "p1");
      // The harness's fetch fails the test when the answer is not documented for the operation.
      const res = await h.fetch(`${TEST_API_URL}${path}`, {
        method: op.method.toUpperCase(),
        headers: { "Content-Type": "application/json" },
        body: oversized,
      });
      expect([op.operationId, res.status]).toEqual([op.operationId, 413]);
      expect(((await res.json()) as ErrorBody).code).toBe("payload_too_large");
    }
  });
});
