// The script-free surface of the visitor view (`@memorial/ui/view-enhance`): what a
// server-rendered page's boot script may import. No React, no Chakra: the boot script stays a
// few kilobytes.
export { enhancePhotoStrip, enhancePhotoStrips, PHOTO_STRIP } from "./photo-strip-controller.js";
export { enhanceRouteLinks, mapsAppUrl, ROUTE_QUERY_ATTRIBUTE } from "./route-links.js";

/** Names a media section's file on its element: a server-rendered page mounts the player there. */
export const MEDIA_SOURCE_ATTRIBUTE = "data-media-src";
