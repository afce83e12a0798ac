export { ManageAccessDialog, type ManageAccessDialogProps } from "./manage-access-dialog";
export { PageHandoverNotice } from "./handover-notice";
export { HandoverLinkScreen, type HandoverLinkScreenProps } from "./handover-link-screen";
export { PageDeletionDialog, type PageDeletionDialogProps } from "./delete-page-dialog";
