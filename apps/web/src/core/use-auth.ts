import type { AuthState } from "@memorial/auth";
import { useRouteContext } from "@tanstack/react-router";
import { useSyncExternalStore } from "react";
import { userKeyOf, type UserKey } from "./auth-session";

/** The auth state of @memorial/auth, re-rendering on change. */
export function useAuthState(): AuthState {
  const { auth } = useRouteContext({ from: "__root__" });
  return useSyncExternalStore(
    (listener) => auth.store.subscribe(listener),
    () => auth.store.getSnapshot(),
  );
}

/** The user part of query keys for the current auth state. */
export function useUserKey(): UserKey {
  return userKeyOf(useAuthState());
}
