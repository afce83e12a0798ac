import type { YearsUpfront } from "@memorial/domain";
import { describe, expect, it } from "vitest";
import { fakeApi, json } from "../test/fake-api";
import { initiatePayment } from "./payment";

const PAY_URL = "http://api.test/payments/abc";

describe("initiatePayment", () => {
  it("POSTs plan and yearsUpfront and returns the payment URL", async () => {
    const api = fakeApi(() => json(200, { url: PAY_URL }));
    await expect(
      initiatePayment(api.client, "p1", { plan: "silver", yearsUpfront: 15 }),
    ).resolves.toBe(PAY_URL);
    expect(api.calls[0]).toMatchObject({
      method: "POST",
      path: "/api/v1/profiles/p1/payment/initiate",
      body: { plan: "silver", yearsUpfront: 15 },
    });
  });

  it.each([["abc"], [7], [null], [undefined], [Number.NaN]])(
    "falls back to 10 years for %s from an untyped caller",
    async (years) => {
      const api = fakeApi(() => json(200, { url: PAY_URL }));
      await initiatePayment(api.client, "p1", {
        plan: "bronze",
        yearsUpfront: years as YearsUpfront,
      });
      expect(api.calls[0]?.body).toEqual({ plan: "bronze", yearsUpfront: 10 });
    },
  );

  it("refuses an unknown plan without calling the API", async () => {
    const api = fakeApi(() => json(200, { url: PAY_URL }));
    await expect(
      initiatePayment(api.client, "p1", { plan: "gold" as "silver", yearsUpfront: 10 }),
    ).rejects.toThrow('Unknown plan: "gold"');
    expect(api.calls).toHaveLength(0);
  });

  it("throws ApiError when the plan is not available", async () => {
    const api = fakeApi(() => json(409, { code: "plan_not_available", message: "no" }));
    await expect(
      initiatePayment(api.client, "p1", { plan: "bronze", yearsUpfront: 10 }),
    ).rejects.toMatchObject({ status: 409, code: "plan_not_available" });
  });

  it("rejects an answer without a URL", async () => {
    const api = fakeApi(() => json(200, {}));
    await expect(
      initiatePayment(api.client, "p1", { plan: "silver", yearsUpfront: 10 }),
    ).rejects.toMatchObject({ code: "invalid_response" });
  });
});
