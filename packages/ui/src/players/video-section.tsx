import { Box } from "@chakra-ui/react";
import { Suspense, lazy } from "react";
import { VideoIcon } from "../icons/icons.js";
import { pageTexts } from "../texts/page.js";
import { LazyUploadControls } from "./lazy-upload-controls.js";
import { EmptyMedia, PlayerSkeleton } from "./player-placeholder.js";
import type { MediaUploadState } from "./upload-status.js";
import { useHydrated } from "./use-hydrated.js";

const PlyrPlayer = lazy(() => import("./plyr-player.js"));

export interface VideoSectionProps {
  /** URL of the processed video, or null before one was uploaded. */
  src: string | null;
  /** URL of `@memorial/ui/assets/plyr.svg` as served by the app. */
  iconUrl: string;
  /** URL of `@memorial/ui/assets/blank.mp4` as served by the app. */
  blankVideoUrl: string;
  editMode?: boolean;
  upload?: MediaUploadState;
  /** Gets the one chosen video file. */
  onFileSelected?: (file: File) => void;
  onFileRejected?: (message: string) => void;
}

/**
 * One video, played by the lazily loaded player (after hydration; the server renders its
 * placeholder); in edit mode choose one video/* file (the upload controls load lazily too).
 */
export function VideoSection({
  src,
  iconUrl,
  blankVideoUrl,
  editMode = false,
  upload = { status: "idle" },
  onFileSelected,
  onFileRejected,
}: VideoSectionProps) {
  const texts = pageTexts.video;
  const hydrated = useHydrated();
  const hasFile = src !== null && src !== "";
  const skeleton = <PlayerSkeleton kind="video" label={texts.loadingPlayer} />;
  return (
    <Box>
      {!hasFile ? (
        <EmptyMedia kind="video" icon={<VideoIcon boxSize="10" />} text={texts.empty} />
      ) : hydrated ? (
        <Suspense fallback={skeleton}>
          <PlyrPlayer
            kind="video"
            src={src}
            iconUrl={iconUrl}
            blankVideoUrl={blankVideoUrl}
            title={texts.label}
          />
        </Suspense>
      ) : (
        skeleton
      )}
      <LazyUploadControls
        accept="video/*"
        texts={texts}
        hasFile={hasFile}
        editMode={editMode}
        upload={upload}
        onFileSelected={onFileSelected}
        onFileRejected={onFileRejected}
        testId="video-input"
      />
    </Box>
  );
}
