import { createFileRoute } from "@tanstack/react-router";
import { authReady, userKeyOf } from "../core/auth-session";
import { ComposedMemorialPage } from "../compose/memorial-page";
import {
  MemorialPageError,
  MemorialPageSkeleton,
  memorialPageQuery,
} from "../features/memorial-page";

/** A memorial page: /{profileId}, one segment directly under the root (named routes win). */
export const Route = createFileRoute("/$profileId")({
  // The page draws itself: the person's page, not a screen of the app with its header.
  staticData: { fullPage: true },
  loader: async ({ context: { api, auth, queryClient }, params }) => {
    const state = await authReady(auth);
    return queryClient.query(memorialPageQuery(api, userKeyOf(state), params.profileId));
  },
  pendingComponent: MemorialPageSkeleton,
  errorComponent: MemorialPageError,
  component: function MemorialPageRoute() {
    const { profileId } = Route.useParams();
    return <ComposedMemorialPage profileId={profileId} />;
  },
});
