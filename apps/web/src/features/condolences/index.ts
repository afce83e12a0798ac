export { CondolenceModerationScreen } from "./moderation-screen";
export { PageRegister } from "./page-register";
export { condolenceKeys } from "./queries";
export { WithdrawScreen } from "./withdraw-screen";
