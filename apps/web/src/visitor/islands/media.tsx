import { MediaSection } from "@memorial/ui/view";
import { MEDIA_SOURCE_ATTRIBUTE } from "@memorial/ui/view-enhance";
import { mediaAssets } from "../../ui/media-assets";
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
    // The section's place in the page: unique, also for sections the page adds later.
    mountIsland(
      `media-${section.getAttribute("data-section-index") ?? String(index)}`,
      section,
      <MediaSection kind={kind} src={src} assets={mediaAssets} />,
      {
        replaceContent: true,
      },
    );
  });
}
