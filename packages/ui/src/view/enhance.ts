// The script-free surface of the visitor view (`@memorial/ui/view-enhance`): what a
// server-rendered page's script may import. No React, no Chakra: that script stays a
// few kilobytes.
export { enhancePhotoStrip, enhancePhotoStrips, PHOTO_STRIP } from "./photo-strip-controller.js";
export { enhanceRouteLinks, mapsAppUrl, ROUTE_QUERY_ATTRIBUTE } from "./route-links.js";

/** Names each section's type on its element (`MemorialView`): where a page's sections are. */
export const SECTION_TYPE_ATTRIBUTE = "data-section-type";

/** Names a media section's file on its element: a server-rendered page mounts the player there. */
export const MEDIA_SOURCE_ATTRIBUTE = "data-media-src";

/**
 * The id of the first section after a long page's first screens, in the server render of every
 * section: the link 'Meer van deze pagina' leads there, and the page's script takes that section
 * and the ones after it from there.
 */
export const LATER_SECTIONS_ID = "meer-van-deze-pagina";
