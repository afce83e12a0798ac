/**
 * A fake of the identity provider's network, for unit tests: answers the user-pool and
 * identity-pool JSON protocol and the token endpoint from handlers, and records every request.
 */
import { vi } from "vitest";
import type { AuthEnvironment } from "../src/auth";
import type { AuthConfigInput } from "../src/config";
import type { CrossTabChannel, CrossTabMessage } from "../src/cross-tab";
import { createMemoryStorageAdapter, type StorageAdapter } from "../src/storage";

export const CLIENT_ID = "client123";
export const USER_POOL_ID = "eu-central-1_TestPool";
export const ORIGIN = "https://app.example";
export const HOSTED = "https://auth.example";

export const baseConfig: AuthConfigInput = {
  userPoolId: USER_POOL_ID,
  clientId: CLIENT_ID,
  hostedDomain: HOSTED,
  authFlow: "USER_PASSWORD_AUTH",
};

function base64Url(value: string): string {
  return Buffer.from(value, "utf8").toString("base64url");
}

/** An unsigned JWT with the given claims (the facade reads claims, it never verifies). */
export function makeJwt(claims: Record<string, unknown>): string {
  return `${base64Url(JSON.stringify({ alg: "none", typ: "JWT" }))}.${base64Url(JSON.stringify(claims))}.sig`;
}

export function tokenSet(
  options: {
    email?: string;
    username?: string;
    lifetimeSeconds?: number;
    revocable?: boolean;
    nowMs?: number;
  } = {},
) {
  const now = Math.floor((options.nowMs ?? Date.now()) / 1000);
  const exp = now + (options.lifetimeSeconds ?? 3600);
  const username = options.username ?? "user-sub";
  const common = { sub: "user-sub", iat: now, auth_time: now, exp };
  return {
    AccessToken: makeJwt({
      ...common,
      username,
      client_id: CLIENT_ID,
      token_use: "access",
      ...(options.revocable === false ? {} : { origin_jti: "origin-1" }),
    }),
    IdToken: makeJwt({
      ...common,
      email: options.email ?? "anna@example.nl",
      "cognito:username": username,
      aud: CLIENT_ID,
      token_use: "id",
    }),
    RefreshToken: "refresh-token-1",
    ExpiresIn: 3600,
    TokenType: "Bearer",
  };
}

export interface RecordedCall {
  url: string;
  target: string | undefined;
  operation: string | undefined;
  body: Record<string, unknown>;
  rawBody: string;
  headers: Record<string, string>;
}

/** An answer of the fake: `body` is sent as JSON, `text` (when given) as it is. */
export type Answer =
  | { status?: number; body: unknown; text?: string; headers?: Record<string, string> }
  | "network-error";
export type Handler = (
  body: Record<string, unknown>,
  call: RecordedCall,
) => Answer | Promise<Answer>;

export function providerError(type: string, message = type, status = 400): Answer {
  return { status, body: { __type: type, message } };
}

export class FakeCognito {
  readonly calls: RecordedCall[] = [];
  readonly handlers = new Map<string, Handler>();

  on(operation: string, handler: Handler): this {
    this.handlers.set(operation, handler);
    return this;
  }

  callsOf(operation: string): RecordedCall[] {
    return this.calls.filter((call) => call.operation === operation);
  }

  readonly fetch = vi.fn(async (url: string, init: RequestInit): Promise<Response> => {
    const headers = Object.fromEntries(new Headers(init.headers).entries());
    const target = headers["x-amz-target"];
    const rawBody = typeof init.body === "string" ? init.body : "";
    const isJson = target !== undefined;
    const operation = isJson ? target.split(".").pop() : new URL(url).pathname;
    const body: Record<string, unknown> = isJson
      ? (JSON.parse(rawBody) as Record<string, unknown>)
      : Object.fromEntries(new URLSearchParams(rawBody).entries());
    const call: RecordedCall = { url, target, operation, body, rawBody, headers };
    this.calls.push(call);
    const handler = operation === undefined ? undefined : this.handlers.get(operation);
    if (handler === undefined) throw new Error(`No fake handler for ${operation ?? url}`);
    const answer = await handler(body, call);
    if (answer === "network-error") throw new TypeError("Failed to fetch");
    return new Response(answer.text ?? JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { "Content-Type": "application/x-amz-json-1.1", ...answer.headers },
    });
  });
}

export class FakeChannel implements CrossTabChannel {
  readonly posted: CrossTabMessage[] = [];
  readonly #listeners = new Set<(message: CrossTabMessage) => void>();
  post(message: CrossTabMessage): void {
    this.posted.push(message);
  }
  subscribe(listener: (message: CrossTabMessage) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }
  /** A message from another tab. */
  receive(message: CrossTabMessage): void {
    for (const listener of this.#listeners) listener(message);
  }
  close(): void {
    this.#listeners.clear();
  }
}

export interface TestEnvironment {
  cognito: FakeCognito;
  storage: StorageAdapter;
  sessionStorage: StorageAdapter;
  channel: FakeChannel;
  navigate: ReturnType<typeof vi.fn<(url: string) => void>>;
  replaceUrl: ReturnType<typeof vi.fn<(url: string) => void>>;
  currentUrl: { value: string };
  env: AuthEnvironment;
}

/**
 * A fresh fake network with in-memory storage. The fake answers both the package's own calls
 * (`env.fetch`) and the ones amazon-cognito-identity-js sends with the global fetch (stubbed
 * here; vitest.config.ts restores it after each test).
 */
export function testEnvironment(overrides: Partial<AuthEnvironment> = {}): TestEnvironment {
  const cognito = new FakeCognito();
  vi.stubGlobal("fetch", cognito.fetch);
  const storage = createMemoryStorageAdapter();
  const sessionStorage = createMemoryStorageAdapter();
  const channel = new FakeChannel();
  const navigate = vi.fn<(url: string) => void>();
  const replaceUrl = vi.fn<(url: string) => void>();
  const currentUrl = { value: `${ORIGIN}/login` };
  return {
    cognito,
    storage,
    sessionStorage,
    channel,
    navigate,
    replaceUrl,
    currentUrl,
    env: {
      fetch: cognito.fetch,
      storage,
      sessionStorage,
      channel,
      navigate,
      replaceUrl,
      origin: ORIGIN,
      currentUrl: () => currentUrl.value,
      random: () => 0.5,
      listenToStorageEvents: false,
      ...overrides,
    },
  };
}

/** Stores a session the way a password sign-in leaves it. */
export function storeSession(
  storage: StorageAdapter,
  tokens: ReturnType<typeof tokenSet>,
  username = "anna@example.nl",
): void {
  const prefix = `CognitoIdentityServiceProvider.${CLIENT_ID}`;
  storage.setItem(`${prefix}.LastAuthUser`, username);
  storage.setItem(`${prefix}.${username}.accessToken`, tokens.AccessToken);
  storage.setItem(`${prefix}.${username}.idToken`, tokens.IdToken);
  storage.setItem(`${prefix}.${username}.refreshToken`, tokens.RefreshToken);
  storage.setItem(`${prefix}.${username}.clockDrift`, "0");
}
