import type { Auth, AuthState } from "@memorial/auth";

/** Resolves with the first auth state that is not "initialising". */
export function authReady(auth: Auth): Promise<AuthState> {
  const current = auth.store.getSnapshot();
  if (current.status !== "initialising") return Promise.resolve(current);
  return new Promise((resolve) => {
    const unsubscribe = auth.store.subscribe(() => {
      const next = auth.store.getSnapshot();
      if (next.status === "initialising") return;
      unsubscribe();
      resolve(next);
    });
  });
}

/**
 * The user part of every query key: the signed-in user's e-mail, or "anonymous". Query keys
 * start with it, so the data of one user is never served to another from the cache.
 */
export type UserKey = `user:${string}` | "anonymous";

export function userKeyOf(state: AuthState): UserKey {
  if (state.status !== "authenticated") return "anonymous";
  return `user:${state.email ?? "unknown"}`;
}

/**
 * Calls `onChange` when the user changes (sign-in, sign-out, in this or another tab), not when a
 * token is merely refreshed. Returns the unsubscribe function.
 */
export function onUserChange(
  auth: Auth,
  onChange: (next: AuthState, previous: AuthState) => void,
): () => void {
  let previous = auth.store.getSnapshot();
  return auth.store.subscribe(() => {
    const next = auth.store.getSnapshot();
    const changed = next.status !== previous.status || userKeyOf(next) !== userKeyOf(previous);
    const before = previous;
    previous = next;
    if (changed) onChange(next, before);
  });
}
