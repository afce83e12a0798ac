/**
 * The upload flow of spec section 7: check the files, request upload URLs, PUT each file with
 * its `uploadHeaders` (with progress), then poll each job until it succeeds (its `assetURL`) or
 * fails. Cancellable through an AbortSignal.
 */

import { type ApiClient, expectBody, isRecord, send } from "./client";
import { abortReason, isAbortError, UPLOAD_ERROR_MESSAGES, UploadError } from "./errors";
import type { UploadFile, UploadJob, UploadType } from "@memorial/api-types";
import { assertResourceId } from "./ids";
import { JOB_POLL_MAX_ATTEMPTS, jobPollDelay, sleep } from "./polling";
import { checkUploadFiles, type UploadableFile } from "./upload-checks";

export interface UploadProgress {
  /** Bytes sent so far, over all files of the upload. */
  readonly loaded: number;
  /** Total bytes of all files of the upload. */
  readonly total: number;
}

export interface UploadOptions {
  /** Cancels the upload: pending PUTs are aborted and polling stops. */
  readonly signal?: AbortSignal;
  /** Called with the bytes sent and the total, at the start and whenever bytes went out. */
  readonly onProgress?: (progress: UploadProgress) => void;
}

function isUploadResponse(value: unknown): value is { files: UploadFile[] } {
  return (
    isRecord(value) &&
    Array.isArray(value.files) &&
    value.files.every(
      (file) =>
        isRecord(file) &&
        typeof file.uploadURL === "string" &&
        typeof file.jobID === "string" &&
        isRecord(file.uploadHeaders),
    )
  );
}

/** Asks for one upload URL and job per file (sizes are declared, so limits apply at once). */
export async function requestUpload(
  client: ApiClient,
  profileId: string,
  type: UploadType,
  files: readonly { readonly name: string; readonly size: number }[],
  options: { readonly signal?: AbortSignal } = {},
): Promise<UploadFile[]> {
  assertResourceId(profileId, "profile");
  const { data, response } = await send(
    client.http.POST("/api/v1/profiles/{id}/upload", {
      params: { path: { id: profileId } },
      body: {
        type,
        fileNames: files.map((file) => file.name),
        fileSizes: files.map((file) => file.size),
      },
      signal: options.signal,
    }),
  );
  return expectBody(data, response, isUploadResponse, "upload response").files;
}

/**
 * Polls a processing job until it succeeds (resolves with its `assetURL`) or fails. The first
 * attempt is immediate; after attempt n it waits `jobPollDelay(n)` (1 s, ×1.2, at most 60 s),
 * for at most 50 attempts. Polling errors are swallowed and retried; cancellation is not.
 */
export async function pollJob(
  client: ApiClient,
  jobID: string,
  options: { readonly signal?: AbortSignal } = {},
): Promise<string> {
  assertResourceId(jobID, "job");
  return pollJobWith(
    (signal) => client.http.GET("/api/v1/jobs/{jobID}", { params: { path: { jobID } }, signal }),
    options.signal,
  );
}

/** The polling of `pollJob` over any read of a job (e.g. a memory photo's, with its draft). */
export async function pollJobWith(
  read: (
    signal: AbortSignal | undefined,
  ) => Promise<{ data?: unknown; error?: unknown; response: Response }>,
  signal: AbortSignal | undefined,
): Promise<string> {
  for (let attempt = 1; attempt <= JOB_POLL_MAX_ATTEMPTS; attempt += 1) {
    if (attempt > 1) {
      await sleep(jobPollDelay(attempt - 1), signal);
    }
    signal?.throwIfAborted();
    let job: UploadJob;
    try {
      const { data, response } = await send(read(signal));
      job = expectBody(
        data,
        response,
        (value): value is UploadJob => isRecord(value) && typeof value.status === "string",
        "job",
      );
    } catch (error) {
      if (isAbortError(error) || signal?.aborted) {
        throw signal?.aborted ? abortReason(signal) : error;
      }
      continue;
    }
    if (job.status === "succeeded") {
      if (typeof job.assetURL === "string" && job.assetURL !== "") {
        return job.assetURL;
      }
      throw new UploadError("unexpected", UPLOAD_ERROR_MESSAGES.unexpected, { cause: job });
    }
    if (job.status === "failed") {
      throw new UploadError(
        "processing_failed",
        UPLOAD_ERROR_MESSAGES.processingFailed(job.error ?? "unknown error"),
        { cause: job },
      );
    }
  }
  throw new UploadError("processing_timeout", UPLOAD_ERROR_MESSAGES.processingTimeout);
}

