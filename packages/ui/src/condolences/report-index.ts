// `@memorial/ui/condolences-report`: the 'Melden' dialog, apart from the visitor's register
// (`./condolences`) so that a page loads the dialog's code only when someone reports.
export { ReportDialog, type ReportDialogProps } from "./report-dialog.js";
