import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startApiHarness, type ApiHarness, type TestUser } from "../../testing/api-harness.ts";

let h: ApiHarness;
let owner: TestUser;
let id: string;

beforeEach(async () => {
  h = await startApiHarness();
  owner = await h.user("owner@example.nl");
  id = await h.createPage(owner);
});
afterEach(async () => {
  await h.close();
});

const save = (body: unknown) =>
  h.call("PUT", `/api/v1/profiles/${id}`, { token: owner.token, body });
const initiate = (plan: string, yearsUpfront: number) =>
  h.call("POST", `/api/v1/profiles/${id}/payment/initiate`, {
    token: owner.token,
    body: { plan, yearsUpfront },
  });

async function pay(plan: "bronze" | "silver", outcome: "paid" | "failed" | "cancelled") {
  const res = await initiate(plan, 10);
  expect(res.status).toBe(200);
  const url = new URL((res.body as { url: string }).url);
  expect(url.origin).toBe("http://api.test");
  const done = await h.api.app.request(url.pathname, {
    method: "POST",
    body: new URLSearchParams({ outcome }),
  });
  expect(done.status).toBe(303);
  expect(done.headers.get("location")).toBe(`http://web.test/${id}`);
  return url.pathname;
}

const read = async () =>
  (await h.call("GET", `/api/v1/profiles/${id}`, { token: owner.token })).body as {
    plan: string;
    isBlocked: boolean;
    isPublic: boolean;
    sections: unknown[];
  };

describe("trial", () => {
  it("lasts the configured number of days (30 by default)", () => {
    const profile = h.api.profiles.get(id);
    const days = (Date.parse(profile?.trialEndsAt ?? "") - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
  });

  it("blocks the page when it expires: content hidden, changes refused, payment possible", async () => {
    await save({ name: "Opa", sections: [{ type: "text", isPublic: true, text: "<p>a</p>" }] });
    const expire = await h.api.app.request(`/_local/profiles/${id}/expire-trial`, {
      method: "POST",
    });
    expect(expire.status).toBe(200);

    const blocked = await read();
    expect(blocked).toMatchObject({ isBlocked: true, plan: "trial", sections: [] });
    for (const res of [
      await save({ name: "Opa", sections: [] }),
      await h.call("POST", `/api/v1/profiles/${id}/public`, {
        token: owner.token,
        body: { isPublic: true },
      }),
      await h.call("POST", `/api/v1/profiles/${id}/upload`, {
        token: owner.token,
        body: { type: "carousel", fileNames: ["a.jpg"] },
      }),
    ]) {
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ code: "profile_blocked" });
    }

    await pay("bronze", "paid");
    const unblocked = await read();
    expect(unblocked).toMatchObject({ isBlocked: false, plan: "bronze" });
    expect(unblocked.sections).toHaveLength(1);
  });

  it("refuses the public flag while on trial", async () => {
    const res = await h.call("POST", `/api/v1/profiles/${id}/public`, {
      token: owner.token,
      body: { isPublic: true },
    });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: "plan_required" });
  });
});

