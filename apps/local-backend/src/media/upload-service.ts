// Uploads: short-lived upload URLs bound to one content type and a maximum (or exact) size, and
// the upload target that stores the bytes on disk. Storage is counted per page against its plan
// (./storage-quota.ts): the bytes of an upload are reserved while it is received and while it
// waits for processing, and released when it fails. Received uploads are checked and re-encoded
// into media assets by their processing jobs (./upload-jobs.ts). At start, what a crash left
// behind is cleaned up (./upload-cleanup.ts); URLs are signed by ./upload-signing.ts.
import { randomUUID, timingSafeEqual } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { drainBody } from "../http/drain-body.ts";
import { ApiError } from "../errors/api-error.ts";
import { isBlocked, type ProfileRecord, type ProfileStore } from "../stores/profile-store.ts";
import type { BackendContext } from "../context.ts";
import { contentTypeFor, EXTENSION_OF, MAX_FILE_BYTES, type UploadKind } from "./file-types.ts";
import { removeVariants } from "./photo-variants.ts";
import { createStorageQuota } from "./storage-quota.ts";
import { cleanUpAfterCrash, UNUSED_ASSET_GRACE_MS } from "./upload-cleanup.ts";
import { createUploadJobs, type UploadJobView, type UploadRow } from "./upload-jobs.ts";
import { createUploadSigner } from "./upload-signing.ts";

export type { JobStatus, UploadJobView } from "./upload-jobs.ts";

/** `created_by` of an upload of a memory draft: `draft:<draftId>` (see ../stores/memory-draft-store.ts). */
export const DRAFT_UPLOADER_PREFIX = "draft:";

export interface UploadFileView {
  fileName: string;
  uploadURL: string;
  uploadHeaders: { "Content-Type": string };
  jobID: string;
}

export interface ReceiveInput {
  jobId: string;
  token: string;
  contentType: string | undefined;
  contentLength: number | undefined;
  body: ReadableStream<Uint8Array> | null;
}

export interface UploadService {
  /** Bytes of stored media counted against the page's plan. */
  storageUsed(profileId: string): number;
  /** Bytes reserved by uploads being received or processed. */
  storageReserved(profileId: string): number;
  storageQuota(profile: ProfileRecord): number;
  createUploads(
    profile: ProfileRecord,
    kind: UploadKind,
    fileNames: string[],
    fileSizes: number[] | undefined,
    createdBy: { sub: string; email: string },
  ): UploadFileView[];
  receive(input: ReceiveInput): Promise<void>;
  getJob(jobId: string, callerSub: string): UploadJobView | undefined;
  /** The processed photo of a draft's upload: its asset and URL; undefined unless succeeded. */
  draftPhoto(jobId: string, draftId: string): { assetId: string; url: string } | undefined;
  /** Deletes stored media of a page now (the photos of a removed memory). */
  deleteAssets(profileId: string, assetIds: readonly string[]): Promise<void>;
  /** Content type and file of a stored asset, for serving. */
  findAsset(
    profileId: string,
    assetId: string,
  ): { file: string; contentType: string; size: number } | undefined;
  /**
   * Deletes the page's media that its saved content no longer mentions and that are older than
   * a day (younger ones may still be on their way into a save). Returns the number deleted.
   */
  collectGarbage(profileId: string, savedContent: string): Promise<number>;
  /** Stores ready-made media (the seed's sample photos) as an asset; returns its URL. */
  addAsset(profileId: string, contentType: string, bytes: Buffer): Promise<string>;
  /** Resolves when every running processing job has finished. */
  idle(): Promise<void>;
  /** The ids of the page's uploads (their received bytes wait in files named by them). */
  uploadIdsOf(profileId: string): string[];
  /**
   * After the page's rows are deleted: waits for running processing jobs, then removes the
   * page's media folder (originals, QR code), its processed copies and the received bytes of
   * `uploadIds`.
   */
  removePageFiles(profileId: string, uploadIds: readonly string[]): Promise<void>;
}

/** Bytes of a refused upload read and dropped to keep the connection usable. */
const DRAIN_LIMIT_BYTES = 16 * 1024 * 1024;

