export { MemorialView, type MemorialViewProps } from "./memorial-view";
export { MediaSection } from "./media-section";
export { MEDIA_WIDTHS, srcSetOf, withWidth } from "./image-sizes";
export { StoryRendererContext, storyCss, type StoryTextProps } from "./story-text";
