import { MenuIcon } from "@memorial/ui/icons";
import { dialogTexts } from "@memorial/ui/texts/dialogs";
import { fixedButton, iconButtonStyle } from "../ui/layout";
import { MENU_BUTTON_ATTRIBUTE } from "../core/visitor-markers";

// A fixed style (`fixedButton`): the button is in every public page's first render.
const MenuButton = fixedButton(
  iconButtonStyle(
    { rounded: "full", css: { "&[aria-busy='true']": { cursor: "progress", opacity: 0.6 } } },
    { variant: "ghost", size: "lg" },
  ),
);

/**
 * 'Menu openen' on a server-rendered page: plain markup. The boot script fetches the menu when
 * the visitor reaches for the button, and ./islands/menu.tsx opens it (also for a tap that came
 * before it was there, ./first-tap.ts).
 */
export function VisitorMenuButton() {
  return (
    <MenuButton
      aria-label={dialogTexts.menu.open}
      aria-haspopup="dialog"
      aria-expanded={false}
      {...{ [MENU_BUTTON_ATTRIBUTE]: "" }}
    >
      <MenuIcon boxSize="6" />
    </MenuButton>
  );
}
