import { Button } from "@chakra-ui/react";
import { useRef, type ReactNode } from "react";
import { dialogTexts } from "../texts/dialogs.js";
import { DialogShell } from "./dialog-shell.js";

export interface InfoDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  onClose: () => void;
}

/** Information with a single Sluiten button (spec: info dialogs use Sluiten), e.g. section help. */
export function InfoDialog({ open, title, children, onClose }: InfoDialogProps) {
  const closeRef = useRef<HTMLButtonElement>(null);
  return (
    <DialogShell
      open={open}
      onClose={onClose}
      title={title}
      initialFocusRef={closeRef}
      showCloseButton={false}
      footer={
        <Button ref={closeRef} onClick={onClose}>
          {dialogTexts.common.close}
        </Button>
      }
    >
      {children}
    </DialogShell>
  );
}
