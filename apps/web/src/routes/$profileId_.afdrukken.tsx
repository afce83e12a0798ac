import { createFileRoute } from "@tanstack/react-router";
import { pageAddress } from "../core/page-address";
import { PrintPageScreen, printDataQuery } from "../features/keep-page";
import {
  loadMemorialPage,
  MemorialPageError,
  MemorialPageSkeleton,
  pageNameOf,
  requireSignIn,
} from "./-memorial-page-route";

/** 'Afdrukken of opslaan als PDF': /{profileId}/afdrukken, the page laid out for A4. */
export const Route = createFileRoute("/$profileId_/afdrukken")({
  staticData: { fullPage: true },
  beforeLoad: requireSignIn,
  loader: (input) =>
    loadMemorialPage(input, ({ api, queryClient, user, profileId }) =>
      queryClient.query(printDataQuery(api, user, profileId)),
    ),
  pendingComponent: MemorialPageSkeleton,
  errorComponent: MemorialPageError,
  component: function PrintPageRoute() {
    const { profile } = Route.useLoaderData();
    return (
      <PrintPageScreen
        profile={{ ...profile, name: pageNameOf(profile) }}
        address={pageAddress(profile)}
      />
    );
  },
});
