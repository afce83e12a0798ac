export { CondolenceModerationScreen } from "./moderation-screen";
export { PageRegister } from "./page-register";
export { condolenceKeys } from "./queries";
export { WithdrawScreen } from "./withdraw-screen";
export { LabelSheetScreen } from "./label-sheet";
export { ThankYouScreen } from "./thank-you-screen";
