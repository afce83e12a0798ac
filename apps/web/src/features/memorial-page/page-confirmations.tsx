import { ConfirmDialog } from "@memorial/ui/dialogs";
import { memorialPageTexts as texts } from "../../texts/memorial-page";

export interface PageConfirmationsProps {
  /** A save met a newer version: apply the changes to it, or drop them for it. */
  conflict: { open: boolean; onReapply: () => void; onDiscard: () => void };
  /** Leaving with unsaved changes. */
  leave: { open: boolean; onLeave: () => void; onStay: () => void };
  /** Signing out while drafts are kept on this device. */
  signOut: { open: boolean; onConfirm: () => void; onCancel: () => void };
}

/**
 * The page's three questions: an edit conflict, leaving unsaved changes, signing out with drafts.
 * Each names its action on its buttons.
 */
export function PageConfirmations({ conflict, leave, signOut }: PageConfirmationsProps) {
  return (
    <>
      <ConfirmDialog
        open={conflict.open}
        title={texts.conflict.title}
        question={texts.conflict.text}
        confirmLabel={texts.conflict.reapply}
        cancelLabel={texts.conflict.discard}
        onConfirm={conflict.onReapply}
        onCancel={conflict.onDiscard}
      />
      <ConfirmDialog
        open={leave.open}
        title={texts.leave.title}
        question={texts.leave.question}
        confirmLabel={texts.leave.confirm}
        cancelLabel={texts.leave.stay}
        destructive
        onConfirm={leave.onLeave}
        onCancel={leave.onStay}
      />
      <ConfirmDialog
        open={signOut.open}
        title={texts.signOutWithDraftTitle}
        question={texts.signOutWithDraft}
        confirmLabel={texts.signOutWithDraftConfirm}
        cancelLabel={texts.signOutWithDraftCancel}
        destructive
        onConfirm={signOut.onConfirm}
        onCancel={signOut.onCancel}
      />
    </>
  );
}
