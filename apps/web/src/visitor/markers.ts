// Attributes the server-rendered markup (./visitor-page.tsx) puts where the boot script
// (./boot.ts) finds the places of its islands. Shared by both; nothing else in here.

/** The 'Menu openen' button. */
export const MENU_BUTTON_ATTRIBUTE = "data-visitor-menu";

/** The place of the condolence register. */
export const REGISTER_SLOT_ATTRIBUTE = "data-condolences-slot";
