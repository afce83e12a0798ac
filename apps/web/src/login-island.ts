// The script of `/login`'s own document (`dist/login.html`, issue 22): about one kilobyte instead
// of the whole app before the login screen is usable (`app/shell/login-handoff.ts`).
import { appScriptOf, runLoginIsland } from "./app/shell/login-handoff";
import { browserSessionPlaces } from "./app/stored-session";

runLoginIsland({
  document,
  context: {
    pathname: window.location.pathname,
    search: window.location.search,
    ...browserSessionPlaces(),
  },
  appScript: appScriptOf(document),
});
