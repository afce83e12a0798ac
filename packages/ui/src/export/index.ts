export { PageDownload, type PageDownloadProps, type PageDownloadState } from "./page-download.js";
export {
  PrintablePage,
  type PrintableCondolence,
  type PrintableMemory,
  type PrintablePageProps,
  type PrintableSection,
} from "./printable-page.js";
export { exportTexts, formatBytes } from "./texts.js";
