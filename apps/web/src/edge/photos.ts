/**
 * The photos of a rendered page through the page's own address.
 *
 * The contract gives photos as absolute URLs of the API's media
 * (`{apiBaseUrl}/media/{profileId}/{file}`). A visitor who opens a page from a QR code would
 * first have to set up a second connection (DNS, TCP, TLS: two or three round trips on a phone)
 * before the portrait and the first photo can load, while the connection that brought the
 * document sits idle. So the render writes the photos of the page's markup as
 * `/media/{profileId}/{file}` on the page's own address, and the same render function passes
 * `GET` and `HEAD` of those paths on to the API: one connection (HTTP/2 at the edge) carries the
 * document and its photos (the portrait, the photo sections' and the first memories'). Only
 * photos: video and audio keep their API URLs, and the link preview (`og:image`) too.
 *
 * Given a `PhotoCache` (the Worker: the platform's Cache API), a photo the API gave is kept by
 * its path, its width and the image formats the browser takes (the API may answer WebP or AVIF
 * by `Accept`), so the visitors of one page after the first get its photos from the edge.
 *
 * What passes is narrow: a photo file name of one page (no other path, no query but the width
 * hint `w`), only the request headers a photo needs (no cookies, no credentials), and only an
 * answer that is a raster image (never HTML or SVG on the app's own origin).
 */
import type { FetchLike } from "@memorial/api-client";
import type { Profile as WireProfile } from "@memorial/api-types";
import { apiBaseOf, isPhotoPath, photoThroughPage } from "../core/photo-paths";
import { noneMatchHits } from "./etag";

/** The answers passed on: a raster image, never a document or a script. */
const PHOTO_TYPE = /^image\/(?:jpeg|png|webp|avif|gif)(?:\s*;.*)?$/i;

/** The width hint of the API's photo URLs (`?w=640`, `withWidth` of `@memorial/ui/view`). */
const WIDTH = /^[1-9][0-9]{0,3}$/;

const REQUEST_HEADERS = ["accept", "range", "if-range", "if-none-match", "if-modified-since"];
const RESPONSE_HEADERS = [
  "content-type",
  "content-length",
  "content-range",
  "accept-ranges",
  "etag",
  "last-modified",
  "cache-control",
  "expires",
  "vary",
];

/** The page with its portrait and the photos of its photo sections through the page's address. */
export function withPhotosThroughPage(profile: WireProfile, apiBaseUrl: string): WireProfile {
  const through = (url: string) => photoThroughPage(url, apiBaseUrl);
  return {
    ...profile,
    ...(typeof profile.profilePicture === "string"
      ? { profilePicture: through(profile.profilePicture) }
      : {}),
    sections: profile.sections.map((section) =>
      section.type === "photo_carousel"
        ? { ...section, photos: section.photos.map(through) }
        : section,
    ),
  };
}

/** Where photos are kept by the edge, by a key of `passPhoto`'s making. */
export interface PhotoCache {
  match(key: string): Promise<Response | undefined>;
  /** Keeps `response` (a photo with its headers) under `key`, as long as its caching allows. */
  put(key: string, response: Response): Promise<void>;
}

export interface PassPhotoOptions {
  apiBaseUrl: string;
  fetch: FetchLike;
  /** How long to wait for the API's answer to begin (default 10 s); the body streams on. */
  timeoutMs?: number;
  cache?: PhotoCache;
}

/** The image formats beyond JPEG and PNG that `Accept` takes, the part of the cache key. */
function formatsOf(accept: string | null): string {
  const formats = ["avif", "webp"].filter((format) => (accept ?? "").includes(`image/${format}`));
  return formats.length === 0 ? "basic" : formats.join("+");
}

/**
 * The browser's answer for a whole photo (kept, or just kept): the photo, or a 304 when
 * `If-None-Match` names it (the API was asked without it, so that the photo could be kept).
 */
