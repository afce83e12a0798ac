export { AddressDialog, type AddressCheckView, type AddressDialogProps } from "./address-dialog.js";
