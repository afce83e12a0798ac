// The script of the home's own document (`dist/home.html`): a few kilobytes instead of
// the whole app before a signed-in user's list is on screen (`app/shell/run-home-island.ts`).
import { appScriptOf } from "./core/island-start";
import { runHomeIsland } from "./app/shell/run-home-island";
import { browserSessionPlaces } from "./core/stored-session";

void runHomeIsland({
  document,
  context: {
    pathname: window.location.pathname,
    search: window.location.search,
    ...browserSessionPlaces(),
    storage: {
      getItem: (key) => {
        try {
          return window.localStorage.getItem(key);
        } catch {
          // Storage disabled: no session there.
          return null;
        }
      },
    },
    fetch: (input, init) => window.fetch(input, init),
    now: () => Date.now(),
  },
  appScript: appScriptOf(document),
});
