export { VideoSection, type VideoSectionProps } from "./video-section.js";
export { AudioSection, type AudioSectionProps } from "./audio-section.js";
export type { MediaUploadState } from "./upload-status.js";
