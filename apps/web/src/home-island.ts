// The script of the home's own document (`dist/home.html`, issue 22): a few kilobytes instead of
// the whole app before a signed-in user's list is on screen (`app/shell/home-handoff.ts`).
import { appScriptOf } from "./app/shell/island-start";
import { runHomeIsland } from "./app/shell/home-handoff";
import { browserSessionPlaces } from "./app/stored-session";

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
