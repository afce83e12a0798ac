/**
 * The rules of `src/core/saved-pages.ts` as a Workbox plugin of the service worker's two
 * routes (pages, photos): keeps only answers that may be kept, with the moment they were saved;
 * removes a saved copy when the network says the thing is gone; puts the saved-version line on a
 * page that is answered from its saved copy.
 */
import type { WorkboxPlugin } from "workbox-core";
import {
  photoPagesIn,
  SAVED_AT_HEADER,
  SAVED_PAGES_CACHE,
  SAVED_PHOTOS_CACHE,
  savedPageKey,
  withSavedVersionLine,
  type SavedAnswer,
} from "../core/saved-pages";

/** What the plugin needs of the Cache Storage API (tests pass their own). */
export type CacheStore = Pick<CacheStorage, "open">;

/** Removes a page's saved copy, and the saved photos of the pages it named. */
export async function forgetPage(storage: CacheStore, key: string): Promise<void> {
  const pages = await storage.open(SAVED_PAGES_CACHE);
  const saved = await pages.match(key);
  await pages.delete(key);
  if (saved === undefined) return;
  const ids = photoPagesIn(await saved.text());
  if (ids.length === 0) return;
  const photos = await storage.open(SAVED_PHOTOS_CACHE);
  for (const request of await photos.keys()) {
    const path = new URL(request.url).pathname;
    if (ids.some((id) => path.startsWith(`/media/${id}/`))) await photos.delete(request);
  }
}

/** Removes one saved photo. */
export async function forgetPhoto(storage: CacheStore, key: string): Promise<void> {
  await (await storage.open(SAVED_PHOTOS_CACHE)).delete(key);
}

export interface SavedCopiesOptions {
  /** What the network's answer means for the saved copy. */
  answerOf: (response: Response) => SavedAnswer;
  /** Removes the saved copy under a key. */
  forget: (key: string) => Promise<void>;
  /** Pages: one key per address (no query), and the saved-version line when served saved. */
  page: boolean;
  /** The clock (tests). */
  now?: () => Date;
}

export function savedCopies(options: SavedCopiesOptions): WorkboxPlugin {
  const { answerOf, forget, page } = options;
  const now = options.now ?? (() => new Date());
  const keyOf = (request: Request): string => (page ? savedPageKey(request.url) : request.url);
  return {
    cacheKeyWillBeUsed: ({ request }) => Promise.resolve(page ? keyOf(request) : request),
    fetchDidSucceed: async ({ request, response }) => {
      if (answerOf(response) === "remove") await forget(keyOf(request));
      return response;
    },
    cacheWillUpdate: ({ response }) => {
      if (answerOf(response) !== "save") return Promise.resolve(null);
      const headers = new Headers(response.headers);
      headers.set(SAVED_AT_HEADER, now().toISOString());
      // The body as kept is the decoded one.
      headers.delete("Content-Encoding");
      headers.delete("Content-Length");
      return Promise.resolve(
        new Response(response.body, {
          status: response.status,
          statusText: response.statusText,
          headers,
        }),
      );
    },
    cachedResponseWillBeUsed: async ({ cachedResponse }) => {
      if (cachedResponse === undefined) return null;
      if (!page) return cachedResponse;
      const savedAt = new Date(cachedResponse.headers.get(SAVED_AT_HEADER) ?? "");
      if (Number.isNaN(savedAt.getTime())) return cachedResponse;
      const headers = new Headers(cachedResponse.headers);
      headers.delete("Content-Length");
      return new Response(withSavedVersionLine(await cachedResponse.text(), savedAt), {
        status: cachedResponse.status,
        headers,
      });
    },
  };
}
