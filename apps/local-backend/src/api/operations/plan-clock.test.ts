// Trial expiry and the resting state follow the scheduler's movable clock (`/_local/clock`), not
// the real time: moving the clock past the trial's end blocks the page, past `planEndsAt` rests it.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startApiHarness, type ApiHarness, type TestUser } from "../../testing/api-harness.ts";

const DAY = 24 * 60 * 60 * 1000;

let h: ApiHarness;
let owner: TestUser;
let viewer: TestUser;
let id: string;

beforeEach(async () => {
  h = await startApiHarness();
  owner = await h.user("eigenaar@example.nl");
  viewer = await h.user("kijker@example.nl");
  id = await h.createPage(owner);
  h.api.profiles.putAccessRow(id, viewer.email, "view");
  const saved = await h.call("PUT", `/api/v1/profiles/${id}`, {
    token: owner.token,
    body: { name: "Opa", sections: [{ type: "text", isPublic: true, text: "<p>Tekst</p>" }] },
  });
  expect(saved.status).toBe(200);
});
afterEach(async () => {
  await h.close();
});

interface Page {
  isBlocked: boolean;
  planEndsAt?: string;
  sections: unknown[];
}
const read = async (token: string) =>
  (await h.call("GET", `/api/v1/profiles/${id}`, { token })).body as Page;
const listed = async () =>
  (
    (await h.call("GET", "/api/v1/profiles", { token: owner.token })).body as {
      profiles: { id: string; isBlocked: boolean }[];
    }
  ).profiles.find((p) => p.id === id);
const moveClockTo = async (at: Date) => {
  const moved = await h.call("POST", "/_local/clock", { body: { at: at.toISOString() } });
  expect(moved.status).toBe(200);
};
const save = () =>
  h.call("PUT", `/api/v1/profiles/${id}`, {
    token: owner.token,
    body: { name: "Opa Jan", sections: [] },
  });

describe("plan states on the movable clock", () => {
  it("blocks a trial page once the clock passes the trial's end, not before", async () => {
    const ends = Date.parse((await read(owner.token)).planEndsAt ?? "");
    await moveClockTo(new Date(ends - DAY));
    expect((await read(owner.token)).isBlocked).toBe(false);
    expect((await save()).status).toBe(200);

    await moveClockTo(new Date(ends + 1000));
    const blocked = await read(owner.token);
    expect(blocked.isBlocked).toBe(true);
    expect(blocked.sections).toEqual([]);
    expect((await listed())?.isBlocked).toBe(true);
    const refused = await save();
    expect(refused.status).toBe(409);
    expect((refused.body as { code: string }).code).toBe("profile_blocked");
  });

  it("rests a bought page once the clock passes planEndsAt: managers still see it, viewers do not", async () => {
    h.api.profiles.activatePlan(id, "silver", 1);
    const ends = Date.parse((await read(owner.token)).planEndsAt ?? "");
    expect(ends).toBeGreaterThan(Date.now() + 360 * DAY);
    await moveClockTo(new Date(ends - DAY));
    expect((await read(viewer.token)).isBlocked).toBe(false);
    expect((await read(viewer.token)).sections).toHaveLength(1);

    await moveClockTo(new Date(ends + 1000));
    const forViewer = await read(viewer.token);
    expect(forViewer.isBlocked).toBe(true);
    expect(forViewer.sections).toEqual([]);
    const forManager = await read(owner.token);
    expect(forManager.isBlocked).toBe(true);
    expect(forManager.sections).toHaveLength(1);
    expect((await save()).status).toBe(409);
  });

  it("starts a new page's trial on the clock's time", async () => {
    const now = Date.parse(((await h.call("GET", "/_local/clock")).body as { now: string }).now);
    await moveClockTo(new Date(now + 100 * DAY));
    const fresh = await h.createPage(owner);
    const page = (await h.call("GET", `/api/v1/profiles/${fresh}`, { token: owner.token }))
      .body as Page;
    expect(page.isBlocked).toBe(false);
    expect(Date.parse(page.planEndsAt ?? "")).toBeGreaterThan(now + 129 * DAY);
  });
});
