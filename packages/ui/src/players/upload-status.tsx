import { HStack, Progress, Spinner, Stack, Text } from "@chakra-ui/react";

/** Upload of a media file: idle, uploading (progress where known), processing, idle. */
export type MediaUploadState =
  { status: "idle" } | { status: "uploading"; progress?: number | null } | { status: "processing" };

export function UploadStatus({
  state,
  uploadingText,
  processingText,
}: {
  state: MediaUploadState;
  uploadingText: string;
  processingText: string;
}) {
  if (state.status === "idle") return null;
  const percent =
    state.status === "uploading" && state.progress !== undefined && state.progress !== null
      ? Math.max(0, Math.min(100, Math.round(state.progress)))
      : null;
  const text = state.status === "uploading" ? uploadingText : processingText;
  return (
    <Stack role="status" gap="2" mt="3">
      <HStack gap="2" color="fg.muted" fontSize="sm">
        <Spinner size="xs" />
        <Text>{percent === null ? text : `${text} (${percent}%)`}</Text>
      </HStack>
      {percent === null ? null : (
        <Progress.Root value={percent} size="xs" aria-label={text} colorPalette="dusk">
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
      )}
    </Stack>
  );
}
