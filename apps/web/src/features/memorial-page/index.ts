export {
  MemorialPageScreen,
  type MemorialPageScreenProps,
  type PageDialog,
  type PageDialogsContext,
  type PageSlotContext,
} from "./memorial-page-screen";
export { MemorialPageError, MemorialPageSkeleton } from "./page-state-views";
export { memorialPageQuery, pageByAddressQuery } from "./queries";
