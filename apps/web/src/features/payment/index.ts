export { ActivatePageDialog, type ActivatePageDialogProps } from "./activate-page-dialog";
