import { useTransition } from "react";
import { memorialPageTexts as texts } from "../../texts/memorial-page";
import { Button, Flex } from "../../ui/layout";

export interface PageActionsProps {
  onEdit: () => void;
  onShare: () => void;
  /** A page on trial: 'Pagina activeren' (the same as in the menu). */
  onActivate?: (() => void) | undefined;
}

/**
 * 'Bewerken' and 'Delen' on the page itself, for managers in view mode (the side menu keeps
 * them too), and 'Pagina activeren' while the page is on trial. Thumb-sized, calm outline buttons; side by side when they fit, stacked at 320 px
 * with enlarged text.
 */
export function PageActions({ onEdit, onShare, onActivate }: PageActionsProps) {
  // Edit mode renders as a transition: the tap is answered at once by this button alone (busy),
  // not by the page, and the view makes way for the editors in slices that leave room for the
  // next tap or keystroke.
  const [opening, startOpening] = useTransition();
  return (
    <Flex
      role="group"
      aria-label={texts.pageActionsLabel}
      justify="center"
      gap="3"
      wrap="wrap"
      data-testid="page-actions"
    >
      <Button
        variant="outline"
        minHeight="44px"
        minWidth="10rem"
        loading={opening}
        loadingText={texts.actions.edit}
        onClick={() => {
          startOpening(onEdit);
        }}
      >
        {texts.actions.edit}
      </Button>
      <Button variant="outline" minHeight="44px" minWidth="10rem" onClick={onShare}>
        {texts.actions.share}
      </Button>
      {onActivate === undefined ? null : (
        <Button variant="outline" minHeight="44px" minWidth="10rem" onClick={onActivate}>
          {texts.actions.activate}
        </Button>
      )}
    </Flex>
  );
}
