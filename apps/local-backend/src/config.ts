// The one configuration module of the local backend: every environment variable it reads is
// parsed and validated here, once, with a default (documented in README.md of this app). A bad
// value fails fast with the variable's name, what it must be and what was given. Nothing else in
// the backend reads process.env.
import path from "node:path";
import {
  PASSWORD_POLICY,
  USER_POOL_SETTINGS,
  appClientUrls,
  passwordPolicyProblems,
  type PasswordPolicy,
} from "@memorial/domain";

/** Settings of the local identity service (MEMORIAL_IDENTITY_*). */
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
  /** Requests per minute per client address and operation (429 TooManyRequests beyond). */
  requestsPerMinute: number;
  /** Sign-in and code requests per minute for one account, from anywhere (429 beyond). */
  accountRequestsPerMinute: number;
  /** Posts of the hosted sign-in pages per minute per client address (429 page beyond). */
  hostedRequestsPerMinute: number;
  /**
   * Burst limit of the hosted sign-in pages, on top of the per-minute one: at most
   * `hostedBurstPosts` posts per client address within any `hostedBurstSeconds` (429 page beyond).
   */
  hostedBurstPosts: number;
  hostedBurstSeconds: number;
  /** Largest request body the identity service reads, bytes (413 beyond). */
  maxBodyBytes: number;
  /** Lifetime of the Session string of a sign-in challenge, seconds (Cognito: 3 minutes). */
  challengeSessionTtlSeconds: number;
  /** Lifetime of an authorization code of the hosted sign-in, seconds (Cognito: 5 minutes). */
  authorizationCodeTtlSeconds: number;
  /** Allowed `redirect_uri` values of /oauth2/authorize and /oauth2/token (exact match). */
  callbackUrls: string[];
  /** Allowed `logout_uri` values of /logout (exact match). */
  logoutUrls: string[];
  /**
   * Unknown users answer like known ones (Cognito's "Prevent user existence errors", on by
   * default for app clients made in the console): NotAuthorizedException instead of
   * UserNotFoundException, and a fake but consistent SRP challenge (docs/security.md items 8, 21).
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

export interface BackendConfig {
  /** Folder for the database file and uploaded media. Ignored by git. */
  dataDir: string;
  /** Host every server binds to. Loopback by default. */
  host: string;
  /** Port of the product API (also uploads, media, payment page). */
  apiPort: number;
  /** Port of the identity service (user pool, hosted sign-in, identity pool, mailbox). */
  identityPort: number;
  /** Origin of the web app: the origin CORS answers, and the origin QR codes point to. */
  webOrigin: string;
  /**
   * Every origin CORS answers: the web app's, plus MEMORIAL_EXTRA_WEB_ORIGINS (a comma-separated
   * list, for a second copy of the app such as the benchmark's statically hosted one).
   */
  corsOrigins: string[];
  /** Public base URL of the API server as the browser reaches it. */
  apiBaseUrl: string;
  /** Public base URL of the identity service as the browser reaches it. */
  identityBaseUrl: string;
  region: string;
  userPoolId: string;
  clientId: string;
  /** Days a new memorial page stays on trial before it is blocked (MEMORIAL_TRIAL_DAYS). */
  trialDays: number;
  /** Seconds an upload URL stays valid (MEMORIAL_UPLOAD_URL_TTL_SECONDS). */
  uploadUrlTtlSeconds: number;
  /** Longest side in pixels of a stored photo after re-encoding (MEMORIAL_PHOTO_MAX_PIXELS). */
  photoMaxPixels: number;
  /**
   * Storage per page in bytes for every plan, replacing the plan quotas (2 GB bronze, 5 GB
   * silver and trial) when set (MEMORIAL_STORAGE_QUOTA_BYTES; tests use a small one).
   */
  storageQuotaBytes: number | undefined;
  /** Create the demo account and page on first start (MEMORIAL_SEED, "false" turns it off). */
  seed: boolean;
  /**
   * Condolences plus candles one client (signed-in user, or address) may write per minute
   * (MEMORIAL_RATE_LIMIT_CLIENT_PER_MINUTE, default 10).
   */
  rateLimitClientPerMinute: number;
  /**
   * Condolences plus candles one page takes per minute from everyone together
   * (MEMORIAL_RATE_LIMIT_PAGE_PER_MINUTE, default 600).
   */
  rateLimitPagePerMinute: number;
  /** Product API requests per minute per client address (MEMORIAL_API_RATE_LIMIT_PER_CLIENT). */
  apiRateLimitPerClient: number;
  /**
   * The service's own address for reports ('Melden') and the contact point of the privacy
   * statement (MEMORIAL_REPORT_ADDRESS); locally it lands in the mailbox.
   */
  reportAddress: string;
  /** Reports one client (signed-in user, or address) may send per minute (MEMORIAL_REPORT_RATE_LIMIT_PER_MINUTE, default 5). */
  reportRateLimitPerMinute: number;
  /** Product API requests per minute per signed-in user (MEMORIAL_API_RATE_LIMIT_PER_USER). */
  apiRateLimitPerUser: number;
  /**
   * Take the client address from the first X-Forwarded-For entry (MEMORIAL_TRUST_PROXY); only
   * behind a proxy that sets it. Otherwise the connection's address counts.
   */
  trustProxy: boolean;
  /**
   * Serve the local-only helpers (mailbox, trial expiry, payment simulator) on a host other than
   * loopback (MEMORIAL_ALLOW_NETWORK_HELPERS); without it such a host is refused at start.
   */
  allowNetworkHelpers: boolean;
  identity: IdentityConfig;
}

