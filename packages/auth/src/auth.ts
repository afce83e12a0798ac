/**
 * The sign-in facade: typed operations that return the spec's step names. This file only wires
 * the flows together; each lives in its own file:
 *   sign-in.ts          e-mail and password, challenges left as a pending sign-in
 *   sign-up.ts          sign-up, confirmation code, automatic sign-in afterwards
 *   reset-password.ts   forgotten password and password change
 *   session.ts          stored tokens, auth state, single-flight refresh, sign-out
 *   credentials.ts      identity-pool credentials
 *   hosted-redirect.ts  the hosted (Google) sign-in with PKCE
 * over a shared context (context.ts). amazon-cognito-identity-js (SRP sign-in, token cache
 * layout) is used in cognito-library.ts only; every other identity call is the package's own
 * (identity-client.ts). Nothing of the library appears in the exported types.
 */
import type { Auth, AuthEnvironment, AuthSession } from "./auth-types";
import { LibraryPool } from "./cognito-library";
import { resolveAuthConfig, type AuthConfigInput } from "./config";
import type { AuthContext, ResolvedEnvironment } from "./context";
import { IdentityCredentials } from "./credentials";
import { createBroadcastChannel } from "./cross-tab";
import { handleRedirectCallback, signInWithRedirect } from "./hosted-redirect";
import { IdentityClient } from "./identity-client";
import { PendingSignInStore } from "./pending-sign-in";
import {
  confirmResetPassword,
  deleteUser,
  resetPassword,
  updatePassword,
  verifyPassword,
} from "./reset-password";
import type { RetryOptions } from "./retry";
import { Session } from "./session";
import { signIn } from "./sign-in";
import { SignUpFlow } from "./sign-up";
import {
  createCookieStorageAdapter,
  createLocalStorageAdapter,
  createSessionStorageAdapter,
} from "./storage";

export { AUTO_SIGN_IN_WINDOW_MS } from "./sign-up";
export { CREDENTIALS_REFRESH_MS } from "./credentials";
export type {
  Auth,
  AuthEnvironment,
  AuthSession,
  AuthTokens,
  AwsCredentials,
  CodeDeliveryDetails,
  RedirectCallbackResult,
  ResetPasswordOutput,
  SignInOutput,
  SignUpOutput,
} from "./auth-types";

function resolveEnvironment(env: AuthEnvironment): ResolvedEnvironment {
  return {
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
    crypto: env.crypto ?? globalThis.crypto,
  };
}

/** Creates the sign-in facade. Throws AuthConfigError when the configuration is incomplete. */
export function createAuth(configInput: AuthConfigInput, env: AuthEnvironment = {}): Auth {
  const hasWindow = typeof window !== "undefined";
  const config = resolveAuthConfig(
    configInput,
    env.origin ?? (hasWindow ? window.location.origin : "http://localhost"),
  );
  const storage =
    env.storage ??
    (config.storage === "cookie"
      ? createCookieStorageAdapter(
          config.cookieDomain === undefined ? {} : { domain: config.cookieDomain },
        )
      : createLocalStorageAdapter());
  const sessionStorage = env.sessionStorage ?? createSessionStorageAdapter();
  const resolved = resolveEnvironment(env);
  const retry: RetryOptions = env.random === undefined ? {} : { random: env.random };
  const pending = new PendingSignInStore(sessionStorage, resolved.now);
  const client = (endpoint: string, targetPrefix: string): IdentityClient =>
    new IdentityClient({
      endpoint,
      targetPrefix,
      fetch: resolved.fetch,
      timeoutMs: config.requestTimeoutMs,
      retry,
    });
  const userPool = client(config.endpoint, "AWSCognitoIdentityProviderService");
  const library = new LibraryPool({
    userPoolId: config.userPoolId,
    clientId: config.clientId,
    endpoint: config.endpoint,
    storage,
  });
  const session = new Session({
    config,
    storage,
    sessionStorage,
    userPool,
    library,
    pending,
    channel: env.channel ?? createBroadcastChannel(),
    now: resolved.now,
    navigate: resolved.navigate,
    listenToStorageEvents: env.listenToStorageEvents ?? hasWindow,
  });
  const context: AuthContext = {
    config,
    storage,
    sessionStorage,
    userPool,
    library,
    pending,
    session,
    env: resolved,
    retry,
  };
  const credentials = new IdentityCredentials(
    config,
    client(config.identityPoolEndpoint, "AWSCognitoIdentityService"),
    resolved.now,
  );
  const signUp = new SignUpFlow(context);
  session.onChange((change) => {
    credentials.forget();
    if (change === "ended") signUp.clearAutoSignIn();
  });

  return {
    config,
    store: session.state,
    initialise: () => session.initialise(),
    signIn: (input) => signIn(context, input),
    signUp: (input) => signUp.signUp(input),
    confirmSignUp: (input) => signUp.confirmSignUp(input),
    resendSignUpCode: (input) => signUp.resendSignUpCode(input),
    autoSignIn: () => signUp.autoSignIn(),
    resetPassword: (input) => resetPassword(context, input),
    confirmResetPassword: (input) => confirmResetPassword(context, input),
    updatePassword: (input) => updatePassword(context, input),
    verifyPassword: (input) => verifyPassword(context, input),
    isHostedSession: () => session.isHosted(),
    deleteUser: () => deleteUser(context),
    signOut: () => session.signOut(),
    async fetchSession(options: { forceRefresh?: boolean } = {}): Promise<AuthSession> {
      const tokens = await session.validTokens(options.forceRefresh === true);
      if (config.identityPoolId === undefined) return { tokens };
      if (tokens === undefined && !config.allowGuestAccess) return { tokens };
      const entry = await credentials.get(tokens);
      return { tokens, identityId: entry.identityId, credentials: entry.credentials };
    },
    async getBearerToken(): Promise<string | undefined> {
      const tokens = await session.validTokens(false);
      return tokens?.idToken ?? tokens?.accessToken;
    },
    getPendingSignIn: () => pending.read(),
    signInWithRedirect: (options = {}) => signInWithRedirect(context, options),
    handleRedirectCallback: (url = resolved.currentUrl()) => handleRedirectCallback(context, url),
    dispose: () => {
      session.dispose();
      signUp.clearAutoSignIn();
    },
  };
}
