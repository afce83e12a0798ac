export { PageQrDialog, type PageQrDialogProps } from "./page-qr-dialog";
