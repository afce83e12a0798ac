import { createFileRoute } from "@tanstack/react-router";
import { KeepPageScreen } from "../features/keep-page";
import {
  loadMemorialPage,
  MemorialPageError,
  MemorialPageSkeleton,
  pageNameOf,
  requireSignIn,
} from "./-memorial-page-route";

/** 'Pagina downloaden of afdrukken': /{profileId}/bewaren, for the page's managers. */
export const Route = createFileRoute("/$profileId_/bewaren")({
  staticData: { fullPage: true },
  beforeLoad: requireSignIn,
  loader: loadMemorialPage,
  pendingComponent: MemorialPageSkeleton,
  errorComponent: MemorialPageError,
  component: function KeepPageRoute() {
    const { profile, isManager } = Route.useLoaderData();
    return (
      <KeepPageScreen
        profileId={profile.id}
        pageName={pageNameOf(profile)}
        isManager={isManager}
        isBlocked={profile.isBlocked}
      />
    );
  },
});
