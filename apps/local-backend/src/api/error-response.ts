// How a domain error becomes an answer: the contract's `Error` body `{ code, message }`, never
// cached, with the error's own headers (`Retry-After`, `Allow`).
import type { Context } from "hono";
import type { ApiError } from "../errors/api-error.ts";

/** Longest `message` of an error body. */
const MAX_MESSAGE_LENGTH = 1000;

export const errorResponse = (c: Context, error: ApiError): Response =>
  c.json({ code: error.code, message: error.message.slice(0, MAX_MESSAGE_LENGTH) }, error.status, {
    "Cache-Control": "no-store",
    ...error.headers,
  });
