// 'Route' of a gathering opens the phone's own maps app where the platform has one (Apple Maps
// on iPhone and iPad, the `geo:` handler on Android: Google Maps or whatever the owner chose),
// and a web map otherwise. The server renders the web map's link (it works everywhere, also
// without JavaScript); this swaps it for the app's link in the browser. No React: the visitor
// page's script uses it as well as the gathering card.

/**
 * Marks a route link; its value is the place to search for (venue and address), or a map point
 * as "52.344700,4.904100" (a resting place's grave).
 */
export const ROUTE_QUERY_ATTRIBUTE = "data-route-query";

const MAP_POINT = /^(-?\d{1,2}(?:\.\d+)?),(-?\d{1,3}(?:\.\d+)?)$/;

/**
 * The maps app's link for `query` on the platform of `userAgent`, or null where there is none.
 * A map point ("52.344700,4.904100") drops the pin on that point: `ll` for Apple Maps, the
 * point itself for `geo:`.
 */
export function mapsAppUrl(query: string, userAgent: string): string | null {
  const point = MAP_POINT.exec(query);
  const q = point === null ? encodeURIComponent(query) : query;
  if (/\b(iPhone|iPad|iPod)\b/.test(userAgent)) {
    return point === null ? `maps://?q=${q}` : `maps://?ll=${q}&q=${q}`;
  }
  if (/\bAndroid\b/.test(userAgent)) {
    return point === null ? `geo:0,0?q=${q}` : `geo:${q}?q=${q}`;
  }
  return null;
}

/**
 * The web map's link (works everywhere, also without script): a search for the place, or the
 * map point with a marker on it.
 */
export function webMapUrl(query: string): string {
  const point = MAP_POINT.exec(query);
  if (point === null) {
    return `https://www.openstreetmap.org/search?query=${encodeURIComponent(query)}`;
  }
  const [, latitude = "", longitude = ""] = point;
  return `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=18/${latitude}/${longitude}`;
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
