/** The access dialog: who may see or manage the page, the table of them and the add form. */
import { Button, Skeleton, Stack, Text } from "@chakra-ui/react";
import { useState, type ReactNode } from "react";
import { ConfirmDialog } from "../dialogs/confirm-dialog.js";
import { DialogShell } from "../dialogs/dialog-shell.js";
import { RetryAlert } from "../dialogs/retry-alert.js";
import { AccessTable } from "./access-table.js";
import { AddAccessForm } from "./add-access-form.js";
import { sameEmail, type AccessListRow, type AccessListStatus } from "./access-rows.js";
import { dialogTexts } from "../texts/dialogs.js";

const texts = dialogTexts.access;

export {
  ACCESS_LEVELS,
  type AccessLevel,
  type AccessListRow,
  type AccessListStatus,
} from "./access-rows.js";

export interface AccessDialogProps {
  open: boolean;
  onClose: () => void;
  status: AccessListStatus;
  rows: readonly AccessListRow[];
  /** E-mail of the signed-in user: that row can be neither changed nor removed. */
  currentUserEmail: string;
  /** Adds a person or changes a level. A rejected promise keeps the form as it was. */
  onSave: (row: AccessListRow) => Promise<void> | void;
  /** Removes a person after the confirm question was answered with Ja. */
  onRemove: (username: string) => Promise<void> | void;
  /** Retry after a loading error. */
  onRetry?: () => void;
  /** Under the table and the form: the page's owner ('Eigenaar overdragen', 'Pagina verlaten'). */
  ownership?: ReactNode;
}

/**
 * 'Toegang beheren' (spec sections 2 and 5): who has access and at which level, add a person,
 * change a level, remove a person after a confirm question. The user's own row is locked.
 */
export function AccessDialog({
  open,
  onClose,
  status,
  rows,
  currentUserEmail,
  onSave,
  onRemove,
  onRetry,
  ownership,
}: AccessDialogProps) {
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());
  // The e-mail stays after closing so the question does not change during the close animation.
  const [removeTarget, setRemoveTarget] = useState("");
  const [confirmOpen, setConfirmOpen] = useState(false);

  const track = async (username: string, action: () => Promise<void> | void): Promise<boolean> => {
    setPending((current) => new Set(current).add(username));
    try {
      await action();
      return true;
    } catch {
      // The page shows the Dutch error toast; the dialog keeps its state.
      return false;
    } finally {
      setPending((current) => {
        const next = new Set(current);
        next.delete(username);
        return next;
      });
    }
  };

  const guardOwn = (username: string) => sameEmail(username, currentUserEmail);

  return (
    <>
      <DialogShell
        open={open}
        onClose={onClose}
        title={texts.title}
        size="lg"
        focusCloseButton
        footer={
          <Button variant="outline" onClick={onClose}>
            {dialogTexts.common.close}
          </Button>
        }
      >
        <Stack gap="5">
          <Text color="fg.muted">{texts.intro}</Text>
          {status === "loading" ? (
            <Stack gap="3" aria-busy="true">
              <Text role="status">{texts.loadingRows}</Text>
              <Skeleton height="8" />
              <Skeleton height="8" />
              <Skeleton height="8" />
            </Stack>
          ) : status === "error" ? (
            <RetryAlert title={texts.loadError} onRetry={onRetry} />
          ) : (
            <>
              <AccessTable
                rows={rows}
                currentUserEmail={currentUserEmail}
                pending={pending}
                onChangeLevel={(row) => {
                  if (!guardOwn(row.username)) {
                    void track(row.username, () => onSave(row));
                  }
                }}
                onAskRemove={(username) => {
                  if (!guardOwn(username)) {
                    setRemoveTarget(username);
                    setConfirmOpen(true);
                  }
                }}
              />
              <AddAccessForm rows={rows} onAdd={(row) => track(row.username, () => onSave(row))} />
              {ownership}
            </>
          )}
        </Stack>
      </DialogShell>
      <ConfirmDialog
        open={confirmOpen}
        title={texts.confirmRemoveTitle}
        question={texts.confirmRemove(removeTarget)}
        confirmLabel={texts.confirmRemoveAction}
        cancelLabel={dialogTexts.common.cancel}
        destructive
        onCancel={() => {
          setConfirmOpen(false);
        }}
        onConfirm={() => {
          setConfirmOpen(false);
          void track(removeTarget, () => onRemove(removeTarget));
        }}
      />
    </>
  );
}
