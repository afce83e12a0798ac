import { Button, Dialog } from "@chakra-ui/react";
import { useRef } from "react";
import { dialogTexts } from "../texts/dialogs.js";
import { DialogShell } from "./dialog-shell.js";

export interface ConfirmDialogProps {
  open: boolean;
  /** The exact question, e.g. 'Weet u zeker dat u deze sectie wil verwijderen?'. */
  question: string;
  onConfirm: () => void;
  /** Called for Nee, Escape, the backdrop and the close button. */
  onCancel: () => void;
  /** While the confirmed action runs: the confirm button shows a spinner, no dismissing. */
  busy?: boolean;
  /** The dialog's title; 'Bevestigen' when left out. Name the action, e.g. 'Sectie verwijderen'. */
  title?: string;
  /** What the confirm button does, e.g. 'Foto verwijderen'; 'Ja' when left out. */
  confirmLabel?: string;
  /** The safe choice; 'Nee' when left out, 'Annuleren' reads better next to a named action. */
  cancelLabel?: string;
  /** A destructive action: the confirm button is a muted red. */
  destructive?: boolean;
}

/**
 * A question with a safe choice and a button that says what happens ('Sectie verwijderen', not a
 * bare 'Ja'). Focus starts on the safe choice, so a hurried Enter never confirms.
 */
export function ConfirmDialog({
  open,
  question,
  onConfirm,
  onCancel,
  busy = false,
  title = dialogTexts.confirm.title,
  confirmLabel = dialogTexts.common.yes,
  cancelLabel = dialogTexts.common.no,
  destructive = false,
}: ConfirmDialogProps) {
  const noRef = useRef<HTMLButtonElement>(null);
  return (
    <DialogShell
      open={open}
      onClose={onCancel}
      role="alertdialog"
      size="sm"
      title={title}
      initialFocusRef={noRef}
      showCloseButton={false}
      dismissible={!busy}
      footer={
        <>
          <Button ref={noRef} variant="outline" onClick={onCancel} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button
            onClick={onConfirm}
            loading={busy}
            loadingText={confirmLabel}
            {...(destructive ? { colorPalette: "red" } : {})}
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      <Dialog.Description color="fg" textStyle="md">
        {question}
      </Dialog.Description>
    </DialogShell>
  );
}
