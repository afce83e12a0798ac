// Typed configuration of the local backend, read once from environment variables.
// Every variable has a documented default (see README.md of this app); bad values fail fast.
import path from "node:path";

export interface BackendConfig {
  /** Folder for the database file and uploaded media. Ignored by git. */
  dataDir: string;
  /** Host every server binds to. Loopback by default. */
  host: string;
  /** Port of the product API (also uploads, media, payment page). */
  apiPort: number;
  /** Port of the identity service (user pool, hosted sign-in, identity pool, mailbox). */
  identityPort: number;
  /** Origin of the web app: the only origin CORS answers, and the origin QR codes point to. */
  webOrigin: string;
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
  /** Product API requests per minute per signed-in user (MEMORIAL_API_RATE_LIMIT_PER_USER). */
  apiRateLimitPerUser: number;
}

function positiveIntFromEnv(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) {
    throw new Error(`Configuration error: ${name} must be a positive whole number, got "${raw}"`);
  }
  return value;
}

function booleanFromEnv(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw === "") return fallback;
  if (raw === "true" || raw === "1") return true;
  if (raw === "false" || raw === "0") return false;
  throw new Error(`Configuration error: ${name} must be true or false, got "${raw}"`);
}

function intFromEnv(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > 65535) {
    throw new Error(`Configuration error: ${name} must be a port number, got "${raw}"`);
  }
  return value;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): BackendConfig {
  const host = env.MEMORIAL_HOST ?? "127.0.0.1";
  const apiPort = intFromEnv(env, "MEMORIAL_API_PORT", 4000);
  const identityPort = intFromEnv(env, "MEMORIAL_IDENTITY_PORT", 4001);
  const publicHost = env.MEMORIAL_PUBLIC_HOST ?? "localhost";
  return {
    dataDir: path.resolve(env.MEMORIAL_DATA_DIR ?? path.join(import.meta.dirname, "..", "data")),
    host,
    apiPort,
    identityPort,
    webOrigin: env.MEMORIAL_WEB_ORIGIN ?? "http://localhost:5173",
    apiBaseUrl: env.MEMORIAL_API_BASE_URL ?? `http://${publicHost}:${apiPort}`,
    identityBaseUrl: env.MEMORIAL_IDENTITY_BASE_URL ?? `http://${publicHost}:${identityPort}`,
    region: env.MEMORIAL_REGION ?? "eu-central-1",
    userPoolId: env.MEMORIAL_USER_POOL_ID ?? "eu-central-1_LocalPool",
    clientId: env.MEMORIAL_CLIENT_ID ?? "local-web-client",
    trialDays: positiveIntFromEnv(env, "MEMORIAL_TRIAL_DAYS", 30),
    uploadUrlTtlSeconds: positiveIntFromEnv(env, "MEMORIAL_UPLOAD_URL_TTL_SECONDS", 900),
    photoMaxPixels: positiveIntFromEnv(env, "MEMORIAL_PHOTO_MAX_PIXELS", 2560),
    storageQuotaBytes:
      env.MEMORIAL_STORAGE_QUOTA_BYTES === undefined || env.MEMORIAL_STORAGE_QUOTA_BYTES === ""
        ? undefined
        : positiveIntFromEnv(env, "MEMORIAL_STORAGE_QUOTA_BYTES", 1),
    seed: booleanFromEnv(env, "MEMORIAL_SEED", true),
    rateLimitClientPerMinute: positiveIntFromEnv(env, "MEMORIAL_RATE_LIMIT_CLIENT_PER_MINUTE", 10),
    rateLimitPagePerMinute: positiveIntFromEnv(env, "MEMORIAL_RATE_LIMIT_PAGE_PER_MINUTE", 600),
    apiRateLimitPerClient: positiveIntFromEnv(env, "MEMORIAL_API_RATE_LIMIT_PER_CLIENT", 3000),
    apiRateLimitPerUser: positiveIntFromEnv(env, "MEMORIAL_API_RATE_LIMIT_PER_USER", 1200),
  };
}
