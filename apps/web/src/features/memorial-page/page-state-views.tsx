import { useQueryErrorResetBoundary } from "@tanstack/react-query";
import { Link, useRouter, type ErrorComponentProps } from "@tanstack/react-router";
import { isApiError, isNotFound, isPageDeleted } from "@memorial/api-client";
import { useEffect, type ComponentProps } from "react";
import { RootLayout } from "../../core/root-layout";
import { isOfflineError } from "../../core/offline";
import { OfflineView } from "../../core/offline-view";
import { StateView as AppStateView, NotFoundView } from "../../core/state-views";
import { useAuthState } from "../../core/use-auth";
import { memorialPageTexts } from "../../texts/memorial-page";
import { notPublicTexts } from "../../texts/not-public";
import { pageDeletedTexts } from "../../texts/page-deleted";
import { Box, Button, LinkButton, Skeleton, SkeletonCircle, Stack } from "../../ui/layout";
import { PageFrame } from "./page-frame";

const texts = memorialPageTexts;

/** A state view of the memorial page, inside the page's own frame. */
function StateView(props: ComponentProps<typeof AppStateView>) {
  return (
    <PageFrame>
      <AppStateView {...props} />
    </PageFrame>
  );
}

/**
 * 'Niet gevonden': the page does not exist or this visitor may not see it. The app's one
 * not-found view, with the app's header (the same design as any unknown address).
 */
export function PageNotFound() {
  return (
    <RootLayout>
      <NotFoundView />
    </RootLayout>
  );
}

/**
 * A page that exists but is not public yet, opened by its id: a calm line without the name, and
 * 'Inloggen' that comes back to this page afterwards.
 */
export function PageNotPublic() {
  const state = useAuthState();
  const signedIn = state.status === "authenticated";
  const here =
    typeof window === "undefined" ? "/" : `${window.location.pathname}${window.location.search}`;
  return (
    <RootLayout>
      <AppStateView
        title={notPublicTexts.title}
        text={signedIn ? notPublicTexts.signedInText : notPublicTexts.text}
        documentTitle={notPublicTexts.documentTitle}
      >
        {signedIn ? (
          <LinkButton asChild variant="outline">
            <Link to="/">{notPublicTexts.home}</Link>
          </LinkButton>
        ) : (
          <LinkButton asChild>
            <Link to="/login" search={{ redirect: here }}>
              {notPublicTexts.signIn}
            </Link>
          </LinkButton>
        )}
      </AppStateView>
    </RootLayout>
  );
}

/**
 * A page its owner deleted (the API's 410 `page_deleted`): one calm line, never 'Niet
 * gevonden', and a way on.
 */
export function PageDeleted() {
  return (
    <RootLayout>
      <AppStateView
        title={pageDeletedTexts.title}
        text={pageDeletedTexts.text}
        documentTitle={pageDeletedTexts.documentTitle}
      >
        <LinkButton asChild variant="outline">
          <Link to="/">{pageDeletedTexts.home}</Link>
        </LinkButton>
      </AppStateView>
    </RootLayout>
  );
}

/** The API's answer for a page that exists but that this reader may not read. */
export function isNotPublic(error: unknown): boolean {
  return isApiError(error) && error.status === 404 && error.code === "not_public";
}

/** 'Onbekende fout', with a retry that reloads the page's data. */
export function PageUnknownError({ reset }: { reset?: () => void }) {
  const router = useRouter();
  const queryReset = useQueryErrorResetBoundary();
  return (
    <StateView title={texts.unknownError.title} text={texts.unknownError.text}>
      <Button
        onClick={() => {
          queryReset.reset();
          reset?.();
          void router.invalidate();
        }}
      >
        {texts.actions.retry}
      </Button>
      <LinkButton asChild variant="outline">
        <Link to="/">{texts.actions.home}</Link>
      </LinkButton>
    </StateView>
  );
}

/**
 * The route's error component: a deleted page says so, 404 is the not-found view, anything else
 * the unknown error.
 */
export function MemorialPageError({ error, reset }: ErrorComponentProps) {
  const offline = isOfflineError(error);
  useEffect(() => {
    if (!isNotFound(error) && !isPageDeleted(error) && !offline) {
      console.warn("Loading the memorial page failed:", error);
    }
  }, [error, offline]);
  if (isPageDeleted(error)) return <PageDeleted />;
  if (offline) {
    return (
      <RootLayout>
        <OfflineView reset={reset} />
      </RootLayout>
    );
  }
  if (isNotPublic(error)) return <PageNotPublic />;
  return isNotFound(error) ? <PageNotFound /> : <PageUnknownError reset={reset} />;
}

/**
 * Placeholders in the shape of the visitor view (menu row, portrait, name, dates, text) while
 * the page loads, so nothing moves when it arrives.
 */
export function MemorialPageSkeleton() {
  return (
    <PageFrame menuButton={<Box boxSize="10" />}>
      <Stack
        role="status"
        aria-label={texts.loading}
        aria-busy="true"
        align="center"
        gap={{ base: "4", md: "5" }}
        pt={{ base: "2", md: "6" }}
        pb={{ base: "8", md: "12" }}
      >
        <SkeletonCircle size={{ base: "160px", md: "224px" }} />
        <Skeleton height={{ base: "2.6rem", md: "3.75rem" }} width="70%" mt="2" />
        <Skeleton height="6" width="50%" />
      </Stack>
      <Stack gap="3">
        <Skeleton height="4" />
        <Skeleton height="4" />
        <Skeleton height="4" width="85%" />
      </Stack>
    </PageFrame>
  );
}
