/**
 * The rules of the saved pages: what the service worker (`src/service-worker/sw.ts`) keeps of a
 * public memorial page for a revisit without a connection, when it lets a saved copy go, and the
 * quiet line that says a visitor is looking at one. Plain functions over `Response` and strings,
 * shared by the worker (which runs them) and the app (which empties the caches at sign-out).
 *
 * Only what the render function served as a public page is ever kept: a `200` with
 * `X-Memorial-Render: server` and a `public` Cache-Control. Everything a member sees beyond that
 * (members-only sections, shared and private pages) reaches the browser through the API with a
 * token, and the worker never routes API calls; the client-rendered app's `index.html` (which
 * the render answers for a page that is not public) is `no-cache` and never kept.
 */
import { GATHERING_TIME_ZONE } from "@memorial/domain";
import { escapeHtml } from "@memorial/sanitize-html/escape";
import { offlineTexts } from "../texts/offline";

export { SAVED_PAGES_CACHE, SAVED_PHOTOS_CACHE } from "./saved-page-caches";

/** How long a saved page and its photos are kept: a month. */
const SAVED_FOR_SECONDS = 30 * 86_400;

/** How much is kept: a few pages and their photos, for a month at most. */
export const SAVED_PAGE_LIMITS = { maxEntries: 20, maxAgeSeconds: SAVED_FOR_SECONDS } as const;
export const SAVED_PHOTO_LIMITS = { maxEntries: 80, maxAgeSeconds: SAVED_FOR_SECONDS } as const;

/** With a connection the page is always asked for; after this long the saved copy answers. */
export const NETWORK_TIMEOUT_SECONDS = 3;

/** The header the worker adds to a saved copy: when it was saved (an ISO date). */
export const SAVED_AT_HEADER = "X-Memorial-Saved-At";

/** Marks the saved-version line in the markup (tests and styles find it by this). */
export const SAVED_VERSION_ATTRIBUTE = "data-saved-version";

/** What to do with the saved copy of a page after the network answered. */
export type SavedAnswer = "save" | "remove" | "leave";

function cacheControlAllowsKeeping(response: Response): boolean {
  const control = response.headers.get("Cache-Control") ?? "";
  return /\bpublic\b/i.test(control) && !/\b(?:private|no-store)\b/i.test(control);
}

/**
 * The render function's answer for a page address, as the worker reads it:
 * - `save`: a rendered public page (200, `X-Memorial-Render: server`, HTML, `public` and neither
 *   `private` nor `no-store`);
 * - `remove`: the page is gone (410), unknown (404) or not public any more (the render hands it
 *   to the app with the reason `not public`, `not found`, `api 404` or `api 410`);
 * - `leave`: anything else (the API unreachable or slow, a render limit, a redirect to the
 *   page's current address): it says nothing about the page, so a saved copy stays.
 */
export function pageAnswerOf(response: Response): SavedAnswer {
  if (response.status === 404 || response.status === 410) return "remove";
  if (response.status !== 200) return "leave";
  const render = (response.headers.get("X-Memorial-Render") ?? "").trim().toLowerCase();
  if (render === "server") {
    const html = (response.headers.get("Content-Type") ?? "").startsWith("text/html");
    return html && cacheControlAllowsKeeping(response) ? "save" : "leave";
  }
  const reason = /^app;\s*(.+)$/.exec(render)?.[1];
  return reason !== undefined && ["not public", "not found", "api 404", "api 410"].includes(reason)
    ? "remove"
    : "leave";
}

/**
 * A photo through the page's address (`/media/{profileId}/{file}`): kept when it is a picture
 * whose own Cache-Control allows it; gone (404, 410) removes the saved one.
 */
export function photoAnswerOf(response: Response): SavedAnswer {
  if (response.status === 404 || response.status === 410) return "remove";
  if (response.status !== 200) return "leave";
  const image = (response.headers.get("Content-Type") ?? "").startsWith("image/");
  const control = response.headers.get("Cache-Control") ?? "";
  return image && !/\b(?:private|no-store)\b/i.test(control) ? "save" : "leave";
}

/** The key a page is saved under: its address without query or trailing slash. */
export function savedPageKey(url: string): string {
  const parsed = new URL(url);
  return `${parsed.origin}${parsed.pathname.replace(/\/+$/, "") || "/"}`;
}

/** The page ids whose photos a saved page names (`/media/{profileId}/…`). */
export function photoPagesIn(html: string): string[] {
  const ids = [...html.matchAll(/\/media\/([A-Za-z0-9_-]{1,64})\//g)].flatMap((match) =>
    match[1] === undefined ? [] : [match[1]],
  );
  return [...new Set(ids)];
}

const DAY = new Intl.DateTimeFormat("nl-NL", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: GATHERING_TIME_ZONE,
});
const TIME = new Intl.DateTimeFormat("nl-NL", {
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
  timeZone: GATHERING_TIME_ZONE,
});

/** When a copy was saved, in Dutch and Dutch time: "1 december 2026, 14:05". */
export function savedVersionDate(savedAt: Date): string {
  return `${DAY.format(savedAt)}, ${TIME.format(savedAt)}`;
}

/** The quiet line's markup (a paragraph above the page; the page's styles are inline-only). */
export function savedVersionLine(savedAt: Date): string {
  const style = [
    "margin:0",
    "padding:10px 16px",
    "text-align:center",
    "font-size:0.9375rem",
    "line-height:1.5",
    "color:#4a4540",
    "background:#efe9df",
    "border-bottom:1px solid #ddd4c6",
  ].join(";");
  return `<p ${SAVED_VERSION_ATTRIBUTE}="" role="note" style="${style}">${escapeHtml(
    offlineTexts.savedVersion(savedVersionDate(savedAt)),
  )}</p>`;
}

/**
 * The saved document with the line at the top of its body; a document without a body is left
 * as it is (then the line has no place).
 */
export function withSavedVersionLine(html: string, savedAt: Date): string {
  return html.replace(/<body\b[^>]*>/i, (open) => `${open}${savedVersionLine(savedAt)}`);
}
