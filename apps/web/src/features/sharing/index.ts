export { AppShareDialog, notPublicOfferOf, type AppShareDialogProps } from "./app-share-dialog";
