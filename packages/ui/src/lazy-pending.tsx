/**
 * Marks what a Suspense boundary shows while a lazily loaded part is on its way
 * (`data-lazy-pending`): the workshop's browser check waits until no mark is left, so it measures
 * the part itself and not its placeholder.
 */
export const lazyPendingMark = { "data-lazy-pending": "" } as const;

/** The fallback of a part that has no visible placeholder: nothing a user sees, and the mark. */
export function LazyPending() {
  return <span hidden {...lazyPendingMark} />;
}
