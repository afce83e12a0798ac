export { ConfirmDialog, type ConfirmDialogProps } from "./confirm-dialog.js";
export { InfoDialog, type InfoDialogProps } from "./info-dialog.js";
export { DialogShell, dialogCloseAnimation, type DialogShellProps } from "./dialog-shell.js";
