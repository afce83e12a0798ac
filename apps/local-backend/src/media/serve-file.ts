// Serving stored media: the right content type, `nosniff`, long-lived caching (asset URLs never
// change content) and HTTP range requests so video and audio can seek.
import fs from "node:fs";
import { Readable } from "node:stream";

export interface ServeFileInput {
  file: string;
  contentType: string;
  size: number;
  method: string;
  rangeHeader: string | undefined;
  /** Extra headers (e.g. `Vary: Accept` of a photo variant). */
  headers?: Record<string, string>;
}

const BASE_HEADERS = {
  "X-Content-Type-Options": "nosniff",
  "Cache-Control": "public, max-age=31536000, immutable",
  "Accept-Ranges": "bytes",
  // Media are embedded by the web app from another origin.
  "Cross-Origin-Resource-Policy": "cross-origin",
  "Content-Security-Policy": "default-src 'none'; sandbox",
};

type Range = { start: number; end: number } | "unsatisfiable" | undefined;

/** Parses a single `bytes=` range; multiple ranges are answered with the whole file. */
export function parseRange(header: string | undefined, size: number): Range {
  if (!header) return undefined;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return undefined;
  const [, from = "", to = ""] = match;
  if (from === "" && to === "") return "unsatisfiable";
  if (from === "") {
    const suffix = Number(to);
    if (suffix === 0) return "unsatisfiable";
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(from);
  const end = to === "" ? size - 1 : Math.min(Number(to), size - 1);
  if (start >= size || end < start) return "unsatisfiable";
  return { start, end };
}

export function serveFile(input: ServeFileInput): Response {
  const range = parseRange(input.rangeHeader, input.size);
  if (range === "unsatisfiable") {
    return new Response(null, {
      status: 416,
      headers: { ...BASE_HEADERS, "Content-Range": `bytes */${input.size}` },
    });
  }
  const start = range?.start ?? 0;
  const end = range?.end ?? input.size - 1;
  const length = input.size === 0 ? 0 : end - start + 1;
  const headers: Record<string, string> = {
    ...BASE_HEADERS,
    ...input.headers,
    "Content-Type": input.contentType,
    "Content-Length": String(length),
  };
  if (range) headers["Content-Range"] = `bytes ${start}-${end}/${input.size}`;
  const status = range ? 206 : 200;
  if (input.method === "HEAD" || length === 0) return new Response(null, { status, headers });
  const stream = Readable.toWeb(fs.createReadStream(input.file, { start, end })) as ReadableStream;
  return new Response(stream, { status, headers });
}
