import { createFileRoute } from "@tanstack/react-router";
import { CondolenceModerationScreen } from "../features/condolences";
import {
  loadMemorialPage,
  MemorialPageError,
  MemorialPageSkeleton,
  pageNameOf,
  requireSignIn,
} from "./-memorial-page-route";

/** 'Condoleances beheren' of a page: /{profileId}/condoleances, for its managers. */
export const Route = createFileRoute("/$profileId_/condoleances")({
  staticData: { fullPage: true },
  beforeLoad: requireSignIn,
  loader: loadMemorialPage,
  pendingComponent: MemorialPageSkeleton,
  errorComponent: MemorialPageError,
  component: function CondolenceModerationRoute() {
    const { profile, isManager } = Route.useLoaderData();
    return (
      <CondolenceModerationScreen
        profileId={profile.id}
        pageName={pageNameOf(profile)}
        isManager={isManager}
      />
    );
  },
});
