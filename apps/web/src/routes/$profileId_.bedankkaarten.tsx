import { createFileRoute } from "@tanstack/react-router";
import { ThankYouScreen } from "../features/condolences";
import {
  loadMemorialPage,
  MemorialPageError,
  MemorialPageSkeleton,
  pageNameOf,
  requireSignIn,
} from "./-memorial-page-route";

/** 'Adressen voor bedankkaarten' of a page: /{profileId}/bedankkaarten, for its managers. */
export const Route = createFileRoute("/$profileId_/bedankkaarten")({
  staticData: { fullPage: true },
  beforeLoad: requireSignIn,
  loader: loadMemorialPage,
  pendingComponent: MemorialPageSkeleton,
  errorComponent: MemorialPageError,
  component: function ThankYouRoute() {
    const { profile, isManager } = Route.useLoaderData();
    return (
      <ThankYouScreen profileId={profile.id} pageName={pageNameOf(profile)} isManager={isManager} />
    );
  },
});
