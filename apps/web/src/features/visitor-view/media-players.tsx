// The players of video and audio sections: loaded only when a page has such a section (this
// module is behind a dynamic import in media-section.tsx), together with plyr's sprite and
// blank video, which the app serves itself (never a CDN: CSP and offline).
import { AudioSection, VideoSection } from "@memorial/ui/players";
import blankVideoUrl from "@memorial/ui/assets/blank.mp4?url&no-inline";
import plyrIconUrl from "@memorial/ui/assets/plyr.svg?url&no-inline";

export interface MediaPlayerProps {
  kind: "video" | "audio";
  src: string;
}

export default function MediaPlayer({ kind, src }: MediaPlayerProps) {
  if (kind === "audio") return <AudioSection src={src} />;
  return <VideoSection src={src} iconUrl={plyrIconUrl} blankVideoUrl={blankVideoUrl} />;
}
