export { PaymentWizard, type PaymentChoice, type PaymentWizardProps } from "./payment-wizard.js";
