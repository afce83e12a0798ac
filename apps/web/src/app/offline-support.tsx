/**
 * What the app does for a missing connection, in a chunk of its own that the entry imports
 * after start (the entry's budget, scripts/app-bundle.ts, has no room, and none of it is needed
 * for the first screen):
 * - registers the service worker (saved public pages, `src/service-worker/sw.ts`) after `load`;
 * - empties the saved pages when a member signs out (here or in another tab);
 * - adds the offline guard to the root route (`../core/offline.ts`): a link to another screen
 *   followed while the browser is offline shows the offline view inside the app's frame (never a
 *   reload into the browser's own offline page), and it goes on by itself once the connection
 *   is back;
 * - fetches, when idle, the code of the screens the links on view lead to (`./route-prefetch.ts`).
 */
import type { Auth } from "@memorial/auth";
import {
  rootRouteId,
  type AnyRoute,
  type AnyRouter,
  type ErrorComponentProps,
  type ErrorRouteComponent,
} from "@tanstack/react-router";
import { createElement } from "react";
import { onUserChange } from "../core/auth-session";
import { assertOnlineFor, isOfflineError, noteScreenShown } from "../core/offline";
import { OfflineView } from "../core/offline-view";
import { RootLayout } from "../core/root-layout";
import { clearSavedPages } from "../core/saved-page-caches";
import { registerServiceWorker } from "../core/service-worker";
import { keepReachableRoutesReady } from "./route-prefetch";

/** The root route's error view with the offline view in front of it. */
export function withOfflineView(fallback: ErrorRouteComponent | undefined): ErrorRouteComponent {
  return function RootErrorOrOffline(props: ErrorComponentProps) {
    if (isOfflineError(props.error)) {
      return createElement(RootLayout, null, createElement(OfflineView, { reset: props.reset }));
    }
    return fallback === undefined ? null : createElement(fallback, props);
  };
}

export function startOfflineSupport(router: AnyRouter, auth: Auth): void {
  registerServiceWorker();
  onUserChange(auth, (_next, previous) => {
    // The saved memorial pages go with the member who saw them.
    if (previous.status === "authenticated") void clearSavedPages().catch(() => undefined);
  });

  const shown = (pathname: string) => {
    if (!router.state.matches.some((match) => match.status === "error")) noteScreenShown(pathname);
  };
  if (router.state.resolvedLocation !== undefined) shown(router.state.resolvedLocation.pathname);
  router.subscribe("onResolved", (event) => {
    shown(event.toLocation.pathname);
  });
  const root = (router.routesById as Record<string, AnyRoute | undefined>)[rootRouteId];
  if (root !== undefined) guardRootRoute(root);
  keepReachableRoutesReady(router);
}

/** What the guard reads of a route's `beforeLoad` argument. */
interface BeforeLoadArgument {
  location: { pathname: string };
  preload: boolean;
}

/**
 * The offline guard and view on the root route: its `beforeLoad` throws `OfflineError` for a link
 * followed offline, and the offline view stands in front of its own error view. Set here, with
 * the route's `update` (the options are read at every navigation), so the entry carries none of
 * it.
 */
function guardRootRoute(root: AnyRoute): void {
  const options = root.options as {
    beforeLoad?: (argument: BeforeLoadArgument) => unknown;
    errorComponent?: ErrorRouteComponent | false | null;
  };
  const before = options.beforeLoad;
  const fallback = options.errorComponent;
  const guard = {
    beforeLoad: (argument: BeforeLoadArgument) => {
      assertOnlineFor(argument.location.pathname, argument.preload);
      return before?.(argument);
    },
    errorComponent: withOfflineView(fallback === false || fallback === null ? undefined : fallback),
  };
  // `beforeLoad` is not among the options TypeScript lets `update` change; at run time `update`
  // assigns whatever it is given.
  root.update(guard as Parameters<AnyRoute["update"]>[0]);
}
