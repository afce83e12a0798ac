/**
 * The session: the stored tokens, the auth state published from them, the single-flight refresh,
 * the start and end of a session (here or in another tab) and sign-out.
 *
 * The refresh (REFRESH_TOKEN_AUTH) is the package's own call, under its one retry policy; the
 * new tokens are stored through the library's session classes. The library's own refresh is not
 * used: it retries every error, a revoked refresh token included, for about six seconds.
 */
import { AuthStateContainer, type AuthState } from "./auth-store";
import type { AuthTokens } from "./auth-types";
import type { LibraryPool } from "./cognito-library";
import type { AuthConfig } from "./config";
import { authenticationResultTokens } from "./result-tokens";
import type { CrossTabChannel } from "./cross-tab";
import {
  AUTH_ERRORS,
  AuthError,
  isDeviceNotFound,
  isTransientFailure,
  RATE_LIMIT_ERRORS,
  toAuthError,
} from "./errors";
import { logoutUrl } from "./hosted-sign-in";
import type { IdentityClient } from "./identity-client";
import { decodeJwtClaims, stringClaim } from "./jwt";
import type { PendingSignInStore } from "./pending-sign-in";
import { THROTTLING_ERROR_NAMES } from "./retry";
import type { StorageAdapter } from "./storage";
import {
  areTokensExpired,
  clearAllAuthKeys,
  clearDeviceKeys,
  emailOf,
  hostedSignInKey,
  lastAuthUserKey,
  readDeviceKey,
  readStoredTokens,
  tokensExpireAt,
  type StoredTokens,
} from "./token-storage";

/**
 * The identity provider failed on its own side: a 5xx (InternalErrorException among them),
 * throttling or a rate limit. That says nothing about the refresh token.
 */
export function isProviderOutage(error: AuthError): boolean {
  return (
    error.name === "InternalErrorException" ||
    THROTTLING_ERROR_NAMES.includes(error.name) ||
    RATE_LIMIT_ERRORS.includes(error.name) ||
    (error.statusCode !== undefined && (error.statusCode === 429 || error.statusCode >= 500))
  );
}

/**
 * Whether a refresh that failed (after the retry policy's attempts) keeps the session. Only the
 * provider's refusal of the refresh token (NotAuthorizedException and the other answers about
 * the token or its user) ends it; a network error, a timeout or an outage of the provider is not
 * the user's fault and must not sign them out in the middle of their work.
 */
export function refreshFailureKeepsSession(error: AuthError): boolean {
  return isTransientFailure(error) || isProviderOutage(error);
}

export interface SessionOptions {
  config: AuthConfig;
  storage: StorageAdapter;
  sessionStorage: StorageAdapter;
  userPool: IdentityClient;
  library: LibraryPool;
  pending: PendingSignInStore;
  channel: CrossTabChannel;
  now: () => number;
  navigate: (url: string) => void;
  /** Follow `storage` events of other tabs. */
  listenToStorageEvents: boolean;
}

/**
 * "started": a session began in this tab; "ended": it ended in this tab; "gone": another tab
 * removed it.
 */
export type SessionChange = "started" | "ended" | "gone";

export class Session {
  readonly state = new AuthStateContainer();
  readonly #options: SessionOptions;
  readonly #listeners = new Set<(change: SessionChange) => void>();
  readonly #cleanups: (() => void)[] = [];
  #refreshing: Promise<AuthTokens | undefined> | undefined;
  /** Changes whenever a session starts or ends (here or in another tab); see #runRefresh. */
  #generation = 0;

