export { ActivatePageDialog, type ActivatePageDialogProps } from "./activate-page-dialog";
export { PaymentReturnNotice, planName } from "./payment-return-notice";
export { ChangePlanDialog, type ChangePlanDialogProps } from "./change-plan-dialog";
