import { createFileRoute, redirect } from "@tanstack/react-router";
import { authReady } from "../core/auth-session";
import { PendingView } from "../core/pending-view";

/**
 * /logout: the target of the hosted sign-out redirect. A session still present here is ended
 * (sign-out navigates to /login itself); otherwise the user continues to /login.
 */
export const Route = createFileRoute("/logout")({
  beforeLoad: async ({ context: { auth } }) => {
    const state = await authReady(auth);
    if (state.status === "authenticated") {
      await auth.signOut();
      return;
    }
    throw redirect({ to: "/login", replace: true });
  },
  component: PendingView,
});
