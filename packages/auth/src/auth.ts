/**
 * The sign-in facade: amazon-cognito-identity-js underneath (SRP maths, token cache layout),
 * typed operations on top that return the spec's step names. Nothing of the library appears in
 * the exported types, so it can be replaced without touching the product.
 */
import { LibraryPool } from "./cognito-library";
import { AuthStateContainer, type AuthState, type AuthStateStore } from "./auth-store";
import { checkPassword } from "@memorial/domain";
import { resolveAuthConfig, type AuthConfig, type AuthConfigInput } from "./config";
import { createBroadcastChannel, type CrossTabChannel } from "./cross-tab";
import { AUTH_ERRORS, AuthError, isDeviceNotFound, toAuthError } from "./errors";
import {
  authorizeUrl,
  exchangeCode,
  isSignInRedirectTarget,
  logoutUrl,
  returnPathAfterCallback,
  saveOAuthAttempt,
  takeOAuthAttempt,
  withoutCallbackParameters,
} from "./hosted-sign-in";
import {
  ChallengeReached,
  IdentityClient,
  type FetchFunction,
  type JsonObject,
} from "./identity-client";
import { decodeJwtClaims, stringClaim } from "./jwt";
import { PendingSignInStore, type PendingSignIn } from "./pending-sign-in";
import {
  constantTimeEqual,
  OAUTH_STATE_LENGTH,
  pkceChallenge,
  PKCE_VERIFIER_LENGTH,
  randomUnreservedString,
} from "./pkce";
import type { RetryOptions } from "./retry";
import { safeRedirect } from "./safe-redirect";
import {
  createCookieStorageAdapter,
  createLocalStorageAdapter,
  createSessionStorageAdapter,
  type StorageAdapter,
} from "./storage";
import {
  signInStepForChallenge,
  signInStepForError,
  type ResetPasswordStep,
  type SignInStep,
  type SignUpStep,
} from "./steps";
import {
  areTokensExpired,
  clearAllAuthKeys,
  clearDeviceKeys,
  emailOf,
  hostedSignInKey,
  lastAuthUserKey,
  readStoredTokens,
  tokensExpireAt,
  type StoredTokens,
} from "./token-storage";

/** Auto sign-in after sign-up waits at most this long (spec section 9). */
export const AUTO_SIGN_IN_WINDOW_MS = 180_000;
/** Identity-pool credentials are fetched again after this long (spec section 9). */
export const CREDENTIALS_REFRESH_MS = 3_000_000;

export interface CodeDeliveryDetails {
  destination: string | undefined;
  deliveryMedium: string | undefined;
  attributeName: string | undefined;
}

export interface SignInOutput {
  isSignedIn: boolean;
  nextStep: {
    signInStep: SignInStep;
    /** Parameters of the challenge, when the step is a challenge. */
    challengeParameters?: Record<string, string>;
  };
}

export interface SignUpOutput {
  isSignUpComplete: boolean;
  userId?: string;
  nextStep: { signUpStep: SignUpStep; codeDeliveryDetails?: CodeDeliveryDetails };
}

export interface ResetPasswordOutput {
  isPasswordReset: boolean;
  nextStep: { resetPasswordStep: ResetPasswordStep; codeDeliveryDetails?: CodeDeliveryDetails };
}

export interface AuthTokens {
  accessToken: string;
  idToken: string;
  /** The e-mail from the id token. */
  email: string | undefined;
  username: string;
  /** When the first of the two tokens expires (milliseconds since the epoch). */
  expiresAt: number;
}

export interface AwsCredentials {
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken: string;
  expiration: Date;
}

export interface AuthSession {
  tokens: AuthTokens | undefined;
  identityId?: string;
  credentials?: AwsCredentials;
}

export interface RedirectCallbackResult {
  /** False when the address is not a sign-in callback (no code, state or error in it). */
  handled: boolean;
  /** Where to go next: the validated return path ("/" when there was none). */
  redirectTo: string;
}

