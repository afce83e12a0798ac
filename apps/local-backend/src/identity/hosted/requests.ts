// The hosted redirect's state on the service side: a pending /oauth2/authorize request (until
// the user signs in), the single-use authorization code that sends the browser back to the app,
// and the hosted session cookie that lets a second authorize skip the sign-in page.
import type { Context } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import type { IdentityCore } from "../core.ts";
import { randomToken, sha256 } from "../tokens.ts";
import type { UserRow } from "../users.ts";

export const SESSION_COOKIE = "memorial_identity_session";
const HOSTED_SESSION_SECONDS = 3600;
const AUTHORIZE_REQUEST_SECONDS = 600;

export interface AuthorizeRequest {
  redirectUri: string;
  state: string | null;
  scope: string;
  codeChallenge: string;
  nonce: string | null;
}

export function withParams(base: string, params: Record<string, string | null | undefined>) {
  const url = new URL(base);
  for (const [key, value] of Object.entries(params)) {
    if (value !== null && value !== undefined) url.searchParams.set(key, value);
  }
  return url.toString();
}

export function createHostedRequests(core: IdentityCore) {
  const { db, config, settings, users } = core;

  function store(request: AuthorizeRequest): string {
    const id = randomToken();
    db.prepare("DELETE FROM identity_authorize_requests WHERE expires_at <= ?").run(
      core.nowSeconds(),
    );
    db.prepare(
      "INSERT INTO identity_authorize_requests (id_hash, params, expires_at) VALUES (?, ?, ?)",
    ).run(sha256(id), JSON.stringify(request), core.nowSeconds() + AUTHORIZE_REQUEST_SECONDS);
    return id;
  }

  function load(id: string | undefined): AuthorizeRequest | undefined {
    if (id === undefined || id === "") return undefined;
    const row = db
      .prepare<[string, number], { params: string }>(
        "SELECT params FROM identity_authorize_requests WHERE id_hash = ? AND expires_at > ?",
      )
      .get(sha256(id), core.nowSeconds());
    return row ? (JSON.parse(row.params) as AuthorizeRequest) : undefined;
  }

  function drop(id: string): void {
    db.prepare("DELETE FROM identity_authorize_requests WHERE id_hash = ?").run(sha256(id));
  }

  /** Issues a single-use authorization code and sends the browser back to the app. */
  function redirectWithCode(
    c: Context,
    request: AuthorizeRequest,
    user: UserRow,
    authTime: number,
  ) {
    const code = randomToken();
    db.prepare(
      `INSERT INTO identity_authorization_codes (code_hash, user_sub, client_id, redirect_uri,
        code_challenge, scope, nonce, auth_time, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      sha256(code),
      user.sub,
      config.clientId,
      request.redirectUri,
      request.codeChallenge,
      request.scope,
      request.nonce,
      authTime,
      core.nowSeconds() + settings.authorizationCodeTtlSeconds,
    );
    return c.redirect(withParams(request.redirectUri, { code, state: request.state }), 302);
  }

  function startSession(c: Context, user: UserRow): number {
    const id = randomToken();
    const authTime = core.nowSeconds();
    db.prepare(
      "INSERT INTO identity_hosted_sessions (id_hash, user_sub, auth_time, expires_at) VALUES (?, ?, ?, ?)",
    ).run(sha256(id), user.sub, authTime, authTime + HOSTED_SESSION_SECONDS);
    setCookie(c, SESSION_COOKIE, id, {
      httpOnly: true,
      sameSite: "Lax",
      path: "/",
      maxAge: HOSTED_SESSION_SECONDS,
      secure: config.identityBaseUrl.startsWith("https:"),
    });
    return authTime;
  }

  function session(c: Context): { user: UserRow; authTime: number } | undefined {
    const id = getCookie(c, SESSION_COOKIE);
    if (id === undefined) return undefined;
    const row = db
      .prepare<[string, number], { user_sub: string; auth_time: number }>(
        "SELECT user_sub, auth_time FROM identity_hosted_sessions WHERE id_hash = ? AND expires_at > ?",
      )
      .get(sha256(id), core.nowSeconds());
    const user = row ? users.bySub(row.user_sub) : undefined;
    return row && user ? { user, authTime: row.auth_time } : undefined;
  }

  function endSession(c: Context): void {
    const id = getCookie(c, SESSION_COOKIE);
    if (id !== undefined) {
      db.prepare("DELETE FROM identity_hosted_sessions WHERE id_hash = ?").run(sha256(id));
    }
  }

  return { store, load, drop, redirectWithCode, startSession, session, endSession };
}

export type HostedRequests = ReturnType<typeof createHostedRequests>;