function answerWith(request: Request, photo: Response, cached: boolean): Response {
  const headers = new Headers(photo.headers);
  if (cached) headers.set("Server-Timing", "photo;desc=cached");
  const etag = photo.headers.get("ETag");
  if (etag !== null && noneMatchHits(request.headers.get("If-None-Match"), etag)) {
    void photo.body?.cancel();
    headers.delete("Content-Length");
    return new Response(null, { status: 304, headers });
  }
  return new Response(request.method === "HEAD" ? null : photo.body, { status: 200, headers });
}

function plain(status: number, text: string, headers: Record<string, string> = {}): Response {
  return new Response(text, {
    status,
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
      ...headers,
    },
  });
}

const UNAVAILABLE = "De foto kan nu niet worden geladen. Probeer het later opnieuw.";

/**
 * Answers `GET` or `HEAD` of a photo path (`isPhotoPath`) with the API's answer for the same
 * photo: its image, a 304, a range, or its 404. Anything else the API says becomes a 502.
 */
export async function passPhoto(request: Request, options: PassPhotoOptions): Promise<Response> {
  if (request.method !== "GET" && request.method !== "HEAD") {
    return plain(405, "Alleen GET en HEAD.", { Allow: "GET, HEAD" });
  }
  const url = new URL(request.url);
  if (!isPhotoPath(url.pathname)) return plain(404, "Niet gevonden.");
  const width = url.searchParams.get("w");
  const query = width !== null && WIDTH.test(width) ? `?w=${width}` : "";
  const upstream = `${apiBaseOf(options.apiBaseUrl)}${url.pathname}${query}`;
  // Whole photos are kept and served from the cache; a range goes to the API.
  const cache = request.headers.has("range") ? undefined : options.cache;
  const key = `${url.pathname}${query}#${formatsOf(request.headers.get("accept"))}`;
  if (cache !== undefined) {
    const kept = await cache.match(key).catch(() => undefined);
    if (kept !== undefined) return answerWith(request, kept, true);
  }
  const headers = new Headers();
  for (const name of REQUEST_HEADERS) {
    const value = request.headers.get(name);
    // With a cache the whole photo is asked for, so that it can be kept.
    const conditional = name.startsWith("if-");
    if (value !== null && !(cache !== undefined && conditional)) headers.set(name, value);
  }
  // Only the wait for the answer is limited: a slow phone may take long over the body.
  const controller = new AbortController();
  const timer = setTimeout(() => {
    controller.abort();
  }, options.timeoutMs ?? 10_000);
  let answer: Response;
  try {
    answer = await options.fetch(
      new Request(upstream, {
        method: request.method,
        headers,
        redirect: "manual",
        signal: controller.signal,
      }),
    );
  } catch {
    return plain(502, UNAVAILABLE);
  } finally {
    clearTimeout(timer);
  }
  const passed = new Headers({ "X-Content-Type-Options": "nosniff" });
  for (const name of RESPONSE_HEADERS) {
    const value = answer.headers.get(name);
    if (value !== null) passed.set(name, value);
  }
  const withBody = answer.status === 200 || answer.status === 206;
  if (withBody && !PHOTO_TYPE.test(answer.headers.get("content-type") ?? "")) {
    await answer.body?.cancel();
    return plain(502, UNAVAILABLE);
  }
  if (withBody) {
    const photo = new Response(request.method === "HEAD" ? null : answer.body, {
      status: answer.status,
      headers: passed,
    });
    const keepable =
      cache !== undefined &&
      request.method === "GET" &&
      answer.status === 200 &&
      !/\b(?:no-store|private)\b/i.test(answer.headers.get("cache-control") ?? "");
    if (!keepable) return photo;
    await cache.put(key, photo.clone()).catch(() => undefined);
    return answerWith(request, photo, false);
  }
  await answer.body?.cancel();
  if (answer.status === 304 || answer.status === 416) {
    return new Response(null, { status: answer.status, headers: passed });
  }
  if (answer.status === 404 || answer.status === 410) return plain(404, "Niet gevonden.");
  return plain(502, UNAVAILABLE);
}
