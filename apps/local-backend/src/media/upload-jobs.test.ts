// The processing jobs on their own: a received file becomes a media asset or a failed job with
// a reason, within the storage quota; jobs a restart interrupted are resumed or failed; a job is
// shown only to its uploader.
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { ProfileRecord } from "../stores/profile-store.ts";
import { startApiHarness, type ApiHarness } from "../testing/api-harness.ts";
import { createStorageQuota } from "./storage-quota.ts";
import { createUploadJobs, type UploadJobs, type UploadRow } from "./upload-jobs.ts";

let h: ApiHarness;
let page: ProfileRecord;
let uploadsDir: string;
let mediaDir: string;
let png: Buffer;

const UPLOADER = "sub-uploader";
const partFile = (id: string) => path.join(uploadsDir, `${id}.part`);

function jobsFor(getProfile = (id: string) => h.api.profiles.get(id)): UploadJobs {
  return createUploadJobs(h.ctx, {
    getProfile,
    quota: createStorageQuota(h.ctx),
    partFile,
    mediaDir,
  });
}

beforeAll(async () => {
  h = await startApiHarness();
  uploadsDir = path.join(h.config.dataDir, "job-test-uploads");
  mediaDir = path.join(h.config.dataDir, "job-test-media");
  fs.mkdirSync(uploadsDir, { recursive: true });
  png = await sharp({
    create: { width: 40, height: 30, channels: 3, background: "#336699" },
  })
    .png()
    .toBuffer();
});
afterAll(async () => {
  await h.close();
});
beforeEach(() => {
  page = h.api.profiles.create({ sub: UPLOADER, email: "uploader@example.nl" }, 30);
});

/** A received upload: its row (status pending, its bytes reserved) and its bytes on disk. */
function received(bytes: Buffer | undefined, contentType = "image/png"): UploadRow {
  const row: UploadRow = {
    id: randomUUID(),
    profile_id: page.id,
    kind: "carousel",
    file_name: "foto.png",
    content_type: contentType,
    max_bytes: 1_000_000,
    exact_size: null,
    expires_at: new Date(Date.now() + 60_000).toISOString(),
    status: "pending",
    asset_id: null,
    error: null,
    created_by: UPLOADER,
    created_by_email: "uploader@example.nl",
    reserved_bytes: bytes?.length ?? 10,
  };
  h.ctx.db
    .prepare(
      `INSERT INTO uploads (id, profile_id, kind, file_name, content_type, max_bytes, exact_size,
         expires_at, status, created_by, created_by_email, created_at, reserved_bytes)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      row.id,
      row.profile_id,
      row.kind,
      row.file_name,
      row.content_type,
      row.max_bytes,
      row.exact_size,
      row.expires_at,
      row.status,
      row.created_by,
      row.created_by_email,
      new Date().toISOString(),
      row.reserved_bytes,
    );
  if (bytes) fs.writeFileSync(partFile(row.id), bytes);
  return row;
}

const uploadRow = (id: string) =>
  h.ctx.db
    .prepare<
      [string],
      { status: string; error: string | null; reserved_bytes: number; asset_id: string | null }
    >("SELECT status, error, reserved_bytes, asset_id FROM uploads WHERE id = ?")
    .get(id);

describe("upload processing jobs", () => {
  it("stores a received photo as a media asset and shows its URL to the uploader", async () => {
    const jobs = jobsFor();
    const row = received(png);
    jobs.start(row);
    expect(jobs.view(row.id, UPLOADER)).toEqual({ jobID: row.id, status: "pending" });
    await jobs.idle();

    const stored = uploadRow(row.id);
    expect(stored).toMatchObject({ status: "succeeded", reserved_bytes: 0 });
    const asset = h.ctx.db
      .prepare<[string], { file: string; size: number; profile_id: string }>(
        "SELECT file, size, profile_id FROM assets WHERE id = ?",
      )
      .get(stored?.asset_id ?? "");
    expect(asset?.profile_id).toBe(page.id);
    expect(asset?.file).toMatch(new RegExp(`^${page.id}/[0-9a-f-]+\\.png$`));
    expect(fs.statSync(path.join(mediaDir, asset?.file ?? "")).size).toBe(asset?.size);
    // The received bytes are removed once the job has ended.
    await vi.waitFor(() => {
      expect(fs.existsSync(partFile(row.id))).toBe(false);
    });
    expect(jobs.view(row.id, UPLOADER)).toEqual({
      jobID: row.id,
      status: "succeeded",
      assetURL: `${h.config.apiBaseUrl}/media/${asset?.file ?? ""}`,
    });
  });

  it("fails a file that is not what its upload claimed and releases its bytes", async () => {
    const jobs = jobsFor();
    const row = received(Buffer.from("dit is geen afbeelding, maar tekst"));
    jobs.start(row);
    await jobs.idle();
    const stored = uploadRow(row.id);
    expect(stored).toMatchObject({ status: "failed", reserved_bytes: 0, asset_id: null });
    expect(stored?.error).toBeTruthy();
    expect(jobs.view(row.id, UPLOADER)).toEqual({
      jobID: row.id,
      status: "failed",
      error: stored?.error,
    });
    // The received bytes are removed once the job has ended.
    await vi.waitFor(() => {
      expect(fs.existsSync(partFile(row.id))).toBe(false);
    });
  });

  it("fails a processed file that no longer fits the page's storage", async () => {
    const jobs = jobsFor();
    const limit = createStorageQuota(h.ctx).limit(page);
    h.ctx.db
      .prepare(
        "INSERT INTO assets (id, profile_id, file, content_type, size, created_at) VALUES (?, ?, ?, ?, ?, ?)",
      )
      .run(randomUUID(), page.id, `${page.id}/vol.png`, "image/png", limit - 10, "2020-01-01");
    const row = received(png);
    jobs.start(row);
    await jobs.idle();
    expect(uploadRow(row.id)).toMatchObject({
      status: "failed",
      error: "the storage quota of the page's plan is exceeded",
      reserved_bytes: 0,
      asset_id: null,
    });
  });

  it("fails the job of a page that no longer exists", async () => {
    const jobs = jobsFor(() => undefined);
    const row = received(png);
    jobs.start(row);
    await jobs.idle();
    expect(uploadRow(row.id)).toMatchObject({
      status: "failed",
      error: "the page no longer exists",
      reserved_bytes: 0,
    });
  });

  it("resumes the jobs a restart interrupted and fails those whose bytes are gone", async () => {
    const withBytes = received(png);
    const withoutBytes = received(undefined);
    const jobs = jobsFor();
    jobs.resumeInterrupted();
    await jobs.idle();
    expect(uploadRow(withBytes.id)?.status).toBe("succeeded");
    expect(uploadRow(withoutBytes.id)).toMatchObject({
      status: "failed",
      error: "the upload was interrupted; please upload the file again",
      reserved_bytes: 0,
    });
  });

  it("shows a job only to its uploader", () => {
    const jobs = jobsFor();
    const row = received(png);
    expect(jobs.view(row.id, "sub-someone-else")).toBeUndefined();
    expect(jobs.view(randomUUID(), UPLOADER)).toBeUndefined();
    jobs.fail(row.id, "weg");
    expect(jobs.view(row.id, UPLOADER)).toEqual({ jobID: row.id, status: "failed", error: "weg" });
    expect(uploadRow(row.id)?.reserved_bytes).toBe(0);
  });
});