describe("payments", () => {
  it("shows plan, years and amount with VAT on the payment page", async () => {
    await save({ name: "Opa <Jan>", sections: [] });
    const res = await initiate("silver", 15);
    const page = await h.api.app.request(new URL((res.body as { url: string }).url).pathname);
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toContain("text/html");
    const html = await page.text();
    expect(html).toContain("ZILVER");
    expect(html).toContain("15 jaar");
    expect(html).toContain("€ 450,00");
    expect(html).toContain("€ 78,10"); // VAT part of 450 (450 - 450 / 1.21)
    expect(html).toContain("Opa &lt;Jan&gt;");
    for (const label of ["Betaald", "Mislukt", "Geannuleerd"]) expect(html).toContain(label);
  });

  it("switches the plan only when paid, and only once", async () => {
    const failed = await pay("silver", "failed");
    expect((await read()).plan).toBe("trial");
    await pay("silver", "cancelled");
    expect((await read()).plan).toBe("trial");
    // A completed payment cannot be completed again.
    const again = await h.api.app.request(failed, {
      method: "POST",
      body: new URLSearchParams({ outcome: "paid" }),
    });
    expect(again.status).toBe(303);
    expect((await read()).plan).toBe("trial");
    expect(await (await h.api.app.request(failed)).text()).toContain("mislukt");

    await pay("silver", "paid");
    const paid = (await read()) as { plan: string; planEndsAt?: string };
    expect(paid.plan).toBe("silver");
    // Ten years paid upfront: the plan runs until about ten years from now.
    const years = (Date.parse(paid.planEndsAt ?? "") - Date.now()) / (365.25 * 24 * 3600 * 1000);
    expect(years).toBeGreaterThan(9.9);
    expect(years).toBeLessThan(10.1);
    const publicRes = await h.call("POST", `/api/v1/profiles/${id}/public`, {
      token: owner.token,
      body: { isPublic: true },
    });
    expect(publicRes.body).toEqual({ isPublic: true });
  });

  it("does not apply a bronze payment to a page that got video or audio in the meantime", async () => {
    const res = await initiate("bronze", 5);
    expect(res.status).toBe(200);
    const pathname = new URL((res.body as { url: string }).url).pathname;
    expect((await save({ name: "x", sections: [{ type: "video", isPublic: false }] })).status).toBe(
      200,
    );
    const done = await h.api.app.request(pathname, {
      method: "POST",
      body: new URLSearchParams({ outcome: "paid" }),
    });
    expect(done.status).toBe(303);
    expect((await read()).plan).toBe("trial");
    expect(await (await h.api.app.request(pathname)).text()).toContain("mislukt");
    // Silver is still possible.
    await pay("silver", "paid");
    const paid = (await read()) as { plan: string; planEndsAt?: string };
    expect(paid.plan).toBe("silver");
    // Ten years paid upfront: the plan runs until about ten years from now.
    const years = (Date.parse(paid.planEndsAt ?? "") - Date.now()) / (365.25 * 24 * 3600 * 1000);
    expect(years).toBeGreaterThan(9.9);
    expect(years).toBeLessThan(10.1);
  });

  it("offers activation only on trial, and not bronze for a page with video or audio", async () => {
    await save({ name: "x", sections: [{ type: "audio", isPublic: false }] });
    const bronze = await initiate("bronze", 10);
    expect(bronze.status).toBe(409);
    expect(bronze.body).toMatchObject({ code: "plan_not_available" });
    await pay("silver", "paid");
    const again = await initiate("silver", 10);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: "plan_not_available" });
  });

  it("validates plan and years", async () => {
    expect((await initiate("gold", 10)).status).toBe(400);
    expect((await initiate("silver", 7)).status).toBe(400);
    const unknown = await h.api.app.request("/payments/does-not-exist");
    expect(unknown.status).toBe(404);
  });
});

describe("bronze", () => {
  beforeEach(async () => {
    await pay("bronze", "paid");
  });

  it("refuses video and audio sections and uploads", async () => {
    for (const section of [
      { type: "video", isPublic: false },
      { type: "audio", isPublic: true },
    ]) {
      const res = await save({ name: "x", sections: [section] });
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ code: "media_not_allowed" });
    }
    const upload = await h.call("POST", `/api/v1/profiles/${id}/upload`, {
      token: owner.token,
      body: { type: "video", fileNames: ["a.mp4"] },
    });
    expect(upload.status).toBe(409);
    expect(upload.body).toMatchObject({ code: "media_not_allowed" });
    const photos = await h.call("POST", `/api/v1/profiles/${id}/upload`, {
      token: owner.token,
      body: { type: "carousel", fileNames: ["a.jpg"] },
    });
    expect(photos.status).toBe(200);
  });
});
