import { Button } from "@chakra-ui/react";
import { useRef, type ReactNode } from "react";
import { dialogTexts } from "../texts/dialogs.js";
import { DialogShell } from "./dialog-shell.js";

export interface InfoDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  onClose: () => void;
  /** One next step besides Sluiten (e.g. 'Pagina publiek maken' after a payment): primary. */
  action?: { label: string; onSelect: () => void } | undefined;
}

/** Information with a single Sluiten button (spec: info dialogs use Sluiten), e.g. section help. */
export function InfoDialog({ open, title, children, onClose, action }: InfoDialogProps) {
  const closeRef = useRef<HTMLButtonElement>(null);
  return (
    <DialogShell
      open={open}
      onClose={onClose}
      title={title}
      initialFocusRef={closeRef}
      showCloseButton={false}
      footer={
        <>
          <Button
            ref={closeRef}
            onClick={onClose}
            variant={action === undefined ? "solid" : "outline"}
          >
            {dialogTexts.common.close}
          </Button>
          {action === undefined ? null : <Button onClick={action.onSelect}>{action.label}</Button>}
        </>
      }
    >
      {children}
    </DialogShell>
  );
}
