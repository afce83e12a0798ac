// Plans: the public flag is refused on trial; activation only for trial pages (bronze refused
// when the page has video or audio); video and audio refused on bronze; the payment page shows
// plan, years and amount and sends the browser back; a paid payment switches the plan; an
// expired trial blocks the page (content hidden, changes refused) until a plan is bought.
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  PRIVATE_TEXT,
  PUBLIC_TEXT,
  activatePlan,
  bodyOf,
  completePayment,
  createPage,
  expectStatus,
  expireTrial,
  initiatePayment,
  paymentSkipReason,
  putRow,
  readPage,
  savePage,
  standardContent,
  useSuite,
  type ProfileBody,
  skipBecause,
  textOf,
} from "./harness";

const token = (): string => useSuite().accounts.owner.idToken;

async function setPublic(id: string, isPublic: boolean) {
  return useSuite().api.request(
    "POST",
    `/api/v1/profiles/${id}/public`,
    { token: token(), json: { isPublic } },
    "owner",
  );
}

describe("trial pages", () => {
  let id: string;
  beforeAll(async () => {
    id = await createPage(token());
    expectStatus(await savePage(token(), id, standardContent("Proefperiode")), 200);
  });

  it("cannot be made public (409 plan_required)", async () => {
    expectStatus(await setPublic(id, true), 409, "plan_required");
    expect((await readPage(token(), id)).isPublic).toBe(false);
  });

  it("may hold video and audio sections", async () => {
    const response = await savePage(token(), id, {
      name: "Proefperiode",
      sections: [
        { type: "video", isPublic: false },
        { type: "audio", isPublic: false },
      ],
    });
    expectStatus(response, 200);
  });

  it("with a video section offer silver only (bronze: 409 plan_not_available)", async () => {
    expectStatus(await initiatePayment(token(), id, "bronze"), 409, "plan_not_available");
    expectStatus(await initiatePayment(token(), id, "silver"), 200);
  });
});

describe("the payment page", () => {
  it("shows plan, years and amount and goes back to the page; failed and cancelled change nothing", async (test) => {
    const { ctx } = useSuite();
    const id = await createPage(token());
    const initiated = await initiatePayment(token(), id, "silver", 10);
    expectStatus(initiated, 200);
    const { url } = bodyOf<{ url: string }>(initiated);
    let failed: Awaited<ReturnType<typeof completePayment>>;
    try {
      failed = await completePayment(url, "failed");
    } catch (error) {
      const reason = paymentSkipReason(error);
      if (reason === undefined) throw error;
      skipBecause(test, reason);
      return;
    }
    expect(failed.html).toMatch(/ZILVER/);
    expect(failed.html).toMatch(/10 jaar/);
    expect(failed.html).toMatch(/300,00/);
    expect(failed.status).toBeGreaterThanOrEqual(300);
    expect(failed.status).toBeLessThan(400);
    if (ctx.webOrigin !== undefined) {
      expect(failed.location ?? "").toContain(`${ctx.webOrigin}/${id}`);
    }
    expect((await readPage(token(), id)).plan).toBe("trial");

    const again = await initiatePayment(token(), id, "bronze", 5);
    expectStatus(again, 200);
    const cancelled = await completePayment(bodyOf<{ url: string }>(again).url, "cancelled");
    expect(cancelled.html).toMatch(/BRONS/);
    expect(cancelled.html).toMatch(/100,00/);
    expect((await readPage(token(), id)).plan).toBe("trial");
  });
});

