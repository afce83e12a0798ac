// A signed-in manager first sees the server-rendered page; the full app takes over after `load`
// (src/visitor/boot.ts). A tap on 'Menu openen' in between is kept by src/visitor/first-tap.ts,
// which marks the document's root element. The mark outlives the markup the app replaces, so
// the app's page reads it when it first renders and once more after it has replaced the markup
// (a render is scheduled, not immediate, so a tap may land in between), then opens the side
// menu: the tap is not lost.
import { MENU_BUTTON_ATTRIBUTE, MENU_TAPPED_ATTRIBUTE } from "./visitor-markers";

/** Whether the document is a server-rendered page (its menu button is there) the app takes over. */
export function overServerRenderedPage(root: ParentNode = document): boolean {
  return root.querySelector(`[${MENU_BUTTON_ATTRIBUTE}]`) !== null;
}

/** Whether the menu should open at once (without forgetting it: see `forgetMenuTapBeforeApp`). */
export function menuTappedBeforeApp(): boolean {
  return document.documentElement.hasAttribute(MENU_TAPPED_ATTRIBUTE);
}

/** The page has opened its menu for that tap: later pages start with the menu closed. */
export function forgetMenuTapBeforeApp(): void {
  document.documentElement.removeAttribute(MENU_TAPPED_ATTRIBUTE);
}
