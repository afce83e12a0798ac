export {
  MemorialView,
  contentSectionCount,
  firstScreensCount,
  hiddenSectionCount,
  showsRegister,
  type MemorialViewProps,
} from "./memorial-view.js";
export { MediaSection, type MediaSectionProps } from "./media-section.js";
export { PhotoStrip, COLUMN_WIDTH_PX, type PhotoStripProps } from "./photo-strip.js";
export { MEDIA_WIDTHS, srcSetOf, withWidth } from "./image-sizes.js";
export type { MediaAssets, ViewProfile, ViewSection } from "./types.js";
export { RestingNotice } from "./resting-notice.js";
