import { createFileRoute } from "@tanstack/react-router";
import { lazy, Suspense } from "react";
import { userKeyOf } from "../../core/auth-session";
import { takeHomeList } from "../../core/home-handoff";
import { HomeError } from "../../features/my-pages/home-error";
import { HomeScreen } from "../../features/my-pages/home-screen";
import { HomeSkeleton } from "../../features/my-pages/home-skeleton";
import { myPagesQuery } from "../../features/my-pages/queries";

// 'Uw naam' is asked once, below the list: loaded after the home, so its first touch stays light.
const NamePrompt = lazy(() =>
  import("../../features/account/name-prompt").then((module) => ({ default: module.NamePrompt })),
);

export const Route = createFileRoute("/_authenticated/")({
  loader: ({ context: { api, auth, queryClient } }) => {
    const state = auth.store.getSnapshot();
    const query = myPagesQuery(api, userKeyOf(state));
    // The list the home's first view fetched before the app was there.
    const handed = takeHomeList(state.status === "authenticated" ? state.email : undefined);
    if (handed !== undefined) return queryClient.setQueryData(query.queryKey, handed);
    return queryClient.query(query);
  },
  pendingComponent: HomeSkeleton,
  errorComponent: HomeError,
  component: function Home() {
    return (
      <>
        <HomeScreen />
        <Suspense fallback={null}>
          <NamePrompt />
        </Suspense>
      </>
    );
  },
});
