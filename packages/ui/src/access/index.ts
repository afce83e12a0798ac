export {
  ACCESS_LEVELS,
  AccessDialog,
  type AccessDialogProps,
  type AccessLevel,
  type AccessListRow,
  type AccessListStatus,
} from "./access-dialog.js";
export { HandoverDialog, type HandoverDialogProps } from "./handover-dialog.js";
export { HandoverNotice, type HandoverNoticeProps } from "./handover-notice.js";
export { OwnershipPanel, type OwnershipPanelProps, type OwnershipView } from "./ownership-panel.js";
export {
  DeletePageDialog,
  confirmsPageName,
  type DeletePageDialogProps,
} from "./delete-page-dialog.js";
