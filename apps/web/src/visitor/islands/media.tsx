import { MediaSection } from "../../features/visitor-view";
import { MEDIA_SOURCE_ATTRIBUTE } from "../../features/visitor-view/enhance";
import { mountIsland } from "./host";

/**
 * The players of the page's video and audio sections: each takes the place of its
 * server-rendered frame (the same frame first, then the player, which keeps its size).
 */
export function mountMediaSections(sections: readonly Element[]): void {
  sections.forEach((section, index) => {
    const kind = section.getAttribute("data-section-type");
    const src = section.getAttribute(MEDIA_SOURCE_ATTRIBUTE);
    if ((kind !== "video" && kind !== "audio") || src === null || src === "") return;
    mountIsland(`media-${String(index)}`, section, <MediaSection kind={kind} src={src} />, {
      replaceContent: true,
    });
  });
}
