/**
 * Registers the service worker (`/sw.js`, `src/service-worker/sw.ts`) once the page has loaded
 * and the browser is idle, so it adds nothing to the first view. Tiny on purpose: the visitor's
 * page's wiring (src/visitor/start.ts) and the app's entry both carry it.
 */

/** The worker's address (served with `Cache-Control: no-cache` by every host). */
export const SERVICE_WORKER_URL = "/sw.js";

/** Runs `task` once the page has loaded and the browser is idle (never before `load`). */
export function afterLoad(task: () => void): void {
  const idle = () => {
    if (typeof window.requestIdleCallback === "function") {
      window.requestIdleCallback(task, { timeout: 1500 });
    } else {
      window.setTimeout(task, 1);
    }
  };
  if (document.readyState === "complete") idle();
  else window.addEventListener("load", idle, { once: true });
}

/** True when a service worker controls this page: it sees (and keeps) what the page reads. */
export function workerControls(): boolean {
  return ((navigator as Partial<Navigator>).serviceWorker?.controller ?? null) !== null;
}

/**
 * Asks the worker, once it is active, to keep what `urls` names of this page then (Workbox's
 * `CACHE_URLS`): what the page read before the worker controlled it passed the worker by.
 */
export function keepForLater(urls: () => string[]): void {
  const container = (navigator as Partial<Navigator>).serviceWorker;
  if (container === undefined || !import.meta.env.PROD) return;
  container.ready
    .then((registration) => {
      registration.active?.postMessage({ type: "CACHE_URLS", payload: { urlsToCache: urls() } });
    })
    .catch(() => undefined);
}

/**
 * After load, registers the worker. On a first visit (no worker controlled the page yet)
 * `toSave` names what it should keep of this page (its address and first-screen photos), which
 * passed it by.
 */
export function registerServiceWorker(toSave?: () => string[]): void {
  const container = (navigator as Partial<Navigator>).serviceWorker;
  if (container === undefined || !import.meta.env.PROD) return;
  const firstVisit = !workerControls();
  afterLoad(() => {
    container
      .register(SERVICE_WORKER_URL)
      .then(() => {
        if (firstVisit && toSave !== undefined) keepForLater(toSave);
      })
      .catch(() => undefined);
  });
}
