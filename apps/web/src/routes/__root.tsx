import { createRootRouteWithContext, Outlet, useMatches } from "@tanstack/react-router";
import type { RouterContext } from "../app/context";
import { RootLayout } from "../app/shell/root-layout";
import { NotFoundView, UnknownErrorView } from "../app/shell/state-views";

/** Routes marked `staticData.fullPage` (the memorial page) draw the whole page themselves. */
function RootComponent() {
  const fullPage = useMatches({
    select: (matches) => matches.some((match) => match.staticData.fullPage === true),
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
