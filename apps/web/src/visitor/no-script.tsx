import { PHOTO_STRIP } from "@memorial/ui/view-enhance";
import { MENU_BUTTON_ATTRIBUTE, REGISTER_SLOT_ATTRIBUTE } from "../core/visitor-markers";

/**
 * Without JavaScript the page shows no control that would do nothing: the menu button (its island
 * never comes), the register's buttons ('Kaarsje aansteken', 'Melden', 'Meer laden', 'Meer namen
 * tonen': the register's island does their work) and an album's arrows (the strip still scrolls
 * and snaps by itself). With JavaScript this `noscript` is inert and they are there from the
 * first paint.
 */
export const WITHOUT_SCRIPT_HIDDEN = [
  `[${MENU_BUTTON_ATTRIBUTE}]`,
  `[${REGISTER_SLOT_ATTRIBUTE}] button`,
  `[${PHOTO_STRIP.previous}]`,
  `[${PHOTO_STRIP.next}]`,
].join(",");

export function HiddenWithoutScript() {
  return (
    <noscript>
      <style>{`${WITHOUT_SCRIPT_HIDDEN}{display:none!important}`}</style>
    </noscript>
  );
}
