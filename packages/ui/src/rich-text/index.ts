export { SanitizedHtml, type SanitizedHtmlProps } from "./sanitized-html.js";
export { sanitizeSectionHtml, ALLOWED_TAGS } from "./sanitize.js";
export {
  RichTextView,
  storyTypography,
  viewStoryTypography,
  type RichTextViewProps,
} from "./rich-text-view.js";
export { demoteStoryHeadings, hasStoryText } from "./story-html.js";
