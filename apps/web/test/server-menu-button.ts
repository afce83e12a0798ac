import { MENU_BUTTON_ATTRIBUTE } from "../src/core/visitor-markers";

/**
 * The menu button as a server-rendered page has it (marked, with its icon), added to the body:
 * what the first-tap capture and the app's hand-over look for. Tests only.
 */
export function serverMenuButton(): HTMLButtonElement {
  const button = document.createElement("button");
  button.setAttribute(MENU_BUTTON_ATTRIBUTE, "");
  button.setAttribute("aria-label", "Menu openen");
  button.innerHTML = "<svg><path></path></svg>";
  document.body.append(button);
  return button;
}
