import { createFileRoute } from "@tanstack/react-router";
import { ComposedMemorialPage } from "../compose/memorial-page";
import { validatePlanSearch } from "../core/plan-search";
import { loadMemorialPage, MemorialPageError, MemorialPageSkeleton } from "./-memorial-page-route";

/** A memorial page: /{profileId}, one segment directly under the root (named routes win). */
export const Route = createFileRoute("/$profileId")({
  // The page draws itself: the person's page, not a screen of the app with its header.
  staticData: { fullPage: true },
  // ?plan=verlengen (the reminders' link) opens 'Pagina verlengen' for managers.
  validateSearch: validatePlanSearch,
  loader: loadMemorialPage,
  pendingComponent: MemorialPageSkeleton,
  errorComponent: MemorialPageError,
  component: function MemorialPageRoute() {
    const { profileId } = Route.useParams();
    const { plan } = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <ComposedMemorialPage
        profileId={profileId}
        openExtend={plan === "verlengen"}
        onExtendOpened={() => {
          void navigate({ search: {}, replace: true });
        }}
      />
    );
  },
});
