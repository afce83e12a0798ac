import { Box, Text, chakra } from "@chakra-ui/react";
import { Suspense, lazy } from "react";
import { AudioIcon } from "../icons/icons.js";
import { pageTexts } from "../texts/page.js";
import { LazyUploadControls } from "./lazy-upload-controls.js";
import { EmptyMedia, PlayerSkeleton } from "./player-placeholder.js";
import type { MediaUploadState } from "./upload-status.js";
import { useHydrated } from "./use-hydrated.js";

const PlyrPlayer = lazy(() => import("./plyr-player.js"));

export interface AudioSectionProps {
  /** URL of the processed audio file, or null before one was uploaded. */
  src: string | null;
  /** Shown above the player and used as its accessible name; 'Audio' when left out. */
  title?: string;
  /**
   * URLs of `@memorial/ui/assets/plyr.svg` and `blank.mp4` as served by the app: with both, the
   * audio plays in the same player as the video. Without them the browser's own controls show.
   */
  iconUrl?: string;
  blankVideoUrl?: string;
  editMode?: boolean;
  upload?: MediaUploadState;
  /** Gets the one chosen audio file. */
  onFileSelected?: (file: File) => void;
  onFileRejected?: (message: string) => void;
}

/** One audio fragment with a visible title and time display; in edit mode choose one audio/* file. */
export function AudioSection({
  src,
  title,
  iconUrl,
  blankVideoUrl,
  editMode = false,
  upload = { status: "idle" },
  onFileSelected,
  onFileRejected,
}: AudioSectionProps) {
  const texts = pageTexts.audio;
  const hydrated = useHydrated();
  const hasFile = src !== null && src !== "";
  const label = title ?? texts.label;
  const skeleton = <PlayerSkeleton kind="audio" label={texts.loadingPlayer} />;
  return (
    <Box>
      {!hasFile ? (
        <EmptyMedia kind="audio" icon={<AudioIcon boxSize="6" />} text={texts.empty} />
      ) : (
        <Box bg="bg.panel" borderWidth="1px" borderColor="border" borderRadius="lg" px="4" py="3">
          <Text fontFamily="serif" fontSize="lg" mb="1" display="flex" alignItems="center" gap="2">
            <AudioIcon boxSize="5" color="dusk.fg" />
            {label}
          </Text>
          {iconUrl === undefined || blankVideoUrl === undefined ? (
            <chakra.audio
              src={src}
              controls
              preload="none"
              width="full"
              aria-label={label}
              display="block"
            />
          ) : hydrated ? (
            <Suspense fallback={skeleton}>
              <PlyrPlayer
                kind="audio"
                src={src}
                iconUrl={iconUrl}
                blankVideoUrl={blankVideoUrl}
                title={label}
              />
            </Suspense>
          ) : (
            skeleton
          )}
        </Box>
      )}
      <LazyUploadControls
        accept="audio/*"
        texts={texts}
        hasFile={hasFile}
        editMode={editMode}
        upload={upload}
        onFileSelected={onFileSelected}
        onFileRejected={onFileRejected}
        testId="audio-input"
      />
    </Box>
  );
}
