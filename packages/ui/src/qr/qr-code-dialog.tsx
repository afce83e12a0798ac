import { Box, Button, Image, Skeleton, Spinner, Stack, Text, VStack } from "@chakra-ui/react";
import { RetryAlert } from "../dialogs/retry-alert.js";
import { DownloadIcon, PrintIcon } from "../icons/icons.js";
import { DialogShell } from "../dialogs/dialog-shell.js";
import { dialogTexts } from "../texts/dialogs.js";
import { printQrCode } from "./print-qr-code.js";

const texts = dialogTexts.qr;

/** Shown size of the code: big enough to scan from a screen at arm's length. */
export const QR_CODE_SIZE_PX = 256;

/** The QR-code request as the page polls it (spec sections 4 and 7). */
export type QrCodeState =
  { status: "loading" } | { status: "error" } | { status: "ready"; url: string };

export interface QrCodeDialogProps {
  open: boolean;
  onClose: () => void;
  state: QrCodeState;
  /** Name on the memorial page, used in the image's alt text and under the printed code. */
  pageName?: string;
  onRetry?: () => void;
  /** Replaces the default download (a link with the `download` attribute). */
  onDownload?: (url: string) => void;
  /** Replaces the default print (the code alone, through a hidden frame). */
  onPrint?: (url: string) => void;
  /** File name of the downloaded image. */
  downloadFileName?: string;
}

/** The page's QR code, large enough to scan, with Downloaden and Afdrukken (spec section 2). */
export function QrCodeDialog({
  open,
  onClose,
  state,
  pageName = "",
  onRetry,
  onDownload,
  onPrint,
  downloadFileName = texts.fileName,
}: QrCodeDialogProps) {
  const alt = texts.imageAlt(pageName);
  const ready = state.status === "ready" ? state : null;

  const actions =
    ready === null ? null : (
      <>
        {onDownload === undefined ? (
          <Button variant="outline" asChild>
            <a href={ready.url} download={downloadFileName}>
              <DownloadIcon boxSize="5" />
              {texts.download}
            </a>
          </Button>
        ) : (
          <Button
            variant="outline"
            onClick={() => {
              onDownload(ready.url);
            }}
          >
            <DownloadIcon boxSize="5" />
            {texts.download}
          </Button>
        )}
        <Button
          onClick={() => {
            if (onPrint === undefined) {
              printQrCode(ready.url, alt);
            } else {
              onPrint(ready.url);
            }
          }}
        >
          <PrintIcon boxSize="5" />
          {texts.print}
        </Button>
      </>
    );

  return (
    <DialogShell
      open={open}
      onClose={onClose}
      title={texts.title}
      size="sm"
      footer={
        <>
          {actions}
          {ready === null ? (
            <Button variant="outline" onClick={onClose}>
              {dialogTexts.common.close}
            </Button>
          ) : null}
        </>
      }
    >
      <Stack gap="4" align="center" textAlign="center">
        <Text color="fg.muted">{texts.intro}</Text>
        <Box
          width={`${QR_CODE_SIZE_PX}px`}
          maxWidth="100%"
          aspectRatio="1"
          bg="white"
          borderWidth="1px"
          borderRadius="l2"
          p="2"
          display="flex"
          alignItems="center"
          justifyContent="center"
        >
          {state.status === "ready" ? (
            <Image
              src={state.url}
              alt={alt}
              width="100%"
              height="100%"
              fit="contain"
              css={{ imageRendering: "pixelated" }}
            />
          ) : state.status === "loading" ? (
            <Skeleton width="100%" height="100%" borderRadius="l1">
              <VStack height="100%" justify="center" />
            </Skeleton>
          ) : (
            <Text color="fg.muted" aria-hidden="true" textStyle="4xl">
              ?
            </Text>
          )}
        </Box>
        {state.status === "loading" ? (
          <Stack direction="row" align="center" gap="2" role="status">
            <Spinner size="sm" color="dusk.solid" />
            <Text>{texts.loading}</Text>
          </Stack>
        ) : null}
        {state.status === "error" ? <RetryAlert title={texts.error} onRetry={onRetry} /> : null}
      </Stack>
    </DialogShell>
  );
}
