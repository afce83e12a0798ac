import { commonTexts } from "../texts/common";
import { Center, Spinner, VisuallyHidden } from "../ui/layout";

/** Shown while a route waits (auth state, loader) longer than 300 ms. */
export function PendingView() {
  return (
    <Center role="status" aria-live="polite" py="24">
      <Spinner size="lg" color="dusk.solid" borderWidth="3px" />
      <VisuallyHidden>{commonTexts.loading}</VisuallyHidden>
    </Center>
  );
}
