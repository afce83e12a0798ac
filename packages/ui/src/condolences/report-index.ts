// `@memorial/ui/condolences-report`: the 'Melden' dialog, apart from the visitor's register
// (`./condolences`) so that a page loads the dialog's code only when someone reports.
import { condolenceTexts } from "./texts.js";

export {
  ReportDialog,
  reportPartsOf,
  type ReportDialogProps,
  type ReportableSection,
} from "./report-dialog.js";
export type { ReportDraft, ReportPart } from "./report-draft.js";

/** The words of 'Melden' (e.g. `subjects.page` for the menu's 'Iets op deze pagina melden'). */
export const reportTexts = condolenceTexts.report;
