import { createFileRoute } from "@tanstack/react-router";
import { authReady, userKeyOf } from "../core/auth-session";
import { requireSignIn } from "../core/guards";
import { CondolenceModerationScreen } from "../features/condolences";
import {
  MemorialPageError,
  MemorialPageSkeleton,
  memorialPageQuery,
} from "../features/memorial-page";
import { memorialPageTexts } from "../texts/memorial-page";

/** 'Condoleances beheren' of a page: /{profileId}/condoleances, for its managers. */
export const Route = createFileRoute("/$profileId_/condoleances")({
  staticData: { fullPage: true },
  beforeLoad: requireSignIn,
  loader: async ({ context: { api, auth, queryClient }, params }) => {
    const state = await authReady(auth);
    return queryClient.query(memorialPageQuery(api, userKeyOf(state), params.profileId));
  },
  pendingComponent: MemorialPageSkeleton,
  errorComponent: MemorialPageError,
  component: function CondolenceModerationRoute() {
    const { profileId } = Route.useParams();
    const { profile, isManager } = Route.useLoaderData();
    const name = profile.name.trim() === "" ? memorialPageTexts.unnamed : profile.name;
    return (
      <CondolenceModerationScreen profileId={profileId} pageName={name} isManager={isManager} />
    );
  },
});
