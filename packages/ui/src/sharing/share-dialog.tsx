import {
  Box,
  Button,
  Heading,
  Image,
  Input,
  Separator,
  Skeleton,
  Stack,
  Text,
  Wrap,
} from "@chakra-ui/react";
import { PLANS, formatEuro } from "@memorial/domain";
import { useId, useRef, useState, type ReactNode } from "react";
import { ConfirmDialog } from "../dialogs/confirm-dialog.js";
import { DialogShell } from "../dialogs/dialog-shell.js";
import { LinkButton } from "../layout/link-button.js";
import { RetryAlert } from "../dialogs/retry-alert.js";
import { CheckIcon, DownloadIcon, LockIcon, PrintIcon, ShareIcon } from "../icons/icons.js";
import { dialogTexts } from "../texts/dialogs.js";
import { shareWarningTexts } from "../texts/share-warnings.js";

const texts = dialogTexts.sharing;

/**
 * The printable cards (see the web app's qr-card-pdf): four A6 cards on A4, one A6 card, a sheet
 * of 5 × 5 cm labels, and the print shop's SVG of the card and of the label.
 */
export type QrCardDownload = "a6-sheet" | "a6" | "label-sheet" | "a6-svg" | "label-svg";

/** The QR-code request as the page polls it (spec sections 4 and 7). */
export type QrCodeState =
  { status: "loading" } | { status: "error" } | { status: "ready"; url: string };

/** What the dialog can offer a page that is not public yet. */
export type NotPublicOffer = "makePublic" | "activate" | "invite" | "none";

export interface ShareDialogProps {
  open: boolean;
  onClose: () => void;
  /** The page's one address. */
  pageUrl: string;
  pageName: string;
  isPublic: boolean;
  /** For a page that is not public: what this user may do about it. */
  notPublicOffer?: NotPublicOffer;
  onNotPublicAction?: () => void;
  /** Next to 'Pagina activeren': 'Mensen uitnodigen', who can see the page already. */
  onInvite?: (() => void) | undefined;
  qr: QrCodeState;
  onRetryQr?: () => void;
  onDownloadQr: (url: string) => void;
  /**
   * Makes and saves a printable card (name, dates, QR code, address); rejects when it could not
   * be made. Left out when cards cannot be made here.
   */
  onDownloadCard?: (kind: QrCardDownload) => Promise<void>;
  /** The browser's own share sheet (Web Share API); left out when there is none. */
  onNativeShare?: () => void;
  /** Writes the address to the clipboard; resolves false when the browser refused. */
  copyText?: (text: string) => Promise<boolean>;
  /**
   * Opens a share link (WhatsApp, e-mail, Facebook) after the question of a page that is not
   * public; replaceable in tests.
   */
  openLink?: (href: string) => void;
}

function openInBrowser(href: string): void {
  if (href.startsWith("mailto:")) window.location.assign(href);
  else window.open(href, "_blank", "noopener,noreferrer");
}

/** The links of 'Delen via' when the browser has no share sheet of its own. */
export function shareLinksOf(pageUrl: string, pageName: string) {
  const message = `${texts.message(pageName)} ${pageUrl}`;
  return {
    whatsapp: `https://wa.me/?text=${encodeURIComponent(message)}`,
    email: `mailto:?subject=${encodeURIComponent(texts.emailSubject(pageName))}&body=${encodeURIComponent(message)}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(pageUrl)}`,
  };
}

