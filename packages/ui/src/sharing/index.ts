export {
  copyWithClipboard,
  ShareDialog,
  shareLinksOf,
  type NotPublicOffer,
  type QrCardDownload,
  type QrCodeState,
  type ShareDialogProps,
} from "./share-dialog.js";
