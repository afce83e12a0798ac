// Attributes the server-rendered markup (src/visitor/visitor-page.tsx) puts where the visitor's
// script (src/visitor/start.ts) finds the places of its islands, and where the app's page looks
// for a tap made before it took over (./visitor-handoff.ts), and the address of a page with every
// section.
// Nothing else in here.

/** The 'Menu openen' button. */
export const MENU_BUTTON_ATTRIBUTE = "data-visitor-menu";

/**
 * On the document's root element once that button was tapped before its code ran: unlike the
 * button's own `aria-busy`, it outlives the markup the app replaces.
 */
export const MENU_TAPPED_ATTRIBUTE = "data-menu-tapped";

/** The place of the condolence register. */
export const REGISTER_SLOT_ATTRIBUTE = "data-condolences-slot";

/** Where the register's island says that the register cannot be brought up to date. */
export const REGISTER_STATUS_ATTRIBUTE = "data-condolences-status";

/** The place of 'Op de hoogte blijven' (following the page). */
export const FOLLOW_SLOT_ATTRIBUTE = "data-follow-slot";

/** Where the boot script says that the follow form cannot be brought up. */
export const FOLLOW_STATUS_ATTRIBUTE = "data-follow-status";

/** The place of 'Meer van deze pagina' on a long page's first view. */
export const MORE_SECTIONS_ATTRIBUTE = "data-more-sections";

/** Where the island says that the rest is loading, or could not be loaded. */
export const MORE_SECTIONS_STATUS_ATTRIBUTE = "data-more-sections-status";

/**
 * The query parameter of a page's address that asks the render for every section
 * (`/{address}?volledig`): where 'Meer van deze pagina' leads, and what its island reads.
 */
export const FULL_PAGE_PARAMETER = "volledig";

/** The address of the page with every section (`location` is the page's own). */
export function fullPageUrl(location: Pick<Location, "origin" | "pathname">): string {
  return `${location.origin}${location.pathname}?${FULL_PAGE_PARAMETER}`;
}
