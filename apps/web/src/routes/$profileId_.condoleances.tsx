import { createFileRoute } from "@tanstack/react-router";
import { CondolenceModerationScreen } from "../features/condolences";
import {
  loadMemorialPage,
  MemorialPageError,
  MemorialPageSkeleton,
  pageNameOf,
  requireSignIn,
} from "./-memorial-page-route";

/** 'Berichten beheren' of a page: /{profileId}/condoleances, for its managers. */
export const Route = createFileRoute("/$profileId_/condoleances")({
  staticData: { fullPage: true },
  beforeLoad: requireSignIn,
  loader: loadMemorialPage,
  pendingComponent: MemorialPageSkeleton,
  errorComponent: MemorialPageError,
  component: function CondolenceModerationRoute() {
    const { profileId } = Route.useParams();
    const { profile, isManager } = Route.useLoaderData();
    return (
      <CondolenceModerationScreen
        profileId={profileId}
        pageName={pageNameOf(profile)}
        isManager={isManager}
      />
    );
  },
});