export function createUploadService(
  ctx: BackendContext,
  profiles: Pick<ProfileStore, "get" | "roleOf" | "now">,
): UploadService {
  const getProfile = (id: string) => profiles.get(id);
  const uploadsDir = path.join(ctx.config.dataDir, "uploads");
  const mediaDir = path.join(ctx.config.dataDir, "media");
  const cacheDir = path.join(ctx.config.dataDir, "media-cache");
  fs.mkdirSync(uploadsDir, { recursive: true });
  fs.mkdirSync(mediaDir, { recursive: true });
  const receiving = new Set<string>();

  const sign = createUploadSigner(ctx);

  const selectUpload = ctx.db.prepare<[string], UploadRow>("SELECT * FROM uploads WHERE id = ?");
  const selectOpenDraft = ctx.db.prepare<[string, string, string], { id: string }>(
    "SELECT id FROM memory_drafts WHERE id = ? AND profile_id = ? AND expires_at > ?",
  );
  const removeAsset = async (profileId: string, asset: { id: string; file: string }) => {
    ctx.db.prepare("DELETE FROM assets WHERE id = ?").run(asset.id);
    await fs.promises.rm(path.join(mediaDir, asset.file), { force: true });
    await removeVariants(path.join(cacheDir, profileId), asset.id);
  };
  const partFile = (id: string) => path.join(uploadsDir, `${id}.part`);

  const quota = createStorageQuota(ctx);
  const jobs = createUploadJobs(ctx, { getProfile, quota, partFile, mediaDir });

  cleanUpAfterCrash(ctx, { uploadsDir, mediaDir, cacheDir });

  // Jobs interrupted by a restart are picked up again (or failed when their bytes are gone).
  jobs.resumeInterrupted();

  return {
    storageUsed: (profileId) => quota.used(profileId),
    storageReserved: (profileId) => quota.reserved(profileId),
    storageQuota: (profile) => quota.limit(profile),
    createUploads(profile, kind, fileNames, fileSizes, createdBy) {
      if (fileSizes !== undefined && fileSizes.length !== fileNames.length) {
        throw new ApiError(400, "invalid_request", "fileSizes must have one size per file name");
      }
      // Each declared size is within the type's limit: the contract's schema (`maximum`) has
      // been checked before this runs. Their sum must fit the page's storage.
      const limit = MAX_FILE_BYTES[kind];
      const declared = (fileSizes ?? []).reduce((sum, size) => sum + size, 0);
      if (!quota.fits(profile, declared)) {
        throw new ApiError(
          413,
          "storage_quota_exceeded",
          "the storage quota of the page's plan would be exceeded",
        );
      }
      const expiresAt = new Date(Date.now() + ctx.config.uploadUrlTtlSeconds * 1000).toISOString();
      const insert = ctx.db.prepare(
        `INSERT INTO uploads (id, profile_id, kind, file_name, content_type, max_bytes, exact_size,
           expires_at, status, created_by, created_by_email, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'awaiting', ?, ?, ?)`,
      );
      return ctx.db.transaction(() =>
        fileNames.map((fileName, index) => {
          const contentType = contentTypeFor(kind, fileName);
          if (contentType === undefined) {
            throw new ApiError(400, "invalid_request", `file type not allowed: ${fileName}`);
          }
          const id = randomUUID();
          // A declared size binds the URL to exactly that size.
          const exactSize = fileSizes?.[index] ?? null;
          insert.run(
            id,
            profile.id,
            kind,
            fileName,
            contentType,
            limit,
            exactSize,
            expiresAt,
            createdBy.sub,
            createdBy.email.toLowerCase(),
            new Date().toISOString(),
          );
          const token = sign({
            id,
            content_type: contentType,
            max_bytes: limit,
            exact_size: exactSize,
            expires_at: expiresAt,
          });
          return {
            fileName,
            uploadURL: `${ctx.config.apiBaseUrl}/uploads/${id}?token=${token}`,
            uploadHeaders: { "Content-Type": contentType },
            jobID: id,
          };
        }),
      )();
    },
    async receive({ jobId, token, contentType, contentLength, body }) {
      const row = selectUpload.get(jobId);
      if (!row) throw new ApiError(404, "not_found", "upload not found");
      const expected = Buffer.from(sign(row));
      const given = Buffer.from(token);
      if (
        expected.length !== given.length ||
        !timingSafeEqual(expected, given) ||
        Date.parse(row.expires_at) <= Date.now()
      ) {
        throw new ApiError(403, "upload_expired", "the upload URL is expired or not valid");
      }
      if (row.status !== "awaiting" || receiving.has(jobId)) {
        throw new ApiError(409, "already_uploaded", "this upload URL has already been used");
      }
      const mediaType = contentType?.split(";")[0]?.trim().toLowerCase();
      if (mediaType !== row.content_type) {
        throw new ApiError(
          400,
          "invalid_request",
          `Content-Type must be ${row.content_type} for this upload URL`,
        );
      }
      const exact = row.exact_size ?? undefined;
      const maxBytes = exact ?? row.max_bytes;
      if (exact !== undefined && contentLength !== undefined && contentLength !== exact) {
        throw new ApiError(400, "invalid_request", `the file must be exactly ${exact} bytes`);
      }
      if (contentLength !== undefined && contentLength > maxBytes) {
        throw new ApiError(413, "payload_too_large", `the file may be at most ${maxBytes} bytes`);
      }
      const profile = getProfile(row.profile_id);
      if (!profile) throw new ApiError(404, "not_found", "upload not found");
      // The URL is only as good as its requester's right to manage an unblocked page, or (a
      // memory's photo) as its draft, which lasts an hour.
      const draftId = row.created_by.startsWith(DRAFT_UPLOADER_PREFIX)
        ? row.created_by.slice(DRAFT_UPLOADER_PREFIX.length)
        : undefined;
      const allowed =
        draftId === undefined
          ? row.created_by_email !== null &&
            profiles.roleOf(profile.id, row.created_by_email) === "manage"
          : selectOpenDraft.get(draftId, row.profile_id, profiles.now().toISOString()) !==
            undefined;
      if (isBlocked(profile, profiles.now()) || !allowed) {
        throw new ApiError(403, "upload_expired", "the upload URL is no longer valid");
      }
      // Reserve the announced size now, or grow the reservation chunk by chunk.
      const reservation = quota.reservation(profile);
      if (contentLength !== undefined) reservation.grow(Math.min(contentLength, maxBytes));
      if (body === null) throw new ApiError(400, "invalid_request", "the upload has no body");

      receiving.add(jobId);
      quota.hold(jobId, reservation);
      const target = partFile(jobId);
      try {
        const out = fs.createWriteStream(target);
        let written = 0;
        const reader = body.getReader();
        let complete = false;
        try {
          for (;;) {
            const { done, value } = await reader.read();
            if (done) break;
            written += value.byteLength;
            if (exact !== undefined && written > exact) {
              throw new ApiError(400, "invalid_request", `the file must be exactly ${exact} bytes`);
            }
            if (written > maxBytes) {
              throw new ApiError(
                413,
                "payload_too_large",
                `the file may be at most ${maxBytes} bytes`,
              );
            }
            reservation.grow(written);
            if (!out.write(value)) {
              await new Promise<void>((r) => {
                out.once("drain", () => {
                  r();
                });
              });
            }
          }
          complete = true;
        } catch (error) {
          if (!(error instanceof ApiError)) {
            // The client went away or the stream broke: nothing was stored.
            throw new ApiError(400, "invalid_request", "the upload was interrupted");
          }
          // Refused mid-stream: read the rest away so the connection stays usable, or close it.
          if (!(await drainBody(reader, DRAIN_LIMIT_BYTES))) error.closeConnection = true;
          throw error;
        } finally {
          await new Promise<void>((resolve, reject) => {
            out.end((error?: Error | null) => {
              if (error) reject(error);
              else resolve();
            });
          });
          if (complete) reader.releaseLock();
        }
        if (exact !== undefined && written !== exact) {
          throw new ApiError(400, "invalid_request", `the file must be exactly ${exact} bytes`);
        }
        if (written === 0) throw new ApiError(400, "invalid_request", "the upload is empty");
        // The in-memory reservation becomes the job's, in the same synchronous step.
        ctx.db
          .prepare("UPDATE uploads SET status = 'pending', reserved_bytes = ? WHERE id = ?")
          .run(written, jobId);
        quota.release(jobId);
        jobs.start({ ...row, status: "pending", reserved_bytes: written });
      } catch (error) {
        await fs.promises.rm(target, { force: true });
        throw error;
      } finally {
        quota.release(jobId);
        receiving.delete(jobId);
      }
    },
    getJob: (jobId, callerSub) => jobs.view(jobId, callerSub),
    draftPhoto(jobId, draftId) {
      const row = ctx.db
        .prepare<[string, string], { asset_id: string; file: string }>(
          `SELECT uploads.asset_id, assets.file FROM uploads JOIN assets ON assets.id = uploads.asset_id
           WHERE uploads.id = ? AND uploads.created_by = ? AND uploads.status = 'succeeded'`,
        )
        .get(jobId, `${DRAFT_UPLOADER_PREFIX}${draftId}`);
      return row
        ? { assetId: row.asset_id, url: `${ctx.config.apiBaseUrl}/media/${row.file}` }
        : undefined;
    },
    async deleteAssets(profileId, assetIds) {
      for (const assetId of assetIds) {
        const asset = ctx.db
          .prepare<[string, string], { id: string; file: string }>(
            "SELECT id, file FROM assets WHERE id = ? AND profile_id = ?",
          )
          .get(assetId, profileId);
        if (asset) await removeAsset(profileId, asset);
      }
    },
    findAsset(profileId, assetId) {
      const row = ctx.db
        .prepare<[string, string], { file: string; content_type: string; size: number }>(
          "SELECT file, content_type, size FROM assets WHERE id = ? AND profile_id = ?",
        )
        .get(assetId, profileId);
      return row
        ? { file: path.join(mediaDir, row.file), contentType: row.content_type, size: row.size }
        : undefined;
    },
    async collectGarbage(profileId, savedContent) {
      const before = new Date(Date.now() - UNUSED_ASSET_GRACE_MS).toISOString();
      // The photos of memories are not part of the page's content but are kept.
      const candidates = ctx.db
        .prepare<[string, string], { id: string; file: string }>(
          `SELECT id, file FROM assets WHERE profile_id = ? AND created_at < ?
             AND id NOT IN (SELECT asset_id FROM memory_photos WHERE asset_id IS NOT NULL)`,
        )
        .all(profileId, before)
        .filter((asset) => !savedContent.includes(`/media/${asset.file}`));
      for (const asset of candidates) await removeAsset(profileId, asset);
      return candidates.length;
    },
    async addAsset(profileId, contentType, bytes) {
      const assetId = randomUUID();
      const relative = `${profileId}/${assetId}.${EXTENSION_OF[contentType] ?? "bin"}`;
      await fs.promises.mkdir(path.join(mediaDir, profileId), { recursive: true });
      await fs.promises.writeFile(path.join(mediaDir, relative), bytes);
      ctx.db
        .prepare(
          "INSERT INTO assets (id, profile_id, file, content_type, size, created_at) VALUES (?, ?, ?, ?, ?, ?)",
        )
        .run(assetId, profileId, relative, contentType, bytes.length, new Date().toISOString());
      return `${ctx.config.apiBaseUrl}/media/${relative}`;
    },
    idle: () => jobs.idle(),
    uploadIdsOf(profileId) {
      return ctx.db
        .prepare<[string], { id: string }>("SELECT id FROM uploads WHERE profile_id = ?")
        .all(profileId)
        .map((row) => row.id);
    },
    async removePageFiles(profileId, uploadIds) {
      await jobs.idle();
      await fs.promises.rm(path.join(mediaDir, profileId), { recursive: true, force: true });
      await fs.promises.rm(path.join(cacheDir, profileId), { recursive: true, force: true });
      for (const id of uploadIds) {
        await fs.promises.rm(partFile(id), { force: true });
      }
    },
  };
}
