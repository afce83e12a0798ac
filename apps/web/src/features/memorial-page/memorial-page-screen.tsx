import type { Profile } from "@memorial/api-client";
import { availablePlans, canUpgrade } from "@memorial/domain";
import { SideMenuButton } from "@memorial/ui/menu";
import { BlockedNotice, RestingPageNotice } from "@memorial/ui/page";
import {
  contentSectionCount,
  hiddenSectionCount,
  MemorialView,
  RestingNotice,
} from "@memorial/ui/view";
import { useQueryClient, useSuspenseQuery } from "@tanstack/react-query";
import { useBlocker, useRouteContext } from "@tanstack/react-router";
import { useEffect, useMemo, useState, type ReactNode } from "react";
import { useAuthState, useUserKey } from "../../core/use-auth";
import { memorialPageTexts as texts } from "../../texts/memorial-page";
import { mediaAssets } from "../../ui/media-assets";
import { forgetMenuTapBeforeApp, menuTappedBeforeApp } from "../../core/visitor-handoff";
import { Text, VStack } from "../../ui/layout";
import { EditMode } from "./edit-mode";
import { liveSections } from "./editor-state";
import { PageActions } from "./page-actions";
import { PageChrome, type PageDialog, type PageDialogsContext } from "./page-chrome";
import { PageFooter, PageFrame, toWireProfile } from "./page-frame";
import { BlockedForVisitor, DraftOffer } from "./page-notices";
import { memorialPageKeys, memorialPageQuery } from "./queries";
import { useSignInAgain } from "./use-page-actions";
import { usePageEditing } from "./use-page-editing";

/** What the page tells a slot plugged into it (the condolence register). */
export interface PageSlotContext {
  profile: Profile;
  isManager: boolean;
  /** Managers: opens 'Pagina activeren'. */
  onActivate: () => void;
}

export interface MemorialPageScreenProps {
  profileId: string;
  /** Near the bottom of the page in view mode (the route plugs in the condolence register). */
  register?: ((page: PageSlotContext) => ReactNode) | undefined;
  /** Managers, in view mode: a notice of another feature (a hand-over waiting for them). */
  managerNotice?: ((page: PageSlotContext) => ReactNode) | undefined;
  /** The side menu's dialogs: access, activation (payment) and the QR code. */
  dialogs?: ((page: PageDialogsContext) => ReactNode) | undefined;
  /** Managers: 'Berichten beheren' in the side menu (shown only when this is given). */
  onManageCondolences?: (() => void) | undefined;
  /** Managers: 'Pagina downloaden of afdrukken' in the side menu (shown only when given). */
  onKeepPage?: (() => void) | undefined;
  /**
   * Arrived through the reminders' link (`?plan=verlengen`): a manager of a bought plan gets
   * 'Pagina verlengen' (of a trial page: 'Pagina activeren'); anyone else just the page.
   * `onExtendOpened` is called once it has been handled, to drop the parameter.
   */
  openExtend?: boolean;
  onExtendOpened?: (() => void) | undefined;
}

/** Nothing on the page yet: no name, dates, portrait or sections (a new page). */
function isEmptyPage(profile: Profile): boolean {
  return (
    profile.name.trim() === "" &&
    profile.dateOfBirth === null &&
    profile.dateOfDeath === null &&
    (profile.profilePicture ?? "") === "" &&
    profile.sections.length === 0
  );
}

