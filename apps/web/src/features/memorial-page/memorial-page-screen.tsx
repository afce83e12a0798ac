import type { Profile } from "@memorial/api-client";
import { availablePlans } from "@memorial/domain";
import { ConfirmDialog } from "@memorial/ui/dialogs";
import { SideMenu, SideMenuButton } from "@memorial/ui/menu";
import { BlockedNotice } from "@memorial/ui/page";
import { showToast } from "@memorial/ui/provider";
import { EditBar } from "@memorial/ui/sections";
import { useQueryClient, useSuspenseQuery } from "@tanstack/react-query";
import { useBlocker, useNavigate, useRouteContext } from "@tanstack/react-router";
import { lazy, Suspense, useCallback, useEffect, useState, type ReactNode } from "react";
import { useAuthState, useUserKey } from "../../app/use-auth";
import { apiErrorMessage } from "../../texts/errors";
import { memorialPageTexts } from "../../texts/memorial-page";
import {
  Alert,
  Button,
  Center,
  HStack,
  Spinner,
  Text,
  VisuallyHidden,
  VStack,
} from "../../ui/layout";
import { ManageAccessDialog } from "../access";
import { ActivatePageDialog } from "../payment";
import { PageQrDialog } from "../qr";
import { MemorialView } from "../visitor-view";
import { draftStore } from "./drafts";
import { liveSections } from "./editor-state";
import { PageFooter, PageFrame, toWireProfile } from "./page-frame";
import {
  memorialPageKeys,
  memorialPageQuery,
  setPagePublic,
  type MemorialPageData,
} from "./queries";
import { usePageEditing } from "./use-page-editing";

const texts = memorialPageTexts;

/** The editors are loaded only when Bewerken is pressed (never for a visitor). */
const PageEditor = lazy(() => import("./page-editor"));

type Dialog = "access" | "payment" | "qr" | null;

function BlockedForVisitor() {
  return (
    <VStack gap="3" textAlign="center" py={{ base: "12", md: "20" }} maxWidth="34rem" mx="auto">
      <Text as="h1" fontFamily="serif" fontSize={{ base: "2xl", md: "3xl" }}>
        {texts.unavailable.title}
      </Text>
      <Text color="fg.muted" fontSize="lg">
        {texts.unavailable.text}
      </Text>
    </VStack>
  );
}

function EditorLoading() {
  return (
    <Center py="16" role="status">
      <Spinner size="lg" color="dusk.solid" />
      <VisuallyHidden>{texts.editorLoading}</VisuallyHidden>
    </Center>
  );
}

