export { KeepPageScreen, type KeepPageScreenProps } from "./keep-page-screen";
export { PrintPageScreen, type PrintPageScreenProps } from "./print-screen";
export { printDataQuery } from "./queries";
