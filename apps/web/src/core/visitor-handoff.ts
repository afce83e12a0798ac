// A signed-in manager first sees the server-rendered page; the full app takes over after `load`
// (src/visitor/boot.ts). A tap on 'Menu openen' in between is kept by src/visitor/first-tap.ts,
// which marks the button `aria-busy` and the document's root element. The app reads the marks
// before its first render replaces the markup, and its page reads the root's mark again once it
// has replaced it (a render is scheduled, not immediate, so a tap may land in between), then
// opens the side menu: the tap is not lost.
import { MENU_BUTTON_ATTRIBUTE, MENU_TAPPED_ATTRIBUTE } from "./visitor-markers";

let menuTapped = false;

/** Called by the app's entry before its first render: was the server's menu button tapped? */
export function noteMenuTapBeforeApp(root: ParentNode = document): void {
  menuTapped = root.querySelector(`[${MENU_BUTTON_ATTRIBUTE}][aria-busy="true"]`) !== null;
}

function rootMarked(): boolean {
  return document.documentElement.hasAttribute(MENU_TAPPED_ATTRIBUTE);
}

/** Whether the document is a server-rendered page (its menu button is there) the app takes over. */
export function overServerRenderedPage(root: ParentNode = document): boolean {
  return root.querySelector(`[${MENU_BUTTON_ATTRIBUTE}]`) !== null;
}

/** Whether the menu should open at once (without forgetting it: see `forgetMenuTapBeforeApp`). */
export function menuTappedBeforeApp(): boolean {
  return menuTapped || rootMarked();
}

/** The page has opened its menu for that tap: later pages start with the menu closed. */
export function forgetMenuTapBeforeApp(): void {
  menuTapped = false;
  document.documentElement.removeAttribute(MENU_TAPPED_ATTRIBUTE);
}
