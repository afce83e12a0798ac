/**
 * The rest of a long page, in place of 'Meer van deze pagina' (../more-sections.tsx): the
 * render's document with every section (`?volledig`) is read, and its sections after the first
 * screens, each with the style element that travels with it, take the link's place. No React:
 * the markup is the render's, final as the rest of the page; the photo strips, route links and
 * players of the new sections are made to work as the page's own were (../start.ts).
 */
import {
  enhancePhotoStrips,
  enhanceRouteLinks,
  LATER_SECTIONS_ID,
  MEDIA_SOURCE_ATTRIBUTE,
  SECTION_TYPE_ATTRIBUTE,
} from "@memorial/ui/view-enhance";
import { fullPageUrl, MORE_SECTIONS_STATUS_ATTRIBUTE } from "../../core/visitor-markers";
import { visitorTexts } from "../../texts/visitor";

/**
 * The nodes of `html` (a whole document) that come after a long page's first screens: the global
 * rules only its sections need, then the first later section (with the style elements right
 * before it) and everything after it among its siblings. Null when the document has no later
 * sections (not the render's document of a long page).
 */
export function laterSectionsOf(html: string): Element[] | null {
  const parsed = new DOMParser().parseFromString(html, "text/html");
  const first = parsed.getElementById(LATER_SECTIONS_ID);
  if (first === null) return null;
  let start: Element = first;
  while (start.previousElementSibling?.tagName === "STYLE") start = start.previousElementSibling;
  const nodes: Element[] = [];
  for (let node: Element | null = start; node !== null; node = node.nextElementSibling) {
    nodes.push(node);
  }
  // The theme's rules that only the sections and the register need travel before the first
  // section (`renderWithStyles` of @memorial/ui/ssr); those of the whole page cover the rest.
  const globals = [...parsed.body.querySelectorAll('style[data-emotion$="-rest"]')];
  return [...globals, ...nodes];
}

export interface ShowLaterSectionsOptions {
  /** Asked once the sections are there: true (a tap on the link) moves focus to the first. */
  focus: () => boolean;
  /** The page's fetch (tests). */
  fetch?: typeof fetch;
}

/**
 * Replaces `slot` (the place of 'Meer van deze pagina') with the page's later sections. True when
 * they are there; false when they could not be read, and then the slot says so (and stays, its
 * link still works).
 */
export async function showLaterSections(
  slot: Element,
  { focus, fetch: doFetch = fetch }: ShowLaterSectionsOptions,
): Promise<boolean> {
  const status = slot.querySelector(`[${MORE_SECTIONS_STATUS_ATTRIBUTE}]`);
  const say = (text: string) => {
    if (status !== null) status.textContent = text;
  };
  slot.setAttribute("aria-busy", "true");
  say(visitorTexts.moreSections.loading);
  let nodes: Element[] | null = null;
  try {
    const answer = await doFetch(fullPageUrl(window.location), {
      headers: { Accept: "text/html" },
      credentials: "same-origin",
    });
    if (answer.ok) nodes = laterSectionsOf(await answer.text());
  } catch {
    nodes = null;
  }
  slot.removeAttribute("aria-busy");
  if (nodes === null) {
    say(visitorTexts.moreSections.failed);
    return false;
  }
  const added = nodes.map((node) => document.importNode(node, true));
  slot.replaceWith(...added);
  const sections = added.filter((node) => node.hasAttribute(SECTION_TYPE_ATTRIBUTE));
  for (const section of sections) {
    enhancePhotoStrips(section);
    enhanceRouteLinks(section, navigator.userAgent);
  }
  const media = sections.filter((section) => section.hasAttribute(MEDIA_SOURCE_ATTRIBUTE));
  if (media.length > 0) {
    void import("./media").then(({ mountMediaSections }) => {
      mountMediaSections(media);
    });
  }
  const first = sections[0];
  if (focus() && first instanceof HTMLElement) {
    first.tabIndex = -1;
    first.focus();
  }
  return true;
}
