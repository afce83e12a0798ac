// The processing jobs of received uploads: each checks and re-encodes its file
// (./process-upload.ts), admits the result against the page's storage quota and stores it as a
// media asset, or fails with a reason the uploader can read. Jobs that a restart interrupted are
// picked up again, or failed when their bytes are gone.
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { ProfileRecord } from "../stores/profile-store.ts";
import type { BackendContext } from "../context.ts";
import { EXTENSION_OF, type UploadKind } from "./file-types.ts";
import { processUpload } from "./process-upload.ts";
import type { StorageQuota } from "./storage-quota.ts";

export type JobStatus = "pending" | "succeeded" | "failed";

export interface UploadJobView {
  jobID: string;
  status: JobStatus;
  assetURL?: string;
  error?: string;
}

/** A row of `uploads`: an upload URL, then the upload it received and its job. */
export interface UploadRow {
  id: string;
  profile_id: string;
  kind: UploadKind;
  file_name: string;
  content_type: string;
  max_bytes: number;
  exact_size: number | null;
  expires_at: string;
  status: "awaiting" | "pending" | "succeeded" | "failed";
  asset_id: string | null;
  error: string | null;
  created_by: string;
  /** E-mail of the requester (null for URLs made before it was recorded: no longer valid). */
  created_by_email: string | null;
  /** Bytes held against the quota while the upload waits for processing. */
  reserved_bytes: number;
}

export interface UploadJobsOptions {
  getProfile: (id: string) => ProfileRecord | undefined;
  quota: StorageQuota;
  /** The received bytes of an upload. */
  partFile: (id: string) => string;
  mediaDir: string;
}

export interface UploadJobs {
  /** Starts processing a received upload (its row has status `pending`). */
  start(row: UploadRow): void;
  /** Marks a job failed and releases its reservation. */
  fail(id: string, error: string): void;
  /** Restarts the pending jobs a restart interrupted; fails those whose bytes are gone. */
  resumeInterrupted(): void;
  /** The job as its uploader sees it; undefined for an unknown job or another caller. */
  view(jobId: string, callerSub: string): UploadJobView | undefined;
  /** Resolves when every running job has finished. */
  idle(): Promise<void>;
}

export function createUploadJobs(
  ctx: BackendContext,
  { getProfile, quota, partFile, mediaDir }: UploadJobsOptions,
): UploadJobs {
  const running = new Set<Promise<void>>();
  const selectUpload = ctx.db.prepare<[string], UploadRow>("SELECT * FROM uploads WHERE id = ?");

  const fail = (id: string, error: string) => {
    ctx.db
      .prepare("UPDATE uploads SET status = 'failed', error = ?, reserved_bytes = 0 WHERE id = ?")
      .run(error, id);
  };

  const start = (row: UploadRow) => {
    const job = (async () => {
      const profile = getProfile(row.profile_id);
      if (!profile) {
        fail(row.id, "the page no longer exists");
        return;
      }
      const outcome = await processUpload({
        source: partFile(row.id),
        contentType: row.content_type,
        kind: row.kind,
        photoMaxPixels: ctx.config.photoMaxPixels,
      });
      if (!outcome.ok) {
        fail(row.id, outcome.error);
        return;
      }
      // The stored file may differ in size from the upload: its own reservation is replaced by
      // the real size, checked against everything else stored or reserved (synchronously).
      if (!quota.admitProcessed(profile, row.id, outcome.size)) {
        fail(row.id, "the storage quota of the page's plan is exceeded");
        return;
      }
      const assetId = randomUUID();
      const ext = EXTENSION_OF[row.content_type] ?? "bin";
      const relative = `${row.profile_id}/${assetId}.${ext}`;
      await fs.promises.mkdir(path.join(mediaDir, row.profile_id), { recursive: true });
      await fs.promises.rename(outcome.output, path.join(mediaDir, relative));
      ctx.db.transaction(() => {
        ctx.db
          .prepare(
            "INSERT INTO assets (id, profile_id, file, content_type, size, created_at) VALUES (?, ?, ?, ?, ?, ?)",
          )
          .run(
            assetId,
            row.profile_id,
            relative,
            row.content_type,
            outcome.size,
            new Date().toISOString(),
          );
        ctx.db
          .prepare(
            "UPDATE uploads SET status = 'succeeded', asset_id = ?, reserved_bytes = 0 WHERE id = ?",
          )
          .run(assetId, row.id);
      })();
    })()
      .catch((error: unknown) => {
        ctx.log.error("upload processing failed", { jobID: row.id, error: String(error) });
        fail(row.id, "unexpected error while processing the file");
      })
      .finally(() => {
        fs.rm(partFile(row.id), { force: true }, () => undefined);
        fs.rm(`${partFile(row.id)}.out`, { force: true }, () => undefined);
        running.delete(job);
      });
    running.add(job);
  };

  return {
    start,
    fail,
    resumeInterrupted() {
      for (const row of ctx.db
        .prepare<[], UploadRow>("SELECT * FROM uploads WHERE status = 'pending'")
        .all()) {
        if (fs.existsSync(partFile(row.id))) start(row);
        else fail(row.id, "the upload was interrupted; please upload the file again");
      }
    },
    view(jobId, callerSub) {
      const row = selectUpload.get(jobId);
      if (!row || row.created_by !== callerSub) return undefined;
      if (row.status === "succeeded" && row.asset_id) {
        const asset = ctx.db
          .prepare<[string], { file: string }>("SELECT file FROM assets WHERE id = ?")
          .get(row.asset_id);
        if (asset) {
          return {
            jobID: row.id,
            status: "succeeded",
            assetURL: `${ctx.config.apiBaseUrl}/media/${asset.file}`,
          };
        }
      }
      if (row.status === "failed" || row.status === "succeeded") {
        return { jobID: row.id, status: "failed", error: row.error ?? "the file is gone" };
      }
      return { jobID: row.id, status: "pending" };
    },
    async idle() {
      while (running.size > 0) await Promise.allSettled([...running]);
    },
  };
}
