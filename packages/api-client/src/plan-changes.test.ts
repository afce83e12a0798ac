import type { YearsUpfront } from "@memorial/domain";
import { describe, expect, it } from "vitest";
import { fakeApi, json } from "../test/fake-api";
import { initiateExtension, initiateUpgrade } from "./plan-changes";

const PAY_URL = "http://api.test/payments/abc";

describe("initiateUpgrade", () => {
  it("POSTs to the upgrade path and returns the payment URL", async () => {
    const api = fakeApi(() => json(200, { url: PAY_URL }));
    await expect(initiateUpgrade(api.client, "p1")).resolves.toBe(PAY_URL);
    expect(api.calls[0]).toMatchObject({
      method: "POST",
      path: "/api/v1/profiles/p1/payment/upgrade",
    });
  });

  it("throws ApiError when the page cannot move to silver", async () => {
    const api = fakeApi(() => json(409, { code: "plan_not_available", message: "no" }));
    await expect(initiateUpgrade(api.client, "p1")).rejects.toMatchObject({
      status: 409,
      code: "plan_not_available",
    });
  });
});

describe("initiateExtension", () => {
  it("POSTs the years and returns the payment URL", async () => {
    const api = fakeApi(() => json(200, { url: PAY_URL }));
    await expect(initiateExtension(api.client, "p1", 20)).resolves.toBe(PAY_URL);
    expect(api.calls[0]).toMatchObject({
      method: "POST",
      path: "/api/v1/profiles/p1/payment/extend",
      body: { yearsUpfront: 20 },
    });
  });

  it("falls back to 10 years for a value that is not offered", async () => {
    const api = fakeApi(() => json(200, { url: PAY_URL }));
    await initiateExtension(api.client, "p1", 7 as YearsUpfront);
    expect(api.calls[0]?.body).toEqual({ yearsUpfront: 10 });
  });

  it("rejects an answer without a URL", async () => {
    const api = fakeApi(() => json(200, {}));
    await expect(initiateExtension(api.client, "p1", 5)).rejects.toThrow();
  });
});
