/**
 * Taking the connection away and back, and what the service worker has saved: for the specs of
 * the page without a connection (offline.spec.ts, long-page.spec.ts).
 */
import type { BrowserContext, Page, Route } from "@playwright/test";

/** The cache of saved pages (`SAVED_PAGES_CACHE` of src/core/saved-page-caches.ts). */
export const SAVED_PAGES = "memorial-saved-pages";
export const SAVED_PHOTOS = "memorial-saved-photos";

/** What the browser says while there is no connection (failed loads, a refused navigation). */
export const OFFLINE_NOISE = /ERR_INTERNET_DISCONNECTED|Failed to load resource|net::ERR_FAILED/;

/** The service worker's own requests fail as they would offline. */
function serviceWorkerOffline(route: Route): Promise<void> {
  return route.request().serviceWorker() === null
    ? route.fallback()
    : route.abort("internetdisconnected");
}

/**
 * Takes the connection away. `setOffline` reaches the pages but not the service worker's own
 * requests in Chromium, so those are refused as well (Playwright reports them as the worker's).
 */
export async function goOffline(context: BrowserContext): Promise<void> {
  await context.setOffline(true);
  await context.route("**", serviceWorkerOffline);
}

export async function goOnline(context: BrowserContext): Promise<void> {
  await context.unroute("**", serviceWorkerOffline);
  await context.setOffline(false);
}

/** Waits until the service worker controls `page`. */
export async function controlled(page: Page): Promise<void> {
  await page.waitForFunction(async () => {
    await navigator.serviceWorker.ready;
    return navigator.serviceWorker.controller !== null;
  });
}

/** The addresses the service worker has saved in one of its caches. */
export function saved(page: Page, name: string): Promise<string[]> {
  return page.evaluate(async (cacheName) => {
    if (!(await caches.has(cacheName))) return [];
    const cache = await caches.open(cacheName);
    return (await cache.keys()).map((request) => {
      const url = new URL(request.url);
      return `${url.pathname}${url.search}`;
    });
  }, name);
}

/** The pages the service worker has saved. */
export function savedPages(page: Page): Promise<string[]> {
  return saved(page, SAVED_PAGES);
}
