import { createFileRoute } from "@tanstack/react-router";
import { authReady, userKeyOf } from "../core/auth-session";
import { requireSignIn } from "../core/guards";
import { KeepPageScreen } from "../features/keep-page";
import {
  MemorialPageError,
  MemorialPageSkeleton,
  memorialPageQuery,
} from "../features/memorial-page";
import { memorialPageTexts } from "../texts/memorial-page";

/** 'Pagina downloaden of afdrukken': /{profileId}/bewaren, for the page's managers. */
export const Route = createFileRoute("/$profileId_/bewaren")({
  staticData: { fullPage: true },
  beforeLoad: requireSignIn,
  loader: async ({ context: { api, auth, queryClient }, params }) => {
    const state = await authReady(auth);
    return queryClient.query(memorialPageQuery(api, userKeyOf(state), params.profileId));
  },
  pendingComponent: MemorialPageSkeleton,
  errorComponent: MemorialPageError,
  component: function KeepPageRoute() {
    const { profileId } = Route.useParams();
    const { profile, isManager } = Route.useLoaderData();
    const name = profile.name.trim() === "" ? memorialPageTexts.unnamed : profile.name;
    return (
      <KeepPageScreen
        profileId={profileId}
        pageName={name}
        isManager={isManager}
        isBlocked={profile.isBlocked}
      />
    );
  },
});
