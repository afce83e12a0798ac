/**
 * What surrounds the memorial page: its side menu, the dialogs the menu and the page's buttons
 * open, and the page's questions. Memoised, with only values and stable functions for props: a
 * keystroke in edit mode changes the draft, not the menu, so the closed menu and dialogs are not
 * rendered again for it (on a phone that was most of a keystroke's time).
 */
import type { Profile } from "@memorial/api-client";
import type { PlanChoiceProfile } from "@memorial/domain";
import { MakePublicQuestion, SideMenu } from "@memorial/ui/menu";
import { useNavigate } from "@tanstack/react-router";
import { memo, type Dispatch, type ReactNode, type SetStateAction } from "react";
import type { UserKey } from "../../core/auth-session";
import { PageAddressDialog } from "./address-setting";
import { PageConfirmations } from "./page-confirmations";
import { usePublicToggle, useSignOut } from "./use-page-actions";
import type { usePageEditing } from "./use-page-editing";
import { useSearchableToggle } from "./use-searchable-toggle";

/**
 * The page's dialogs; `"report"` is 'Iets op deze pagina melden' (readers who do not manage it),
 * `"delete"` is 'Pagina verwijderen' (the owner).
 */
export type PageDialog = "access" | "payment" | "qr" | "extend" | "upgrade" | "report" | "delete";

/** What the page tells its dialogs slot: which one is open, and what they need. */
export interface PageDialogsContext {
  profileId: string;
  profile: Profile;
  /** The plans offered follow the kinds of sections on screen (an added video leaves silver). */
  planProfile: PlanChoiceProfile & Pick<Profile, "id">;
  isManager: boolean;
  isAuthenticated: boolean;
  open: PageDialog | null;
  onClose: () => void;
  /** Managers: 'Pagina publiek maken' (the question with the hidden sections, then the switch). */
  onMakePublic: () => void;
  /** Opens another of the page's dialogs (e.g. 'Delen' → access to invite people). */
  openDialog: (dialog: PageDialog) => void;
}

type Editing = ReturnType<typeof usePageEditing>;

export interface PageChromeProps {
  profileId: string;
  user: UserKey;
  profile: Profile;
  planProfile: PageDialogsContext["planProfile"];
  isManager: boolean;
  isAuthenticated: boolean;
  email: string | undefined;
  /** A manager of a bought plan: 'Pagina verlengen'. */
  bought: boolean;
  /** A manager who may move to a higher plan: 'Overstappen'. */
  mayUpgrade: boolean;
  hiddenSections: number;
  sectionCount: number;
  /** What is open, with its setter (the page's own buttons open the menu and dialogs too). */
  menuOpen: boolean;
  setMenuOpen: Dispatch<SetStateAction<boolean>>;
  dialog: PageDialog | null;
  setDialog: Dispatch<SetStateAction<PageDialog | null>>;
  addressOpen: boolean;
  setAddressOpen: Dispatch<SetStateAction<boolean>>;
  askPublic: boolean;
  setAskPublic: Dispatch<SetStateAction<boolean>>;
  /** The edit, by its values and its stable functions (never the draft). */
  editMode: boolean;
  editSaving: boolean;
  conflict: boolean;
  startEditing: Editing["start"];
  reapplyOnLatest: Editing["reapplyOnLatest"];
  discardForLatest: Editing["discardForLatest"];
  followOwnChange: Editing["followOwnChange"];
  /** Leaving with unsaved changes was stopped: go on, or stay. */
  leaveAsked: boolean;
  onLeave: (() => void) | undefined;
  onStay: (() => void) | undefined;
  dialogs: ((page: PageDialogsContext) => ReactNode) | undefined;
  onManageCondolences: (() => void) | undefined;
  onKeepPage: (() => void) | undefined;
}

export const PageChrome = memo(function PageChrome({
  profileId,
  user,
  profile,
  planProfile,
  isManager,
  isAuthenticated,
  email,
  bought,
  mayUpgrade,
  hiddenSections,
  sectionCount,
  menuOpen,
  setMenuOpen,
  dialog,
  setDialog,
  addressOpen,
  setAddressOpen,
  askPublic,
  setAskPublic,
  editMode,
  editSaving,
  conflict,
  startEditing,
  reapplyOnLatest,
  discardForLatest,
  followOwnChange,
  leaveAsked,
  onLeave,
  onStay,
  dialogs,
  onManageCondolences,
  onKeepPage,
}: PageChromeProps) {
  const navigate = useNavigate();
  const publicToggle = usePublicToggle(user, profileId, followOwnChange);
  const searchable = useSearchableToggle(user, profileId, profile.isSearchable, followOwnChange);
  const signOut = useSignOut(user);
  const open = (which: PageDialog) => () => {
    setDialog(which);
  };
  return (
    <>
      <SideMenu
        open={menuOpen}
        onClose={() => {
          setMenuOpen(false);
        }}
        isAuthenticated={isAuthenticated}
        {...(email === undefined ? {} : { userEmail: email })}
        isManager={isManager}
        plan={profile.plan}
        planEndsAt={profile.planEndsAt}
        isBlocked={profile.isBlocked}
        editMode={editMode}
        isPublic={profile.isPublic}
        hiddenSections={hiddenSections}
        sectionCount={sectionCount}
        savingPublic={publicToggle.saving || editSaving}
        onHome={() => {
          void navigate({ to: "/" });
        }}
        onShare={open("qr")}
        onReport={isManager ? undefined : open("report")}
        searchable={isManager ? searchable : undefined}
        onEdit={startEditing}
        onManageAccess={open("access")}
        onManageCondolences={isManager ? onManageCondolences : undefined}
        onKeepPage={isManager ? onKeepPage : undefined}
        onDeletePage={isManager ? open("delete") : undefined}
        onAddress={
          isManager
            ? () => {
                setAddressOpen(true);
              }
            : undefined
        }
        onActivate={open("payment")}
        onExtend={bought ? open("extend") : undefined}
        onUpgrade={mayUpgrade ? open("upgrade") : undefined}
        onPublicChange={publicToggle.change}
        onChangePassword={() => {
          void navigate({ to: "/change-password" });
        }}
        onSignOut={signOut.start}
        onSignIn={() => {
          void navigate({ to: "/login", search: { redirect: `/${profileId}` } });
        }}
      />
      {dialogs?.({
        profileId,
        profile,
        planProfile,
        isManager,
        isAuthenticated,
        open: dialog,
        onClose: () => {
          setDialog(null);
        },
        onMakePublic: () => {
          setAskPublic(true);
        },
        openDialog: setDialog,
      })}
      {isManager ? (
        <PageAddressDialog
          open={addressOpen}
          onClose={() => {
            setAddressOpen(false);
          }}
          user={user}
          profile={profile}
        />
      ) : null}
      <MakePublicQuestion
        open={askPublic}
        hiddenSections={hiddenSections}
        sectionCount={sectionCount}
        onConfirm={() => {
          setAskPublic(false);
          publicToggle.change(true);
        }}
        onCancel={() => {
          setAskPublic(false);
        }}
      />
      <PageConfirmations
        conflict={{
          open: conflict,
          onReapply: () => {
            void reapplyOnLatest();
          },
          onDiscard: () => {
            void discardForLatest();
          },
        }}
        leave={{
          open: leaveAsked,
          onLeave: () => {
            onLeave?.();
          },
          onStay: () => {
            onStay?.();
          },
        }}
        signOut={{ open: signOut.asking, onConfirm: signOut.confirm, onCancel: signOut.cancel }}
      />
    </>
  );
});
