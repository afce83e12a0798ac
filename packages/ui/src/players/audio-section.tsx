import { Box, Center, Text, chakra } from "@chakra-ui/react";
import { AudioIcon } from "../icons/icons.js";
import { pageTexts } from "../texts/page.js";
import { MediaUploadControls } from "./media-file-button.js";
import type { MediaUploadState } from "./upload-status.js";

export interface AudioSectionProps {
  /** URL of the processed audio file, or null before one was uploaded. */
  src: string | null;
  editMode?: boolean;
  upload?: MediaUploadState;
  /** Gets the one chosen audio file. */
  onFileSelected?: (file: File) => void;
  onFileRejected?: (message: string) => void;
}

/** One audio fragment with the browser's own accessible controls; in edit mode choose one audio/* file. */
export function AudioSection({
  src,
  editMode = false,
  upload = { status: "idle" },
  onFileSelected,
  onFileRejected,
}: AudioSectionProps) {
  const texts = pageTexts.audio;
  return (
    <Box>
      {src === null || src === "" ? (
        <Center
          gap="3"
          bg="bg.muted"
          borderRadius="lg"
          color="fg.muted"
          py="6"
          px="4"
          textAlign="center"
        >
          <AudioIcon boxSize="6" />
          <Text>{texts.empty}</Text>
        </Center>
      ) : (
        <chakra.audio
          src={src}
          controls
          preload="none"
          width="full"
          aria-label={texts.label}
          display="block"
        />
      )}
      <MediaUploadControls
        accept="audio/*"
        texts={texts}
        hasFile={src !== null && src !== ""}
        editMode={editMode}
        upload={upload}
        onFileSelected={onFileSelected}
        onFileRejected={onFileRejected}
        testId="audio-input"
      />
    </Box>
  );
}
