/** The hosted sign-in redirect with PKCE (spec section 7, docs/security.md items 2-4). */
import type { AuthConfig } from "./config";
import { AUTH_ERRORS, AuthError } from "./errors";
import { sendWithTimeout, type FetchFunction } from "./identity-client";
import { withRetry, type RetryOptions } from "./retry";
import { safeRedirect } from "./safe-redirect";
import type { StorageAdapter } from "./storage";
import { APP_KEY_PREFIX } from "./token-storage";

export const OAUTH_STATE_KEY = `${APP_KEY_PREFIX}oauth`;

/** What is kept in session storage between the redirect and the callback. */
export interface OAuthAttempt {
  state: string;
  codeVerifier: string;
  /** Already validated with safeRedirect; validated again after the callback. */
  returnPath: string;
}

export function saveOAuthAttempt(storage: StorageAdapter, attempt: OAuthAttempt): void {
  storage.setItem(OAUTH_STATE_KEY, JSON.stringify(attempt));
}

/** Reads and removes the attempt: state and verifier are single use. */
export function takeOAuthAttempt(storage: StorageAdapter): OAuthAttempt | undefined {
  const raw = storage.getItem(OAUTH_STATE_KEY);
  storage.removeItem(OAUTH_STATE_KEY);
  if (raw === null) return undefined;
  try {
    const parsed = JSON.parse(raw) as Partial<OAuthAttempt> | null;
    if (
      parsed === null ||
      typeof parsed.state !== "string" ||
      typeof parsed.codeVerifier !== "string" ||
      typeof parsed.returnPath !== "string"
    ) {
      return undefined;
    }
    return {
      state: parsed.state,
      codeVerifier: parsed.codeVerifier,
      returnPath: parsed.returnPath,
    };
  } catch {
    return undefined;
  }
}

export function authorizeUrl(
  config: AuthConfig,
  hostedDomain: string,
  state: string,
  codeChallenge: string,
): string {
  const params = new URLSearchParams({
    redirect_uri: config.redirectSignIn,
    response_type: config.responseType,
    client_id: config.clientId,
    identity_provider: config.identityProvider,
    scope: config.scopes.join(" "),
    state,
    code_challenge: codeChallenge,
    code_challenge_method: "S256",
  });
  return `${hostedDomain}/oauth2/authorize?${params.toString()}`;
}

export function logoutUrl(config: AuthConfig, hostedDomain: string): string {
  const params = new URLSearchParams({
    client_id: config.clientId,
    logout_uri: config.redirectSignOut,
  });
  return `${hostedDomain}/logout?${params.toString()}`;
}

/** The parameters the provider adds to the callback address; they are removed right away. */
export const CALLBACK_PARAMETERS = ["code", "state", "error", "error_description"] as const;

export function withoutCallbackParameters(url: URL): string {
  const cleaned = new URL(url.href);
  for (const name of CALLBACK_PARAMETERS) cleaned.searchParams.delete(name);
  return `${cleaned.pathname}${cleaned.search}${cleaned.hash}`;
}

export function isSignInRedirectTarget(url: URL, redirectSignIn: string): boolean {
  const target = new URL(redirectSignIn);
  return url.origin === target.origin && url.pathname === target.pathname;
}

export interface TokenResponse {
  accessToken: string;
  idToken: string;
  refreshToken: string | undefined;
}

/** POST /oauth2/token, form-encoded, authorization_code grant with the PKCE verifier. */
export async function exchangeCode(options: {
  config: AuthConfig;
  hostedDomain: string;
  code: string;
  codeVerifier: string;
  fetch: FetchFunction;
  retry: RetryOptions;
}): Promise<TokenResponse> {
  const { config } = options;
  const body = new URLSearchParams({
    grant_type: "authorization_code",
    code: options.code,
    client_id: config.clientId,
    redirect_uri: config.redirectSignIn,
    code_verifier: options.codeVerifier,
  });
  const data = await withRetry(async () => {
    const response = await sendWithTimeout(
      options.fetch,
      `${options.hostedDomain}/oauth2/token`,
      {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: body.toString(),
      },
      config.requestTimeoutMs,
    );
    let parsed: unknown;
    try {
      parsed = await response.json();
    } catch {
      parsed = undefined;
    }
    const record =
      typeof parsed === "object" && parsed !== null ? (parsed as Record<string, unknown>) : {};
    if (!response.ok) {
      const description =
        typeof record.error_description === "string"
          ? record.error_description
          : typeof record.error === "string"
            ? record.error
            : `Token request failed with HTTP ${response.status}`;
      throw new AuthError(AUTH_ERRORS.OAuthSignInException, description, {
        statusCode: response.status,
      });
    }
    return record;
  }, options.retry);
  const { access_token: accessToken, id_token: idToken, refresh_token: refreshToken } = data;
  if (typeof accessToken !== "string" || typeof idToken !== "string") {
    throw new AuthError(AUTH_ERRORS.OAuthSignInException, "The token answer has no tokens");
  }
  return {
    accessToken,
    idToken,
    refreshToken: typeof refreshToken === "string" ? refreshToken : undefined,
  };
}

/** The path to continue on after the callback: the stored return path, validated again. */
export function returnPathAfterCallback(attempt: OAuthAttempt): string {
  return safeRedirect(encodeURIComponent(attempt.returnPath));
}
