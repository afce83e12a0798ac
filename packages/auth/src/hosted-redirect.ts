/**
 * The hosted (Google) sign-in: the redirect to the authorize endpoint with PKCE, and the
 * callback on /login that exchanges the code for tokens (the protocol pieces are in
 * hosted-sign-in.ts). The tokens are stored in the library's layout.
 */
import type { RedirectCallbackResult } from "./auth-types";
import type { AuthContext } from "./context";
import { AUTH_ERRORS, AuthError } from "./errors";
import {
  authorizeUrl,
  exchangeCode,
  isSignInRedirectTarget,
  returnPathAfterCallback,
  saveOAuthAttempt,
  takeOAuthAttempt,
  withoutCallbackParameters,
} from "./hosted-sign-in";
import { decodeJwtClaims, stringClaim } from "./jwt";
import {
  constantTimeEqual,
  OAUTH_STATE_LENGTH,
  pkceChallenge,
  PKCE_VERIFIER_LENGTH,
  randomUnreservedString,
} from "./pkce";
import { safeRedirect } from "./safe-redirect";
import { clearAllAuthKeys } from "./token-storage";

function hostedDomainOf(context: AuthContext): string {
  const domain = context.config.hostedDomain;
  if (domain === undefined) {
    throw new AuthError(
      AUTH_ERRORS.OAuthNotConfiguredException,
      "The hosted sign-in domain is not configured",
    );
  }
  return domain;
}

export async function signInWithRedirect(
  context: AuthContext,
  options: { returnPath?: string },
): Promise<void> {
  const { config, env, sessionStorage, session } = context;
  const hostedDomain = hostedDomainOf(context);
  session.assertSignedOut();
  const current = new URL(env.currentUrl());
  if (new URL(config.redirectSignIn).origin !== current.origin) {
    throw new AuthError(
      AUTH_ERRORS.InvalidRedirectException,
      "The sign-in redirect address is not on this origin",
    );
  }
  const crypto = env.crypto;
  const state = randomUnreservedString(OAUTH_STATE_LENGTH, crypto);
  const codeVerifier = randomUnreservedString(PKCE_VERIFIER_LENGTH, crypto);
  const codeChallenge = await pkceChallenge(codeVerifier, crypto.subtle);
  saveOAuthAttempt(sessionStorage, {
    state,
    codeVerifier,
    returnPath: safeRedirect(
      options.returnPath === undefined ? "/" : encodeURIComponent(options.returnPath),
    ),
  });
  env.navigate(authorizeUrl(config, hostedDomain, state, codeChallenge));
}

export async function handleRedirectCallback(
  context: AuthContext,
  url: string,
): Promise<RedirectCallbackResult> {
  const { config, env, storage, sessionStorage, session, library, retry } = context;
  const callback = new URL(url);
  const code = callback.searchParams.get("code");
  const state = callback.searchParams.get("state");
  const error = callback.searchParams.get("error");
  if (code === null && state === null && error === null) {
    return { handled: false, redirectTo: "/" };
  }
  // Single use: the attempt is gone from storage and the parameters from the address bar
  // before anything else happens, whatever the outcome.
  const attempt = takeOAuthAttempt(sessionStorage);
  env.replaceUrl(withoutCallbackParameters(callback));
  if (!isSignInRedirectTarget(callback, config.redirectSignIn)) {
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
  const tokens = await exchangeCode({
    config,
    hostedDomain: hostedDomainOf(context),
    code,
    codeVerifier: attempt.codeVerifier,
    fetch: env.fetch,
    retry,
  });
  const username =
    stringClaim(decodeJwtClaims(tokens.accessToken), "username") ??
    stringClaim(decodeJwtClaims(tokens.idToken), "cognito:username");
  if (username === undefined) {
    throw new AuthError(AUTH_ERRORS.OAuthSignInException, "The tokens name no user");
  }
  clearAllAuthKeys(storage, config.clientId);
  await library.storeSession(username, tokens);
  session.started(true);
  return { handled: true, redirectTo: returnPathAfterCallback(attempt) };
}
