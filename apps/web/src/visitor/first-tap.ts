// A tap on the menu button of a server-rendered page that arrives before the page has hydrated
// would be lost: the button is plain HTML until React has taken it over. ./boot.ts starts
// listening as soon as the page's only script runs (an external module, no inline script under
// the CSP); the hydrated menu takes the tap over once and opens itself.

/** Marks the server-rendered menu button (src/visitor/visitor-menu.tsx). */
export const MENU_BUTTON_ATTRIBUTE = "data-visitor-menu";

let tapped = false;
let listening = false;

function onClick(event: MouseEvent): void {
  const target = event.target;
  if (target instanceof Element && target.closest(`[${MENU_BUTTON_ATTRIBUTE}]`) !== null) {
    tapped = true;
  }
}

/** Remembers a click (or Enter/Space) on the menu button until the hydrated menu takes it. */
export function captureFirstTap(): void {
  if (listening) return;
  listening = true;
  window.addEventListener("click", onClick, { capture: true, passive: true });
}

/**
 * Called once by the hydrated menu: stops listening (React handles every later tap) and says
 * whether the visitor tapped the menu button before that.
 */
export function takeFirstTap(): boolean {
  if (listening) {
    window.removeEventListener("click", onClick, { capture: true });
    listening = false;
  }
  const result = tapped;
  tapped = false;
  return result;
}
