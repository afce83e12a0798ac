/**
 * The memorial page as the app shows it: the page feature with what other features plug into
 * its slots (the condolence register, and the access, payment and 'Delen' dialogs of its side
 * menu and its buttons). Features never import each other (lint: import-x/no-restricted-paths); they meet here
 * and in src/routes.
 */
import { useNavigate, useRouteContext } from "@tanstack/react-router";
import { lazy, Suspense } from "react";
import { useUserKey } from "../core/use-auth";
import { ManageAccessDialog, PageDeletionDialog, PageHandoverNotice } from "../features/access";
import { PageRegister } from "../features/condolences";
import { FollowBlock } from "../features/followers";
import { MemorialPageScreen, type PageDialogsContext } from "../features/memorial-page";
import { ActivatePageDialog, ChangePlanDialog, PaymentReturnNotice } from "../features/payment";
import { AppShareDialog } from "../features/sharing";

// 'Iets op deze pagina melden': its code comes when a reader chooses it.
const PageReportDialog = lazy(() =>
  import("../features/condolences/page-report").then((m) => ({ default: m.AppPageReport })),
);

/**
 * The page's dialogs: access, activation and deletion for managers, 'Delen' (`"qr"`) for
 * everyone, 'Iets op deze pagina melden' (`"report"`) for readers who do not manage the page.
 */
function PageDialogs({
  profileId,
  profile,
  planProfile,
  isManager,
  isAuthenticated,
  open,
  onClose,
  onMakePublic,
  openDialog,
}: PageDialogsContext) {
  const navigate = useNavigate();
  return (
    <>
      {isManager ? (
        <>
          <ManageAccessDialog open={open === "access"} onClose={onClose} profileId={profileId} />
          <PageDeletionDialog
            open={open === "delete"}
            onClose={onClose}
            profile={profile}
            onKeepsake={() => {
              onClose();
              void navigate({ to: "/$profileId/bewaren", params: { profileId } });
            }}
          />
          <ActivatePageDialog open={open === "payment"} onClose={onClose} profile={planProfile} />
          <ChangePlanDialog
            change={open === "extend" || open === "upgrade" ? open : null}
            onClose={onClose}
            profile={profile}
          />
          {/* Back from the payment page: the outcome, named. */}
          <PaymentReturnNotice profile={profile} onMakePublic={onMakePublic} />
        </>
      ) : null}
      {open === "report" && !isManager ? (
        <Suspense fallback={null}>
          <PageReportDialog profileId={profile.id} onClose={onClose} />
        </Suspense>
      ) : null}
      <AppShareDialog
        open={open === "qr"}
        onClose={onClose}
        profile={profile}
        isManager={isManager}
        isAuthenticated={isAuthenticated}
        onMakePublic={onMakePublic}
        onInvite={() => {
          openDialog("access");
        }}
        onActivate={() => {
          openDialog("payment");
        }}
      />
    </>
  );
}

/** /$profileId: the page, its register and its dialogs. */
export function ComposedMemorialPage({
  profileId,
  openExtend = false,
  onExtendOpened,
}: {
  profileId: string;
  /** Arrived through `?plan=verlengen`: managers get 'Pagina verlengen' at once. */
  openExtend?: boolean;
  onExtendOpened?: () => void;
}) {
  const navigate = useNavigate();
  const { api } = useRouteContext({ from: "__root__" });
  const user = useUserKey();
  const manageCondolences = () => {
    void navigate({ to: "/$profileId/condoleances", params: { profileId } });
  };
  return (
    <MemorialPageScreen
      profileId={profileId}
      openExtend={openExtend}
      onExtendOpened={onExtendOpened}
      register={({ profile, isManager }) => (
        <>
          <PageRegister
            profileId={profileId}
            personName={profile.name}
            isBlocked={profile.isBlocked}
            isManager={isManager}
            onManage={manageCondolences}
          />
          {/* 'Op de hoogte blijven' for the page's visitors; managers hear of it otherwise. */}
          {profile.isPublic && !profile.isBlocked && !isManager ? (
            <FollowBlock api={api} user={user} profileId={profileId} personName={profile.name} />
          ) : null}
        </>
      )}
      managerNotice={() => <PageHandoverNotice profileId={profileId} />}
      dialogs={(page) => <PageDialogs {...page} />}
      onManageCondolences={manageCondolences}
      onKeepPage={() => {
        void navigate({ to: "/$profileId/bewaren", params: { profileId } });
      }}
    />
  );
}
