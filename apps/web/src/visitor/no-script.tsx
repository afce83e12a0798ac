import { PHOTO_STRIP } from "@memorial/ui/view-enhance";
import { MENU_BUTTON_ATTRIBUTE, REGISTER_SLOT_ATTRIBUTE } from "../core/visitor-markers";

/**
 * Without JavaScript the page shows no control that would do nothing: the menu button (its island
 * never comes), the register's buttons ('Kaarsje aansteken', 'Melden', 'Meer laden', 'Meer namen
 * tonen': the register's island does their work), an album's arrows (the strip still scrolls
 * and snaps by itself) and its position line ('Foto 1 van 3', which only the script moves on as
 * the visitor swipes; each photo's text alternative still says where it is). With JavaScript this
 * `noscript` is inert and they are there from the first paint.
 */
export const WITHOUT_SCRIPT_HIDDEN = [
  `[${MENU_BUTTON_ATTRIBUTE}]`,
  `[${REGISTER_SLOT_ATTRIBUTE}] button`,
  `[${PHOTO_STRIP.previous}]`,
  `[${PHOTO_STRIP.next}]`,
  `[${PHOTO_STRIP.position}]`,
].join(",");

export function HiddenWithoutScript() {
  return (
    <noscript>
      <style>{`${WITHOUT_SCRIPT_HIDDEN}{display:none!important}`}</style>
    </noscript>
  );
}
