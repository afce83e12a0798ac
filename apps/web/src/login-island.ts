// The script of `/login`'s own document (`dist/login.html`): about one kilobyte instead
// of the whole app before the login screen is usable (`core/login-handoff.ts`).
import { appScriptOf, runLoginIsland } from "./core/login-handoff";
import { browserSessionPlaces } from "./core/stored-session";

runLoginIsland({
  document,
  context: {
    pathname: window.location.pathname,
    search: window.location.search,
    ...browserSessionPlaces(),
  },
  appScript: appScriptOf(document),
});
