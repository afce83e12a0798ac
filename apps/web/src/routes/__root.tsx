import { createRootRouteWithContext, Outlet, useMatches } from "@tanstack/react-router";
import type { RouterContext } from "../core/context";
import { RootLayout } from "../core/root-layout";
import { NotFoundView, UnknownErrorView } from "../core/state-views";

/**
 * Routes marked `staticData.fullPage` (the memorial page) draw the whole page themselves. An
 * address that only starts like one (`/een/pad/dat/niet/bestaat`) is not found: that view is a
 * screen of the app, inside its layout.
 */
function RootComponent() {
  const fullPage = useMatches({
    select: (matches) =>
      matches.some((match) => match.staticData.fullPage === true) &&
      !matches.some((match) => match._notFound === true || match.status === "notFound"),
  });
  if (fullPage) return <Outlet />;
  return (
    <RootLayout>
      <Outlet />
    </RootLayout>
  );
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootComponent,
  errorComponent: (props) => (
    <RootLayout>
      <UnknownErrorView {...props} />
    </RootLayout>
  ),
  notFoundComponent: NotFoundView,
});
