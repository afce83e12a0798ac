import { createRootRouteWithContext, Outlet } from "@tanstack/react-router";
import type { RouterContext } from "../app/context";
import { RootLayout } from "../app/shell/root-layout";
import { NotFoundView, UnknownErrorView } from "../app/shell/state-views";

export const Route = createRootRouteWithContext<RouterContext>()({
  component: () => (
    <RootLayout>
      <Outlet />
    </RootLayout>
  ),
  errorComponent: (props) => (
    <RootLayout>
      <UnknownErrorView {...props} />
    </RootLayout>
  ),
  notFoundComponent: NotFoundView,
});