export class ConfigError extends Error {
  constructor(name: string, expected: string, raw: string) {
    super(`Configuration error: ${name} must be ${expected}, got "${raw}"`);
    this.name = "ConfigError";
  }
}

type Env = NodeJS.ProcessEnv;

const isSet = (raw: string | undefined): raw is string => raw !== undefined && raw.trim() !== "";

function positiveInt(env: Env, name: string, fallback: number, max = Number.MAX_SAFE_INTEGER) {
  const raw = env[name];
  if (!isSet(raw)) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > max) {
    throw new ConfigError(name, `a whole number from 1 to ${max}`, raw);
  }
  return value;
}

function port(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (!isSet(raw)) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > 65535) {
    throw new ConfigError(name, "a port number (0 for any free port)", raw);
  }
  return value;
}

function bool(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (!isSet(raw)) return fallback;
  if (raw === "true" || raw === "1") return true;
  if (raw === "false" || raw === "0") return false;
  throw new ConfigError(name, "true or false", raw);
}

function text(env: Env, name: string, fallback: string, pattern?: RegExp, what = ""): string {
  const raw = env[name];
  if (!isSet(raw)) return fallback;
  if (pattern && !pattern.test(raw)) throw new ConfigError(name, what, raw);
  return raw;
}

function httpUrl(env: Env, name: string, fallback: string): string {
  const raw = env[name];
  const value = isSet(raw) ? raw : fallback;
  const parsed = URL.canParse(value) ? new URL(value) : undefined;
  if (!parsed || (parsed.protocol !== "http:" && parsed.protocol !== "https:")) {
    throw new ConfigError(name, "an absolute http(s) URL", value);
  }
  return value.replace(/\/+$/, "");
}

function urlList(env: Env, name: string, fallback: string[]): string[] {
  const raw = env[name];
  if (!isSet(raw)) return fallback;
  const urls = raw
    .split(",")
    .map((part) => part.trim())
    .filter((part) => part !== "");
  for (const url of urls) {
    if (!URL.canParse(url))
      throw new ConfigError(name, "a comma-separated list of absolute URLs", url);
  }
  return urls;
}

/** Loopback addresses: the only hosts the local-only helpers may be served on by default. */
export function isLoopbackHost(host: string): boolean {
  return host === "localhost" || host === "::1" || /^127(\.\d{1,3}){3}$/.test(host);
}

/** The user pool's settings: the defaults of the identity service. */
const POOL = USER_POOL_SETTINGS;
const TOKENS = POOL.tokenValiditySeconds;
const CODES = POOL.codeValiditySeconds;

