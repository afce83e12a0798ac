import blankVideoUrl from "@memorial/ui/assets/blank.mp4?url&no-inline";
import plyrIconUrl from "@memorial/ui/assets/plyr.svg?url&no-inline";

/** Plyr's sprite and blank video, served by the app itself (never a CDN). */
export const mediaAssets = { iconUrl: plyrIconUrl, blankVideoUrl } as const;