describe("bought plans", () => {
  let bronze: string;
  let silver: string;
  let skipReason: string | undefined;
  beforeAll(async () => {
    try {
      bronze = await createPage(token());
      expectStatus(await savePage(token(), bronze, standardContent("Brons")), 200);
      await activatePlan(token(), bronze, "bronze");
      silver = await createPage(token());
      expectStatus(await savePage(token(), silver, standardContent("Zilver")), 200);
      await activatePlan(token(), silver, "silver");
    } catch (error) {
      skipReason = paymentSkipReason(error);
      if (skipReason === undefined) throw error;
    }
  });
  beforeEach((test) => {
    if (skipReason !== undefined) skipBecause(test, skipReason);
  });

  it("can be made public and private again, without changing the content version", async () => {
    const { api } = useSuite();
    const etagOf = async () =>
      (
        await api.request("GET", `/api/v1/profiles/${bronze}`, { token: token() }, "owner")
      ).headers.get("etag");
    const etagBefore = await etagOf();
    const on = await setPublic(bronze, true);
    expectStatus(on, 200);
    expect(bodyOf<{ isPublic: boolean }>(on).isPublic).toBe(true);
    const anonymous = await useSuite().api.request(
      "GET",
      `/public/api/v1/profiles/${bronze}`,
      {},
      "anonymous",
    );
    expectStatus(anonymous, 200);
    expect(bodyOf<ProfileBody>(anonymous).sections.map(textOf)).toEqual([PUBLIC_TEXT]);
    expectStatus(await setPublic(bronze, false), 200);
    const gone = await useSuite().api.request(
      "GET",
      `/public/api/v1/profiles/${bronze}`,
      {},
      "anonymous",
    );
    expectStatus(gone, 404, "not_public");
    // The public flag is not part of the content version (contract: Optimistic concurrency).
    expect(await etagOf()).toBe(etagBefore);
  });

  it("bronze refuses video and audio sections (409 media_not_allowed)", async () => {
    for (const section of [
      { type: "video", isPublic: false },
      { type: "audio", isPublic: false },
    ]) {
      const response = await savePage(token(), bronze, { name: "Brons", sections: [section] });
      expectStatus(response, 409, "media_not_allowed");
    }
    expect((await readPage(token(), bronze)).sections).toHaveLength(2);
  });

  it("bronze refuses video and audio uploads (409 media_not_allowed)", async () => {
    const { api } = useSuite();
    for (const [type, fileName] of [
      ["video", "afscheid.mp4"],
      ["audio", "lied.mp3"],
    ] as const) {
      const response = await api.request(
        "POST",
        `/api/v1/profiles/${bronze}/upload`,
        { token: token(), json: { type, fileNames: [fileName] } },
        "owner",
      );
      expectStatus(response, 409, "media_not_allowed");
    }
  });

  it("silver accepts video and audio sections", async () => {
    const response = await savePage(token(), silver, {
      name: "Zilver",
      sections: [
        { type: "video", isPublic: false },
        { type: "audio", isPublic: true },
      ],
    });
    expectStatus(response, 200);
  });

  it("are not offered activation again (409 plan_not_available)", async () => {
    expectStatus(await initiatePayment(token(), bronze, "silver"), 409, "plan_not_available");
    expectStatus(await initiatePayment(token(), silver, "silver"), 409, "plan_not_available");
  });
});

describe("an expired trial", () => {
  it("blocks the page, hides its content, refuses changes and is unblocked by paying", async (test) => {
    const { api } = useSuite();
    const id = await createPage(token());
    expectStatus(await savePage(token(), id, standardContent("Verlopen")), 200);
    expectStatus(await putRow(token(), id, useSuite().accounts.viewer.email, "view"), 200);
    if (!(await expireTrial(id))) {
      skipBecause(
        test,
        "this backend has no POST /_local/profiles/{id}/expire-trial (only the local backend does), so an expired trial cannot be produced on demand",
      );
      return;
    }
    const blocked = await readPage(token(), id);
    expect(blocked).toMatchObject({ isBlocked: true, plan: "trial", sections: [] });
    const viewerRead = await api.request(
      "GET",
      `/api/v1/profiles/${id}`,
      { token: useSuite().accounts.viewer.idToken },
      "viewer",
    );
    expectStatus(viewerRead, 200);
    expect(bodyOf<ProfileBody>(viewerRead)).toMatchObject({ isBlocked: true, sections: [] });

    expectStatus(
      await savePage(token(), id, standardContent("Toch wijzigen")),
      409,
      "profile_blocked",
    );
    const upload = await api.request(
      "POST",
      `/api/v1/profiles/${id}/upload`,
      { token: token(), json: { type: "carousel", fileNames: ["a.jpg"] } },
      "owner",
    );
    expectStatus(upload, 409, "profile_blocked");
    const publicSwitch = await setPublic(id, true);
    expect(publicSwitch.status).toBe(409);
    expect(["profile_blocked", "plan_required"]).toContain(
      bodyOf<{ code: string }>(publicSwitch).code,
    );

    try {
      await activatePlan(token(), id, "bronze");
    } catch (error) {
      const reason = paymentSkipReason(error);
      if (reason === undefined) throw error;
      skipBecause(test, reason);
      return;
    }
    const unblocked = await readPage(token(), id);
    expect(unblocked).toMatchObject({ isBlocked: false, plan: "bronze", name: "Verlopen" });
    expect(unblocked.sections.map(textOf)).toEqual([PUBLIC_TEXT, PRIVATE_TEXT]);
  });
});