  constructor(options: SessionOptions) {
    this.#options = options;
    this.#cleanups.push(
      options.channel.subscribe(() => {
        this.#generation += 1;
        this.#syncFromStorage();
      }),
    );
    if (options.listenToStorageEvents) {
      const lastUser = lastAuthUserKey(options.config.clientId);
      const onStorage = (event: StorageEvent): void => {
        if (event.key === null || event.key === lastUser || event.key.endsWith(".accessToken")) {
          this.#syncFromStorage();
        }
      };
      window.addEventListener("storage", onStorage);
      this.#cleanups.push(() => {
        window.removeEventListener("storage", onStorage);
      });
    }
  }

  /** Calls `listener` whenever a session starts or ends. */
  onChange(listener: (change: SessionChange) => void): void {
    this.#listeners.add(listener);
  }

  #emit(change: SessionChange): void {
    for (const listener of this.#listeners) listener(change);
  }

  dispose(): void {
    for (const cleanup of this.#cleanups.splice(0)) cleanup();
    this.#options.channel.close();
    this.#listeners.clear();
  }

  read(): StoredTokens | undefined {
    return readStoredTokens(this.#options.storage, this.#options.config.clientId);
  }

  #tokensOf(stored: StoredTokens): AuthTokens {
    return {
      accessToken: stored.accessToken,
      idToken: stored.idToken,
      email: emailOf(stored.idToken),
      username: stored.username,
      expiresAt: tokensExpireAt(stored),
    };
  }

  /** The stored tokens as they are now, without refreshing. */
  #current(): AuthTokens | undefined {
    const stored = this.read();
    return stored === undefined ? undefined : this.#tokensOf(stored);
  }

  #publish(tokens: AuthTokens | undefined): void {
    this.state.set(
      tokens === undefined
        ? { status: "unauthenticated" }
        : {
            status: "authenticated",
            accessToken: tokens.accessToken,
            idToken: tokens.idToken,
            email: tokens.email,
          },
    );
  }

  #syncFromStorage(): void {
    const current = this.#current();
    if (current === undefined) {
      this.#generation += 1;
      this.#emit("gone");
    }
    this.#publish(current);
  }

  /** Throws UserAlreadyAuthenticatedException when a session is stored. */
  assertSignedOut(): void {
    if (this.read() !== undefined) {
      throw new AuthError(
        AUTH_ERRORS.UserAlreadyAuthenticatedException,
        "There is already a signed in user.",
      );
    }
  }

  /** A sign-in stored its tokens: publish them and tell other tabs. */
  /** True when the stored session came from the hosted sign-in. */
  isHosted(): boolean {
    return this.#options.storage.getItem(hostedSignInKey(this.#options.config.clientId)) === "true";
  }

  started(hosted: boolean): AuthTokens {
    const { storage, config, pending, channel } = this.#options;
    this.#generation += 1;
    const hostedKey = hostedSignInKey(config.clientId);
    if (hosted) storage.setItem(hostedKey, "true");
    else storage.removeItem(hostedKey);
    pending.clear();
    const tokens = this.#current();
    if (tokens === undefined) {
      throw new AuthError(AUTH_ERRORS.UnknownError, "The session was not stored");
    }
    this.#emit("started");
    this.#publish(tokens);
    channel.post({ type: "signedIn" });
    return tokens;
  }

  /** Ends the session in this tab: every key goes, other tabs are told. */
  end(): void {
    const { storage, sessionStorage, config, channel } = this.#options;
    this.#generation += 1;
    clearAllAuthKeys(storage, config.clientId);
    clearAllAuthKeys(sessionStorage, config.clientId);
    this.#emit("ended");
    this.#publish(undefined);
    channel.post({ type: "signedOut" });
  }

  async initialise(): Promise<AuthState> {
    try {
      this.#publish(await this.validTokens(false));
    } catch (error) {
      // A network error or an outage keeps the session: show it as signed in and refresh on the
      // next call.
      const current = this.#current();
      this.#publish(refreshFailureKeepsSession(toAuthError(error)) ? current : undefined);
    }
    return this.state.getSnapshot();
  }

  /** Runs `operation` again once, without the device key, when the provider forgot the device. */
  async withDeviceRetry<T>(operation: () => Promise<T>): Promise<T> {
    try {
      return await operation();
    } catch (error) {
      const authError = toAuthError(error);
      if (!isDeviceNotFound(authError)) throw authError;
      clearDeviceKeys(this.#options.storage, this.#options.config.clientId);
      return operation();
    }
  }

  /** The tokens, refreshed when expired (or when `forceRefresh`); undefined when signed out. */
  async validTokens(forceRefresh: boolean): Promise<AuthTokens | undefined> {
    const stored = this.read();
    if (stored === undefined) return undefined;
    if (!forceRefresh && !areTokensExpired(stored, this.#options.now())) {
      return this.#tokensOf(stored);
    }
    return this.#refresh(stored);
  }

  /** Single flight: every caller that needs a refresh while one runs waits for that one. */
  #refresh(stored: StoredTokens): Promise<AuthTokens | undefined> {
    if (this.#refreshing === undefined) {
      this.#refreshing = this.#runRefresh(stored).finally(() => {
        this.#refreshing = undefined;
      });
    }
    return this.#refreshing;
  }

  async #runRefresh(stored: StoredTokens): Promise<AuthTokens | undefined> {
    const { config, storage, userPool, library } = this.#options;
    const refreshToken = stored.refreshToken;
    if (refreshToken === undefined) {
      this.end();
      return undefined;
    }
    // A refresh that outlives its session (signed out or in meanwhile, here or in another tab)
    // must not bring the old session back nor end the new one.
    const generation = this.#generation;
    const isCurrent = (): boolean => generation === this.#generation;
    try {
      const answer = await this.withDeviceRetry(() => {
        const deviceKey = readDeviceKey(storage, config.clientId, stored.username);
        return userPool.call("InitiateAuth", {
          AuthFlow: "REFRESH_TOKEN_AUTH",
          ClientId: config.clientId,
          AuthParameters: {
            REFRESH_TOKEN: refreshToken,
            ...(deviceKey === undefined ? {} : { DEVICE_KEY: deviceKey }),
          },
        });
      });
      const tokens = authenticationResultTokens(answer, "REFRESH_TOKEN_AUTH");
      // Checked again once the library is there (its first use loads it).
      const kept = await library.storeSession(
        stored.username,
        { ...tokens, refreshToken: tokens.refreshToken ?? refreshToken },
        isCurrent,
      );
      if (!kept) return this.#current();
    } catch (error) {
      const authError = toAuthError(error);
      if (!isCurrent()) return this.#current();
      if (!refreshFailureKeepsSession(authError)) this.end();
      throw authError;
    }
    const tokens = this.#current();
    this.#publish(tokens);
    return tokens;
  }

  /**
   * Local sign-out (not global): revokes the refresh token when it is revocable (best effort),
   * ends the session and navigates to /login, through the hosted logout when needed.
   */
  async signOut(): Promise<void> {
    const { config, storage, userPool, pending, navigate } = this.#options;
    const stored = this.read();
    const hosted = storage.getItem(hostedSignInKey(config.clientId)) === "true";
    if (stored?.refreshToken !== undefined) {
      // Revocable sessions carry origin_jti. Revocation is best effort: sign-out always ends
      // the local session, also when the provider cannot be reached.
      const revocable =
        stringClaim(decodeJwtClaims(stored.accessToken), "origin_jti") !== undefined;
      if (revocable) {
        try {
          await userPool.call("RevokeToken", {
            Token: stored.refreshToken,
            ClientId: config.clientId,
          });
        } catch {
          // Nothing more to do: the tokens are removed below.
        }
      }
    }
    pending.clear();
    this.end();
    const hostedDomain = config.hostedDomain;
    navigate(
      hosted && hostedDomain !== undefined
        ? logoutUrl(config, hostedDomain)
        : config.redirectSignIn,
    );
  }
}
