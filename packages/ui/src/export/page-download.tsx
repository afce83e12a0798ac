import { Alert, Box, Button, Progress, Stack, Text } from "@chakra-ui/react";
import { LinkButton } from "../layout/link-button.js";
import { DownloadIcon } from "../icons/icons.js";
import { exportTexts, formatBytes } from "./texts.js";

const texts = exportTexts.download;

/** Where an export stands, as the app tells it. */
export type PageDownloadState =
  | { status: "idle" }
  | { status: "running"; progress: number }
  | {
      status: "ready";
      /** The ZIP's (short-lived) URL. */
      url: string;
      sizeBytes?: number | undefined;
      missingFiles?: number | undefined;
    }
  | { status: "error"; message: string };

export interface PageDownloadProps {
  state: PageDownloadState;
  /** Starts (or joins) the export. */
  onStart: () => void;
}

/**
 * 'Pagina downloaden': what the download holds, one button that starts it, its progress, and
 * the ZIP to save. Presentational: the app starts and polls the export job.
 */
export function PageDownload({ state, onStart }: PageDownloadProps) {
  const progress = state.status === "running" ? Math.max(0, Math.min(100, state.progress)) : 0;
  return (
    <Stack gap="4">
      <Text textStyle="md">{texts.intro}</Text>
      {state.status === "running" ? (
        <Stack gap="2">
          <Text role="status" aria-live="polite">
            {texts.running(progress)}
          </Text>
          <Progress.Root
            value={progress}
            size="sm"
            aria-label={texts.progressLabel}
            colorPalette="dusk"
          >
            <Progress.Track>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
          <Text textStyle="sm" color="fg.muted">
            {texts.runningHint}
          </Text>
        </Stack>
      ) : null}
      {state.status === "ready" ? (
        <Stack gap="3">
          <Text role="status">{texts.ready}</Text>
          <Box>
            <LinkButton asChild minHeight="11">
              <a href={state.url} download>
                <DownloadIcon boxSize="5" />
                {texts.save}
              </a>
            </LinkButton>
          </Box>
          {state.sizeBytes === undefined ? null : (
            <Text textStyle="sm" color="fg.muted">
              {texts.size(formatBytes(state.sizeBytes))}
            </Text>
          )}
          {state.missingFiles === undefined || state.missingFiles === 0 ? null : (
            <Text textStyle="sm">{texts.missing(state.missingFiles)}</Text>
          )}
          <Text textStyle="sm" color="fg.muted">
            {texts.expires}
          </Text>
        </Stack>
      ) : null}
      {state.status === "error" ? (
        <Alert.Root status="error" alignItems="flex-start">
          <Alert.Indicator />
          <Alert.Description role="alert">{state.message}</Alert.Description>
        </Alert.Root>
      ) : null}
      {state.status === "idle" || state.status === "error" ? (
        <Box>
          <Button minHeight="11" onClick={onStart}>
            <DownloadIcon boxSize="5" />
            {state.status === "error" ? texts.retry : texts.start}
          </Button>
        </Box>
      ) : null}
    </Stack>
  );
}