/** PUTs one file to its upload URL (no bearer token); rejects with `UploadError` on a refusal. */
export async function putFile(
  client: ApiClient,
  target: UploadFile,
  file: Blob,
  signal: AbortSignal,
  onProgress: (loaded: number) => void,
): Promise<void> {
  let status: number;
  try {
    ({ status } = await client.uploadTransport({
      url: target.uploadURL,
      headers: target.uploadHeaders,
      body: file,
      signal,
      onProgress: (loaded) => {
        onProgress(loaded);
      },
    }));
  } catch (error) {
    if (isAbortError(error) || signal.aborted) {
      throw signal.aborted ? abortReason(signal) : error;
    }
    throw new UploadError("unexpected", UPLOAD_ERROR_MESSAGES.unexpected, { cause: error });
  }
  if (status < 200 || status > 299) {
    throw new UploadError("upload_rejected", UPLOAD_ERROR_MESSAGES.uploadRejected(status), {
      status,
    });
  }
  onProgress(file.size);
}

/**
 * Uploads files of one type to a page (an array or a `FileList`) and resolves with their asset
 * URLs, in the order of the files. Rejects with `FileCheckError` (before any call), `ApiError`
 * (upload URL request), `UploadError` (PUT, processing) or the signal's reason when cancelled.
 * When one file fails, the others are cancelled.
 */
export async function uploadFiles(
  client: ApiClient,
  profileId: string,
  type: UploadType,
  chosen: Iterable<UploadableFile> | ArrayLike<UploadableFile>,
  options: UploadOptions = {},
): Promise<string[]> {
  const { signal: outerSignal } = options;
  const files = Array.from(chosen);
  outerSignal?.throwIfAborted();
  await checkUploadFiles(type, files);
  outerSignal?.throwIfAborted();
  const targets = await requestUpload(client, profileId, type, files, { signal: outerSignal });
  if (targets.length !== files.length) {
    throw new UploadError("unexpected", UPLOAD_ERROR_MESSAGES.unexpected, { cause: targets });
  }

  return sendAll(client, files, targets, options, (target, signal) =>
    pollJob(client, target.jobID, { signal }),
  );
}

/**
 * Puts every file to its upload target at once and waits for its processing (`finish`), with
 * one progress figure over all files. One failed file cancels the rest and its error is the one
 * reported; the caller's signal cancels all.
 */
export async function sendAll<Target extends UploadFile, Result>(
  client: ApiClient,
  files: readonly UploadableFile[],
  targets: readonly Target[],
  options: UploadOptions,
  finish: (target: Target, signal: AbortSignal) => Promise<Result>,
): Promise<Result[]> {
  const { signal: outerSignal, onProgress } = options;
  const total = files.reduce((sum, file) => sum + file.size, 0);
  const sent = files.map(() => 0);
  const report = () => {
    onProgress?.({ loaded: sent.reduce((sum, bytes) => sum + bytes, 0), total });
  };
  report();

  const controller = new AbortController();
  const forwardAbort = () => {
    controller.abort(abortReason(outerSignal));
  };
  outerSignal?.addEventListener("abort", forwardAbort, { once: true });
  try {
    return await Promise.all(
      files.map(async (file, index) => {
        const target = targets[index];
        if (target === undefined) {
          throw new UploadError("unexpected", UPLOAD_ERROR_MESSAGES.unexpected);
        }
        try {
          await putFile(client, target, file, controller.signal, (loaded) => {
            const clamped = Math.min(Math.max(loaded, 0), file.size);
            if (clamped !== sent[index]) {
              sent[index] = clamped;
              report();
            }
          });
          return await finish(target, controller.signal);
        } catch (error) {
          // One failed file cancels the rest; the first error is the one reported.
          if (!controller.signal.aborted) {
            controller.abort(error);
          }
          throw error;
        }
      }),
    );
  } finally {
    outerSignal?.removeEventListener("abort", forwardAbort);
  }
}

/** Uploads a profile picture; resolves with its asset URL. */
export async function uploadProfilePicture(
  client: ApiClient,
  profileId: string,
  file: UploadableFile,
  options?: UploadOptions,
): Promise<string> {
  return firstUrl(await uploadFiles(client, profileId, "profile_picture", [file], options));
}

/** Uploads carousel photos (1 to 20); resolves with their asset URLs in order. */
export async function uploadCarouselPhotos(
  client: ApiClient,
  profileId: string,
  files: Iterable<UploadableFile> | ArrayLike<UploadableFile>,
  options?: UploadOptions,
): Promise<string[]> {
  return uploadFiles(client, profileId, "carousel", files, options);
}

/** Uploads the file of a video section; resolves with its asset URL. */
export async function uploadVideo(
  client: ApiClient,
  profileId: string,
  file: UploadableFile,
  options?: UploadOptions,
): Promise<string> {
  return firstUrl(await uploadFiles(client, profileId, "video", [file], options));
}

/** Uploads the file of an audio section; resolves with its asset URL. */
export async function uploadAudio(
  client: ApiClient,
  profileId: string,
  file: UploadableFile,
  options?: UploadOptions,
): Promise<string> {
  return firstUrl(await uploadFiles(client, profileId, "audio", [file], options));
}

function firstUrl(urls: readonly string[]): string {
  const [url] = urls;
  if (url === undefined) {
    throw new UploadError("unexpected", UPLOAD_ERROR_MESSAGES.unexpected);
  }
  return url;
}
