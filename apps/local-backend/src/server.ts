// Wires the local backend: one database in the data folder, the mailbox, the identity service on
// its own server and the product API on another. Used by main.ts and, in-process, by tests
// (ports 0 pick free ports).
import type { AddressInfo } from "node:net";
import path from "node:path";
import { serve, type ServerType } from "@hono/node-server";
import { createApiApp, type ApiApp } from "./api/app.ts";
import { createJwtVerifier } from "./api/auth.ts";
import { isLoopbackHost, type BackendConfig } from "./config.ts";
import { createJsonLogger, type BackendContext, type Logger } from "./context.ts";
import { apiMigrations } from "./db/api-migrations.ts";
import { openDatabase } from "./db/database.ts";
import {
  createIdentityService,
  identityMigrations,
  type IdentityOptions,
  type IdentityService,
} from "./identity/index.ts";
import { createMailbox, mailMigrations } from "./mail/mailbox.ts";
import { seedDemo } from "./seed/seed.ts";

export const DATABASE_FILE_NAME = "memorial.sqlite";

export interface StartOptions {
  /** Default: JSON lines on stdout/stderr. */
  log?: Logger;
  identityOptions?: IdentityOptions;
}

export interface RunningBackend {
  apiUrl: string;
  identityUrl: string;
  /** The configuration as served (base URLs carry the real ports when 0 was asked for). */
  config: BackendConfig;
  ctx: BackendContext;
  api: ApiApp;
  identity: IdentityService;
  close(): Promise<void>;
}

/** `env` is what the Node server passes along (its `incoming` request, with the socket). */
type FetchHandler = (request: Request, env?: unknown) => Response | Promise<Response>;

/** Starts a server whose handler is bound later (the URLs are known only after binding). */
async function listen(
  host: string,
  port: number,
): Promise<{ server: ServerType; port: number; bind(handler: FetchHandler): void }> {
  let handler: FetchHandler | undefined;
  const server = serve({
    fetch: (request, env) =>
      handler ? handler(request, env) : new Response("starting", { status: 503 }),
    port,
    hostname: host,
  });
  await new Promise<void>((resolve, reject) => {
    server.once("listening", resolve);
    server.once("error", reject);
  });
  return {
    server,
    port: (server.address() as AddressInfo).port,
    bind(next) {
      handler = next;
    },
  };
}

/** How long requests that are still running at shutdown may take to finish. */
export const SHUTDOWN_GRACE_MS = 5000;

/**
 * Stops accepting connections, lets requests in flight finish (closing each keep-alive
 * connection as soon as it is idle) and cuts whatever is left after the grace period.
 */
function closeServer(server: ServerType, graceMs = SHUTDOWN_GRACE_MS): Promise<void> {
  return new Promise((resolve) => {
    if (!("closeIdleConnections" in server)) {
      server.close(() => {
        resolve();
      });
      return;
    }
    const idle = setInterval(() => {
      server.closeIdleConnections();
    }, 50);
    const cut = setTimeout(() => {
      server.closeAllConnections();
    }, graceMs);
    server.close(() => {
      clearInterval(idle);
      clearTimeout(cut);
      resolve();
    });
    server.closeIdleConnections();
  });
}

/** A base URL configured for port 0 gets the port that was really bound. */
const withPort = (url: string, port: number) => url.replace(/:0(?=\/?$)/, `:${port}`);

export async function startBackend(
  requested: BackendConfig,
  options: StartOptions = {},
): Promise<RunningBackend> {
  const log = options.log ?? createJsonLogger();
  const apiServer = await listen(requested.host, requested.apiPort);
  const identityServer = await listen(requested.host, requested.identityPort).catch(
    async (error: unknown) => {
      await closeServer(apiServer.server);
      throw error;
    },
  );
  const config: BackendConfig = {
    ...requested,
    apiPort: apiServer.port,
    identityPort: identityServer.port,
    apiBaseUrl: withPort(requested.apiBaseUrl, apiServer.port),
    identityBaseUrl: withPort(requested.identityBaseUrl, identityServer.port),
  };

  const db = openDatabase(path.join(config.dataDir, DATABASE_FILE_NAME), [
    ...mailMigrations,
    ...identityMigrations,
    ...apiMigrations,
  ]);
  const ctx: BackendContext = { config, db, mailbox: createMailbox(db), log };
  const identity = createIdentityService(ctx, options.identityOptions);
  const api = createApiApp(ctx, {
    verifyToken: createJwtVerifier({
      issuer: identity.issuer,
      clientId: config.clientId,
      jwks: () => identity.jwks(),
      findUserBySub: (sub) => identity.findUserBySub(sub),
      isSessionLive: (originJti) => identity.sessionIsLive(originJti),
    }),
  });

  if (config.seed) {
    // A failing seed (say, a password policy the demo password does not meet) must not keep the
    // backend from starting; it is tried again on the next start.
    await seedDemo({
      ctx,
      createConfirmedUser: (email, password) => identity.createConfirmedUser(email, password),
      profiles: api.profiles,
      uploads: api.uploads,
      condolences: api.condolences,
    }).catch((error: unknown) => {
      log.error("seeding the demo data failed", { error: String(error) });
    });
  }

  apiServer.bind((request, env) => api.app.fetch(request, env));
  api.scheduler.start();
  if (!isLoopbackHost(config.host)) {
    log.error(
      "WARNING: serving the local-only helpers (mailbox, trial expiry, payment simulator) on a " +
        "non-loopback address because MEMORIAL_ALLOW_NETWORK_HELPERS is set",
      { host: config.host },
    );
  }
  identityServer.bind(async (request, env) => {
    const started = performance.now();
    const response = await identity.app.fetch(request, env);
    log.info("request", {
      server: "identity",
      method: request.method,
      path: new URL(request.url).pathname,
      // The user-pool or identity-pool operation (X-Amz-Target), when it is one.
      operation: request.headers.get("x-amz-target")?.split(".").pop(),
      status: response.status,
      durationMs: Math.round((performance.now() - started) * 10) / 10,
    });
    return response;
  });

  let closing: Promise<void> | undefined;
  return {
    apiUrl: config.apiBaseUrl,
    identityUrl: config.identityBaseUrl,
    config,
    ctx,
    api,
    identity,
    close() {
      closing ??= (async () => {
        api.scheduler.stop();
        await Promise.all([closeServer(apiServer.server), closeServer(identityServer.server)]);
        await api.idle();
        db.close();
      })();
      return closing;
    },
  };
}
