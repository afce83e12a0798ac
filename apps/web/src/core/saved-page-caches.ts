/**
 * The names of the service worker's caches of saved pages, and emptying them: all the app's
 * entry needs of the saved pages (at sign-out), kept apart from their rules
 * (`./saved-pages.ts`, which only the worker runs) so the entry stays small.
 */

/** The caches of the saved pages and of their photos (names of the Cache Storage API). */
export const SAVED_PAGES_CACHE = "memorial-saved-pages";
export const SAVED_PHOTOS_CACHE = "memorial-saved-photos";

/** The caches of the saved pages, as far as this browser has any. */
type CacheStorageLike = Pick<CacheStorage, "delete">;

/** The browser's Cache Storage, where there is one (not in every context: http, old browsers). */
function browserCaches(): CacheStorageLike | undefined {
  return (globalThis as { caches?: CacheStorageLike }).caches;
}

/**
 * Empties the saved pages and their photos (at sign-out: nothing a member looked at stays on a
 * shared device). Resolves when both are gone; a browser without the Cache API has nothing to do.
 */
export async function clearSavedPages(
  storage: CacheStorageLike | undefined = browserCaches(),
): Promise<void> {
  if (storage === undefined) return;
  await Promise.all([storage.delete(SAVED_PAGES_CACHE), storage.delete(SAVED_PHOTOS_CACHE)]);
}
