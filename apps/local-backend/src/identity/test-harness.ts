// Serves the identity service alone on a free port with its own database, for tests.
import type { AddressInfo } from "node:net";
import { serve, type ServerType } from "@hono/node-server";
import { createCognitoWire, type CognitoWire } from "@memorial/auth/testing";
import { loadConfig } from "../config.ts";
import { createJsonLogger, type BackendContext } from "../context.ts";
import { openDatabase } from "../db/database.ts";
import { createMailbox, mailMigrations } from "../mail/mailbox.ts";
import { identityMigrations } from "./migrations.ts";
import { createIdentityService, type IdentityOptions, type IdentityService } from "./service.ts";

export const TEST_WEB_ORIGIN = "http://localhost:5173";
export const TEST_USER_POOL_ID = "eu-central-1_TestPool";
export const TEST_CLIENT_ID = "test-web-client";

export interface IdentityHarness {
  url: string;
  ctx: BackendContext;
  service: IdentityService;
  /** The shared wire client of @memorial/auth/testing, with this pool's client id. */
  wire: CognitoWire;
  /** One call of the JSON protocol; `target` like "AWSCognitoIdentityProviderService.GetUser". */
  call(target: string, body: unknown): Promise<{ status: number; body: Record<string, unknown> }>;
  /** Latest 6-digit code in the mailbox of an address. */
  latestCode(email: string): string;
  close(): Promise<void>;
}

export async function startIdentityHarness(
  params: { dbFile?: string; options?: IdentityOptions; env?: NodeJS.ProcessEnv } = {},
): Promise<IdentityHarness> {
  const db = openDatabase(params.dbFile ?? ":memory:", [...mailMigrations, ...identityMigrations]);
  const mailbox = createMailbox(db);
  let server: ServerType | undefined;
  // The issuer contains the public URL, which is known only once the port is; so the service is
  // created behind a late-bound handler.
  const late: { handler?: (request: Request, env: unknown) => Response | Promise<Response> } = {};
  server = serve({
    fetch: (request, env) => {
      if (!late.handler) return new Response("starting", { status: 503 });
      return late.handler(request, env);
    },
    port: 0,
    hostname: "127.0.0.1",
  });
  await new Promise<void>((resolve) => server?.once("listening", resolve));
  const port = (server.address() as AddressInfo).port;
  const url = `http://127.0.0.1:${port}`;
  const config = loadConfig({
    MEMORIAL_DATA_DIR: "/tmp/memorial-identity-test",
    MEMORIAL_IDENTITY_PORT: String(port),
    MEMORIAL_IDENTITY_BASE_URL: url,
    MEMORIAL_WEB_ORIGIN: TEST_WEB_ORIGIN,
    MEMORIAL_USER_POOL_ID: TEST_USER_POOL_ID,
    MEMORIAL_CLIENT_ID: TEST_CLIENT_ID,
    ...params.env,
  });
  const ctx: BackendContext = { config, db, mailbox, log: createJsonLogger(true) };
  const service = createIdentityService(ctx, params.options);
  late.handler = (request, env) => service.app.fetch(request, env);
  const wire = createCognitoWire({ endpoint: url, clientId: TEST_CLIENT_ID });
  return {
    url,
    ctx,
    service,
    wire,
    async call(target, body) {
      const answer = await wire.call(target, body);
      return { status: answer.status, body: answer.body };
    },
    latestCode(email) {
      const message = mailbox.list(email)[0];
      const code = message ? /\b(\d{6})\b/.exec(message.body)?.[1] : undefined;
      if (code === undefined) throw new Error(`No code in the mailbox of ${email}`);
      return code;
    },
    async close() {
      await new Promise<void>((resolve, reject) => {
        server?.close((error) => {
          if (error) reject(error);
          else resolve();
        });
      });
      server = undefined;
      db.close();
    },
  };
}

/** The `name=value` part of each Set-Cookie header of a response, joined for a Cookie header. */
export function cookiesOf(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0] ?? "")
    .filter((pair) => pair !== "")
    .join("; ");
}

/**
 * Posts a hosted page's form as a browser would: opens the page first (for its CSRF cookie and
 * token), then submits the fields with both. `pageUrl` is the page's address with its
 * `?request=`; the form posts to its path. Extra cookies (a hosted session) may be given.
 */
export async function submitHostedForm(
  pageUrl: string | URL,
  fields: Record<string, string>,
  extraCookies = "",
): Promise<Response> {
  const url = new URL(pageUrl);
  const opened = await fetch(url, { headers: extraCookies ? { cookie: extraCookies } : {} });
  const page = await opened.text();
  const csrf = /name="csrf" value="([^"]*)"/.exec(page)?.[1] ?? "";
  const cookie = [extraCookies, cookiesOf(opened)].filter((part) => part !== "").join("; ");
  return fetch(`${url.origin}${url.pathname}`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie },
    body: new URLSearchParams({
      request: url.searchParams.get("request") ?? "",
      csrf,
      ...fields,
    }).toString(),
  });
}
