import { createFileRoute, Outlet } from "@tanstack/react-router";
import { requireSignIn } from "../core/guards";
import { useAuthState } from "../core/use-auth";

/**
 * The screens below, only while there is a session. When it ends (sign-out, here or in another
 * tab) they are unmounted at once, before the guard's redirect to /login: a mounted screen would
 * otherwise re-run its queries for the signed-out user and send the API requests that can only
 * answer 401.
 */
function SignedInOutlet() {
  return useAuthState().status === "authenticated" ? <Outlet /> : null;
}

/** Every screen below needs a session (spec section 2, auth gate). */
export const Route = createFileRoute("/_authenticated")({
  beforeLoad: requireSignIn,
  component: SignedInOutlet,
});
