/**
 * Exporting a whole page as one ZIP (contract tag `export`): start the job, poll it with its
 * progress, and hand back the download URL. Managers only; a second start while a job runs
 * answers that same job.
 */

import { type ApiClient, expectBody, isRecord, send } from "./client";
import { abortReason, ApiError, isAbortError } from "./errors";
import type { ExportJob } from "@memorial/api-types";
import { assertResourceId } from "./ids";
import { sleep } from "./polling";

/** Export polling: one attempt a second, for at most 30 minutes (a 5 GB page takes minutes). */
export const EXPORT_POLL_DELAY_MS = 1000;
export const EXPORT_POLL_MAX_ATTEMPTS = 1800;

export type ExportErrorReason = "failed" | "timeout";

export const EXPORT_ERROR_MESSAGES = {
  failed: "the export could not be made",
  timeout: "the export did not finish within 30 minutes",
} as const;

/** The export job ended in `failed`, or did not finish in time. */
export class ExportError extends Error {
  override readonly name = "ExportError";
  readonly reason: ExportErrorReason;

  constructor(reason: ExportErrorReason, options?: { readonly cause?: unknown }) {
    super(EXPORT_ERROR_MESSAGES[reason], options);
    this.reason = reason;
  }
}

const isExportJob = (value: unknown): value is ExportJob =>
  isRecord(value) &&
  typeof value.jobID === "string" &&
  typeof value.status === "string" &&
  typeof value.progress === "number";

/** Starts an export of the page, or answers the one already running. */
export async function startExport(
  client: ApiClient,
  profileId: string,
  options: { readonly signal?: AbortSignal } = {},
): Promise<ExportJob> {
  assertResourceId(profileId, "profile");
  const { data, response } = await send(
    client.http.POST("/api/v1/profiles/{id}/export", {
      params: { path: { id: profileId } },
      signal: options.signal,
    }),
  );
  return expectBody(data, response, isExportJob, "export job");
}

/** Reads an export job once. */
export async function readExport(
  client: ApiClient,
  jobId: string,
  options: { readonly signal?: AbortSignal } = {},
): Promise<ExportJob> {
  assertResourceId(jobId, "job");
  const { data, response } = await send(
    client.http.GET("/api/v1/exports/{jobID}", {
      params: { path: { jobID: jobId } },
      signal: options.signal,
    }),
  );
  return expectBody(data, response, isExportJob, "export job");
}

/** Errors worth another poll: no answer at all, rate limiting and server trouble. */
const isTransient = (error: unknown): boolean =>
  error instanceof ApiError && (error.status === 0 || error.status === 429 || error.status >= 500);

export interface ExportOptions {
  readonly signal?: AbortSignal;
  /** Called with every job state seen (its `progress` 0-100). */
  readonly onProgress?: (job: ExportJob) => void;
}

/**
 * Starts (or joins) the page's export and polls it until the ZIP is ready; resolves with the
 * finished job (`assetURL`, `expiresAt`). Rejects with `ApiError` when the start is refused
 * (403 for a viewer), with `ExportError` when the job fails or runs out of time. Transient
 * polling errors are retried; polling stops when `signal` fires.
 */
export async function exportPage(
  client: ApiClient,
  profileId: string,
  options: ExportOptions = {},
): Promise<ExportJob> {
  const { signal, onProgress } = options;
  let job = await startExport(client, profileId, { signal });
  for (let attempt = 1; ; attempt += 1) {
    onProgress?.(job);
    if (job.status === "succeeded") {
      if (typeof job.assetURL === "string" && job.assetURL !== "") return job;
      throw new ExportError("failed");
    }
    if (job.status === "failed") throw new ExportError("failed");
    if (attempt >= EXPORT_POLL_MAX_ATTEMPTS) throw new ExportError("timeout");
    await sleep(EXPORT_POLL_DELAY_MS, signal);
    try {
      job = await readExport(client, job.jobID, { signal });
    } catch (error) {
      if (isAbortError(error) || signal?.aborted) {
        throw signal?.aborted ? abortReason(signal) : error;
      }
      if (!isTransient(error)) throw error;
    }
  }
}
