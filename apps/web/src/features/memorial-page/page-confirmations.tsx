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

/** The page's three questions: an edit conflict, leaving unsaved changes, signing out with drafts. */
export function PageConfirmations({ conflict, leave, signOut }: PageConfirmationsProps) {
  return (
    <>
      <ConfirmDialog
        open={conflict.open}
        question={`${texts.conflict.title}. ${texts.conflict.text}`}
        onConfirm={conflict.onReapply}
        onCancel={conflict.onDiscard}
      />
      <ConfirmDialog
        open={leave.open}
        question={texts.leave.question}
        onConfirm={leave.onLeave}
        onCancel={leave.onStay}
      />
      <ConfirmDialog
        open={signOut.open}
        question={texts.signOutWithDraft}
        onConfirm={signOut.onConfirm}
        onCancel={signOut.onCancel}
      />
    </>
  );
}
