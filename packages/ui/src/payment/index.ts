export { PaymentWizard, type PaymentChoice, type PaymentWizardProps } from "./payment-wizard.js";
export {
  PlanChangeDialog,
  type PlanChange,
  type PlanChangeDialogProps,
} from "./plan-change-dialog.js";
