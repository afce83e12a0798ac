/**
 * The auth state (spec section 3): initialising, then authenticated or unauthenticated. Shaped
 * for React's useSyncExternalStore: `subscribe` and `getSnapshot` (the snapshot object only
 * changes when the state does).
 */

export type AuthState =
  | { status: "initialising" }
  | { status: "unauthenticated" }
  | {
      status: "authenticated";
      accessToken: string;
      idToken: string;
      /** The e-mail from the id token. */
      email: string | undefined;
    };

export interface AuthStateStore {
  subscribe(listener: () => void): () => void;
  getSnapshot(): AuthState;
}

export class AuthStateContainer implements AuthStateStore {
  #state: AuthState = { status: "initialising" };
  readonly #listeners = new Set<() => void>();

  readonly subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => {
      this.#listeners.delete(listener);
    };
  };

  readonly getSnapshot = (): AuthState => this.#state;

  set(next: AuthState): void {
    if (sameState(this.#state, next)) return;
    this.#state = next;
    for (const listener of [...this.#listeners]) listener();
  }
}

function sameState(a: AuthState, b: AuthState): boolean {
  if (a.status !== b.status) return false;
  if (a.status === "authenticated" && b.status === "authenticated") {
    return a.accessToken === b.accessToken && a.idToken === b.idToken && a.email === b.email;
  }
  return true;
}
