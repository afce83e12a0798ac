import { createFileRoute } from "@tanstack/react-router";
import { authReady, userKeyOf } from "../core/auth-session";
import { requireSignIn } from "../core/guards";
import { PrintPageScreen, printDataQuery } from "../features/keep-page";
import {
  MemorialPageError,
  MemorialPageSkeleton,
  memorialPageQuery,
} from "../features/memorial-page";
import { memorialPageTexts } from "../texts/memorial-page";

/** 'Afdrukken of opslaan als PDF': /{profileId}/afdrukken, the page laid out for A4. */
export const Route = createFileRoute("/$profileId_/afdrukken")({
  staticData: { fullPage: true },
  beforeLoad: requireSignIn,
  loader: async ({ context: { api, auth, queryClient }, params }) => {
    const state = await authReady(auth);
    const user = userKeyOf(state);
    const [page] = await Promise.all([
      queryClient.query(memorialPageQuery(api, user, params.profileId)),
      queryClient.query(printDataQuery(api, user, params.profileId)),
    ]);
    return page;
  },
  pendingComponent: MemorialPageSkeleton,
  errorComponent: MemorialPageError,
  component: function PrintPageRoute() {
    const { profile } = Route.useLoaderData();
    const name = profile.name.trim() === "" ? memorialPageTexts.unnamed : profile.name;
    return (
      <PrintPageScreen
        profile={{ ...profile, name }}
        address={`${window.location.origin}/${profile.id}`}
      />
    );
  },
});
