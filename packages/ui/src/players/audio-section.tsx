import { Box, Center, Flex, Text, chakra } from "@chakra-ui/react";
import { AudioIcon } from "../icons/icons.js";
import { pageTexts } from "../texts/page.js";
import { MediaFileButton } from "./media-file-button.js";
import { UploadStatus, type MediaUploadState } from "./upload-status.js";

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
  const busy = upload.status !== "idle";
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
      {editMode ? (
        <Flex mt="3" gap="2" wrap="wrap">
          <MediaFileButton
            accept="audio/*"
            label={src === null || src === "" ? texts.choose : texts.replace}
            wrongTypeMessage={texts.wrongType}
            onFileSelected={(file) => onFileSelected?.(file)}
            {...(onFileRejected === undefined ? {} : { onFileRejected })}
            disabled={busy}
            testId="audio-input"
          />
        </Flex>
      ) : null}
      <UploadStatus
        state={upload}
        uploadingText={texts.uploading}
        processingText={texts.processing}
      />
    </Box>
  );
}
