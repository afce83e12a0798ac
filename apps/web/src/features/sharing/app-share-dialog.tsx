import type { Profile } from "@memorial/api-client";
import type { NotPublicOffer, QrCodeState } from "@memorial/ui/sharing";
import { useQuery } from "@tanstack/react-query";
import { useRouteContext } from "@tanstack/react-router";
import { useEffect } from "react";
import { useUserKey } from "../../core/use-auth";
import { downloadImage } from "./downloads";
import { qrCodeQuery } from "./qr-queries";
import {
  datesOf,
  downloadLocalQr,
  pageAddress,
  SharePageDialog,
  type SharedPage,
} from "./share-page-dialog";
import { useLocalQr } from "./use-local-qr";

export interface AppShareDialogProps {
  open: boolean;
  onClose: () => void;
  profile: Pick<
    Profile,
    "id" | "address" | "name" | "isPublic" | "isBlocked" | "plan" | "dateOfBirth" | "dateOfDeath"
  >;
  isManager: boolean;
  isAuthenticated: boolean;
  /** Managers of a paid page that is not public: 'Pagina publiek maken' (the page's question, naming the hidden sections, asks first). */
  onMakePublic: () => void;
  /** Managers on trial: 'Mensen uitnodigen' opens the access dialog. */
  onInvite: () => void;
  /** Managers of a blocked page: 'Pagina activeren'. */
  onActivate: () => void;
}

/** What a user may do about a page that is not public (an honest QR code). */
export function notPublicOfferOf(
  profile: Pick<Profile, "isPublic" | "isBlocked" | "plan">,
  isManager: boolean,
): NotPublicOffer {
  if (profile.isPublic || !isManager) return "none";
  // A trial page becomes public through activation: that is the first way out, with its price.
  if (profile.plan === "trial") return "activate";
  // A bought page that rests is extended first; meanwhile invitations still reach people.
  return profile.isBlocked ? "invite" : "makePublic";
}

/** The API's QR image for a signed-in user (polled while the dialog is open). */
function useApiQr(profileId: string, address: string | null, enabled: boolean) {
  const { api } = useRouteContext({ from: "__root__" });
  const user = useUserKey();
  const query = useQuery({ ...qrCodeQuery(api, user, profileId, address), enabled });
  useEffect(() => {
    if (query.isError) console.warn("QR code failed:", query.error);
  }, [query.isError, query.error]);
  const state: QrCodeState = query.isSuccess
    ? { status: "ready", url: query.data }
    : query.isError
      ? { status: "error" }
      : { status: "loading" };
  return {
    state,
    retry: () => {
      void query.refetch();
    },
  };
}

/**
 * 'Delen' on the app's page, opened from the side menu and the page's own 'Delen' button. A
 * signed-in user gets the API's QR image (the code is a signed-in read), anyone else the code
 * drawn in the browser from the same address.
 */
export function AppShareDialog({
  open,
  onClose,
  profile,
  isManager,
  isAuthenticated,
  onMakePublic,
  onInvite,
  onActivate,
}: AppShareDialogProps) {
  const apiQr = useApiQr(profile.id, profile.address, open && isAuthenticated);
  const localQr = useLocalQr(pageAddress(profile), open && !isAuthenticated);
  const page: SharedPage = {
    id: profile.id,
    address: profile.address,
    name: profile.name,
    dates: datesOf(profile),
    isPublic: profile.isPublic,
  };
  const offer = notPublicOfferOf(profile, isManager);
  const action =
    offer === "makePublic"
      ? onMakePublic
      : offer === "invite"
        ? onInvite
        : offer === "activate"
          ? onActivate
          : undefined;
  return (
    <SharePageDialog
      open={open}
      onClose={onClose}
      page={page}
      qr={isAuthenticated ? apiQr.state : localQr}
      onRetryQr={isAuthenticated ? apiQr.retry : undefined}
      onDownloadQr={(url) => {
        if (isAuthenticated) void downloadImage(url, `qr-code-${profile.id}`);
        else downloadLocalQr(pageAddress(profile));
      }}
      notPublicOffer={offer}
      onNotPublicAction={action}
      onInvite={offer === "activate" ? onInvite : undefined}
    />
  );
}
