/** Configuration of the sign-in layer. */

import {
  PASSWORD_POLICY,
  USER_POOL_SETTINGS,
  passwordPolicyProblems,
  type PasswordPolicy,
} from "@memorial/domain";

export const DEFAULT_REGION = "eu-central-1";
// The app client's scopes, grant and paths: the user pool's settings in @memorial/domain.
export const OAUTH_SCOPES = USER_POOL_SETTINGS.appClient.scopes;
export const OAUTH_RESPONSE_TYPE = USER_POOL_SETTINGS.appClient.flows[0];
export const SIGN_IN_PATH = USER_POOL_SETTINGS.appClient.callbackPath;
export const SIGN_OUT_PATH = USER_POOL_SETTINGS.appClient.logoutPath;

export type StorageKind = "localStorage" | "cookie";

export interface AuthConfigInput {
  /** Default eu-central-1. */
  region?: string;
  userPoolId: string;
  clientId: string;
  /** User-pool endpoint; the regional AWS endpoint when absent (set it for the local service). */
  endpoint?: string;
  /** Identity-pool endpoint; `endpoint` when that is set, else the regional AWS endpoint. */
  identityPoolEndpoint?: string;
  /** Hosted sign-in domain ("auth.example.com" or a full origin such as "http://localhost:4001"). */
  hostedDomain?: string;
  /** Default `${origin}/login`. */
  redirectSignIn?: string;
  /** Default `${origin}/logout`. */
  redirectSignOut?: string;
  /** Default "Google". */
  identityProvider?: string;
  passwordPolicy?: Partial<PasswordPolicy>;
  identityPoolId?: string;
  /** Whether signed-out visitors get guest identity-pool credentials. Default false. */
  allowGuestAccess?: boolean;
  /**
   * SRP (default) or the plain password flow (needs ALLOW_USER_PASSWORD_AUTH). The SRP exchange
   * is sent by amazon-cognito-identity-js with the global fetch; every other identity call,
   * the password flow included, by this package with `AuthEnvironment.fetch`.
   */
  authFlow?: "USER_SRP_AUTH" | "USER_PASSWORD_AUTH";
  /** Where tokens are kept. Default localStorage. */
  storage?: StorageKind;
  /** Cookie domain when `storage` is "cookie". */
  cookieDomain?: string;
  /** Time limit of one identity call (of one whole SRP exchange). Default 15 s. */
  requestTimeoutMs?: number;
}

export interface AuthConfig {
  region: string;
  userPoolId: string;
  clientId: string;
  endpoint: string;
  identityPoolEndpoint: string;
  /** The identity-pool login key: cognito-idp.<region>.amazonaws.com/<userPoolId>. */
  providerName: string;
  hostedDomain: string | undefined;
  redirectSignIn: string;
  redirectSignOut: string;
  scopes: readonly string[];
  responseType: typeof OAUTH_RESPONSE_TYPE;
  identityProvider: string;
  passwordPolicy: PasswordPolicy;
  identityPoolId: string | undefined;
  allowGuestAccess: boolean;
  authFlow: "USER_SRP_AUTH" | "USER_PASSWORD_AUTH";
  storage: StorageKind;
  cookieDomain: string | undefined;
  requestTimeoutMs: number;
}

export class AuthConfigError extends Error {
  override readonly name = "AuthConfigError";
  readonly problems: string[];

  constructor(problems: string[]) {
    super(`Invalid sign-in configuration: ${problems.join("; ")}`);
    this.problems = problems;
  }
}

function parseUrl(value: string, field: string, problems: string[]): URL | undefined {
  try {
    const url = new URL(value);
    if (url.protocol !== "https:" && url.protocol !== "http:") {
      problems.push(`${field} must be an http(s) URL`);
      return undefined;
    }
    return url;
  } catch {
    problems.push(`${field} is not a URL: ${value}`);
    return undefined;
  }
}

function withTrailingSlash(url: URL): string {
  return url.href.endsWith("/") ? url.href : `${url.href}/`;
}

