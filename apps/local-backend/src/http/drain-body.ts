// Reading away the unread rest of a refused request's body, so that a keep-alive connection does
// not carry leftover bytes into the next request.
import type { MiddlewareHandler } from "hono";

/** Reads and drops the rest of a body; false (and cancelled) when it is longer than `limit`. */
export async function drainBody(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  limit: number,
): Promise<boolean> {
  let seen = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return true;
      seen += value.byteLength;
      if (seen > limit) {
        await reader.cancel();
        return false;
      }
    }
  } catch {
    return false;
  }
}

/** Whether a request carries a body: a positive Content-Length, chunked transfer, or a stream. */
export function hasRequestBody(request: Request): boolean {
  const length = request.headers.get("content-length");
  if (length !== null) return Number(length) > 0;
  return request.headers.has("transfer-encoding") || request.body !== null;
}

/**
 * A refused request may leave (part of) its body unread on the connection. Reading the rest (up
 * to `maxBytes`) keeps a keep-alive client's next request intact; past the limit, or when the
 * rest cannot be read here, the connection is closed after the answer.
 */
export function drainRefusedBodies(maxBytes: number): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const raw = c.req.raw;
    if (c.res.status < 400 || !hasRequestBody(raw) || raw.body === null) return;
    if (!raw.bodyUsed && !raw.body.locked) {
      if (!(await drainBody(raw.body.getReader(), maxBytes))) {
        c.res.headers.set("Connection", "close");
      }
    } else if (c.res.status === 413) {
      c.res.headers.set("Connection", "close");
    }
  };
}
