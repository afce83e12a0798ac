// The storage quota on its own: what counts (stored media, reservations of pending jobs and of
// uploads being received), the plan's limit, and growing, holding and admitting reservations.
import { randomUUID } from "node:crypto";
import { PLANS } from "@memorial/domain";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ApiError } from "../errors/api-error.ts";
import type { ProfileRecord } from "../stores/profile-store.ts";
import { startApiHarness, type ApiHarness } from "../testing/api-harness.ts";
import { createStorageQuota, type StorageQuota } from "./storage-quota.ts";

let h: ApiHarness;
let quota: StorageQuota;
let page: ProfileRecord;

beforeAll(async () => {
  h = await startApiHarness();
});
afterAll(async () => {
  await h.close();
});
beforeEach(() => {
  quota = createStorageQuota(h.ctx);
  page = h.api.profiles.create({ sub: "sub-quota", email: "quota@example.nl" }, 30);
});

function addAsset(profileId: string, size: number) {
  h.ctx.db
    .prepare(
      "INSERT INTO assets (id, profile_id, file, content_type, size, created_at) VALUES (?, ?, ?, ?, ?, ?)",
    )
    .run(
      randomUUID(),
      profileId,
      `${profileId}/x.png`,
      "image/png",
      size,
      new Date().toISOString(),
    );
}

function addUpload(profileId: string, status: string, reservedBytes: number): string {
  const id = randomUUID();
  h.ctx.db
    .prepare(
      `INSERT INTO uploads (id, profile_id, kind, file_name, content_type, max_bytes, expires_at,
         status, created_by, created_by_email, created_at, reserved_bytes)
       VALUES (?, ?, 'carousel', 'a.png', 'image/png', 1000, ?, ?, 'sub-quota', 'quota@example.nl', ?, ?)`,
    )
    .run(id, profileId, new Date().toISOString(), status, new Date().toISOString(), reservedBytes);
  return id;
}

const reservedOf = (id: string) =>
  h.ctx.db
    .prepare<[string], { reserved_bytes: number }>(
      "SELECT reserved_bytes FROM uploads WHERE id = ?",
    )
    .get(id)?.reserved_bytes;

function quotaError(action: () => void): ApiError {
  try {
    action();
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error("expected the quota to refuse");
}

describe("storage quota", () => {
  it("takes the plan's bytes, the largest plan for a trial", () => {
    expect(quota.limit(page)).toBe(PLANS.silver.storageBytes);
    expect(quota.limit({ ...page, plan: "bronze" })).toBe(PLANS.bronze.storageBytes);
    expect(quota.limit({ ...page, plan: "silver" })).toBe(PLANS.silver.storageBytes);
  });

  it("counts the page's stored media, and only its own", () => {
    const other = h.api.profiles.create({ sub: "sub-other", email: "other@example.nl" }, 30);
    addAsset(page.id, 100);
    addAsset(page.id, 250);
    addAsset(other.id, 999);
    expect(quota.used(page.id)).toBe(350);
    expect(quota.reserved(page.id)).toBe(0);
  });

  it("counts the reservations of pending jobs, not of URLs or ended jobs", () => {
    addUpload(page.id, "pending", 400);
    addUpload(page.id, "awaiting", 50);
    addUpload(page.id, "failed", 60);
    addUpload(page.id, "succeeded", 70);
    expect(quota.reserved(page.id)).toBe(400);
    expect(quota.used(page.id)).toBe(0);
  });

  it("tells whether more bytes fit next to what is stored and reserved", () => {
    const limit = quota.limit(page);
    addAsset(page.id, limit - 1000);
    addUpload(page.id, "pending", 600);
    expect(quota.fits(page, 400)).toBe(true);
    expect(quota.fits(page, 401)).toBe(false);
  });

  it("grows a reservation within the quota, never shrinks it, and refuses past it", () => {
    const limit = quota.limit(page);
    addAsset(page.id, limit - 1000);
    const reservation = quota.reservation(page);
    expect(reservation.profileId).toBe(page.id);
    reservation.grow(600);
    reservation.grow(300);
    expect(reservation.bytes).toBe(600);
    reservation.grow(1000);
    const error = quotaError(() => {
      reservation.grow(1001);
    });
    expect(error.status).toBe(413);
    expect(error.code).toBe("storage_quota_exceeded");
    expect(reservation.bytes).toBe(1000);
  });

  it("counts a held reservation for every other upload until it is released", () => {
    const limit = quota.limit(page);
    addAsset(page.id, limit - 1000);
    const first = quota.reservation(page);
    first.grow(700);
    // Not held yet: the page counts only what is stored.
    expect(quota.reserved(page.id)).toBe(0);
    quota.hold("job-1", first);
    expect(quota.reserved(page.id)).toBe(700);
    const second = quota.reservation(page);
    second.grow(300);
    expect(
      quotaError(() => {
        second.grow(301);
      }).code,
    ).toBe("storage_quota_exceeded");
    quota.hold("job-2", second);
    expect(
      quotaError(() => {
        first.grow(701);
      }).code,
    ).toBe("storage_quota_exceeded");
    quota.release("job-1");
    expect(quota.reserved(page.id)).toBe(300);
    // A held reservation grows against the others, not against itself.
    second.grow(1000);
    expect(second.bytes).toBe(1000);
    expect(quota.reserved(page.id)).toBe(1000);
    quota.release("job-2");
  });

  it("admits a processed file in place of its job's reservation when it fits", () => {
    const limit = quota.limit(page);
    addAsset(page.id, limit - 1000);
    const job = addUpload(page.id, "pending", 500);
    const other = addUpload(page.id, "pending", 300);
    // 300 reserved by the other job: 700 is room for this one, its own 500 not counted twice.
    expect(quota.admitProcessed(page, job, 800)).toBe(false);
    expect(reservedOf(job)).toBe(500);
    expect(quota.admitProcessed(page, job, 700)).toBe(true);
    expect(reservedOf(job)).toBe(700);
    expect(reservedOf(other)).toBe(300);
    expect(quota.reserved(page.id)).toBe(1000);
  });
});

describe("storage quota set by the configuration", () => {
  let small: ApiHarness;
  beforeAll(async () => {
    small = await startApiHarness({ MEMORIAL_STORAGE_QUOTA_BYTES: "5000" });
  });
  afterAll(async () => {
    await small.close();
  });

  it("applies to every plan", () => {
    const smallQuota = createStorageQuota(small.ctx);
    const smallPage = small.api.profiles.create({ sub: "s", email: "s@example.nl" }, 30);
    expect(smallQuota.limit(smallPage)).toBe(5000);
    expect(smallQuota.limit({ ...smallPage, plan: "silver" })).toBe(5000);
    expect(smallQuota.fits(smallPage, 5000)).toBe(true);
    expect(smallQuota.fits(smallPage, 5001)).toBe(false);
  });
});
