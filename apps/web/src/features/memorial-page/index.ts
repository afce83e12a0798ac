export {
  MemorialPageScreen,
  type MemorialPageScreenProps,
  type PageSlotContext,
} from "./memorial-page-screen";
export { type PageDialog, type PageDialogsContext } from "./page-chrome";
export { MemorialPageError, MemorialPageSkeleton } from "./page-state-views";
export { memorialPageQuery, pageByAddressQuery } from "./queries";
