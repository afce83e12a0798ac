import { createFileRoute } from "@tanstack/react-router";
import { ComposedMemorialPage } from "../compose/memorial-page";
import { validatePlanSearch } from "../core/plan-search";
import { loadMemorialPage, MemorialPageError, MemorialPageSkeleton } from "./-memorial-page-route";

/** A memorial page: /{address} or /{profileId}, one segment directly under the root (named routes win). */
export const Route = createFileRoute("/$profileId")({
  // The page draws itself: the person's page, not a screen of the app with its header.
  staticData: { fullPage: true },
  // ?plan=verlengen (the reminders' link) opens 'Pagina verlengen' for managers.
  validateSearch: validatePlanSearch,
  loader: loadMemorialPage,
  pendingComponent: MemorialPageSkeleton,
  errorComponent: MemorialPageError,
  component: function MemorialPageRoute() {
    // The page as loaded: its id also when the address bar shows its readable address.
    const { profile } = Route.useLoaderData();
    const { plan } = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <ComposedMemorialPage
        profileId={profile.id}
        openExtend={plan === "verlengen"}
        onExtendOpened={() => {
          void navigate({ search: {}, replace: true });
        }}
      />
    );
  },
});
