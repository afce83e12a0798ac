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
  /** While the confirmed action runs: Ja shows a spinner and the dialog cannot be dismissed. */
  busy?: boolean;
}

/**
 * A yes/no question (spec: confirm dialogs use Ja/Nee). Focus starts on Nee so that a hurried
 * Enter never confirms a destructive action.
 */
export function ConfirmDialog({
  open,
  question,
  onConfirm,
  onCancel,
  busy = false,
}: ConfirmDialogProps) {
  const noRef = useRef<HTMLButtonElement>(null);
  return (
    <DialogShell
      open={open}
      onClose={onCancel}
      role="alertdialog"
      size="sm"
      title={dialogTexts.confirm.title}
      initialFocusRef={noRef}
      showCloseButton={false}
      dismissible={!busy}
      footer={
        <>
          <Button ref={noRef} variant="outline" onClick={onCancel} disabled={busy}>
            {dialogTexts.common.no}
          </Button>
          <Button onClick={onConfirm} loading={busy} loadingText={dialogTexts.common.yes}>
            {dialogTexts.common.yes}
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
