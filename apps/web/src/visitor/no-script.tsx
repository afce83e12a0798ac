import { MENU_BUTTON_ATTRIBUTE } from "../core/visitor-markers";

/**
 * Without JavaScript the menu button would do nothing (its island never comes), so it is not
 * shown then (issue 20: nothing shows a control that does nothing). With JavaScript this
 * `noscript` is inert and the button is there from the first paint.
 */
export function HiddenWithoutScript() {
  return (
    <noscript>
      <style>{`[${MENU_BUTTON_ATTRIBUTE}]{display:none!important}`}</style>
    </noscript>
  );
}
