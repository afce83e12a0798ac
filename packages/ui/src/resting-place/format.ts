/**
 * Where 'Route' of a resting place leads: the one route-link function of the gathering section
 * (../view/route-links.ts) with the map point when there is one, otherwise the place and its
 * address. Pure functions without React, so the render function and the app can both use them.
 */
import { restingPlaceRouteQuery, type RestingPlaceFields } from "@memorial/domain";
import { mapsAppUrl, webMapUrl } from "../view/route-links.js";

/** The web map's link: works everywhere, also without script (the server's markup). */
export function restingPlaceRouteUrl(
  place: Pick<RestingPlaceFields, "place" | "address" | "mapPoint">,
): string {
  return webMapUrl(restingPlaceRouteQuery(place));
}

/** The link for this browser: the phone's maps app where it has one, else the web map. */
export function restingPlaceRouteHref(
  place: Pick<RestingPlaceFields, "place" | "address" | "mapPoint">,
  userAgent: string,
): string {
  return mapsAppUrl(restingPlaceRouteQuery(place), userAgent) ?? restingPlaceRouteUrl(place);
}
