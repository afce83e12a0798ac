import { CloseButton, Dialog, Portal } from "@chakra-ui/react";
import { useRef, type ReactNode, type RefObject } from "react";
import { dialogTexts } from "../texts/dialogs.js";
import { DIALOG_CLOSE_MS } from "../timing.js";

/** Closing animation shared by every dialog of the product (spec section 9: 300 ms). */
export const dialogCloseAnimation = {
  _closed: { animationDuration: `${DIALOG_CLOSE_MS}ms` },
} as const;

export interface DialogShellProps {
  open: boolean;
  /** Called when the user dismisses the dialog (Escape, backdrop, close button). */
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  /** `alertdialog` for questions that need an answer. */
  role?: "dialog" | "alertdialog";
  size?: "xs" | "sm" | "md" | "lg" | "xl";
  /** The element that receives focus when the dialog opens (defaults to the first tabbable). */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Show the × button in the corner. */
  showCloseButton?: boolean;
  /** Block dismissal while work is in progress (e.g. a request is being sent). */
  dismissible?: boolean;
  /** Called once the close animation has finished and the dialog is gone. */
  onExitComplete?: () => void;
  /**
   * Focus the × button when the dialog opens (a neutral first control), e.g. when the first
   * control in the body would change something with an arrow key.
   */
  focusCloseButton?: boolean;
}

/**
 * The frame of every dialog: Chakra's dialog (focus trap, Escape, focus returned to the element
 * that opened it, rest of the page hidden from assistive technology) with the product's 300 ms
 * close animation, full width on phones and a scrolling body for long content.
 */
export function DialogShell({
  open,
  onClose,
  title,
  children,
  footer,
  role = "dialog",
  size = "md",
  initialFocusRef,
  showCloseButton = true,
  dismissible = true,
  onExitComplete,
  focusCloseButton = false,
}: DialogShellProps) {
  const closeRef = useRef<HTMLButtonElement>(null);
  const focusRef = focusCloseButton && showCloseButton ? closeRef : initialFocusRef;
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open && dismissible) {
          onClose();
        }
      }}
      role={role}
      size={size}
      placement="center"
      scrollBehavior="inside"
      lazyMount
      unmountOnExit
      closeOnEscape={dismissible}
      closeOnInteractOutside={dismissible}
      {...(onExitComplete === undefined ? {} : { onExitComplete })}
      {...(focusRef === undefined ? {} : { initialFocusEl: () => focusRef.current })}
    >
      <Portal>
        <Dialog.Backdrop {...dialogCloseAnimation} />
        {/* Margins and padding in px on phones: at 200 % text on 320 px the words need the room. */}
        <Dialog.Positioner px={{ base: "12px", sm: "4" }}>
          <Dialog.Content {...dialogCloseAnimation} mx="auto">
            <Dialog.Header px={{ base: "16px", sm: "6" }} pe={showCloseButton ? "14" : undefined}>
              <Dialog.Title fontFamily="heading" fontWeight="normal" textStyle="xl">
                {title}
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body px={{ base: "16px", sm: "6" }}>{children}</Dialog.Body>
            {footer === undefined ? null : (
              <Dialog.Footer px={{ base: "16px", sm: "6" }} flexWrap="wrap">
                {footer}
              </Dialog.Footer>
            )}
            {showCloseButton ? (
              <Dialog.CloseTrigger asChild>
                <CloseButton
                  ref={closeRef}
                  size="md"
                  aria-label={dialogTexts.common.closeDialog}
                  disabled={!dismissible}
                />
              </Dialog.CloseTrigger>
            ) : null}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
