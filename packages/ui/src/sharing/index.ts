export {
  copyWithClipboard,
  ShareDialog,
  shareLinksOf,
  type NotPublicOffer,
  type QrCardSize,
  type ShareDialogProps,
} from "./share-dialog.js";
export type { QrCodeState } from "../qr/qr-code-dialog.js";
