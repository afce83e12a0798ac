export { ActivatePageDialog, type ActivatePageDialogProps } from "./activate-page-dialog";
export { PaymentReturnNotice, planName } from "./payment-return-notice";
