/** The pending sign-in state (username, challenge name, session), kept 180 s in session storage. */
import { APP_KEY_PREFIX } from "./token-storage";
import type { StorageAdapter } from "./storage";

export const SIGN_IN_SESSION_MS = 180_000;
export const PENDING_SIGN_IN_KEY = `${APP_KEY_PREFIX}pendingSignIn`;

export interface PendingSignIn {
  username: string;
  challengeName: string;
  session: string | undefined;
}

interface StoredPendingSignIn extends PendingSignIn {
  expiresAt: number;
}

function parse(value: string | null): StoredPendingSignIn | undefined {
  if (value === null) return undefined;
  try {
    const parsed = JSON.parse(value) as Partial<StoredPendingSignIn> | null;
    if (
      parsed === null ||
      typeof parsed.username !== "string" ||
      typeof parsed.challengeName !== "string" ||
      typeof parsed.expiresAt !== "number"
    ) {
      return undefined;
    }
    return {
      username: parsed.username,
      challengeName: parsed.challengeName,
      session: typeof parsed.session === "string" ? parsed.session : undefined,
      expiresAt: parsed.expiresAt,
    };
  } catch {
    return undefined;
  }
}

export class PendingSignInStore {
  readonly #storage: StorageAdapter;
  readonly #now: () => number;

  constructor(storage: StorageAdapter, now: () => number) {
    this.#storage = storage;
    this.#now = now;
  }

  save(pending: PendingSignIn): void {
    const stored: StoredPendingSignIn = { ...pending, expiresAt: this.#now() + SIGN_IN_SESSION_MS };
    this.#storage.setItem(PENDING_SIGN_IN_KEY, JSON.stringify(stored));
  }

  /** The pending state, or undefined when there is none or its 180 s are over. */
  read(): PendingSignIn | undefined {
    const stored = parse(this.#storage.getItem(PENDING_SIGN_IN_KEY));
    if (stored === undefined || stored.expiresAt <= this.#now()) {
      this.clear();
      return undefined;
    }
    return {
      username: stored.username,
      challengeName: stored.challengeName,
      session: stored.session,
    };
  }

  clear(): void {
    this.#storage.removeItem(PENDING_SIGN_IN_KEY);
  }
}
