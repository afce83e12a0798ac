/** How long a failed import waits before it tries again while the browser reports being online. */
const RETRY_MS = 10_000;

/**
 * `import()` of a part for `React.lazy` that never fails: when the code cannot be fetched (the
 * phone went offline, the connection dropped) it tries again once the browser is back online,
 * or after RETRY_MS, until it arrives. React.lazy keeps a failed import as failed and hands the
 * error to the nearest error boundary, which for a toast, a dialog's code or a player was the
 * whole app: a save while offline blanked the page. Until the part arrives its Suspense fallback
 * stays.
 */
export function importUntilLoaded<T>(load: () => Promise<T>): Promise<T> {
  return load().catch(
    () =>
      new Promise<T>((resolve) => {
        const retry = () => {
          window.removeEventListener("online", retry);
          clearTimeout(timer);
          resolve(importUntilLoaded(load));
        };
        window.addEventListener("online", retry);
        const timer = setTimeout(retry, RETRY_MS);
      }),
  );
}
