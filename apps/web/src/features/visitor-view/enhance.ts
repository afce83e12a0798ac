// The script-free surface of the visitor view: what a server-rendered page's boot script
// (src/visitor/boot.ts) may import. No React, no Chakra: the boot script stays a few kilobytes.
export { enhancePhotoStrips } from "./photo-strip-controller";

/** Names a media section's file on its element: a server-rendered page mounts the player there. */
export const MEDIA_SOURCE_ATTRIBUTE = "data-media-src";
