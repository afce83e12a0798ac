import { Suspense, lazy, useState, useSyncExternalStore } from "react";
import { importUntilLoaded } from "../lazy-import.js";
import { toaster } from "./store.js";

const MemorialToaster = lazy(() => importUntilLoaded(() => import("./memorial-toaster.js")));

// The store tells its subscribers before it counts the new toast: look a microtask later.
const subscribe = (onChange: () => void) =>
  toaster.subscribe(() => {
    queueMicrotask(onChange);
  });
const hasToasts = () => toaster.getCount() > 0;
const onServer = () => false;

/**
 * Mounts the toaster only once a toast has been created: a page that never shows one never
 * loads or renders the toast region. The toaster then stays mounted so later toasts animate.
 */
export function LazyToaster() {
  const toastsNow = useSyncExternalStore(subscribe, hasToasts, onServer);
  const [shown, setShown] = useState(false);
  if (toastsNow && !shown) setShown(true);
  if (!shown && !toastsNow) return null;
  return (
    <Suspense fallback={null}>
      <MemorialToaster />
    </Suspense>
  );
}
