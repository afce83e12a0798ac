import { createFileRoute } from "@tanstack/react-router";
import { userKeyOf } from "../../app/auth-session";
import { HomeError } from "../../features/my-pages/home-error";
import { HomeScreen } from "../../features/my-pages/home-screen";
import { HomeSkeleton } from "../../features/my-pages/home-skeleton";
import { myPagesQuery } from "../../features/my-pages/queries";

export const Route = createFileRoute("/_authenticated/")({
  loader: ({ context: { api, auth, queryClient } }) =>
    queryClient.query(myPagesQuery(api, userKeyOf(auth.store.getSnapshot()))),
  pendingComponent: HomeSkeleton,
  errorComponent: HomeError,
  component: HomeScreen,
});
