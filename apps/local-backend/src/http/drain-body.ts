// Reading away the unread rest of a refused request's body, so that a keep-alive connection does
// not carry leftover bytes into the next request.

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
