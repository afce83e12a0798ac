/**
 * The code of the screens reachable from the one on view, fetched while the browser is idle: after
 * every navigation, each same-origin link on the screen has its route's chunks (loader,
 * component, error view) loaded, so a link followed later (also offline, where the app then
 * shows its offline view instead of failing to load) needs no code from the network. Only code,
 * no data: the loaders run when the link is followed (or hovered: `defaultPreload: "intent"`).
 */
import type { AnyRouter } from "@tanstack/react-router";
import { afterLoad } from "../core/service-worker";

/** Route chunks of the links in `root`, loaded once each. */
export function prefetchLinkedRoutes(router: AnyRouter, root: ParentNode = document): number {
  const paths = new Set<string>();
  for (const anchor of root.querySelectorAll<HTMLAnchorElement>("a[href]")) {
    const url = new URL(anchor.href, window.location.href);
    if (url.origin === window.location.origin) paths.add(url.pathname);
  }
  const routes = new Set<string>();
  for (const path of paths) {
    for (const match of router.matchRoutes(path, {}, { throwOnError: false })) {
      routes.add(match.routeId);
    }
  }
  for (const id of routes) {
    const route = (router.routesById as Record<string, Parameters<AnyRouter["loadRouteChunk"]>[0]>)[
      id
    ];
    if (route === undefined) continue;
    void Promise.all([
      router.loadRouteChunk(route),
      router.loadRouteChunk(route, "errorComponent"),
    ]).catch(() => undefined);
  }
  return routes.size;
}

/**
 * Now and after each navigation, when the browser is idle: fetches the code of the screens the
 * links on view lead to. Returns the unsubscribe function.
 */
export function keepReachableRoutesReady(router: AnyRouter): () => void {
  const soon = () => {
    afterLoad(() => {
      prefetchLinkedRoutes(router);
    });
  };
  soon();
  return router.subscribe("onResolved", soon);
}
