/** The public types of the sign-in facade (re-exported by auth.ts and index.ts). */
import type { AuthState, AuthStateStore } from "./auth-store";
import type { AuthConfig } from "./config";
import type { CrossTabChannel } from "./cross-tab";
import type { FetchFunction } from "./identity-client";
import type { PendingSignIn } from "./pending-sign-in";
import type { StorageAdapter } from "./storage";
import type { ResetPasswordStep, SignInStep, SignUpStep } from "./steps";

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
  /**
   * The fetch of the package's own identity calls (everything except the SRP sign-in, which
   * amazon-cognito-identity-js sends with the global `fetch`).
   */
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
  /**
   * Checks the signed-in user's password again without changing the session (before deleting
   * the account). Fails with NotAuthorizedException for a wrong password.
   */
  verifyPassword(input: { password: string }): Promise<void>;
  /** True when the session came from the hosted (Google) sign-in: it has no password here. */
  isHostedSession(): boolean;
  /**
   * Deletes the signed-in account (Cognito's `DeleteUser`) and ends the session here; every
   * session and refresh token of the account stops working. No navigation.
   */
  deleteUser(): Promise<void>;
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
