// The only script a server-rendered memorial page names (an external module: the CSP allows
// no inline script). It does nothing until the page has loaded (or the visitor interacts), so
// the portrait and the text are never held up by JavaScript; then it hydrates the page, or,
// for a signed-in user who may manage the page, starts the full app instead. A tap on the menu
// before hydration is kept (./first-tap.ts) and opens the menu once it is interactive.
import { readDataIsland } from "./data-island";
import { captureFirstTap } from "./first-tap";

const INTERACTION_EVENTS = ["pointerdown", "keydown", "touchstart", "focusin"] as const;
let started = false;

/** A session of the identity library is stored (the key layout of packages/auth). */
function hasStoredSession(): boolean {
  try {
    for (let index = 0; index < window.localStorage.length; index++) {
      const key = window.localStorage.key(index);
      if (
        key?.startsWith("CognitoIdentityServiceProvider.") === true &&
        key.endsWith(".LastAuthUser")
      ) {
        return true;
      }
    }
  } catch {
    // Storage disabled: an anonymous visitor.
  }
  return false;
}

function start(): void {
  if (started) return;
  started = true;
  for (const name of INTERACTION_EVENTS) window.removeEventListener(name, start, true);
  const appScript = readDataIsland()?.appScript ?? null;
  if (appScript !== null && appScript.startsWith("/assets/") && hasStoredSession()) {
    void import(/* @vite-ignore */ appScript);
    return;
  }
  void import("./hydrate");
}

function afterLoad(): void {
  if (typeof window.requestIdleCallback === "function") {
    window.requestIdleCallback(start, { timeout: 1500 });
  } else {
    window.setTimeout(start, 1);
  }
}

captureFirstTap();
for (const name of INTERACTION_EVENTS) {
  window.addEventListener(name, start, { capture: true, passive: true });
}
if (document.readyState === "complete") afterLoad();
else window.addEventListener("load", afterLoad, { once: true });
