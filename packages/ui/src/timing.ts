/** Timing constants of the memorial UI (spec section 9). One place for every delay. */

/** Toasts hide themselves after 5 seconds. */
export const TOAST_DURATION_MS = 5000;

/** Dialogs take 300 ms to animate closed. */
export const DIALOG_CLOSE_MS = 300;

/** A deleted or moved section collapses for 0.5 s before the callback runs. */
export const SECTION_COLLAPSE_MS = 500;
