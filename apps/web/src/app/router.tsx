import { createRouter } from "@tanstack/react-router";
import { routeTree } from "../routeTree.gen";
import type { RouterContext } from "../core/context";
import { PendingView } from "../core/pending-view";
import { NotFoundView, UnknownErrorView } from "../core/state-views";

export function createAppRouter(context: RouterContext) {
  return createRouter({
    routeTree,
    context,
    defaultPreload: "intent",
    // Loaders read through the QueryClient, which does the caching: the router never holds stale data.
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    defaultPendingComponent: PendingView,
    defaultPendingMs: 300,
    defaultPendingMinMs: 300,
    defaultErrorComponent: UnknownErrorView,
    defaultNotFoundComponent: NotFoundView,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module "@tanstack/react-router" {
  interface Register {
    router: AppRouter;
  }
  interface StaticDataRouteOption {
    /**
     * The route draws the whole page itself (its own `main`, no app header and footer): the
     * memorial page, which a visitor sees as the person's page, not as a screen of the app.
     */
    fullPage?: boolean;
  }
}
