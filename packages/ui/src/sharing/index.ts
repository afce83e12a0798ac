export {
  copyWithClipboard,
  ShareDialog,
  shareLinksOf,
  type NotPublicOffer,
  type QrCardSize,
  type QrCodeState,
  type ShareDialogProps,
} from "./share-dialog.js";
