import { ApiError } from "./errors";

/** The contract's `ProfileId` and `JobId` pattern. */
export const RESOURCE_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/** Page and job ids are one URL path segment (contract: `ProfileId`, `JobId`). */
export function isResourceId(value: unknown): value is string {
  return typeof value === "string" && RESOURCE_ID_PATTERN.test(value);
}

/**
 * Rejects ids the contract cannot hold without calling the API: they cannot exist, so the
 * answer is the same 404 the API would give (the page shows its not-found view).
 */
export function assertResourceId(value: unknown, what: "profile" | "job"): asserts value is string {
  if (!isResourceId(value)) {
    throw new ApiError({ status: 404, code: "not_found", message: `invalid ${what} id` });
  }
}
