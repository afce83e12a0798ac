// 'Route' of a gathering opens the phone's own maps app where the platform has one (Apple Maps
// on iPhone and iPad, the `geo:` handler on Android: Google Maps or whatever the owner chose),
// and a web map otherwise. The server renders the web map's link (it works everywhere, also
// without JavaScript); this swaps it for the app's link in the browser. No React: the visitor
// page's boot script uses it as well as the gathering card.

/** Marks a route link; its value is the place to search for (venue and address). */
export const ROUTE_QUERY_ATTRIBUTE = "data-route-query";

/** The maps app's link for `query` on the platform of `userAgent`, or null where there is none. */
export function mapsAppUrl(query: string, userAgent: string): string | null {
  const q = encodeURIComponent(query);
  if (/\b(iPhone|iPad|iPod)\b/.test(userAgent)) return `maps://?q=${q}`;
  if (/\bAndroid\b/.test(userAgent)) return `geo:0,0?q=${q}`;
  return null;
}

/** Points every route link under `root` at the maps app, where the platform has one. */
export function enhanceRouteLinks(root: ParentNode, userAgent: string): void {
  for (const link of root.querySelectorAll<HTMLAnchorElement>(`a[${ROUTE_QUERY_ATTRIBUTE}]`)) {
    const app = mapsAppUrl(link.getAttribute(ROUTE_QUERY_ATTRIBUTE) ?? "", userAgent);
    if (app === null) continue;
    link.href = app;
    link.removeAttribute("target");
  }
}
