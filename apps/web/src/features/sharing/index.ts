export {
  AppShareDialog,
  datesOf,
  notPublicOfferOf,
  type AppShareDialogProps,
} from "./app-share-dialog";