/** The Clipboard API; false when it is missing or refused. */
export async function copyWithClipboard(text: string): Promise<boolean> {
  try {
    if (typeof navigator === "undefined" || !("clipboard" in navigator)) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** Buttons with longer labels wrap at 200 % text instead of running off a phone's screen. */
const wrapping = {
  whiteSpace: "normal",
  height: "auto",
  minHeight: "11",
  py: "2",
  textAlign: "start",
} as const;

function Part({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Stack as="section" aria-labelledby={headingId} gap="3">
      <Heading id={headingId} as="h3" textStyle="md" fontFamily="heading" fontWeight="normal">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

/** The card buttons, with a line while a file is made and a calm message when it failed. */
function CardDownloads({
  onDownload,
  guard,
}: {
  onDownload: (kind: QrCardDownload) => Promise<void>;
  /** Runs the download, after asking first where the page is not public. */
  guard: (download: () => void) => void;
}) {
  const [state, setState] = useState<"idle" | "busy" | "error">("idle");
  const start = (kind: QrCardDownload) => {
    guard(() => {
      setState("busy");
      onDownload(kind)
        .then(() => {
          setState("idle");
        })
        .catch((error: unknown) => {
          console.warn("Making the card failed:", error);
          setState("error");
        });
    });
  };
  const button = (kind: QrCardDownload, label: string, icon: ReactNode) => (
    <Button
      variant="outline"
      {...wrapping}
      disabled={state === "busy"}
      onClick={() => {
        start(kind);
      }}
    >
      {icon}
      {label}
    </Button>
  );
  return (
    <>
      <Part title={texts.cardTitle}>
        <Text color="fg.muted">{texts.cardIntro}</Text>
        <Wrap gap="3">
          {button("a6-sheet", texts.cardSheet, <PrintIcon boxSize="5" />)}
          {button("a6", texts.cardA6, <PrintIcon boxSize="5" />)}
          {button("label-sheet", texts.cardLabel, <PrintIcon boxSize="5" />)}
        </Wrap>
        <Box aria-live="polite">
          {state === "busy" ? <Text color="fg.muted">{texts.cardBusy}</Text> : null}
          {state === "error" ? <Text color="fg.error">{texts.cardError}</Text> : null}
        </Box>
      </Part>
      <Part title={texts.printShopTitle}>
        <Text color="fg.muted">{texts.printShopIntro}</Text>
        <Wrap gap="3">
          {button("a6-svg", texts.printShopA6, <DownloadIcon boxSize="5" />)}
          {button("label-svg", texts.printShopLabel, <DownloadIcon boxSize="5" />)}
        </Wrap>
      </Part>
    </>
  );
}

/**
 * 'Delen': the page's address with 'Link kopiëren', 'Delen via…', the QR code and the printable
 * card. A page that is not public says plainly who can open it, offers what the user may do
 * about it, and asks before its code is downloaded.
 */
export function ShareDialog({
  open,
  onClose,
  pageUrl,
  pageName,
  isPublic,
  notPublicOffer = "none",
  onNotPublicAction,
  onInvite,
  qr,
  onRetryQr,
  onDownloadQr,
  onDownloadCard,
  onNativeShare,
  copyText = copyWithClipboard,
  openLink = openInBrowser,
}: ShareDialogProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [copyState, setCopyState] = useState<"idle" | "copied" | "manual">("idle");
  const [pendingDownload, setPendingDownload] = useState<(() => void) | null>(null);
  // Sharing the address of a page that is not public asks first, like a download.
  const [pendingShare, setPendingShare] = useState<(() => void) | null>(null);
  const askBeforeSharing = (share: () => void) => {
    if (isPublic) share();
    else setPendingShare(() => share);
  };
  const links = shareLinksOf(pageUrl, pageName);
  const addressId = useId();

  const copy = async () => {
    const done = await copyText(pageUrl);
    if (!done) {
      inputRef.current?.focus();
      inputRef.current?.select();
    }
    setCopyState(done ? "copied" : "manual");
  };

  /** Downloads at once for a public page; asks first for one that is not. */
  const guarded = (download: () => void) => () => {
    if (isPublic) download();
    else setPendingDownload(() => download);
  };

  const offerLabel =
    notPublicOffer === "makePublic"
      ? texts.makePublic
      : notPublicOffer === "activate"
        ? texts.activate
        : notPublicOffer === "invite"
          ? texts.invite
          : null;

  return (
    <>
      <DialogShell
        open={open}
        onClose={onClose}
        title={texts.title}
        size="md"
        footer={
          <Button variant="outline" onClick={onClose}>
            {dialogTexts.common.close}
          </Button>
        }
      >
        <Stack gap="6">
          {isPublic ? null : (
            <Box
              role="note"
              borderWidth="1px"
              borderColor="border.emphasized"
              borderRadius="l2"
              // Spacing in px: at 200 % text on a 320 px screen the words need the room.
              p="12px"
              bg="bg.subtle"
            >
              <Stack direction="row" gap="8px" align="flex-start">
                <LockIcon boxSize="20px" mt="0.5" flexShrink="0" />
                <Stack gap="2" minWidth="0">
                  <Text fontWeight="semibold">{texts.notPublicTitle}</Text>
                  <Text>{texts.notPublicText}</Text>
                  {offerLabel === null || onNotPublicAction === undefined ? null : (
                    <Box>
                      <Button variant="outline" {...wrapping} onClick={onNotPublicAction}>
                        {offerLabel}
                      </Button>
                      {notPublicOffer === "activate" ? (
                        <Text textStyle="sm" color="fg.muted" mt="2">
                          {shareWarningTexts.activatePrice(
                            formatEuro(PLANS.bronze.pricePerYear * 100),
                            formatEuro(PLANS.silver.pricePerYear * 100),
                          )}
                        </Text>
                      ) : null}
                      {notPublicOffer === "activate" && onInvite !== undefined ? (
                        <Button variant="ghost" {...wrapping} mt="2" onClick={onInvite}>
                          {texts.invite}
                        </Button>
                      ) : null}
                    </Box>
                  )}
                </Stack>
              </Stack>
            </Box>
          )}

          <Stack gap="2">
            <Text asChild fontWeight="medium">
              <label htmlFor={addressId}>{texts.addressLabel}</label>
            </Text>
            <Input
              id={addressId}
              ref={inputRef}
              value={pageUrl}
              readOnly
              onFocus={(event) => {
                event.currentTarget.select();
              }}
              minHeight="11"
            />
            <Wrap gap="3" align="center">
              <Button
                onClick={() => {
                  askBeforeSharing(() => {
                    void copy();
                  });
                }}
              >
                {copyState === "copied" ? <CheckIcon boxSize="5" /> : null}
                {texts.copy}
              </Button>
              {onNativeShare === undefined ? null : (
                <Button
                  variant="outline"
                  onClick={() => {
                    askBeforeSharing(onNativeShare);
                  }}
                >
                  <ShareIcon boxSize="5" />
                  {texts.shareVia}
                </Button>
              )}
            </Wrap>
            <Text role="status" color="fg.muted" textStyle="sm" minHeight="5">
              {copyState === "copied"
                ? texts.copied
                : copyState === "manual"
                  ? texts.copyManually
                  : ""}
            </Text>
          </Stack>

          {onNativeShare === undefined ? (
            <Part title={texts.shareViaTitle}>
              <Wrap gap="3">
                {(
                  [
                    [texts.whatsapp, links.whatsapp],
                    [texts.email, links.email],
                    [texts.facebook, links.facebook],
                  ] as const
                ).map(([label, href]) => (
                  <LinkButton key={label} asChild variant="outline">
                    <a
                      href={href}
                      {...(href.startsWith("mailto:")
                        ? {}
                        : { target: "_blank", rel: "noopener noreferrer" })}
                      onClick={(event) => {
                        if (isPublic) return;
                        event.preventDefault();
                        setPendingShare(() => () => {
                          openLink(href);
                        });
                      }}
                    >
                      {label}
                      {href.startsWith("mailto:") ? null : (
                        <Box as="span" srOnly>
                          {" "}
                          {texts.opensElsewhere}
                        </Box>
                      )}
                    </a>
                  </LinkButton>
                ))}
              </Wrap>
            </Part>
          ) : null}

          <Separator />

          <Part title={texts.qrTitle}>
            <Text color="fg.muted">{texts.qrIntro}</Text>
            <Box
              width="12rem"
              maxWidth="100%"
              aspectRatio="1"
              bg="white"
              borderWidth="1px"
              borderRadius="l2"
              p="2"
              alignSelf="center"
            >
              {qr.status === "ready" ? (
                <Image
                  src={qr.url}
                  alt={dialogTexts.qr.imageAlt(pageName)}
                  width="100%"
                  height="100%"
                  fit="contain"
                  css={{ imageRendering: "pixelated" }}
                />
              ) : qr.status === "loading" ? (
                <Skeleton width="100%" height="100%" borderRadius="l1" />
              ) : null}
            </Box>
            {qr.status === "loading" ? (
              <Text role="status" textAlign="center" color="fg.muted">
                {dialogTexts.qr.loading}
              </Text>
            ) : null}
            {qr.status === "error" ? (
              <RetryAlert title={dialogTexts.qr.error} onRetry={onRetryQr} />
            ) : null}
            {qr.status === "ready" ? (
              <Box>
                <Button
                  variant="outline"
                  onClick={guarded(() => {
                    onDownloadQr(qr.url);
                  })}
                >
                  <DownloadIcon boxSize="5" />
                  {texts.downloadQr}
                </Button>
              </Box>
            ) : null}
          </Part>

          {onDownloadCard === undefined ? null : (
            <CardDownloads
              onDownload={onDownloadCard}
              guard={(download) => {
                guarded(download)();
              }}
            />
          )}
        </Stack>
      </DialogShell>
      <ConfirmDialog
        open={pendingShare !== null}
        title={shareWarningTexts.title}
        question={shareWarningTexts.question}
        confirmLabel={shareWarningTexts.confirm}
        cancelLabel={dialogTexts.common.cancel}
        onConfirm={() => {
          const share = pendingShare;
          setPendingShare(null);
          share?.();
        }}
        onCancel={() => {
          setPendingShare(null);
        }}
      />
      <ConfirmDialog
        open={pendingDownload !== null}
        title={texts.confirmDownloadTitle}
        question={texts.confirmDownload}
        confirmLabel={texts.confirmDownloadAction}
        cancelLabel={dialogTexts.common.cancel}
        onConfirm={() => {
          const download = pendingDownload;
          setPendingDownload(null);
          download?.();
        }}
        onCancel={() => {
          setPendingDownload(null);
        }}
      />
    </>
  );
}
