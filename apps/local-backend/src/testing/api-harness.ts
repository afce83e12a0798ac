// The product API in-process for tests: a temp data folder, its own database, tokens signed with
// a test key (the same verifier as production, pointed at the test key's JWKS), and a fetch that
// checks every answer of a contract operation against openapi/memorial-api.yaml.
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { exportJWK, generateKeyPair, SignJWT, type JWK } from "jose";
import { loadConfig, type BackendConfig } from "../config.ts";
import { createJsonLogger, type BackendContext } from "../context.ts";
import { apiMigrations } from "../db/api-migrations.ts";
import { openDatabase } from "../db/database.ts";
import { createMailbox, mailMigrations } from "../mail/mailbox.ts";
import { createApiApp, type ApiApp } from "../api/app.ts";
import { createJwtVerifier } from "../api/auth.ts";
import { loadContract, type Contract } from "@memorial/api-types/contract";
import { tempFolder } from "../testing/temp-folder.ts";

export const TEST_API_URL = "http://api.test";
export const TEST_WEB_ORIGIN = "http://web.test";
const ISSUER = "http://identity.test/eu-central-1_TestPool";
const CLIENT_ID = "test-client";

export interface TestUser {
  sub: string;
  email: string;
  /** An id token (the web app's usual bearer). */
  token: string;
}

export interface CallOptions {
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface CallResult {
  status: number;
  headers: Headers;
  /** Parsed JSON, or the text, or undefined for an empty body. */
  body: unknown;
}

export interface ApiHarness {
  ctx: BackendContext;
  api: ApiApp;
  config: BackendConfig;
  /** A fetch on the app that fails the test when an answer breaks the contract. */
  fetch: (input: Request | string, init?: RequestInit) => Promise<Response>;
  user(email: string): Promise<TestUser>;
  accessToken(user: TestUser): Promise<string>;
  call(method: string, pathAndQuery: string, options?: CallOptions): Promise<CallResult>;
  /** Creates a page as `owner` (with this name, when given) and returns its id. */
  createPage(owner: TestUser, name?: string): Promise<string>;
  close(): Promise<void>;
}

// Shared by every harness of a test file: compiling the contract and making an RSA key are the
// slow parts, and neither changes between tests.
let shared: Promise<{ contract: Contract; keys: CryptoKeyPair; jwk: JWK }> | undefined;
function sharedSetup() {
  shared ??= (async () => {
    const keys = await generateKeyPair("RS256");
    const jwk: JWK = {
      ...(await exportJWK(keys.publicKey)),
      kid: "test-key",
      alg: "RS256",
      use: "sig",
    };
    return { contract: loadContract(), keys, jwk };
  })();
  return shared;
}

export async function startApiHarness(env: Record<string, string> = {}): Promise<ApiHarness> {
  const dataDir = tempFolder("api");
  const config = loadConfig({
    MEMORIAL_DATA_DIR: dataDir,
    MEMORIAL_API_BASE_URL: TEST_API_URL,
    MEMORIAL_WEB_ORIGIN: TEST_WEB_ORIGIN,
    MEMORIAL_CLIENT_ID: CLIENT_ID,
    MEMORIAL_SEED: "false",
    ...env,
  });
  const db = openDatabase(path.join(dataDir, "memorial.sqlite"), [
    ...mailMigrations,
    ...apiMigrations,
  ]);
  const ctx: BackendContext = {
    config,
    db,
    mailbox: createMailbox(db),
    log: createJsonLogger(true),
  };

  const { contract, keys, jwk } = await sharedSetup();
  const { privateKey } = keys;
  const users = new Map<string, { sub: string; email: string }>();
  const api = createApiApp(ctx, {
    contract,
    verifyToken: createJwtVerifier({
      issuer: ISSUER,
      clientId: CLIENT_ID,
      jwks: () => ({ keys: [jwk] }),
      findUserBySub: (sub) => users.get(sub),
      // Sessions are the identity service's; this harness signs its own tokens, all live.
      isSessionLive: () => true,
    }),
  });

  const sign = (claims: Record<string, unknown>, sub: string) =>
    new SignJWT({ origin_jti: randomUUID(), ...claims })
      .setProtectedHeader({ alg: "RS256", kid: "test-key" })
      .setIssuer(ISSUER)
      .setSubject(sub)
      .setIssuedAt()
      .setExpirationTime("1h")
      .sign(privateKey);

  const fetchApp = async (input: Request | string, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init);
    const response = await api.app.fetch(request);
    const op = api.contract.match(request.method, new URL(request.url).pathname);
    if (op) {
      const text = await response.clone().text();
      const contentType = response.headers.get("content-type");
      const body: unknown =
        text === "" ? undefined : contentType?.includes("json") ? JSON.parse(text) : text;
      const problems = api.contract.checkResponse(
        op,
        response.status,
        response.headers,
        body,
        Buffer.byteLength(text),
      );
      if (problems.length > 0) {
        throw new Error(
          `${request.method} ${request.url} → ${response.status} breaks the contract: ${problems.join("; ")}`,
        );
      }
    }
    return response;
  };

  const harness: ApiHarness = {
    ctx,
    api,
    config,
    fetch: fetchApp,
    async user(email) {
      const existing = [...users.values()].find((u) => u.email === email.toLowerCase());
      const user = existing ?? { sub: randomUUID(), email: email.toLowerCase() };
      users.set(user.sub, user);
      const token = await sign(
        {
          email,
          email_verified: true,
          token_use: "id",
          aud: CLIENT_ID,
          "cognito:username": user.sub,
        },
        user.sub,
      );
      return { ...user, token };
    },
    accessToken(user) {
      return sign(
        { token_use: "access", client_id: CLIENT_ID, username: user.sub, scope: "openid email" },
        user.sub,
      );
    },
    async call(method, pathAndQuery, options = {}) {
      const headers: Record<string, string> = { ...options.headers };
      if (options.token) headers.Authorization = `Bearer ${options.token}`;
      let body: string | undefined;
      if (options.body !== undefined) {
        body = typeof options.body === "string" ? options.body : JSON.stringify(options.body);
        headers["Content-Type"] ??= "application/json";
      }
      const response = await fetchApp(`${TEST_API_URL}${pathAndQuery}`, { method, headers, body });
      const text = await response.text();
      let parsed: unknown = text === "" ? undefined : text;
      if (response.headers.get("content-type")?.includes("json") && text !== "") {
        parsed = JSON.parse(text);
      }
      return { status: response.status, headers: response.headers, body: parsed };
    },
    async createPage(owner, name) {
      const created = await harness.call("POST", "/api/v1/profiles", { token: owner.token });
      if (created.status !== 201) throw new Error(`create page failed: ${created.status}`);
      const { id } = created.body as { id: string };
      if (name !== undefined) {
        api.profiles.saveContent(
          id,
          {
            name,
            dateOfBirth: null,
            dateOfDeath: null,
            profilePicture: null,
            sections: [],
            extra: {},
          },
          undefined,
        );
      }
      return id;
    },
    async close() {
      await api.idle();
      db.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return harness;
}
