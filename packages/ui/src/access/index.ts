export {
  ACCESS_LEVELS,
  AccessDialog,
  type AccessDialogProps,
  type AccessLevel,
  type AccessListRow,
  type AccessListStatus,
} from "./access-dialog.js";
