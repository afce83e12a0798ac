import { MenuIcon } from "@memorial/ui/icons";
import { dialogTexts } from "@memorial/ui/texts/dialogs";
import { IconButton } from "../ui/layout";
import { MENU_BUTTON_ATTRIBUTE } from "../core/visitor-markers";

/**
 * 'Menu openen' on a server-rendered page: plain markup. The boot script fetches the menu when
 * the visitor reaches for the button, and ./islands/menu.tsx opens it (also for a tap that came
 * before it was there, ./first-tap.ts).
 */
export function VisitorMenuButton() {
  return (
    <IconButton
      type="button"
      aria-label={dialogTexts.menu.open}
      aria-haspopup="dialog"
      aria-expanded={false}
      {...{ [MENU_BUTTON_ATTRIBUTE]: "" }}
      variant="ghost"
      rounded="full"
      size="lg"
      css={{ "&[aria-busy='true']": { cursor: "progress", opacity: 0.6 } }}
    >
      <MenuIcon boxSize="6" />
    </IconButton>
  );
}
