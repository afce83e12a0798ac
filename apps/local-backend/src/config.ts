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
  };
}