/** /$profileId: a memorial page for visitors, viewers and managers (view and edit mode). */
export function MemorialPageScreen({
  profileId,
  register,
  managerNotice,
  dialogs,
  onManageCondolences,
  onKeepPage,
  openExtend = false,
  onExtendOpened,
}: MemorialPageScreenProps) {
  const { api } = useRouteContext({ from: "__root__" });
  const queryClient = useQueryClient();
  const authState = useAuthState();
  const user = useUserKey();
  const { data } = useSuspenseQuery(memorialPageQuery(api, user, profileId));
  const { profile, isManager } = data;
  // A new (empty) page opens in edit mode for its managers: there is nothing to view yet.
  const editing = usePageEditing(data, user, {
    startEditing: isManager && !profile.isBlocked && isEmptyPage(profile),
  });
  const signInAgain = useSignInAgain(profileId, {
    keepNow: editing.keepNow,
    save: editing.save,
  });
  // Open at once when the manager tapped the server-rendered page's menu button before the app
  // took over (src/core/visitor-handoff.ts).
  const [menuOpen, setMenuOpen] = useState(menuTappedBeforeApp);
  useEffect(() => {
    // A tap that landed after the first look and before the markup was replaced.
    if (menuTappedBeforeApp()) setMenuOpen(true);
    forgetMenuTapBeforeApp();
  }, []);
  const [dialog, setDialog] = useState<PageDialog | null>(null);
  const [addressOpen, setAddressOpen] = useState(false);
  const [askPublic, setAskPublic] = useState(false);
  const isAuthenticated = authState.status === "authenticated";
  const email = isAuthenticated ? (authState.email ?? undefined) : undefined;
  const openPayment = () => {
    setDialog("payment");
  };
  const openExtendDialog = () => {
    setDialog("extend");
  };
  const bought = isManager && profile.plan !== "trial" && profile.planEndsAt !== null;
  const mayUpgrade =
    isManager &&
    profile.planEndsAt !== null &&
    canUpgrade(profile.plan, profile.planEndsAt.toISOString(), new Date());
  // The reminders' link: open 'Pagina verlengen' once for a manager, then drop the parameter.
  useEffect(() => {
    if (!openExtend) return;
    if (isManager) setDialog(profile.plan === "trial" ? "payment" : "extend");
    onExtendOpened?.();
  }, [openExtend, isManager, profile.plan, onExtendOpened]);
  // One share action for the page's 'Delen' button and the side menu's item.
  const openShare = () => {
    setDialog("qr");
  };

  // The plans offered follow the kinds of sections on screen (an added video leaves silver); a
  // keystroke or a move changes none of them, so the page's dialogs are not rendered again.
  const sectionKinds = [
    ...new Set(
      [
        ...profile.sections,
        ...(editing.draft === null ? [] : liveSections(editing.draft.sections)),
      ].map((section) => section.type),
    ),
  ]
    .sort()
    .join(" ");
  const planProfile = useMemo(
    () => ({
      id: profile.id,
      plan: profile.plan,
      sections: sectionKinds === "" ? [] : sectionKinds.split(" ").map((type) => ({ type })),
    }),
    [profile.id, profile.plan, sectionKinds],
  );

  const [hiddenSections, sectionCount] = useMemo(() => {
    const wire = toWireProfile(profile);
    return [hiddenSectionCount(wire), contentSectionCount(wire)];
  }, [profile]);
  const shownName = editing.draft?.name ?? profile.name;
  useEffect(() => {
    document.title = texts.documentTitle(shownName);
  }, [shownName]);

  // Coming back to the page (from the payment page, another tab): show its current state.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) {
        void queryClient.invalidateQueries({ queryKey: memorialPageKeys.page(user, profileId) });
      }
    };
    window.addEventListener("pageshow", onPageShow);
    return () => {
      window.removeEventListener("pageshow", onPageShow);
    };
  }, [queryClient, user, profileId]);

  // Leaving with unsaved changes asks first (in-app navigation and the browser's unload).
  const blocker = useBlocker({
    shouldBlockFn: () => editing.dirty && !editing.saving,
    enableBeforeUnload: () => editing.dirty,
    withResolver: true,
  });

  const menuButton = (
    <SideMenuButton
      expanded={menuOpen}
      onClick={() => {
        setMenuOpen(true);
      }}
    />
  );

  let page: ReactNode;
  // A page whose trial ended says so; a bought page whose paid period ended rests: visitors keep
  // its name, dates and portrait with one calm line.
  if (profile.isBlocked && !isManager && profile.plan === "trial") {
    page = (
      <PageFrame menuButton={menuButton}>
        <BlockedForVisitor />
      </PageFrame>
    );
  } else if (editing.draft !== null) {
    page = (
      <PageFrame menuButton={menuButton}>
        <EditMode
          profileId={profileId}
          plan={profile.plan}
          draft={editing.draft}
          editing={editing}
          onSignInAgain={() => {
            void signInAgain();
          }}
          onUpgrade={
            mayUpgrade
              ? () => {
                  setDialog("upgrade");
                }
              : undefined
          }
        />
      </PageFrame>
    );
  } else {
    const empty = isEmptyPage(profile);
    const notice = profile.isBlocked ? (
      profile.plan !== "trial" ? (
        isManager ? (
          <RestingPageNotice onExtend={openExtendDialog} />
        ) : (
          <RestingNotice />
        )
      ) : (
        <BlockedNotice
          {...(availablePlans(profile).length > 0 ? { onActivate: openPayment } : {})}
        />
      )
    ) : editing.offered !== null ? (
      <DraftOffer onResume={editing.resume} onDiscard={editing.discardOffered} />
    ) : empty && isManager ? (
      <Text textAlign="center" color="fg.muted">
        {texts.emptyPageManager}
      </Text>
    ) : undefined;
    const slotNotice =
      isManager && managerNotice !== undefined
        ? managerNotice({ profile, isManager, onActivate: openPayment })
        : undefined;
    const notices =
      notice !== undefined && slotNotice !== undefined ? (
        <VStack gap="4" align="stretch">
          {slotNotice}
          {notice}
        </VStack>
      ) : (
        (slotNotice ?? notice)
      );
    const wire = toWireProfile(profile);
    page = (
      <MemorialView
        profile={wire}
        mediaAssets={mediaAssets}
        publicOnly={!isAuthenticated}
        menuButton={menuButton}
        {...(isManager ? { unnamedLabel: texts.unnamed, markHiddenSections: true } : {})}
        {...(isManager && !profile.isBlocked
          ? {
              actions: (
                <PageActions
                  onEdit={editing.start}
                  onShare={openShare}
                  {...(profile.plan === "trial" && availablePlans(profile).length > 0
                    ? { onActivate: openPayment }
                    : {})}
                />
              ),
            }
          : {})}
        {...(notices === undefined ? {} : { notice: notices })}
        {...(register === undefined
          ? {}
          : { register: register({ profile, isManager, onActivate: openPayment }) })}
        footer={<PageFooter />}
      />
    );
  }

  return (
    <>
      {page}
      <PageChrome
        profileId={profileId}
        user={user}
        profile={profile}
        planProfile={planProfile}
        isManager={isManager}
        isAuthenticated={isAuthenticated}
        email={email}
        bought={bought}
        mayUpgrade={mayUpgrade}
        hiddenSections={hiddenSections}
        sectionCount={sectionCount}
        menuOpen={menuOpen}
        setMenuOpen={setMenuOpen}
        dialog={dialog}
        setDialog={setDialog}
        addressOpen={addressOpen}
        setAddressOpen={setAddressOpen}
        askPublic={askPublic}
        setAskPublic={setAskPublic}
        editMode={editing.editing}
        editSaving={editing.saving}
        conflict={editing.problem === "conflict"}
        startEditing={editing.start}
        reapplyOnLatest={editing.reapplyOnLatest}
        discardForLatest={editing.discardForLatest}
        followOwnChange={editing.followOwnChange}
        leaveAsked={blocker.status === "blocked"}
        onLeave={blocker.proceed}
        onStay={blocker.reset}
        dialogs={dialogs}
        onManageCondolences={onManageCondolences}
        onKeepPage={onKeepPage}
      />
    </>
  );
}