/**
 * Fills in the defaults and checks the values; throws {@link AuthConfigError} listing every
 * problem at once. `origin` is the web app's origin (window.location.origin in the browser).
 */
export function resolveAuthConfig(input: AuthConfigInput, origin: string): AuthConfig {
  const problems: string[] = [];
  const region = input.region ?? DEFAULT_REGION;
  if (!/^[a-z]{2}(-[a-z]+)+-\d$/.test(region)) problems.push(`region is not valid: ${region}`);
  if (!input.clientId) problems.push("clientId is missing");
  if (!input.userPoolId) {
    problems.push("userPoolId is missing");
  } else if (!/^[\w-]+_[0-9a-zA-Z]+$/.test(input.userPoolId) || input.userPoolId.length > 55) {
    problems.push(`userPoolId is not valid: ${input.userPoolId}`);
  } else if (input.endpoint === undefined && !input.userPoolId.startsWith(`${region}_`)) {
    problems.push(`userPoolId ${input.userPoolId} is not in region ${region}`);
  }

  const endpointUrl =
    input.endpoint === undefined ? undefined : parseUrl(input.endpoint, "endpoint", problems);
  const endpoint =
    endpointUrl === undefined
      ? `https://cognito-idp.${region}.amazonaws.com/`
      : withTrailingSlash(endpointUrl);
  const identityUrl =
    input.identityPoolEndpoint === undefined
      ? endpointUrl
      : parseUrl(input.identityPoolEndpoint, "identityPoolEndpoint", problems);
  const identityPoolEndpoint =
    identityUrl === undefined
      ? `https://cognito-identity.${region}.amazonaws.com/`
      : withTrailingSlash(identityUrl);
  // The identity pool's name for this user pool; the local identity service uses it too.
  const providerName = `cognito-idp.${region}.amazonaws.com/${input.userPoolId}`;

  let hostedDomain: string | undefined;
  if (input.hostedDomain !== undefined && input.hostedDomain !== "") {
    const withScheme = /^https?:\/\//.test(input.hostedDomain)
      ? input.hostedDomain
      : `https://${input.hostedDomain}`;
    hostedDomain = parseUrl(withScheme, "hostedDomain", problems)?.origin;
  }

  const redirectSignIn = parseUrl(
    input.redirectSignIn ?? `${origin}${SIGN_IN_PATH}`,
    "redirectSignIn",
    problems,
  );
  const redirectSignOut = parseUrl(
    input.redirectSignOut ?? `${origin}${SIGN_OUT_PATH}`,
    "redirectSignOut",
    problems,
  );

  // The pool's policy (PASSWORD_POLICY of @memorial/domain) unless the configuration differs.
  const passwordPolicy: PasswordPolicy = { ...PASSWORD_POLICY, ...input.passwordPolicy };
  for (const problem of passwordPolicyProblems(passwordPolicy)) {
    problems.push(`passwordPolicy.${problem}`);
  }
  const requestTimeoutMs = input.requestTimeoutMs ?? 15_000;
  if (!(requestTimeoutMs > 0)) problems.push("requestTimeoutMs must be positive");

  if (problems.length > 0 || redirectSignIn === undefined || redirectSignOut === undefined) {
    throw new AuthConfigError(problems);
  }
  return {
    region,
    userPoolId: input.userPoolId,
    clientId: input.clientId,
    endpoint,
    identityPoolEndpoint,
    providerName,
    hostedDomain,
    redirectSignIn: redirectSignIn.href,
    redirectSignOut: redirectSignOut.href,
    scopes: OAUTH_SCOPES,
    responseType: OAUTH_RESPONSE_TYPE,
    identityProvider:
      input.identityProvider ?? USER_POOL_SETTINGS.identityProviders[0] ?? "COGNITO",
    passwordPolicy,
    identityPoolId: input.identityPoolId === "" ? undefined : input.identityPoolId,
    allowGuestAccess: input.allowGuestAccess ?? false,
    authFlow: input.authFlow ?? "USER_SRP_AUTH",
    storage: input.storage ?? "localStorage",
    cookieDomain: input.cookieDomain,
    requestTimeoutMs,
  };
}
