// Plans over the years: a bronze page moves to silver for the price difference of the years that
// remain; any bought plan is extended ('Verlengen') only by a payment, before or after its end;
// a page whose paid period has ended rests: visitors keep its name, dates and portrait but not
// its content, managers keep everything, and nothing can change until it is extended.
import { beforeEach, describe, expect, it, type TestContext } from "vitest";
import {
  PRIVATE_TEXT,
  PUBLIC_TEXT,
  activatePlan,
  bodyOf,
  completePayment,
  createPage,
  endPlan,
  expectStatus,
  initiateExtension,
  initiateUpgrade,
  paymentSkipReason,
  putRow,
  readPage,
  savePage,
  skipBecause,
  standardContent,
  textOf,
  useSuite,
  type ProfileBody,
} from "./harness";

// The pages of these tests belong to the suite's manager account: the owner account's pages are
// counted against the contract's limit of 50 pages per user by the other files.
const token = (): string => useSuite().accounts.manager.idToken;
const YEAR_MS = 365.25 * 24 * 3600 * 1000;

/** A page with the standard content on a bought plan; undefined when payments cannot run here. */
async function boughtPage(
  test: TestContext,
  name: string,
  plan: "bronze" | "silver",
): Promise<string> {
  const id = await createPage(token());
  expectStatus(await savePage(token(), id, standardContent(name)), 200);
  try {
    await activatePlan(token(), id, plan);
  } catch (error) {
    const reason = paymentSkipReason(error);
    if (reason === undefined) throw error;
    skipBecause(test, reason);
  }
  return id;
}

async function pay(response: Awaited<ReturnType<typeof initiateUpgrade>>) {
  expectStatus(response, 200);
  return completePayment(bodyOf<{ url: string }>(response).url, "paid");
}

describe("moving from bronze to silver", () => {
  it("charges the difference for the years that remain and keeps the end", async (test) => {
    const id = await boughtPage(test, "Overstappen", "bronze");
    const before = await readPage(token(), id);
    const result = await pay(await initiateUpgrade(token(), id));
    // Bought for 10 years a moment ago: 10 years remain, € 10 a year.
    expect(result.html).toMatch(/10 jaar|10 years/);
    expect(result.html).toMatch(/100,00/);
    const after = await readPage(token(), id);
    expect(after.plan).toBe("silver");
    expect(after.planEndsAt).toBe(before.planEndsAt);
    // Silver takes video now.
    expectStatus(
      await savePage(token(), id, {
        name: "Overstappen",
        sections: [{ type: "video", isPublic: false }],
      }),
      200,
    );
    // Once on silver there is nothing to move to.
    expectStatus(await initiateUpgrade(token(), id), 409, "plan_not_available");
  });

  it("is refused on trial (409 plan_not_available)", async () => {
    const id = await createPage(token());
    expectStatus(await initiateUpgrade(token(), id), 409, "plan_not_available");
  });
});

describe("extending ('Verlengen')", () => {
  it("adds the years paid for and never extends without a payment", async (test) => {
    const id = await boughtPage(test, "Verlengen", "silver");
    const before = Date.parse(
      ((await readPage(token(), id)) as { planEndsAt?: string }).planEndsAt ?? "",
    );
    const cancelled = await initiateExtension(token(), id, 5);
    expectStatus(cancelled, 200);
    await completePayment(bodyOf<{ url: string }>(cancelled).url, "cancelled");
    expect(
      Date.parse(((await readPage(token(), id)) as { planEndsAt?: string }).planEndsAt ?? ""),
    ).toBe(before);

    const result = await pay(await initiateExtension(token(), id, 5));
    expect(result.html).toMatch(/150,00/);
    const after = Date.parse(
      ((await readPage(token(), id)) as { planEndsAt?: string }).planEndsAt ?? "",
    );
    expect((after - before) / YEAR_MS).toBeGreaterThan(4.9);
    expect((after - before) / YEAR_MS).toBeLessThan(5.1);
  });

  it("refuses a trial page (409) and years that are not offered (400)", async (test) => {
    const trial = await createPage(token());
    expectStatus(await initiateExtension(token(), trial, 5), 409, "plan_not_available");
    const id = await boughtPage(test, "Jaren", "bronze");
    expectStatus(
      await useSuite().api.request(
        "POST",
        `/api/v1/profiles/${id}/payment/extend`,
        { token: token(), json: { yearsUpfront: 7 } },
        "owner",
      ),
      400,
      "invalid_request",
    );
  });
});

describe("a page that rests after its paid period", () => {
  let id: string;
  beforeEach(async (test) => {
    id = await boughtPage(test, "Rust", "bronze");
    expectStatus(
      await useSuite().api.request(
        "POST",
        `/api/v1/profiles/${id}/public`,
        { token: token(), json: { isPublic: true } },
        "owner",
      ),
      200,
    );
    expectStatus(await putRow(token(), id, useSuite().accounts.viewer.email, "view"), 200);
    if (!(await endPlan(id))) {
      skipBecause(
        test,
        "this backend has no POST /_local/profiles/{id}/end-plan (only the local backend does), so an ended plan cannot be produced on demand",
      );
    }
  });

  it("shows visitors and viewers its name but not its content", async () => {
    const { api } = useSuite();
    const visitor = await api.request("GET", `/public/api/v1/profiles/${id}`, {}, "anonymous");
    expectStatus(visitor, 200);
    expect(bodyOf<ProfileBody>(visitor)).toMatchObject({
      name: "Rust",
      isBlocked: true,
      isPublic: true,
      sections: [],
    });
    const viewer = await api.request(
      "GET",
      `/api/v1/profiles/${id}`,
      { token: useSuite().accounts.viewer.idToken },
      "viewer",
    );
    expectStatus(viewer, 200);
    expect(bodyOf<ProfileBody>(viewer)).toMatchObject({ isBlocked: true, sections: [] });
  });

  it("shows its managers everything, refuses changes, and wakes when extended", async () => {
    const resting = await readPage(token(), id);
    expect(resting.isBlocked).toBe(true);
    expect(resting.sections.map(textOf)).toEqual([PUBLIC_TEXT, PRIVATE_TEXT]);
    expectStatus(await savePage(token(), id, standardContent("Toch")), 409, "profile_blocked");
    // Moving to silver needs time left: extend first.
    expectStatus(await initiateUpgrade(token(), id), 409, "plan_not_available");

    await pay(await initiateExtension(token(), id, 5));
    const awake = await readPage(token(), id);
    expect(awake.isBlocked).toBe(false);
    const years = (Date.parse(awake.planEndsAt ?? "") - Date.now()) / YEAR_MS;
    expect(years).toBeGreaterThan(4.9);
    expect(years).toBeLessThan(5.1);
  });
});
