// The visitor's entry of sharing (a server-rendered page's menu island): no router, no query
// cache, nothing of the signed-in app.
export {
  datesOf,
  downloadLocalQr,
  pageAddress,
  SharePageDialog,
  type SharedPage,
} from "./share-page-dialog";
export { useLocalQr } from "./use-local-qr";