/** What the facade takes from its surroundings; everything has a browser default. */
export interface AuthEnvironment {
  fetch?: FetchFunction;
  /** Token storage; the configured kind (local storage or cookies) by default. */
  storage?: StorageAdapter;
  /** Per-tab storage for the pending sign-in and the OAuth state; sessionStorage by default. */
  sessionStorage?: StorageAdapter;
  crypto?: Pick<Crypto, "getRandomValues" | "subtle">;
  /** Jitter source of the retry policy. */
  random?: () => number;
  now?: () => number;
  /** The web app's origin; window.location.origin by default. */
  origin?: string;
  currentUrl?: () => string;
  navigate?: (url: string) => void;
  replaceUrl?: (url: string) => void;
  channel?: CrossTabChannel;
  /** Listen to `storage` events of other tabs (default: when a window exists). */
  listenToStorageEvents?: boolean;
}

export interface Auth {
  readonly config: AuthConfig;
  readonly store: AuthStateStore;
  /** Reads the stored session (refreshing it when expired) and leaves "initialising". */
  initialise(): Promise<AuthState>;
  signIn(input: { username: string; password: string }): Promise<SignInOutput>;
  signUp(input: {
    username: string;
    password: string;
    repeatPassword?: string;
    autoSignIn?: boolean;
  }): Promise<SignUpOutput>;
  confirmSignUp(input: { username: string; confirmationCode: string }): Promise<SignUpOutput>;
  resendSignUpCode(input: { username: string }): Promise<CodeDeliveryDetails>;
  autoSignIn(): Promise<SignInOutput>;
  resetPassword(input: { username: string }): Promise<ResetPasswordOutput>;
  confirmResetPassword(input: {
    username: string;
    confirmationCode: string;
    newPassword: string;
    repeatPassword?: string;
  }): Promise<ResetPasswordOutput>;
  updatePassword(input: {
    oldPassword: string;
    newPassword: string;
    repeatPassword?: string;
  }): Promise<void>;
  /** Local sign-out (not global); ends on /login, through the hosted logout when needed. */
  signOut(): Promise<void>;
  fetchSession(options?: { forceRefresh?: boolean }): Promise<AuthSession>;
  /** The id token (falling back to the access token) for the API's Bearer header. */
  getBearerToken(): Promise<string | undefined>;
  getPendingSignIn(): PendingSignIn | undefined;
  /**
   * Starts the hosted (Google) sign-in. `returnPath` is a decoded path, for example the result
   * of `redirectFromSearch(location.search)`; it is validated again after the callback.
   */
  signInWithRedirect(options?: { returnPath?: string }): Promise<void>;
  /**
   * Call on /login before anything else: exchanges `code` for tokens when `state` matches the
   * stored one (single use), removes `code` and `state` from the address bar, and returns where
   * to go. Throws AuthError (StateValidationFailedException, OAuthCancelledException, ...).
   */
  handleRedirectCallback(url?: string): Promise<RedirectCallbackResult>;
  /** Stops listening to other tabs. */
  dispose(): void;
}

function required(value: string, name: string, what: string): string {
  const trimmed = value.trim();
  if (trimmed === "") throw new AuthError(name, `${what} is required`);
  return trimmed;
}

function requiredSecret(value: string, name: string, what: string): string {
  if (value === "") throw new AuthError(name, `${what} is required`);
  return value;
}

function deliveryDetails(value: unknown): CodeDeliveryDetails | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  const record = value as Record<string, unknown>;
  const text = (key: string): string | undefined =>
    typeof record[key] === "string" ? record[key] : undefined;
  return {
    destination: text("Destination"),
    deliveryMedium: text("DeliveryMedium"),
    attributeName: text("AttributeName"),
  };
}

function isTransientFailure(error: AuthError): boolean {
  return error.name === AUTH_ERRORS.NetworkError || error.name === AUTH_ERRORS.TimeoutError;
}

interface CredentialsCacheEntry {
  key: string;
  identityId: string;
  credentials: AwsCredentials;
  fetchedAt: number;
}

