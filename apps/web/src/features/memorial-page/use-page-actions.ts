/**
 * What the page's side menu does besides navigating: the public flag (a server mutation), signing
 * out (asking first when drafts are kept on this device) and signing in again after a save was
 * refused for the session.
 */
import { setProfilePublic } from "@memorial/api-client";
import { showToast } from "@memorial/ui/provider";
import { dialogTexts } from "@memorial/ui/texts/dialogs";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate, useRouteContext } from "@tanstack/react-router";
import { useState } from "react";
import type { UserKey } from "../../core/auth-session";
import { apiErrorMessage } from "../../texts/errors";
import { draftStore } from "./drafts";
import { memorialPageKeys, type MemorialPageData } from "./queries";
import type { usePageEditing } from "./use-page-editing";

type Editing = ReturnType<typeof usePageEditing>;

/**
 * 'Publiek toegankelijk' on or off. The page is read again afterwards (its ETag changes with the
 * flag); an edit in progress follows that own change instead of seeing a conflict. Takes the
 * edit's stable functions, not the edit itself, so a keystroke leaves the side menu alone.
 */
export function usePublicToggle(
  user: UserKey,
  profileId: string,
  followOwnChange: Editing["followOwnChange"],
) {
  const { api } = useRouteContext({ from: "__root__" });
  const queryClient = useQueryClient();
  const key = memorialPageKeys.page(user, profileId);
  const etagNow = () => queryClient.getQueryData<MemorialPageData>(key)?.etag;
  const { mutate, isPending } = useMutation({
    mutationKey: [...key, "public"],
    mutationFn: async (isPublic: boolean) => {
      const before = etagNow();
      await setProfilePublic(api, profileId, isPublic);
      await queryClient.invalidateQueries({ queryKey: key });
      return { before, after: etagNow() };
    },
    onSuccess: ({ before, after }, isPublic) => {
      followOwnChange(before, after);
      showToast("success", isPublic ? dialogTexts.menu.madePublic : dialogTexts.menu.madePrivate);
    },
    onError: (error) => {
      console.warn("Changing the public flag failed:", error);
      showToast("error", apiErrorMessage("publicToggle", error));
    },
  });
  return {
    saving: isPending,
    change: (isPublic: boolean) => {
      mutate(isPublic);
    },
  };
}

/** Signing out: with drafts of this user on the device it asks first (and then removes them). */
export function useSignOut(user: UserKey) {
  const { auth } = useRouteContext({ from: "__root__" });
  const [asking, setAsking] = useState(false);
  const signOut = async (force: boolean) => {
    if (
      !force &&
      user !== "anonymous" &&
      (await draftStore()
        .hasAny(user)
        .catch(() => false))
    ) {
      setAsking(true);
      return;
    }
    if (user !== "anonymous")
      await draftStore()
        .removeAll(user)
        .catch(() => undefined);
    await auth.signOut();
  };
  return {
    asking,
    start: () => {
      void signOut(false);
    },
    confirm: () => {
      setAsking(false);
      void signOut(true);
    },
    cancel: () => {
      setAsking(false);
    },
  };
}

/**
 * After a save refused for the session: a session the provider can still refresh saves at
 * once; an ended one is closed on this device (the draft stays, it is offered again after
 * signing in) and the user signs in again and comes back to this page. Leaving for the sign-in
 * screen asks nothing: nothing is lost.
 */
export function useSignInAgain(profileId: string, editing: Pick<Editing, "keepNow" | "save">) {
  const { auth } = useRouteContext({ from: "__root__" });
  const navigate = useNavigate();
  const { keepNow, save } = editing;
  return async () => {
    await keepNow();
    const refreshed = await auth
      .fetchSession({ forceRefresh: true })
      .then((session) => session.tokens !== undefined)
      .catch(() => false);
    if (refreshed) {
      void save();
      return;
    }
    await navigate({
      to: "/login",
      search: { redirect: `/${profileId}` },
      ignoreBlocker: true,
    });
  };
}
