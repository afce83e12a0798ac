import { sanitizeRichText } from "@memorial/sanitize-html";
import { Box } from "@memorial/ui/layout";
import { storyCss, type StoryTextProps } from "../features/visitor-view";

/**
 * The server's twin of @memorial/ui's SanitizedHtml, for the render function only: DOMPurify
 * has no DOM here, so the story is sanitised with parse5 and the allow-list of
 * @memorial/domain (@memorial/sanitize-html) and written into the same element with the same class.
 */
export function ServerStory({ html }: StoryTextProps) {
  const clean = sanitizeRichText(html, { tooDeep: "flatten" });
  return <Box css={storyCss} dangerouslySetInnerHTML={{ __html: clean }} />;
}
