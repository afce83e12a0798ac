export { ManageAccessDialog, type ManageAccessDialogProps } from "./manage-access-dialog";
