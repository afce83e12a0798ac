/** The error types of the API client. Callers handle one shape per kind of failure. */

import type { ApiErrorCode as WireErrorCode, UploadType } from "@memorial/api-types";

/** Error codes of the contract's `Error` body, plus the ones the client itself produces. */
export type ApiErrorCode =
  | WireErrorCode
  /** The request never got an HTTP answer (offline, DNS, CORS, connection reset). */
  | "network_error"
  /** A 2xx answer whose body does not have the shape of the contract. */
  | "invalid_response"
  /** A non-ok answer without a recognisable error body and without a known status. */
  | "http_error";

export interface ApiErrorInit {
  readonly status: number;
  readonly code: ApiErrorCode;
  readonly message: string;
  readonly cause?: unknown;
  readonly retryAfterSeconds?: number;
}

/**
 * Thrown for every non-ok response of the API (and for network failures, with status 0).
 * `status` is the HTTP status, `code` the body's machine-readable code (or one derived from the
 * status when the body has none), `message` the body's developer message.
 */
export class ApiError extends Error {
  override readonly name = "ApiError";
  readonly status: number;
  readonly code: ApiErrorCode;
  /** Seconds from a `Retry-After` header (429), when present. */
  readonly retryAfterSeconds: number | undefined;

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.status = init.status;
    this.code = init.code;
    this.retryAfterSeconds = init.retryAfterSeconds;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** True for the 404 the memorial page shows as its not-found view. */
export function isNotFound(error: unknown): boolean {
  return isApiError(error) && error.status === 404;
}

/** True for the 410 of a page its owner deleted ('Deze herinneringspagina is verwijderd.'). */
export function isPageDeleted(error: unknown): boolean {
  return isApiError(error) && error.status === 410 && error.code === "page_deleted";
}

/** True when a save was refused because someone else saved in between (412). */
export function isVersionConflict(error: unknown): boolean {
  return isApiError(error) && error.status === 412;
}

/** Why an upload failed; the message is one of the internal texts of spec section 8. */
export type UploadErrorReason =
  /** The PUT to the upload URL answered a non-2xx status. */
  | "upload_rejected"
  /** The processing job ended in `failed`. */
  | "processing_failed"
  /** The job did not finish within the polling schedule. */
  | "processing_timeout"
  /** Anything else (network failure during the PUT, a malformed answer). */
  | "unexpected";

export class UploadError extends Error {
  override readonly name = "UploadError";
  readonly reason: UploadErrorReason;
  /** HTTP status of the rejected PUT (`upload_rejected` only). */
  readonly status: number | undefined;

  constructor(
    reason: UploadErrorReason,
    message: string,
    options?: { readonly status?: number; readonly cause?: unknown },
  ) {
    super(message, options?.cause === undefined ? undefined : { cause: options.cause });
    this.reason = reason;
    this.status = options?.status;
  }
}

export const UPLOAD_ERROR_MESSAGES = {
  uploadRejected: (status: number) => `invalid response code for upload request: ${status}`,
  processingFailed: (error: string) => `uploaded file could not be processed: ${error}`,
  processingTimeout: "uploaded file could not be processed within 30 seconds",
  unexpected: "unexpected error",
} as const;

export type QrCodeErrorReason = "failed" | "timeout";

export class QrCodeError extends Error {
  override readonly name = "QrCodeError";
  readonly reason: QrCodeErrorReason;

  constructor(reason: QrCodeErrorReason) {
    super(reason === "failed" ? QR_CODE_ERROR_MESSAGES.failed : QR_CODE_ERROR_MESSAGES.timeout);
    this.reason = reason;
  }
}

export const QR_CODE_ERROR_MESSAGES = {
  failed: "QR-code could not be generated",
  timeout: "QR-code could not be generated within 30 seconds",
} as const;

/**
 * Why a file was refused before any upload URL was requested. The app turns the reason, the
 * upload type and the file name into its Dutch text; the limits are facts of @memorial/domain.
 */
export type FileCheckReason =
  "none" | "count" | "name_too_long" | "name_invalid" | "type" | "signature" | "empty" | "size";

export interface FileCheckInit {
  readonly reason: FileCheckReason;
  /** The upload the file was chosen for; its limits are in @memorial/domain. */
  readonly uploadType: UploadType;
  /** The refused file (absent for `none` and `count`). */
  readonly fileName?: string;
}

export class FileCheckError extends Error {
  override readonly name = "FileCheckError";
  readonly reason: FileCheckReason;
  readonly uploadType: UploadType;
  readonly fileName: string | undefined;

  constructor(init: FileCheckInit) {
    super(
      init.fileName === undefined
        ? `file check failed: ${init.reason}`
        : `file check failed for "${init.fileName}": ${init.reason}`,
    );
    this.reason = init.reason;
    this.uploadType = init.uploadType;
    this.fileName = init.fileName;
  }
}

/** True for the rejection of a cancelled call (an `AbortSignal` that fired). */
export function isAbortError(error: unknown): boolean {
  return (
    typeof error === "object" &&
    error !== null &&
    "name" in error &&
    (error.name === "AbortError" || error.name === "TimeoutError")
  );
}

/**
 * The error to reject with when `signal` has fired: its reason when that is an Error (a plain
 * `abort()` gives a DOMException named AbortError), else a new AbortError.
 */
export function abortReason(signal: AbortSignal | undefined): Error {
  const reason: unknown = signal?.reason;
  return reason instanceof Error
    ? reason
    : new DOMException("The operation was aborted.", "AbortError");
}
