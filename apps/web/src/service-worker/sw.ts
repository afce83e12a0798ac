/**
 * The service worker of the web app (`/sw.js`), built with Workbox (vite.sw.config.ts bundles it,
 * workbox-build writes the precache list into it: scripts/service-worker-manifest.ts). What it
 * does, and nothing more:
 * - a public memorial page the visitor has opened (`/{id or address}`, as rendered by the render
 *   function; of a long page, every section once the visitor has read its rest) is kept, with the photos it showed, in small bounded caches, so that a revisit
 *   without a connection shows it, with a quiet line saying from when the copy is. With a
 *   connection the page is always asked for first (3 s), then the saved copy answers;
 * - a page that is gone (410), unknown (404) or no longer public loses its saved copy (and its
 *   photos) on the next visit with a connection;
 * - the visitor's boot script and what it loads after the first frame are precached by their
 *   hashed names; old precaches go on activation.
 * It never routes the app's other addresses (`/`, `/login`, the owner's screens: always from the
 * network, so a new deployment is never hidden behind an old shell), nor any call to the API.
 * The rules themselves are in `src/core/saved-pages.ts`.
 */
import { cleanupOutdatedCaches, precacheAndRoute, type PrecacheEntry } from "workbox-precaching";
import { clientsClaim } from "workbox-core";
import { ExpirationPlugin } from "workbox-expiration";
import { registerRoute } from "workbox-routing";
import { NetworkFirst } from "workbox-strategies";
import { isPhotoPath } from "../core/photo-paths";
import { profileIdOf } from "../edge/routes";
import {
  NETWORK_TIMEOUT_SECONDS,
  pageAnswerOf,
  photoAnswerOf,
  SAVED_PAGE_LIMITS,
  SAVED_PAGES_CACHE,
  SAVED_PHOTO_LIMITS,
  SAVED_PHOTOS_CACHE,
} from "../core/saved-pages";
import { FULL_PAGE_PARAMETER } from "../core/visitor-markers";
import { forgetPage, forgetPhoto, savedCopies } from "./saved-copies";

/** What this file uses of the worker's global scope (the app's TypeScript knows the DOM only). */
interface WorkerScope {
  __WB_MANIFEST: (string | PrecacheEntry)[];
  location: Location;
  skipWaiting(): Promise<void>;
  addEventListener(
    type: "install",
    listener: (event: { waitUntil(promise: Promise<unknown>): void }) => void,
  ): void;
}

const worker = self as unknown as WorkerScope;

worker.addEventListener("install", (event) => {
  event.waitUntil(worker.skipWaiting());
});
clientsClaim();
cleanupOutdatedCaches();
// Written as `self.__WB_MANIFEST` for workbox-build to find it in the built file.
precacheAndRoute((self as unknown as WorkerScope).__WB_MANIFEST);

const sameOrigin = (url: URL) => url.origin === worker.location.origin;

/** A transparent pixel (GIF), never kept anywhere. */
function missingPhoto(): Response {
  const gif = Uint8Array.from(
    atob("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7"),
    (character) => character.charCodeAt(0),
  );
  return new Response(gif, {
    headers: { "Content-Type": "image/gif", "Cache-Control": "no-store" },
  });
}

// A memorial page: navigations, the page's own request to keep the address it was opened on
// (a CACHE_URLS message: on the first visit the worker was not there yet), and a long page's
// request for every section ('Meer van deze pagina'), which then is the copy kept of the page.
registerRoute(
  ({ url, request, event }) =>
    sameOrigin(url) &&
    profileIdOf(url.pathname) !== null &&
    (request.mode === "navigate" ||
      (event as Event | undefined)?.type === "message" ||
      url.searchParams.has(FULL_PAGE_PARAMETER)),
  new NetworkFirst({
    cacheName: SAVED_PAGES_CACHE,
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    plugins: [
      savedCopies({ answerOf: pageAnswerOf, forget: (key) => forgetPage(caches, key), page: true }),
      new ExpirationPlugin({ ...SAVED_PAGE_LIMITS, purgeOnQuotaError: true }),
    ],
  }),
);

// The photos of rendered pages, through the page's address.
const photos = new NetworkFirst({
  cacheName: SAVED_PHOTOS_CACHE,
  networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
  // The photo varies by `Accept` (WebP or AVIF where the browser takes it); the one kept on the
  // first visit was asked for by the page (any image type) and serves every later request.
  matchOptions: { ignoreVary: true },
  plugins: [
    savedCopies({
      answerOf: photoAnswerOf,
      forget: (key) => forgetPhoto(caches, key),
      page: false,
    }),
    new ExpirationPlugin({ ...SAVED_PHOTO_LIMITS, purgeOnQuotaError: true }),
  ],
});
registerRoute(
  ({ url }) => sameOrigin(url) && isPhotoPath(url.pathname),
  // A photo of a saved page that was never on the visitor's screen cannot come offline: its frame
  // stays empty instead of showing the browser's broken-image sign.
  async (options) => {
    try {
      return await photos.handle(options);
    } catch {
      return missingPhoto();
    }
  },
);