class CognitoAuth implements Auth {
  readonly config: AuthConfig;
  readonly #state = new AuthStateContainer();
  readonly store: AuthStateStore = this.#state;
  readonly #storage: StorageAdapter;
  readonly #sessionStorage: StorageAdapter;
  readonly #library: LibraryPool;
  readonly #userPool: IdentityClient;
  readonly #identityPool: IdentityClient;
  readonly #pending: PendingSignInStore;
  readonly #env: Required<
    Pick<AuthEnvironment, "fetch" | "now" | "currentUrl" | "navigate" | "replaceUrl">
  > &
    Pick<AuthEnvironment, "crypto">;
  readonly #retry: RetryOptions;
  readonly #channel: CrossTabChannel;
  readonly #cleanups: (() => void)[] = [];
  #refreshing: Promise<AuthTokens | undefined> | undefined;
  /** Changes whenever a session starts or ends (here or in another tab); see #runRefresh. */
  #generation = 0;
  #credentials: CredentialsCacheEntry | undefined;
  #credentialsInFlight: Promise<CredentialsCacheEntry> | undefined;
  #autoSignIn: { username: string; password: string; expiresAt: number } | undefined;
  #autoSignInTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(configInput: AuthConfigInput, env: AuthEnvironment) {
    const hasWindow = typeof window !== "undefined";
    const origin = env.origin ?? (hasWindow ? window.location.origin : "http://localhost");
    this.config = resolveAuthConfig(configInput, origin);
    this.#storage =
      env.storage ??
      (this.config.storage === "cookie"
        ? createCookieStorageAdapter(
            this.config.cookieDomain === undefined ? {} : { domain: this.config.cookieDomain },
          )
        : createLocalStorageAdapter());
    this.#sessionStorage = env.sessionStorage ?? createSessionStorageAdapter();
    this.#env = {
      fetch: env.fetch ?? ((input, init) => fetch(input, init)),
      now: env.now ?? (() => Date.now()),
      currentUrl: env.currentUrl ?? (() => window.location.href),
      navigate:
        env.navigate ??
        ((url) => {
          window.location.assign(url);
        }),
      replaceUrl:
        env.replaceUrl ??
        ((url) => {
          window.history.replaceState(window.history.state, "", url);
        }),
      ...(env.crypto === undefined ? {} : { crypto: env.crypto }),
    };
    this.#retry = env.random === undefined ? {} : { random: env.random };
    this.#pending = new PendingSignInStore(this.#sessionStorage, this.#env.now);

    this.#userPool = new IdentityClient({
      endpoint: this.config.endpoint,
      targetPrefix: "AWSCognitoIdentityProviderService",
      fetch: this.#env.fetch,
      timeoutMs: this.config.requestTimeoutMs,
      retry: this.#retry,
    });
    this.#identityPool = new IdentityClient({
      endpoint: this.config.identityPoolEndpoint,
      targetPrefix: "AWSCognitoIdentityService",
      fetch: this.#env.fetch,
      timeoutMs: this.config.requestTimeoutMs,
      retry: this.#retry,
    });
    this.#library = new LibraryPool({
      userPoolId: this.config.userPoolId,
      clientId: this.config.clientId,
      endpoint: this.config.endpoint,
      storage: this.#storage,
      client: this.#userPool,
    });

    this.#channel = env.channel ?? createBroadcastChannel();
    this.#cleanups.push(
      this.#channel.subscribe(() => {
        this.#generation += 1;
        this.#syncFromStorage();
      }),
    );
    if (env.listenToStorageEvents ?? hasWindow) {
      const lastUser = lastAuthUserKey(this.config.clientId);
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

  dispose(): void {
    for (const cleanup of this.#cleanups.splice(0)) cleanup();
    this.#channel.close();
    this.#clearAutoSignIn();
  }

  // ---- state -------------------------------------------------------------------------------

  #tokensOf(stored: StoredTokens): AuthTokens {
    return {
      accessToken: stored.accessToken,
      idToken: stored.idToken,
      email: emailOf(stored.idToken),
      username: stored.username,
      expiresAt: tokensExpireAt(stored),
    };
  }

  #publish(tokens: AuthTokens | undefined): void {
    this.#state.set(
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

  #readTokens(): StoredTokens | undefined {
    return readStoredTokens(this.#storage, this.config.clientId);
  }

  #syncFromStorage(): void {
    const stored = this.#readTokens();
    if (stored === undefined) {
      this.#generation += 1;
      this.#credentials = undefined;
    }
    this.#publish(stored === undefined ? undefined : this.#tokensOf(stored));
  }

  #endSession(): void {
    this.#generation += 1;
    clearAllAuthKeys(this.#storage, this.config.clientId);
    clearAllAuthKeys(this.#sessionStorage, this.config.clientId);
    this.#credentials = undefined;
    this.#clearAutoSignIn();
    this.#publish(undefined);
    this.#channel.post({ type: "signedOut" });
  }

  #signedIn(hosted: boolean): AuthTokens {
    this.#generation += 1;
    const hostedKey = hostedSignInKey(this.config.clientId);
    if (hosted) this.#storage.setItem(hostedKey, "true");
    else this.#storage.removeItem(hostedKey);
    this.#pending.clear();
    const stored = this.#readTokens();
    if (stored === undefined) {
      throw new AuthError(AUTH_ERRORS.UnknownError, "The session was not stored");
    }
    const tokens = this.#tokensOf(stored);
    this.#credentials = undefined;
    this.#publish(tokens);
    this.#channel.post({ type: "signedIn" });
    return tokens;
  }

  async initialise(): Promise<AuthState> {
    try {
      this.#publish(await this.#validTokens(false));
    } catch (error) {
      const authError = toAuthError(error);
      // A network error keeps the session: show it as signed in and refresh on the next call.
      const stored = this.#readTokens();
      this.#publish(
        isTransientFailure(authError) && stored !== undefined ? this.#tokensOf(stored) : undefined,
      );
    }
    return this.#state.getSnapshot();
  }

  // ---- library calls -----------------------------------------------------------------------

  async #withDeviceRetry<T>(operation: () => Promise<T>): Promise<T> {
    try {
      return await operation();
    } catch (error) {
      if (error instanceof ChallengeReached) throw error;
      const authError = toAuthError(error);
      if (!isDeviceNotFound(authError)) throw authError;
      clearDeviceKeys(this.#storage, this.config.clientId);
      return operation();
    }
  }

  // ---- operations --------------------------------------------------------------------------

  async signIn(input: { username: string; password: string }): Promise<SignInOutput> {
    const username = required(input.username, AUTH_ERRORS.EmptySignInUsername, "A username");
    const password = requiredSecret(input.password, AUTH_ERRORS.EmptySignInPassword, "A password");
    if (this.#readTokens() !== undefined) {
      throw new AuthError(
        AUTH_ERRORS.UserAlreadyAuthenticatedException,
        "There is already a signed in user.",
      );
    }
    this.#pending.clear();
    try {
      await this.#withDeviceRetry(() =>
        this.#library.authenticate(username, password, this.config.authFlow),
      );
    } catch (error) {
      if (error instanceof ChallengeReached) {
        const step = signInStepForChallenge(error.challengeName, error.parameters);
        if (step === undefined) {
          throw new AuthError(
            AUTH_ERRORS.UnknownError,
            `The identity provider asked for an unsupported challenge: ${error.challengeName}`,
          );
        }
        this.#pending.save({
          username,
          challengeName: error.challengeName,
          session: error.session,
        });
        return {
          isSignedIn: false,
          nextStep: { signInStep: step, challengeParameters: error.parameters },
        };
      }
      const authError = toAuthError(error);
      const step = signInStepForError(authError.name);
      if (step !== undefined) return { isSignedIn: false, nextStep: { signInStep: step } };
      throw authError;
    }
    this.#signedIn(false);
    return { isSignedIn: true, nextStep: { signInStep: "DONE" } };
  }

  #checkNewPassword(password: string, repeat: string | undefined): void {
    if (repeat !== undefined && repeat !== password) {
      throw new AuthError(AUTH_ERRORS.PasswordsDoNotMatch, "The passwords do not match");
    }
    const failed = checkPassword(password, this.config.passwordPolicy);
    if (failed.length > 0) {
      throw new AuthError(
        AUTH_ERRORS.InvalidPasswordException,
        `Password does not conform to policy: ${failed.join(", ")}`,
      );
    }
  }

  #clearAutoSignIn(): void {
    if (this.#autoSignInTimer !== undefined) clearTimeout(this.#autoSignInTimer);
    this.#autoSignInTimer = undefined;
    this.#autoSignIn = undefined;
  }

  #autoSignInFor(username: string): boolean {
    const pending = this.#autoSignIn;
    return (
      pending !== undefined && pending.username === username && pending.expiresAt > this.#env.now()
    );
  }

  async signUp(input: {
    username: string;
    password: string;
    repeatPassword?: string;
    autoSignIn?: boolean;
  }): Promise<SignUpOutput> {
    const username = required(input.username, AUTH_ERRORS.EmptySignUpUsername, "A username");
    const password = requiredSecret(input.password, AUTH_ERRORS.EmptySignUpPassword, "A password");
    this.#checkNewPassword(password, input.repeatPassword);
    const result = await this.#library.signUp(username, password, username);
    this.#clearAutoSignIn();
    if (input.autoSignIn === true) {
      // The password stays in memory only, and only for the 180 s window.
      this.#autoSignIn = {
        username,
        password,
        expiresAt: this.#env.now() + AUTO_SIGN_IN_WINDOW_MS,
      };
      this.#autoSignInTimer = setTimeout(() => {
        this.#clearAutoSignIn();
      }, AUTO_SIGN_IN_WINDOW_MS);
    }
    const codeDeliveryDetails = deliveryDetails(result.codeDeliveryDetails);
    if (!result.userConfirmed) {
      return {
        isSignUpComplete: false,
        userId: result.userSub,
        nextStep: {
          signUpStep: "CONFIRM_SIGN_UP",
          ...(codeDeliveryDetails === undefined ? {} : { codeDeliveryDetails }),
        },
      };
    }
    return {
      isSignUpComplete: true,
      userId: result.userSub,
      nextStep: { signUpStep: input.autoSignIn === true ? "COMPLETE_AUTO_SIGN_IN" : "DONE" },
    };
  }

  async confirmSignUp(input: {
    username: string;
    confirmationCode: string;
  }): Promise<SignUpOutput> {
    const username = required(input.username, AUTH_ERRORS.EmptyConfirmSignUpUsername, "A username");
    const code = required(input.confirmationCode, AUTH_ERRORS.EmptyConfirmSignUpCode, "A code");
    await this.#library.confirmSignUp(username, code);
    return {
      isSignUpComplete: true,
      nextStep: { signUpStep: this.#autoSignInFor(username) ? "COMPLETE_AUTO_SIGN_IN" : "DONE" },
    };
  }

  async resendSignUpCode(input: { username: string }): Promise<CodeDeliveryDetails> {
    const username = required(input.username, AUTH_ERRORS.EmptyConfirmSignUpUsername, "A username");
    const data = await this.#userPool.call("ResendConfirmationCode", {
      ClientId: this.config.clientId,
      Username: username,
    });
    return (
      deliveryDetails(data.CodeDeliveryDetails) ?? {
        destination: undefined,
        deliveryMedium: undefined,
        attributeName: undefined,
      }
    );
  }

  async autoSignIn(): Promise<SignInOutput> {
    const pending = this.#autoSignIn;
    if (pending === undefined || pending.expiresAt <= this.#env.now()) {
      this.#clearAutoSignIn();
      throw new AuthError(
        AUTH_ERRORS.AutoSignInException,
        "Automatic sign-in is only possible within 180 seconds of signing up",
      );
    }
    this.#clearAutoSignIn();
    return this.signIn({ username: pending.username, password: pending.password });
  }

  async resetPassword(input: { username: string }): Promise<ResetPasswordOutput> {
    const username = required(input.username, AUTH_ERRORS.EmptyResetPasswordUsername, "A username");
    const data = await this.#library.forgotPassword(username);
    const details =
      typeof data === "object" && data !== null
        ? deliveryDetails((data as { CodeDeliveryDetails?: unknown }).CodeDeliveryDetails)
        : undefined;
    return {
      isPasswordReset: false,
      nextStep: {
        resetPasswordStep: "CONFIRM_RESET_PASSWORD_WITH_CODE",
        ...(details === undefined ? {} : { codeDeliveryDetails: details }),
      },
    };
  }

  async confirmResetPassword(input: {
    username: string;
    confirmationCode: string;
    newPassword: string;
    repeatPassword?: string;
  }): Promise<ResetPasswordOutput> {
    const username = required(
      input.username,
      AUTH_ERRORS.EmptyConfirmResetPasswordUsername,
      "A username",
    );
    const newPassword = requiredSecret(
      input.newPassword,
      AUTH_ERRORS.EmptyConfirmResetPasswordNewPassword,
      "A new password",
    );
    const code = required(
      input.confirmationCode,
      AUTH_ERRORS.EmptyConfirmResetPasswordConfirmationCode,
      "A confirmation code",
    );
    this.#checkNewPassword(newPassword, input.repeatPassword);
    await this.#library.confirmPassword(username, code, newPassword);
    return { isPasswordReset: true, nextStep: { resetPasswordStep: "DONE" } };
  }

  async updatePassword(input: {
    oldPassword: string;
    newPassword: string;
    repeatPassword?: string;
  }): Promise<void> {
    if (input.oldPassword === "" || input.newPassword === "") {
      throw new AuthError(AUTH_ERRORS.EmptyUpdatePassword, "Old and new password are required");
    }
    this.#checkNewPassword(input.newPassword, input.repeatPassword);
    const tokens = await this.#validTokens(false);
    if (tokens === undefined) {
      throw new AuthError(AUTH_ERRORS.UserUnAuthenticatedException, "No user is signed in");
    }
    await this.#userPool.call("ChangePassword", {
      PreviousPassword: input.oldPassword,
      ProposedPassword: input.newPassword,
      AccessToken: tokens.accessToken,
    });
  }

  async signOut(): Promise<void> {
    const stored = this.#readTokens();
    const hosted = this.#storage.getItem(hostedSignInKey(this.config.clientId)) === "true";
    if (stored?.refreshToken !== undefined) {
      // Revocable sessions carry origin_jti. Revocation is best effort: sign-out always ends
      // the local session, also when the provider cannot be reached.
      const revocable =
        stringClaim(decodeJwtClaims(stored.accessToken), "origin_jti") !== undefined;
      if (revocable) {
        try {
          await this.#userPool.call("RevokeToken", {
            Token: stored.refreshToken,
            ClientId: this.config.clientId,
          });
        } catch {
          // Nothing more to do: the tokens are removed below.
        }
      }
    }
    this.#pending.clear();
    this.#endSession();
    const hostedDomain = this.config.hostedDomain;
    this.#env.navigate(
      hosted && hostedDomain !== undefined
        ? logoutUrl(this.config, hostedDomain)
        : this.config.redirectSignIn,
    );
  }

  // ---- session -----------------------------------------------------------------------------

  async #validTokens(forceRefresh: boolean): Promise<AuthTokens | undefined> {
    const stored = this.#readTokens();
    if (stored === undefined) return undefined;
    if (!forceRefresh && !areTokensExpired(stored, this.#env.now())) return this.#tokensOf(stored);
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
    const refreshToken = stored.refreshToken;
    if (refreshToken === undefined) {
      this.#endSession();
      return undefined;
    }
    // A refresh that outlives its session (signed out or in meanwhile, here or in another tab)
    // must not bring the old session back nor end the new one.
    const generation = this.#generation;
    const isCurrent = (): boolean => generation === this.#generation;
    try {
      await this.#withDeviceRetry(() =>
        this.#library.refreshSession(stored.username, refreshToken, isCurrent),
      );
    } catch (error) {
      const authError = toAuthError(error);
      if (!isCurrent()) return this.#currentTokens();
      if (!isTransientFailure(authError)) this.#endSession();
      throw authError;
    }
    if (!isCurrent()) return this.#currentTokens();
    const refreshed = this.#readTokens();
    const tokens = refreshed === undefined ? undefined : this.#tokensOf(refreshed);
    this.#publish(tokens);
    return tokens;
  }

  /** The stored tokens as they are now, without refreshing (the state is already published). */
  #currentTokens(): AuthTokens | undefined {
    const stored = this.#readTokens();
    return stored === undefined ? undefined : this.#tokensOf(stored);
  }

  async fetchSession(options: { forceRefresh?: boolean } = {}): Promise<AuthSession> {
    const tokens = await this.#validTokens(options.forceRefresh === true);
    if (this.config.identityPoolId === undefined) return { tokens };
    if (tokens === undefined && !this.config.allowGuestAccess) return { tokens };
    const entry = await this.#identityCredentials(tokens);
    return { tokens, identityId: entry.identityId, credentials: entry.credentials };
  }

  async getBearerToken(): Promise<string | undefined> {
    const tokens = await this.#validTokens(false);
    return tokens?.idToken ?? tokens?.accessToken;
  }

  #identityCredentials(tokens: AuthTokens | undefined): Promise<CredentialsCacheEntry> {
    const sub =
      tokens === undefined ? undefined : stringClaim(decodeJwtClaims(tokens.idToken), "sub");
    const key = tokens === undefined ? "guest" : `user:${sub ?? tokens.username}`;
    const now = this.#env.now();
    const cached = this.#credentials;
    if (
      cached !== undefined &&
      cached.key === key &&
      now - cached.fetchedAt < CREDENTIALS_REFRESH_MS &&
      cached.credentials.expiration.getTime() > now + 5_000
    ) {
      return Promise.resolve(cached);
    }
    if (this.#credentialsInFlight === undefined) {
      this.#credentialsInFlight = this.#fetchCredentials(key, tokens, cached).finally(() => {
        this.#credentialsInFlight = undefined;
      });
    }
    return this.#credentialsInFlight;
  }

  async #fetchCredentials(
    key: string,
    tokens: AuthTokens | undefined,
    cached: CredentialsCacheEntry | undefined,
  ): Promise<CredentialsCacheEntry> {
    const poolId = this.config.identityPoolId ?? "";
    const logins: JsonObject =
      tokens === undefined ? {} : { Logins: { [this.config.providerName]: tokens.idToken } };
    let identityId = cached?.key === key ? cached.identityId : undefined;
    if (identityId === undefined) {
      const idAnswer = await this.#identityPool.call("GetId", {
        IdentityPoolId: poolId,
        ...logins,
      });
      if (typeof idAnswer.IdentityId !== "string") {
        throw new AuthError(AUTH_ERRORS.UnknownError, "GetId answered without IdentityId");
      }
      identityId = idAnswer.IdentityId;
    }
    const answer = await this.#identityPool.call("GetCredentialsForIdentity", {
      IdentityId: identityId,
      ...logins,
    });
    const credentials = answer.Credentials as Record<string, unknown> | undefined;
    const expiration = credentials?.Expiration;
    if (
      typeof credentials?.AccessKeyId !== "string" ||
      typeof credentials.SecretKey !== "string" ||
      typeof credentials.SessionToken !== "string" ||
      (typeof expiration !== "number" && typeof expiration !== "string")
    ) {
      throw new AuthError(
        AUTH_ERRORS.UnknownError,
        "GetCredentialsForIdentity answer is incomplete",
      );
    }
    const entry: CredentialsCacheEntry = {
      key,
      identityId,
      fetchedAt: this.#env.now(),
      credentials: {
        accessKeyId: credentials.AccessKeyId,
        secretAccessKey: credentials.SecretKey,
        sessionToken: credentials.SessionToken,
        expiration:
          typeof expiration === "number" ? new Date(expiration * 1000) : new Date(expiration),
      },
    };
    this.#credentials = entry;
    return entry;
  }

  getPendingSignIn(): PendingSignIn | undefined {
    return this.#pending.read();
  }

  // ---- hosted sign-in ----------------------------------------------------------------------

  #hostedDomain(): string {
    const domain = this.config.hostedDomain;
    if (domain === undefined) {
      throw new AuthError(
        AUTH_ERRORS.OAuthNotConfiguredException,
        "The hosted sign-in domain is not configured",
      );
    }
    return domain;
  }

  async signInWithRedirect(options: { returnPath?: string } = {}): Promise<void> {
    const hostedDomain = this.#hostedDomain();
    if (this.#readTokens() !== undefined) {
      throw new AuthError(
        AUTH_ERRORS.UserAlreadyAuthenticatedException,
        "There is already a signed in user.",
      );
    }
    const current = new URL(this.#env.currentUrl());
    if (new URL(this.config.redirectSignIn).origin !== current.origin) {
      throw new AuthError(
        AUTH_ERRORS.InvalidRedirectException,
        "The sign-in redirect address is not on this origin",
      );
    }
    const crypto = this.#env.crypto ?? globalThis.crypto;
    const state = randomUnreservedString(OAUTH_STATE_LENGTH, crypto);
    const codeVerifier = randomUnreservedString(PKCE_VERIFIER_LENGTH, crypto);
    const codeChallenge = await pkceChallenge(codeVerifier, crypto.subtle);
    saveOAuthAttempt(this.#sessionStorage, {
      state,
      codeVerifier,
      returnPath: safeRedirect(
        options.returnPath === undefined ? "/" : encodeURIComponent(options.returnPath),
      ),
    });
    this.#env.navigate(authorizeUrl(this.config, hostedDomain, state, codeChallenge));
  }

  async handleRedirectCallback(
    url: string = this.#env.currentUrl(),
  ): Promise<RedirectCallbackResult> {
    const callback = new URL(url);
    const code = callback.searchParams.get("code");
    const state = callback.searchParams.get("state");
    const error = callback.searchParams.get("error");
    if (code === null && state === null && error === null) {
      return { handled: false, redirectTo: "/" };
    }
    // Single use: the attempt is gone from storage and the parameters from the address bar
    // before anything else happens, whatever the outcome.
    const attempt = takeOAuthAttempt(this.#sessionStorage);
    this.#env.replaceUrl(withoutCallbackParameters(callback));
    if (!isSignInRedirectTarget(callback, this.config.redirectSignIn)) {
      throw new AuthError(
        AUTH_ERRORS.InvalidRedirectException,
        "The callback address is not the configured sign-in redirect",
      );
    }
    if (error !== null) {
      const description = callback.searchParams.get("error_description") ?? error;
      throw new AuthError(
        error === "access_denied"
          ? AUTH_ERRORS.OAuthCancelledException
          : AUTH_ERRORS.OAuthSignInException,
        description,
      );
    }
    if (attempt === undefined || state === null || !constantTimeEqual(state, attempt.state)) {
      throw new AuthError(
        AUTH_ERRORS.StateValidationFailedException,
        "An error occurred while validating the state",
      );
    }
    if (code === null || code === "") {
      throw new AuthError(AUTH_ERRORS.OAuthSignInException, "The callback has no code");
    }
    const hostedDomain = this.#hostedDomain();
    const tokens = await exchangeCode({
      config: this.config,
      hostedDomain,
      code,
      codeVerifier: attempt.codeVerifier,
      fetch: this.#env.fetch,
      retry: this.#retry,
    });
    const username =
      stringClaim(decodeJwtClaims(tokens.accessToken), "username") ??
      stringClaim(decodeJwtClaims(tokens.idToken), "cognito:username");
    if (username === undefined) {
      throw new AuthError(AUTH_ERRORS.OAuthSignInException, "The tokens name no user");
    }
    clearAllAuthKeys(this.#storage, this.config.clientId);
    this.#library.storeSession(username, tokens);
    this.#signedIn(true);
    return { handled: true, redirectTo: returnPathAfterCallback(attempt) };
  }
}

/** Creates the sign-in facade. Throws AuthConfigError when the configuration is incomplete. */
export function createAuth(config: AuthConfigInput, env: AuthEnvironment = {}): Auth {
  return new CognitoAuth(config, env);
}
