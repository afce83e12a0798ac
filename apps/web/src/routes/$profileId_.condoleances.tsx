import { createFileRoute } from "@tanstack/react-router";
import { CondolenceModerationScreen } from "../features/condolences";
import { FollowerSettingsPanel } from "../features/followers";
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
  // ?bericht=<id>: the link of a manager's mail points out that message.
  validateSearch: (search: Record<string, unknown>): { bericht?: string } =>
    typeof search.bericht === "string" && /^[A-Za-z0-9_-]{1,64}$/.test(search.bericht)
      ? { bericht: search.bericht }
      : {},
  beforeLoad: requireSignIn,
  loader: loadMemorialPage,
  pendingComponent: MemorialPageSkeleton,
  errorComponent: MemorialPageError,
  component: function CondolenceModerationRoute() {
    const { profile, isManager } = Route.useLoaderData();
    const { bericht } = Route.useSearch();
    return (
      <CondolenceModerationScreen
        profileId={profile.id}
        messageId={bericht}
        pageName={pageNameOf(profile)}
        isManager={isManager}
        settingsSlot={isManager ? <FollowerSettingsPanel profileId={profile.id} /> : null}
      />
    );
  },
});