function loadIdentityConfig(env: Env, region: string, webOrigin: string): IdentityConfig {
  const appUrls = appClientUrls(webOrigin);
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
    accessTokenTtlSeconds: positiveInt(env, "MEMORIAL_IDENTITY_TOKEN_TTL_SECONDS", TOKENS.access),
    refreshTokenTtlSeconds: positiveInt(
      env,
      "MEMORIAL_IDENTITY_REFRESH_TOKEN_TTL_SECONDS",
      TOKENS.refresh,
    ),
    passwordPolicy,
    signUpCodeTtlSeconds: positiveInt(
      env,
      "MEMORIAL_IDENTITY_SIGNUP_CODE_TTL_SECONDS",
      CODES.signUp,
    ),
    resetCodeTtlSeconds: positiveInt(env, "MEMORIAL_IDENTITY_RESET_CODE_TTL_SECONDS", CODES.reset),
    maxCodeAttempts: positiveInt(env, "MEMORIAL_IDENTITY_MAX_CODE_ATTEMPTS", 5),
    maxCodesPerHour: positiveInt(env, "MEMORIAL_IDENTITY_MAX_CODES_PER_HOUR", 10),
    maxFailedSignIns: positiveInt(env, "MEMORIAL_IDENTITY_MAX_FAILED_SIGN_INS", 5),
    signInLockoutSeconds: positiveInt(env, "MEMORIAL_IDENTITY_SIGN_IN_LOCKOUT_SECONDS", 300),
    requestsPerMinute: positiveInt(env, "MEMORIAL_IDENTITY_REQUESTS_PER_MINUTE", 600),
    accountRequestsPerMinute: positiveInt(env, "MEMORIAL_IDENTITY_ACCOUNT_REQUESTS_PER_MINUTE", 60),
    hostedRequestsPerMinute: positiveInt(env, "MEMORIAL_IDENTITY_HOSTED_REQUESTS_PER_MINUTE", 60),
    hostedBurstPosts: positiveInt(env, "MEMORIAL_IDENTITY_HOSTED_BURST_POSTS", 10),
    hostedBurstSeconds: positiveInt(env, "MEMORIAL_IDENTITY_HOSTED_BURST_SECONDS", 10, 3600),
    maxBodyBytes: positiveInt(env, "MEMORIAL_IDENTITY_MAX_BODY_BYTES", 64 * 1024),
    challengeSessionTtlSeconds: positiveInt(
      env,
      "MEMORIAL_IDENTITY_SESSION_TTL_SECONDS",
      POOL.challengeSessionSeconds,
    ),
    authorizationCodeTtlSeconds: positiveInt(
      env,
      "MEMORIAL_IDENTITY_AUTH_CODE_TTL_SECONDS",
      POOL.authorizationCodeSeconds,
    ),
    callbackUrls: urlList(env, "MEMORIAL_IDENTITY_CALLBACK_URLS", [appUrls.callbackUrl]),
    logoutUrls: urlList(env, "MEMORIAL_IDENTITY_LOGOUT_URLS", [appUrls.logoutUrl]),
    preventUserExistenceErrors: bool(
      env,
      "MEMORIAL_IDENTITY_PREVENT_USER_EXISTENCE_ERRORS",
      POOL.preventUserExistenceErrors,
    ),
    deviceTracking: bool(env, "MEMORIAL_IDENTITY_DEVICE_TRACKING", false),
    identityPoolId: text(
      env,
      "MEMORIAL_IDENTITY_POOL_ID",
      `${region}:00000000-0000-4000-8000-000000000001`,
      /^[\w-]+:[0-9a-f-]{36}$/,
      "an identity pool id such as eu-central-1:<uuid>",
    ),
    allowGuestIdentities: bool(env, "MEMORIAL_IDENTITY_ALLOW_GUESTS", false),
    credentialsTtlSeconds: positiveInt(env, "MEMORIAL_IDENTITY_CREDENTIALS_TTL_SECONDS", 3600),
  };
}

