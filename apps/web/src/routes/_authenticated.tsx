import { createFileRoute, Outlet } from "@tanstack/react-router";
import { requireSignIn } from "../app/guards";

/** Every screen below needs a session (spec section 2, auth gate). */
export const Route = createFileRoute("/_authenticated")({
  beforeLoad: requireSignIn,
  component: Outlet,
});
