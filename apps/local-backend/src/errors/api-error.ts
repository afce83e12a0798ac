// The domain errors of the product API: a status and a machine-readable code of the contract's
// `Error` schema, thrown by the stores, the roles (media, payments, export) and the operations.
// The HTTP layer (api/error-response.ts) turns one into the `{ code, message }` answer.

/** Machine-readable codes of the contract's `Error` schema. */
export type ErrorCode =
  | "invalid_request"
  | "too_many_photos"
  | "unauthorized"
  | "forbidden"
  | "upload_expired"
  | "download_expired"
  | "not_found"
  | "not_public"
  | "page_deleted"
  | "address_invalid"
  | "address_reserved"
  | "address_taken"
  | "profile_blocked"
  | "plan_required"
  | "media_not_allowed"
  | "plan_not_available"
  | "own_access_row"
  | "owner_required"
  | "owner_cannot_leave"
  | "not_a_manager"
  | "account_pages_changed"
  | "handover_pending"
  | "already_uploaded"
  | "limit_reached"
  | "condolences_closed"
  | "thank_you_sent"
  | "no_recipients"
  | "memories_closed"
  | "link_expired"
  | "link_used"
  | "method_not_allowed"
  | "version_conflict"
  | "payload_too_large"
  | "storage_quota_exceeded"
  | "unsupported_media_type"
  | "rate_limited"
  | "internal_error";

export type ErrorStatus =
  400 | 401 | 403 | 404 | 405 | 409 | 410 | 412 | 413 | 415 | 416 | 429 | 500;

export class ApiError extends Error {
  /** Set when the request's body could not be read to its end: the connection must close. */
  closeConnection = false;
  /** Extra response headers (`Retry-After` of a 429, `Allow` of a 405). */
  headers: Record<string, string> = {};

  constructor(
    readonly status: ErrorStatus,
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

export const notFound = (what = "profile"): ApiError =>
  new ApiError(404, "not_found", `${what} not found`);
/** 410 `page_deleted`: the page was deleted; only its tombstone and addresses remain. */
export const pageDeleted = (): ApiError =>
  new ApiError(410, "page_deleted", "this page has been deleted");
export const forbidden = (message = "manage access required"): ApiError =>
  new ApiError(403, "forbidden", message);
/** 403 `owner_required`: only the page's owner may do this. */
export const ownerRequired = (message = "only the owner of the page may do this"): ApiError =>
  new ApiError(403, "owner_required", message);
export const invalidRequest = (message: string): ApiError =>
  new ApiError(400, "invalid_request", message);

/** 429 with the seconds to wait in `Retry-After`. */
export function rateLimited(retryAfterSeconds: number): ApiError {
  const error = new ApiError(429, "rate_limited", "too many requests; try again later");
  error.headers["Retry-After"] = String(Math.max(1, Math.ceil(retryAfterSeconds)));
  return error;
}

/** 405 with the methods the path does allow in `Allow`. */
export function methodNotAllowed(allow: string): ApiError {
  const error = new ApiError(405, "method_not_allowed", `this path allows ${allow}`);
  error.headers.Allow = allow;
  return error;
}
