import { AspectRatio, Box, Center, Skeleton, Text } from "@chakra-ui/react";
import { Suspense, lazy } from "react";
import { VideoIcon } from "../icons/icons.js";
import { pageTexts } from "../texts/page.js";
import { MediaUploadControls } from "./media-file-button.js";
import type { MediaUploadState } from "./upload-status.js";

const PlyrVideo = lazy(() => import("./plyr-video.js"));

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

/** One video, played by the lazily loaded streaming player; in edit mode choose one video/* file. */
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
  return (
    <Box>
      {src === null || src === "" ? (
        <AspectRatio ratio={16 / 9}>
          <Center
            flexDirection="column"
            gap="2"
            bg="bg.muted"
            borderRadius="lg"
            color="fg.muted"
            px="6"
            textAlign="center"
          >
            <VideoIcon boxSize="10" />
            <Text>{texts.empty}</Text>
          </Center>
        </AspectRatio>
      ) : (
        <Suspense
          fallback={
            <AspectRatio ratio={16 / 9}>
              <Skeleton borderRadius="lg" role="status" aria-label={texts.loadingPlayer} />
            </AspectRatio>
          }
        >
          <PlyrVideo
            src={src}
            iconUrl={iconUrl}
            blankVideoUrl={blankVideoUrl}
            title={texts.label}
          />
        </Suspense>
      )}
      <MediaUploadControls
        accept="video/*"
        texts={texts}
        hasFile={src !== null && src !== ""}
        editMode={editMode}
        upload={upload}
        onFileSelected={onFileSelected}
        onFileRejected={onFileRejected}
        testId="video-input"
      />
    </Box>
  );
}
