import { AspectRatio, Box, Center, VisuallyHidden } from "@chakra-ui/react";
import { Suspense, lazy, useEffect, useState } from "react";
import { AudioIcon, VideoIcon } from "../icons/icons.js";
import { importUntilLoaded } from "../lazy-import.js";
import { lazyPendingMark } from "../lazy-pending.js";
import { viewTexts } from "../texts/view.js";
import type { MediaAssets } from "./types.js";

const MediaPlayer = lazy(() => importUntilLoaded(() => import("./media-player.js")));

/** Height of the browser's own audio controls: the frame keeps it, so nothing moves. */
const AUDIO_HEIGHT = "54px";

function Frame({ kind, label }: { kind: "video" | "audio"; label: string }) {
  if (kind === "audio") {
    return (
      <Center height={AUDIO_HEIGHT} borderRadius="lg" bg="bg.muted" color="fg.muted">
        <AudioIcon boxSize="6" aria-hidden="true" />
        <VisuallyHidden>{label}</VisuallyHidden>
      </Center>
    );
  }
  return (
    <AspectRatio ratio={16 / 9}>
      <Center borderRadius="lg" bg="bg.muted" color="fg.muted">
        <VideoIcon boxSize="10" aria-hidden="true" />
        <VisuallyHidden>{label}</VisuallyHidden>
      </Center>
    </AspectRatio>
  );
}

export interface MediaSectionProps {
  kind: "video" | "audio";
  src: string;
  /** Where the app serves plyr's sprite and blank video; without them only the frame shows. */
  assets?: MediaAssets | undefined;
}

/**
 * A video or audio section. The server and the first client render show a frame of the
 * player's exact size; once the component runs in the browser (in the app, or as an island of a
 * server-rendered page) the player code is fetched (only pages with such a section ever fetch
 * it) and takes the frame's place without moving anything. Without `assets` it stays the frame.
 */
export function MediaSection({ kind, src, assets }: MediaSectionProps) {
  const [interactive, setInteractive] = useState(false);
  useEffect(() => {
    setInteractive(true);
  }, []);
  const label = kind === "video" ? viewTexts.video.label : viewTexts.audio.label;
  if (!interactive || assets === undefined) {
    return <Frame kind={kind} label={label} />;
  }
  return (
    <Suspense
      fallback={
        <Box {...lazyPendingMark}>
          <Frame kind={kind} label={viewTexts.video.loading} />
        </Box>
      }
    >
      <Box minHeight={kind === "audio" ? AUDIO_HEIGHT : undefined}>
        <MediaPlayer kind={kind} src={src} assets={assets} />
      </Box>
    </Suspense>
  );
}
