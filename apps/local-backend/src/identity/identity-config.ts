// Settings of the local identity service only (token lifetimes, password policy, codes, limits,
// hosted sign-in allow-lists). Read once from environment variables, each with a default; bad
// values fail fast with the variable's name. Documented in docs/identity.md.
import { PASSWORD_POLICY, passwordPolicyProblems, type PasswordPolicy } from "@memorial/domain";
import type { BackendConfig } from "../config.ts";

export interface IdentityConfig {
  /** Lifetime of id and access tokens, seconds. */
  accessTokenTtlSeconds: number;
  /** Lifetime of refresh tokens, seconds. */
  refreshTokenTtlSeconds: number;
  passwordPolicy: PasswordPolicy;
  /** How long a sign-up confirmation code stays valid, seconds. */
  signUpCodeTtlSeconds: number;
  /** How long a password-reset code stays valid, seconds. */
  resetCodeTtlSeconds: number;
  /** Wrong codes accepted before the code is burnt (TooManyFailedAttempts / LimitExceeded). */
  maxCodeAttempts: number;
  /** Codes that may be sent to one user per hour (LimitExceededException beyond). */
  maxCodesPerHour: number;
  /** Consecutive wrong passwords before sign-in is locked ("Password attempts exceeded"). */
  maxFailedSignIns: number;
  /** How long a locked sign-in stays locked, seconds. */
  signInLockoutSeconds: number;
  /** Requests per minute per client address and operation (TooManyRequestsException beyond). */
  requestsPerMinute: number;
  /** Lifetime of the Session string of a sign-in challenge, seconds (Cognito: 3 minutes). */
  challengeSessionTtlSeconds: number;
  /** Lifetime of an authorization code of the hosted sign-in, seconds (Cognito: 5 minutes). */
  authorizationCodeTtlSeconds: number;
  /** Allowed `redirect_uri` values of /oauth2/authorize and /oauth2/token (exact match). */
  callbackUrls: string[];
  /** Allowed `logout_uri` values of /logout (exact match). */
  logoutUrls: string[];
  /**
   * Unknown users get NotAuthorizedException instead of UserNotFoundException (Cognito's
   * "Prevent user existence errors", on by default for app clients made in the console), so an
   * unknown e-mail and a wrong password look the same (SECURITY.md item 8).
   */
  preventUserExistenceErrors: boolean;
  /** Sign-ins return NewDeviceMetadata (the client then calls ConfirmDevice). */
  deviceTracking: boolean;
  identityPoolId: string;
  /** The identity pool hands out guest (unauthenticated) identities. */
  allowGuestIdentities: boolean;
  /** Lifetime of identity-pool credentials, seconds. */
  credentialsTtlSeconds: number;
}

function positiveInt(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) {
    throw new Error(`Configuration error: ${name} must be a positive whole number, got "${raw}"`);
  }
  return value;
}

function bool(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw === "") return fallback;
  if (raw === "true" || raw === "1") return true;
  if (raw === "false" || raw === "0") return false;
  throw new Error(`Configuration error: ${name} must be true or false, got "${raw}"`);
}

function urlList(env: NodeJS.ProcessEnv, name: string, fallback: string[]): string[] {
  const raw = env[name];
  if (raw === undefined || raw.trim() === "") return fallback;
  const urls = raw
    .split(",")
    .map((part) => part.trim())
    .filter((part) => part !== "");
  for (const url of urls) {
    if (!URL.canParse(url)) {
      throw new Error(`Configuration error: ${name} holds "${url}", which is not an absolute URL`);
    }
  }
  return urls;
}

