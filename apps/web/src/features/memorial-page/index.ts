export { MemorialPageScreen } from "./memorial-page-screen";
export { MemorialPageError, MemorialPageSkeleton } from "./page-state-views";
export { memorialPageQuery } from "./queries";
