export {
  QR_CODE_SIZE_PX,
  QrCodeDialog,
  type QrCodeDialogProps,
  type QrCodeState,
} from "./qr-code-dialog.js";
export { printQrCode } from "./print-qr-code.js";