export function loadConfig(env: Env = process.env): BackendConfig {
  const host = text(env, "MEMORIAL_HOST", "127.0.0.1", /^[\w.:-]+$/, "a host name or address");
  const apiPort = port(env, "MEMORIAL_API_PORT", 4000);
  const identityPort = port(env, "MEMORIAL_IDENTITY_PORT", 4001);
  const publicHost = text(env, "MEMORIAL_PUBLIC_HOST", "localhost", /^[\w.:-]+$/, "a host name");
  const region = text(
    env,
    "MEMORIAL_REGION",
    "eu-central-1",
    /^[a-z]{2}(-[a-z]+)+-\d$/,
    "a region",
  );
  const webOrigin = httpUrl(env, "MEMORIAL_WEB_ORIGIN", "http://localhost:5173");
  const allowNetworkHelpers = bool(env, "MEMORIAL_ALLOW_NETWORK_HELPERS", false);
  if (!isLoopbackHost(host) && !allowNetworkHelpers) {
    throw new Error(
      `Configuration error: MEMORIAL_HOST is "${host}", not a loopback address. The local-only ` +
        "helpers (mailbox, trial expiry, payment simulator) would be reachable from the network; " +
        "set MEMORIAL_ALLOW_NETWORK_HELPERS=true if that is really intended.",
    );
  }
  const quota = env.MEMORIAL_STORAGE_QUOTA_BYTES;
  return {
    dataDir: path.resolve(
      isSet(env.MEMORIAL_DATA_DIR)
        ? env.MEMORIAL_DATA_DIR
        : path.join(import.meta.dirname, "..", "data"),
    ),
    host,
    apiPort,
    identityPort,
    webOrigin,
    corsOrigins: [
      webOrigin,
      ...urlList(env, "MEMORIAL_EXTRA_WEB_ORIGINS", []).map((url) => new URL(url).origin),
    ],
    apiBaseUrl: httpUrl(env, "MEMORIAL_API_BASE_URL", `http://${publicHost}:${apiPort}`),
    identityBaseUrl: httpUrl(
      env,
      "MEMORIAL_IDENTITY_BASE_URL",
      `http://${publicHost}:${identityPort}`,
    ),
    region,
    userPoolId: text(
      env,
      "MEMORIAL_USER_POOL_ID",
      "eu-central-1_LocalPool",
      /^[\w-]+_[0-9a-zA-Z]+$/,
      "a user pool id such as eu-central-1_LocalPool",
    ),
    clientId: text(env, "MEMORIAL_CLIENT_ID", "local-web-client", /^[\w+-]{1,128}$/, "a client id"),
    trialDays: positiveInt(env, "MEMORIAL_TRIAL_DAYS", 30),
    uploadUrlTtlSeconds: positiveInt(env, "MEMORIAL_UPLOAD_URL_TTL_SECONDS", 900),
    photoMaxPixels: positiveInt(env, "MEMORIAL_PHOTO_MAX_PIXELS", 2560),
    storageQuotaBytes: isSet(quota)
      ? positiveInt(env, "MEMORIAL_STORAGE_QUOTA_BYTES", 1)
      : undefined,
    seed: bool(env, "MEMORIAL_SEED", true),
    rateLimitClientPerMinute: positiveInt(env, "MEMORIAL_RATE_LIMIT_CLIENT_PER_MINUTE", 10),
    rateLimitPagePerMinute: positiveInt(env, "MEMORIAL_RATE_LIMIT_PAGE_PER_MINUTE", 600),
    apiRateLimitPerClient: positiveInt(env, "MEMORIAL_API_RATE_LIMIT_PER_CLIENT", 3000),
    reportAddress: text(
      env,
      "MEMORIAL_REPORT_ADDRESS",
      "meldingen@herinneringspagina.nl",
      /^[^@\s]+@[^@\s]+\.[^@\s]+$/,
      "an e-mail address",
    ),
    reportRateLimitPerMinute: positiveInt(env, "MEMORIAL_REPORT_RATE_LIMIT_PER_MINUTE", 5),
    apiRateLimitPerUser: positiveInt(env, "MEMORIAL_API_RATE_LIMIT_PER_USER", 1200),
    trustProxy: bool(env, "MEMORIAL_TRUST_PROXY", false),
    allowNetworkHelpers,
    identity: loadIdentityConfig(env, region, webOrigin),
  };
}
