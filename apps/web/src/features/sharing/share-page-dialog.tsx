import {
  ShareDialog,
  type QrCardDownload,
  type NotPublicOffer,
  type QrCodeState,
} from "@memorial/ui/sharing";
import { lifeDates } from "@memorial/domain";
import { dialogTexts } from "@memorial/ui/texts/dialogs";
import { pageAddress } from "../../core/page-address";
import { sharingTexts } from "../../texts/sharing";
import { saveSvg } from "./downloads";

/** What the dialog needs to know of the page. */
export interface SharedPage {
  id: string;
  /** The page's readable address; null while it has none (then the id is its address). */
  address: string | null;
  name: string;
  /** "12 maart 1948 – 2 november 2025", or one date, or "". */
  dates: string;
  isPublic: boolean;
}

export interface SharePageDialogProps {
  open: boolean;
  onClose: () => void;
  page: SharedPage;
  qr: QrCodeState;
  onRetryQr?: (() => void) | undefined;
  onDownloadQr: (url: string) => void;
  notPublicOffer?: NotPublicOffer;
  onNotPublicAction?: (() => void) | undefined;
  /** Next to 'Pagina activeren': 'Mensen uitnodigen'. */
  onInvite?: (() => void) | undefined;
}

/** The card's dates line, the header's own (`lifeDates` of @memorial/domain). */
export const datesOf = lifeDates;

export { pageAddress };

/** Saves the code drawn in the browser (./use-local-qr) as an SVG file. */
export function downloadLocalQr(pageUrl: string): void {
  import("./qr-card")
    .then(({ qrCodeSvg }) => {
      saveSvg(qrCodeSvg(pageUrl), sharingTexts.card.qrFileName);
    })
    .catch((error: unknown) => {
      console.warn("Saving the QR code failed:", error);
    });
}

/** The browser's own share sheet, where there is one (phones; not most desktops). */
function nativeShare(page: SharedPage, url: string): (() => void) | undefined {
  if (typeof navigator.share !== "function") return undefined;
  return () => {
    navigator
      .share({ title: page.name, text: dialogTexts.sharing.message(page.name), url })
      .catch((error: unknown) => {
        // Closing the share sheet is not an error.
        if (!(error instanceof DOMException && error.name === "AbortError")) {
          console.warn("Sharing through the browser failed:", error);
        }
      });
  };
}

/**
 * 'Delen' of one page, for the app and for a server-rendered page's menu alike (no router, no
 * query cache): the address, 'Delen via…', the QR code and the printable cards (PDF and the
 * print shop's SVG, made in the browser by ./card-downloads, loaded when asked for).
 */
export function SharePageDialog({
  open,
  onClose,
  page,
  qr,
  onRetryQr,
  onDownloadQr,
  notPublicOffer = "none",
  onNotPublicAction,
  onInvite,
}: SharePageDialogProps) {
  const url = pageAddress(page);
  const share = nativeShare(page, url);
  const downloadCard = (kind: QrCardDownload) =>
    import("./card-downloads").then(({ downloadCard: download }) =>
      download(kind, { url, name: page.name, dates: page.dates }),
    );
  return (
    <ShareDialog
      open={open}
      onClose={onClose}
      pageUrl={url}
      pageName={page.name}
      isPublic={page.isPublic}
      notPublicOffer={notPublicOffer}
      {...(onNotPublicAction === undefined ? {} : { onNotPublicAction })}
      onInvite={onInvite}
      qr={qr}
      {...(onRetryQr === undefined ? {} : { onRetryQr })}
      onDownloadQr={onDownloadQr}
      onDownloadCard={downloadCard}
      {...(share === undefined ? {} : { onNativeShare: share })}
    />
  );
}