export function loadIdentityConfig(
  config: BackendConfig,
  env: NodeJS.ProcessEnv = process.env,
): IdentityConfig {
  const passwordPolicy: PasswordPolicy = {
    minLength: positiveInt(env, "MEMORIAL_IDENTITY_PASSWORD_MIN_LENGTH", PASSWORD_POLICY.minLength),
    requireLowercase: bool(
      env,
      "MEMORIAL_IDENTITY_PASSWORD_REQUIRE_LOWERCASE",
      PASSWORD_POLICY.requireLowercase,
    ),
    requireUppercase: bool(
      env,
      "MEMORIAL_IDENTITY_PASSWORD_REQUIRE_UPPERCASE",
      PASSWORD_POLICY.requireUppercase,
    ),
    requireNumbers: bool(
      env,
      "MEMORIAL_IDENTITY_PASSWORD_REQUIRE_NUMBERS",
      PASSWORD_POLICY.requireNumbers,
    ),
    requireSymbols: bool(
      env,
      "MEMORIAL_IDENTITY_PASSWORD_REQUIRE_SYMBOLS",
      PASSWORD_POLICY.requireSymbols,
    ),
  };
  const [policyProblem] = passwordPolicyProblems(passwordPolicy);
  if (policyProblem !== undefined) {
    throw new Error(`Configuration error: MEMORIAL_IDENTITY_PASSWORD_MIN_LENGTH: ${policyProblem}`);
  }
  return {
    accessTokenTtlSeconds: positiveInt(env, "MEMORIAL_IDENTITY_TOKEN_TTL_SECONDS", 3600),
    refreshTokenTtlSeconds: positiveInt(
      env,
      "MEMORIAL_IDENTITY_REFRESH_TOKEN_TTL_SECONDS",
      30 * 24 * 3600,
    ),
    passwordPolicy,
    signUpCodeTtlSeconds: positiveInt(env, "MEMORIAL_IDENTITY_SIGNUP_CODE_TTL_SECONDS", 24 * 3600),
    resetCodeTtlSeconds: positiveInt(env, "MEMORIAL_IDENTITY_RESET_CODE_TTL_SECONDS", 3600),
    maxCodeAttempts: positiveInt(env, "MEMORIAL_IDENTITY_MAX_CODE_ATTEMPTS", 5),
    maxCodesPerHour: positiveInt(env, "MEMORIAL_IDENTITY_MAX_CODES_PER_HOUR", 10),
    maxFailedSignIns: positiveInt(env, "MEMORIAL_IDENTITY_MAX_FAILED_SIGN_INS", 5),
    signInLockoutSeconds: positiveInt(env, "MEMORIAL_IDENTITY_SIGN_IN_LOCKOUT_SECONDS", 300),
    requestsPerMinute: positiveInt(env, "MEMORIAL_IDENTITY_REQUESTS_PER_MINUTE", 600),
    challengeSessionTtlSeconds: positiveInt(env, "MEMORIAL_IDENTITY_SESSION_TTL_SECONDS", 180),
    authorizationCodeTtlSeconds: positiveInt(env, "MEMORIAL_IDENTITY_AUTH_CODE_TTL_SECONDS", 300),
    callbackUrls: urlList(env, "MEMORIAL_IDENTITY_CALLBACK_URLS", [`${config.webOrigin}/login`]),
    logoutUrls: urlList(env, "MEMORIAL_IDENTITY_LOGOUT_URLS", [`${config.webOrigin}/logout`]),
    preventUserExistenceErrors: bool(env, "MEMORIAL_IDENTITY_PREVENT_USER_EXISTENCE_ERRORS", true),
    deviceTracking: bool(env, "MEMORIAL_IDENTITY_DEVICE_TRACKING", false),
    identityPoolId:
      env.MEMORIAL_IDENTITY_POOL_ID ?? `${config.region}:00000000-0000-4000-8000-000000000001`,
    allowGuestIdentities: bool(env, "MEMORIAL_IDENTITY_ALLOW_GUESTS", false),
    credentialsTtlSeconds: positiveInt(env, "MEMORIAL_IDENTITY_CREDENTIALS_TTL_SECONDS", 3600),
  };
}
