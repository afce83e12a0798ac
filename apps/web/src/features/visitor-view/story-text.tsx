import { SanitizedHtml, storyTypography } from "@memorial/ui/rich-text";
import { createContext, useContext, type ComponentType } from "react";
import { demoteStoryHeadings } from "./story-html";

/** Story typography with the name kept as the largest text: the view's headings are h2/h3. */
export const storyCss = {
  ...storyTypography,
  "& h2": { fontSize: "1.5em", fontFamily: "heading", fontWeight: "normal" },
  "& h3": { fontSize: "1.2em", fontFamily: "heading", fontWeight: "normal", fontStyle: "italic" },
};

export interface StoryTextProps {
  /** Stored HTML of a text section, headings already demoted. */
  html: string;
}

function BrowserStory({ html }: StoryTextProps) {
  return <SanitizedHtml html={html} css={storyCss} />;
}

/**
 * How a story's HTML is put on the page. In the browser: @memorial/ui's SanitizedHtml
 * (DOMPurify). DOMPurify needs a DOM, so the render function (src/edge) provides its server
 * twin here, which sanitises with parse5 and the same allow-list and renders the same element
 * with the same class, so both look the same.
 */
export const StoryRendererContext = createContext<ComponentType<StoryTextProps>>(BrowserStory);

export function StoryText({ html }: StoryTextProps) {
  const Renderer = useContext(StoryRendererContext);
  return <Renderer html={demoteStoryHeadings(html)} />;
}
