import type { ProfilePlan } from "@memorial/domain";
import { showToast } from "@memorial/ui/provider";
import { EditBar } from "@memorial/ui/sections";
import { lazy, Suspense, useState } from "react";
import { memorialPageTexts as texts } from "../../texts/memorial-page";
import { Button } from "../../ui/layout";
import type { EditorDraft } from "./editor-state";
import { EditorLoading, Notice } from "./page-notices";
import type { usePageEditing } from "./use-page-editing";

/** The editors are loaded only when Bewerken is pressed (never for a visitor). */
const PageEditor = lazy(() => import("./page-editor"));

export interface EditModeProps {
  profileId: string;
  plan: ProfilePlan;
  draft: EditorDraft;
  editing: ReturnType<typeof usePageEditing>;
  /** 'Opnieuw inloggen' after a save refused for the session. */
  onSignInAgain: () => void;
  /** Brons: 'Overstappen naar Zilver' from the add-section panel's 'Video' and 'Audio'. */
  onUpgrade?: (() => void) | undefined;
}

/** Edit mode: the notices of the draft, the lazily loaded editors and the edit bar. */
export function EditMode({
  profileId,
  plan,
  draft,
  editing,
  onSignInAgain,
  onUpgrade,
}: EditModeProps) {
  const [uploading, setUploading] = useState(false);
  const save = () => {
    if (uploading) {
      showToast("info", texts.waitForUpload);
      return;
    }
    void editing.save();
  };
  return (
    <>
      {editing.restored ? (
        <Notice title={texts.draft.restoredTitle} text={texts.draft.restoredText} />
      ) : null}
      {editing.problem === "offline" ? <Notice text={texts.draft.offline} /> : null}
      {editing.problem === "session" ? (
        <Notice text={texts.draft.sessionExpired}>
          <Button mt="3" size="sm" onClick={onSignInAgain}>
            {texts.draft.signInAgain}
          </Button>
        </Notice>
      ) : null}
      <Suspense fallback={<EditorLoading />}>
        <PageEditor
          profileId={profileId}
          plan={plan}
          draft={draft}
          onChange={editing.update}
          onUploadingChange={setUploading}
          onUpgrade={onUpgrade}
          problemsShownFor={editing.problemsShownFor}
        />
      </Suspense>
      <EditBar
        saving={editing.saving}
        dirty={editing.dirty}
        onCancel={() => {
          editing.cancel();
        }}
        onSave={save}
      />
    </>
  );
}
