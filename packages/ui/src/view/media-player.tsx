// The players of video and audio sections in the visitor view: loaded only when a page has such
// a section (this module is behind a dynamic import in media-section.tsx). Plyr's sprite and
// blank video are served by the app itself (never a CDN: CSP and offline): it hands in their URLs.
import { AudioSection } from "../players/audio-section.js";
import { VideoSection } from "../players/video-section.js";
import type { MediaAssets } from "./types.js";

export interface MediaPlayerProps {
  kind: "video" | "audio";
  src: string;
  assets: MediaAssets;
}

export default function MediaPlayer({ kind, src, assets }: MediaPlayerProps) {
  if (kind === "audio") return <AudioSection src={src} />;
  return <VideoSection src={src} iconUrl={assets.iconUrl} blankVideoUrl={assets.blankVideoUrl} />;
}
