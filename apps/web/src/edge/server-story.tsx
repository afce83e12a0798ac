import { Box } from "@memorial/ui/layout";
import { storyCss, type StoryTextProps } from "../features/visitor-view";
import { sanitizeSectionHtmlOnServer } from "./sanitize-html";

/**
 * The server's twin of @memorial/ui's SanitizedHtml, for the render function only: DOMPurify
 * has no DOM here, so the story is sanitised with parse5 and the allow-list of
 * @memorial/domain (./sanitize-html.ts) and written into the same element with the same class.
 */
export function ServerStory({ html }: StoryTextProps) {
  const clean = sanitizeSectionHtmlOnServer(html);
  return <Box css={storyCss} dangerouslySetInnerHTML={{ __html: clean }} />;
}
