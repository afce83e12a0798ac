// Moving a bronze page to silver, extending a bought plan ('Verlengen') and the page that rests
// once its paid period has ended.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startApiHarness, type ApiHarness, type TestUser } from "../../testing/api-harness.ts";

let h: ApiHarness;
let owner: TestUser;
let viewer: TestUser;
let id: string;

beforeEach(async () => {
  h = await startApiHarness();
  owner = await h.user("owner@example.nl");
  viewer = await h.user("viewer@example.nl");
  id = await h.createPage(owner);
});
afterEach(async () => {
  await h.close();
});

const YEAR_MS = 365.25 * 24 * 3600 * 1000;

async function complete(res: { status: number; body: unknown }, outcome = "paid") {
  expect(res.status).toBe(200);
  const url = new URL((res.body as { url: string }).url);
  const page = await (await h.api.app.request(url.pathname)).text();
  const done = await h.api.app.request(url.pathname, {
    method: "POST",
    body: new URLSearchParams({ outcome }),
  });
  expect(done.status).toBe(303);
  return page;
}

const post = (path: string, body?: unknown, token = owner.token) =>
  h.call("POST", `/api/v1/profiles/${id}${path}`, {
    token,
    ...(body === undefined ? {} : { body }),
  });

const read = async (token?: string) =>
  (token === undefined
    ? // The public read, as the page's visitors get it.
      await h.call("GET", `/public/api/v1/profiles/${id}`, {
        headers: { Authorization: `Bearer ${owner.token}` },
      })
    : await h.call("GET", `/api/v1/profiles/${id}`, { token })
  ).body as {
    plan: string;
    isBlocked: boolean;
    isPublic: boolean;
    name: string;
    planEndsAt?: string;
    sections: unknown[];
  };

async function buy(plan: "bronze" | "silver", yearsUpfront = 5) {
  await complete(await post("/payment/initiate", { plan, yearsUpfront }));
}

async function endPlan(inDays = 0) {
  const res = await h.api.app.request(`/_local/profiles/${id}/end-plan?inDays=${inDays}`, {
    method: "POST",
  });
  expect(res.status).toBe(200);
}

describe("moving from bronze to silver", () => {
  it("charges € 10 a year for the years that remain and keeps the end of the period", async () => {
    await buy("bronze", 5);
    await endPlan(400); // a year and a month left: two years begun
    const before = (await read(owner.token)).planEndsAt;
    const page = await complete(await post("/payment/upgrade"));
    expect(page).toContain("Overstappen van BRONS naar ZILVER");
    expect(page).toContain("2 jaar");
    expect(page).toContain("€ 20,00");
    expect(page).toContain("€ 3,47"); // VAT part of € 20
    const after = await read(owner.token);
    expect(after.plan).toBe("silver");
    expect(after.planEndsAt).toBe(before);
  });

  it("refuses a trial page, a silver page, a page that rests and a viewer", async () => {
    expect((await post("/payment/upgrade")).body).toMatchObject({ code: "plan_not_available" });
    await buy("bronze");
    await h.call("PUT", `/api/v1/profiles/${id}/group-membership`, {
      token: owner.token,
      body: { username: viewer.email, groupIDs: [`${id}-0001`] },
    });
    expect((await post("/payment/upgrade", undefined, viewer.token)).status).toBe(403);
    await endPlan(0);
    const resting = await post("/payment/upgrade");
    expect(resting.status).toBe(409);
    expect(resting.body).toMatchObject({ code: "plan_not_available" });
  });

  it("records the payment as failed when the page moved in the meantime", async () => {
    await buy("bronze");
    const first = await post("/payment/upgrade");
    const second = await post("/payment/upgrade");
    await complete(first);
    expect((await read(owner.token)).plan).toBe("silver");
    await complete(second);
    const url = new URL((second.body as { url: string }).url);
    expect(await (await h.api.app.request(url.pathname)).text()).toContain("mislukt");
  });
});

describe("extending ('Verlengen')", () => {
  it("adds the years to a period that still runs, at the plan's price", async () => {
    await buy("silver", 5);
    const before = Date.parse((await read(owner.token)).planEndsAt ?? "");
    const page = await complete(await post("/payment/extend", { yearsUpfront: 10 }));
    expect(page).toContain("ZILVER, verlengen");
    expect(page).toContain("€ 300,00");
    const after = Date.parse((await read(owner.token)).planEndsAt ?? "");
    expect((after - before) / YEAR_MS).toBeGreaterThan(9.9);
    expect((after - before) / YEAR_MS).toBeLessThan(10.1);
  });

  it("counts from the payment once the period has ended, and wakes the page", async () => {
    await buy("bronze", 5);
    await endPlan(-30);
    expect((await read(owner.token)).isBlocked).toBe(true);
    await complete(await post("/payment/extend", { yearsUpfront: 5 }));
    const after = await read(owner.token);
    expect(after.isBlocked).toBe(false);
    const years = (Date.parse(after.planEndsAt ?? "") - Date.now()) / YEAR_MS;
    expect(years).toBeGreaterThan(4.9);
    expect(years).toBeLessThan(5.1);
  });

  it("changes nothing without a payment, and refuses a trial page or other years", async () => {
    await buy("bronze", 5);
    const before = (await read(owner.token)).planEndsAt;
    await complete(await post("/payment/extend", { yearsUpfront: 5 }), "cancelled");
    expect((await read(owner.token)).planEndsAt).toBe(before);
    expect((await post("/payment/extend", { yearsUpfront: 7 })).status).toBe(400);

    const trial = await h.createPage(owner);
    const res = await h.call("POST", `/api/v1/profiles/${trial}/payment/extend`, {
      token: owner.token,
      body: { yearsUpfront: 5 },
    });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: "plan_not_available" });
  });
});

describe("a page that rests", () => {
  beforeEach(async () => {
    await h.call("PUT", `/api/v1/profiles/${id}`, {
      token: owner.token,
      body: {
        name: "Henk de Jong",
        dateOfBirth: "1938-04-02",
        sections: [{ type: "text", isPublic: true, text: "<p>Zijn verhaal</p>" }],
      },
    });
    await buy("bronze", 5);
    await post("/public", { isPublic: true });
    await h.call("PUT", `/api/v1/profiles/${id}/group-membership`, {
      token: owner.token,
      body: { username: viewer.email, groupIDs: [`${id}-0001`] },
    });
    await endPlan(0);
  });

  it("shows visitors and viewers the name and dates, never the content", async () => {
    for (const token of [undefined, viewer.token]) {
      const page = await read(token);
      expect(page).toMatchObject({
        name: "Henk de Jong",
        isBlocked: true,
        isPublic: true,
        plan: "bronze",
        sections: [],
      });
      expect(page.planEndsAt).toBeUndefined();
    }
  });

  it("shows its managers everything but refuses changes until it is extended", async () => {
    const page = await read(owner.token);
    expect(page.isBlocked).toBe(true);
    expect(page.sections).toHaveLength(1);
    const save = await h.call("PUT", `/api/v1/profiles/${id}`, {
      token: owner.token,
      body: { name: "Henk", sections: [] },
    });
    expect(save.status).toBe(409);
    expect(save.body).toMatchObject({ code: "profile_blocked" });
    const exportJob = await post("/export");
    expect(exportJob.status).toBe(202);
  });
});
