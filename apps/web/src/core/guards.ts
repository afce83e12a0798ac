import { redirectFromSearch } from "@memorial/auth";
import { redirect, type ParsedLocation } from "@tanstack/react-router";
import type { RouterContext } from "./context";
import { authReady } from "./auth-session";

interface GuardInput {
  context: RouterContext;
  location: ParsedLocation;
}

/**
 * For screens that need a session: waits while the auth state initialises (nothing is shown in
 * the meantime), then sends an unauthenticated user to /login with the current path, query and
 * fragment URL-encoded in `redirect`.
 */
export async function requireSignIn({ context, location }: GuardInput): Promise<void> {
  const state = await authReady(context.auth);
  if (state.status === "authenticated") return;
  throw redirect({ to: "/login", search: { redirect: location.href }, replace: true });
}

/**
 * For /login and /register: a signed-in user goes home, or to the safe `redirect` of the
 * address (so a sign-in that just completed ends where the user wanted to go).
 */
export async function redirectSignedIn({ context, location }: GuardInput): Promise<void> {
  const state = await authReady(context.auth);
  if (state.status !== "authenticated") return;
  throw redirect({ href: redirectFromSearch(location.searchStr), replace: true });
}