function DraftOffer({ onResume, onDiscard }: { onResume: () => void; onDiscard: () => void }) {
  return (
    <Alert.Root status="warning" mb="4" alignItems="flex-start">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{texts.draft.restoredTitle}</Alert.Title>
        <Alert.Description>
          <Text mb="3">{texts.draft.offerText}</Text>
          <HStack gap="2" flexWrap="wrap">
            <Button size="sm" onClick={onResume}>
              {texts.draft.resume}
            </Button>
            <Button size="sm" variant="outline" onClick={onDiscard}>
              {texts.draft.discard}
            </Button>
          </HStack>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

function Notice({
  title,
  text,
  children,
}: {
  title?: string;
  text: string;
  children?: React.ReactNode;
}) {
  return (
    <Alert.Root status="warning" mb="4" alignItems="flex-start">
      <Alert.Indicator />
      <Alert.Content>
        {title === undefined ? null : <Alert.Title>{title}</Alert.Title>}
        <Alert.Description>
          <Text>{text}</Text>
          {children}
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

/** The page with a name to show (an unnamed page still has one heading). */
function withDisplayName(profile: Profile): Profile {
  return profile.name.trim() === "" ? { ...profile, name: texts.untitled } : profile;
}

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
  /** Managers: 'Condoleances beheren' in the side menu (shown only when this is given). */
  onManageCondolences?: (() => void) | undefined;
}

/** /$profileId: a memorial page for visitors, viewers and managers (view and edit mode). */
export function MemorialPageScreen({
  profileId,
  register,
  onManageCondolences,
}: MemorialPageScreenProps) {
  const { api, auth } = useRouteContext({ from: "__root__" });
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const authState = useAuthState();
  const user = useUserKey();
  const { data } = useSuspenseQuery(memorialPageQuery(api, user, profileId));
  const { profile, isManager } = data;
  const editing = usePageEditing(data, user);
  const [menuOpen, setMenuOpen] = useState(false);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [savingPublic, setSavingPublic] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [askSignOut, setAskSignOut] = useState(false);
  const isAuthenticated = authState.status === "authenticated";
  const email = isAuthenticated ? (authState.email ?? undefined) : undefined;

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

  const onUploadingChange = useCallback((value: boolean) => {
    setUploading(value);
  }, []);

  const changePublic = async (isPublic: boolean) => {
    setSavingPublic(true);
    const before = queryClient.getQueryData<MemorialPageData>(
      memorialPageKeys.page(user, profileId),
    )?.etag;
    try {
      await setPagePublic(api, queryClient, user, profileId, isPublic);
      const after = queryClient.getQueryData<MemorialPageData>(
        memorialPageKeys.page(user, profileId),
      )?.etag;
      editing.followOwnChange(before, after);
    } catch (error) {
      console.warn("Changing the public flag failed:", error);
      showToast("error", apiErrorMessage("publicToggle", error));
    } finally {
      setSavingPublic(false);
    }
  };

  const signOut = async (force: boolean) => {
    if (
      !force &&
      user !== "anonymous" &&
      (await draftStore()
        .hasAny(user)
        .catch(() => false))
    ) {
      setAskSignOut(true);
      return;
    }
    if (user !== "anonymous")
      await draftStore()
        .removeAll(user)
        .catch(() => undefined);
    await auth.signOut();
  };

  /**
   * After a save refused for the session: a session the provider can still refresh saves at
   * once; an ended one is closed on this device (the draft stays, it is offered again after
   * signing in) and the user signs in again and comes back to this page. Leaving for the sign-in
   * screen asks nothing: nothing is lost.
   */
  const signInAgain = async () => {
    await editing.keepNow();
    const refreshed = await auth
      .fetchSession({ forceRefresh: true })
      .then((session) => session.tokens !== undefined)
      .catch(() => false);
    if (refreshed) {
      void editing.save();
      return;
    }
    await navigate({
      to: "/login",
      search: { redirect: `/${profileId}` },
      ignoreBlocker: true,
    });
  };

  const save = () => {
    if (uploading) {
      showToast("info", texts.waitForUpload);
      return;
    }
    void editing.save();
  };

  // Plans offered by the wizard follow the sections on screen (an added video leaves silver).
  const planProfile = {
    id: profile.id,
    plan: profile.plan,
    sections:
      editing.draft === null
        ? profile.sections
        : [...profile.sections, ...liveSections(editing.draft.sections)],
  };

  const menuButton = (
    <SideMenuButton
      expanded={menuOpen}
      onClick={() => {
        setMenuOpen(true);
      }}
    />
  );

  let page: React.ReactNode;
  if (profile.isBlocked && !isManager) {
    page = (
      <PageFrame menuButton={menuButton}>
        <BlockedForVisitor />
      </PageFrame>
    );
  } else if (editing.draft !== null) {
    page = (
      <PageFrame menuButton={menuButton}>
        {editing.restored ? (
          <Notice title={texts.draft.restoredTitle} text={texts.draft.restoredText} />
        ) : null}
        {editing.problem === "offline" ? <Notice text={texts.draft.offline} /> : null}
        {editing.problem === "session" ? (
          <Notice text={texts.draft.sessionExpired}>
            <Button
              mt="3"
              size="sm"
              onClick={() => {
                void signInAgain();
              }}
            >
              {texts.draft.signInAgain}
            </Button>
          </Notice>
        ) : null}
        <Suspense fallback={<EditorLoading />}>
          <PageEditor
            profileId={profileId}
            plan={profile.plan}
            draft={editing.draft}
            onChange={editing.update}
            onUploadingChange={onUploadingChange}
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
      </PageFrame>
    );
  } else {
    const empty = profile.sections.length === 0 && profile.name.trim() === "";
    const notice = profile.isBlocked ? (
      <BlockedNotice
        {...(availablePlans(profile).length > 0
          ? {
              onActivate: () => {
                setDialog("payment");
              },
            }
          : {})}
      />
    ) : editing.offered !== null ? (
      <DraftOffer onResume={editing.resume} onDiscard={editing.discardOffered} />
    ) : empty && isManager ? (
      <Text textAlign="center" color="fg.muted">
        {texts.emptyPageManager}
      </Text>
    ) : undefined;
    page = (
      <MemorialView
        profile={toWireProfile(withDisplayName(profile))}
        publicOnly={!isAuthenticated}
        menuButton={menuButton}
        {...(notice === undefined ? {} : { notice })}
        {...(register === undefined
          ? {}
          : {
              register: register({
                profile,
                isManager,
                onActivate: () => {
                  setDialog("payment");
                },
              }),
            })}
        footer={<PageFooter />}
      />
    );
  }

  return (
    <>
      {page}
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
        editMode={editing.editing}
        isPublic={profile.isPublic}
        savingPublic={savingPublic || editing.saving}
        onHome={() => {
          void navigate({ to: "/" });
        }}
        onQrCode={() => {
          setDialog("qr");
        }}
        onEdit={editing.start}
        onManageAccess={() => {
          setDialog("access");
        }}
        onManageCondolences={isManager ? onManageCondolences : undefined}
        onActivate={() => {
          setDialog("payment");
        }}
        onPublicChange={(isPublic) => {
          void changePublic(isPublic);
        }}
        onChangePassword={() => {
          void navigate({ to: "/change-password" });
        }}
        onSignOut={() => {
          void signOut(false);
        }}
        onSignIn={() => {
          void navigate({ to: "/login", search: { redirect: `/${profileId}` } });
        }}
      />
      {isManager ? (
        <>
          <ManageAccessDialog
            open={dialog === "access"}
            onClose={() => {
              setDialog(null);
            }}
            profileId={profileId}
          />
          <ActivatePageDialog
            open={dialog === "payment"}
            onClose={() => {
              setDialog(null);
            }}
            profile={planProfile}
          />
        </>
      ) : null}
      {isAuthenticated ? (
        <PageQrDialog
          open={dialog === "qr"}
          onClose={() => {
            setDialog(null);
          }}
          profileId={profileId}
          pageName={profile.name}
        />
      ) : null}
      <ConfirmDialog
        open={editing.problem === "conflict"}
        title={texts.conflict.title}
        question={texts.conflict.text}
        confirmLabel={texts.conflict.reapply}
        cancelLabel={texts.conflict.discard}
        onConfirm={() => {
          void editing.reapplyOnLatest();
        }}
        onCancel={() => {
          void editing.discardForLatest();
        }}
      />
      <ConfirmDialog
        open={blocker.status === "blocked"}
        title={texts.leave.title}
        question={texts.leave.question}
        confirmLabel={texts.leave.confirm}
        cancelLabel={texts.leave.stay}
        destructive
        onConfirm={() => {
          blocker.proceed?.();
        }}
        onCancel={() => {
          blocker.reset?.();
        }}
      />
      <ConfirmDialog
        open={askSignOut}
        title={texts.signOutWithDraftTitle}
        question={texts.signOutWithDraft}
        confirmLabel={texts.signOutWithDraftConfirm}
        cancelLabel={texts.signOutWithDraftCancel}
        destructive
        onConfirm={() => {
          setAskSignOut(false);
          void signOut(true);
        }}
        onCancel={() => {
          setAskSignOut(false);
        }}
      />
    </>
  );
}
