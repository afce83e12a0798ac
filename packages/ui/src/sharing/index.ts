export {
  copyWithClipboard,
  ShareDialog,
  shareLinksOf,
  type NotPublicOffer,
  type QrCardSize,
  type ShareDialogProps,
} from "./share-dialog.js";
