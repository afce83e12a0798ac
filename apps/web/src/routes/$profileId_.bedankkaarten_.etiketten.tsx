import { createFileRoute } from "@tanstack/react-router";
import { LabelSheetScreen } from "../features/condolences";
import {
  loadMemorialPage,
  MemorialPageError,
  MemorialPageSkeleton,
  pageNameOf,
  requireSignIn,
} from "./-memorial-page-route";

/** The thank-you card addresses on A4 label sheets: /{profileId}/bedankkaarten/etiketten. */
export const Route = createFileRoute("/$profileId_/bedankkaarten_/etiketten")({
  staticData: { fullPage: true },
  beforeLoad: requireSignIn,
  loader: loadMemorialPage,
  pendingComponent: MemorialPageSkeleton,
  errorComponent: MemorialPageError,
  component: function LabelSheetRoute() {
    const { profile, isManager } = Route.useLoaderData();
    return (
      <LabelSheetScreen
        profileId={profile.id}
        pageName={pageNameOf(profile)}
        isManager={isManager}
      />
    );
  },
});
