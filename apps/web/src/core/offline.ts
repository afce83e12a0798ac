/**
 * The app without a connection. A link followed while the browser is offline does not start a
 * route that cannot load (its code or its data would fail, and a failed route chunk makes the
 * router reload the document, which offline is the browser's own error page): the root route's
 * `beforeLoad` asks `assertOnlineFor` first, and the app shows its offline view
 * (`OfflineView` of `./state-views.tsx`) until the connection is back, then goes on by itself.
 */
import { isApiError } from "@memorial/api-client";

/** A navigation that was not started because the browser is offline. */
export class OfflineError extends Error {
  constructor() {
    super("offline");
    this.name = "OfflineError";
  }
}

/** The browser says it has no connection. */
export function browserOffline(): boolean {
  return typeof navigator !== "undefined" && !navigator.onLine;
}

/** A code chunk that could not be fetched (Chromium, Firefox and Safari word it so). */
function isChunkLoadFailure(error: unknown): boolean {
  const message = error instanceof Error ? error.message : "";
  return /^(Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed)/.test(
    message,
  );
}

/** The error is the missing connection: ours, or a network failure while offline. */
export function isOfflineError(error: unknown): boolean {
  if (error instanceof OfflineError) return true;
  if (!browserOffline()) return false;
  return (isApiError(error) && error.status === 0) || isChunkLoadFailure(error);
}

/** The address of the last screen that loaded completely (undefined before the first). */
let shownPath: string | undefined;

/** Notes the screen that is on view once a navigation has loaded without an error. */
export function noteScreenShown(pathname: string): void {
  shownPath = pathname;
}

/**
 * Throws `OfflineError` for a navigation to another screen while the browser is offline (not
 * for a preload, nor for the first screen, nor for a change that stays on the screen on view).
 */
export function assertOnlineFor(pathname: string, preload: boolean): void {
  if (preload || shownPath === undefined || pathname === shownPath) return;
  if (browserOffline()) throw new OfflineError();
}
