// A tap on the menu button of a server-rendered page that arrives before the menu's code would
// be lost: the button is plain HTML until ./islands/menu.tsx listens to it. ./boot.ts keeps a tap
// until the page is wired, and ./start.ts then hands it over here and listens on; the menu takes
// the tap over once and opens itself. A tap on a photo strip's arrow before the page was wired is
// made again once the strips are.
import { PHOTO_STRIP } from "@memorial/ui/view-enhance";
import { MENU_BUTTON_ATTRIBUTE, MENU_TAPPED_ATTRIBUTE } from "../core/visitor-markers";

/** The 'Menu openen' button of a server-rendered page. */
export const MENU_BUTTON = `[${MENU_BUTTON_ATTRIBUTE}]`;
const STRIP_ARROWS = `[${PHOTO_STRIP.previous}], [${PHOTO_STRIP.next}]`;

let listening = false;

function onClick(event: MouseEvent): void {
  const target = event.target;
  const button = target instanceof Element ? target.closest(MENU_BUTTON) : null;
  if (button !== null) {
    // The menu is on its way: the button says so (and looks it) until the menu opens.
    button.setAttribute("aria-busy", "true");
    // The tap itself, on the root element: the menu island reads it, and so does the full app
    // of a manager (src/core/visitor-handoff.ts), which replaces the button's markup.
    document.documentElement.setAttribute(MENU_TAPPED_ATTRIBUTE, "");
  }
}

/** Remembers a click (or Enter/Space) on the menu button until the menu island takes it. */
export function captureFirstTap(): void {
  if (listening) return;
  listening = true;
  window.addEventListener("click", onClick, { capture: true, passive: true });
}

/**
 * Called once by the menu island: stops listening (React handles every later tap) and says
 * whether the visitor tapped the menu button before that.
 */
export function takeFirstTap(): boolean {
  if (listening) {
    window.removeEventListener("click", onClick, { capture: true });
    listening = false;
  }
  for (const button of document.querySelectorAll(MENU_BUTTON)) {
    button.removeAttribute("aria-busy");
  }
  const tapped = menuTapWaiting();
  document.documentElement.removeAttribute(MENU_TAPPED_ATTRIBUTE);
  return tapped;
}

/** Whether the menu button was tapped and no menu has taken the tap yet. */
export function menuTapWaiting(): boolean {
  return document.documentElement.hasAttribute(MENU_TAPPED_ATTRIBUTE);
}

/**
 * Takes over the button tapped before the page was wired (./boot.ts marked it busy). On the menu
 * button it is the menu's first tap, kept as one made now. On a photo strip's arrow the returned
 * function makes it again: called once the strips are wired, it moves the strip. Any other button
 * is only no longer busy.
 */
export function takeOverEarlyTap(button: Element | null): () => void {
  if (button === null) return () => undefined;
  if (button.matches(MENU_BUTTON)) {
    document.documentElement.setAttribute(MENU_TAPPED_ATTRIBUTE, "");
    return () => undefined;
  }
  button.removeAttribute("aria-busy");
  if (!(button instanceof HTMLElement) || !button.matches(STRIP_ARROWS)) return () => undefined;
  return () => {
    if (button.isConnected) button.click();
  };
}
