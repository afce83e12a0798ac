// The state every part of the identity service shares: settings, clock, user store, signing keys,
// and the session life cycle (a sign-in starts a session with one refresh token; refreshing,
// revoking and global sign-out act on sessions; access tokens of a revoked session stop working).
import crypto from "node:crypto";
import { CODE_MAIL_TEXTS, dutchDuration } from "@memorial/domain";
import type { BackendContext } from "../context.ts";
import { composeMail } from "../mail/compose.ts";
import { IdentityError, notAuthorized } from "./errors.ts";
import type { IdentityConfig } from "./identity-config.ts";
import { hashPassword, verifyPassword } from "./passwords.ts";
import { phantomVerifier, poolNameOf } from "./srp.ts";
import {
  issueTokens,
  loadOrCreateSigningKeys,
  randomToken,
  sha256,
  verifyToken,
  type IssuedTokens,
  type TokenContext,
  type VerifiedToken,
} from "./tokens.ts";
import { createUserStore, normalizeEmail, type CodePurpose, type UserRow } from "./users.ts";

const normalizeLogin = (login: string): string => normalizeEmail(login);

export interface IdentityOptions {
  /** Overrides of single settings (tests). */
  settings?: Partial<IdentityConfig>;
  /** Clock in milliseconds; default Date.now. Tests move it to expire codes and tokens. */
  now?: () => number;
}

export interface SessionTokens extends IssuedTokens {
  refreshToken: string;
  originJti: string;
}

interface SessionRow {
  origin_jti: string;
  user_sub: string;
  client_id: string;
  refresh_token_hash: string;
  scope: string;
  auth_time: number;
  created_at: number;
  expires_at: number;
  revoked_at: number | null;
}

/** Scope of tokens from the user-pool API (not the hosted sign-in). */
export const USER_ADMIN_SCOPE = "aws.cognito.signin.user.admin";

export function maskEmail(email: string): string {
  const [local = "", domain = ""] = email.split("@");
  return `${local.slice(0, 1)}***@${domain.slice(0, 1)}***`;
}

export function createCore(ctx: BackendContext, options: IdentityOptions = {}) {
  const { config, db } = ctx;
  const settings: IdentityConfig = { ...config.identity, ...options.settings };
  const clock = options.now ?? Date.now;
  const nowSeconds = () => Math.floor(clock() / 1000);
  const issuer = `${config.identityBaseUrl}/${config.userPoolId}`;
  const poolName = poolNameOf(config.userPoolId);
  const keys = loadOrCreateSigningKeys(db, nowSeconds());
  const tokenContext: TokenContext = {
    keys,
    issuer,
    clientId: config.clientId,
    ttlSeconds: settings.accessTokenTtlSeconds,
  };
  const users = createUserStore(db);
  // Secret of this pool's stand-ins for unknown sign-in names; derived from the signing key so
  // it survives restarts (the fake SRP salt of an unknown e-mail never changes, like a real one).
  const phantomSecret = crypto
    .createHash("sha256")
    .update(`phantom|${JSON.stringify(keys.privateKey.export({ format: "jwk" }))}`)
    .digest();
  // A hash to check wrong passwords of unknown users against, so they take as long as known ones.
  const dummyHash = hashPassword(crypto.randomBytes(16).toString("base64"));

  const sessionByRefresh = db.prepare<[string], SessionRow>(
    "SELECT * FROM identity_sessions WHERE refresh_token_hash = ?",
  );
  const sessionByOrigin = db.prepare<[string], SessionRow>(
    "SELECT * FROM identity_sessions WHERE origin_jti = ?",
  );

  function tokenSubject(user: UserRow) {
    return {
      sub: user.sub,
      username: user.username,
      email: user.email,
      emailVerified: user.email_verified === 1,
      googleId: user.google_id,
    };
  }

  function checkClient(clientId: string): void {
    if (clientId !== config.clientId) {
      throw new IdentityError(
        "ResourceNotFoundException",
        `User pool client ${clientId} does not exist.`,
      );
    }
  }

  /** A completed sign-in: a new session with its refresh token, plus id and access tokens. */
  async function startSession(
    user: UserRow,
    params: { scope: string; authTime?: number; nonce?: string | null; originJti?: string },
  ): Promise<SessionTokens> {
    const now = nowSeconds();
    const originJti = params.originJti ?? crypto.randomUUID();
    const authTime = params.authTime ?? now;
    const refreshToken = randomToken(48);
    db.prepare(
      `INSERT INTO identity_sessions (origin_jti, user_sub, client_id, refresh_token_hash, scope,
        auth_time, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      originJti,
      user.sub,
      config.clientId,
      sha256(refreshToken),
      params.scope,
      authTime,
      now,
      now + settings.refreshTokenTtlSeconds,
    );
    const tokens = await issueTokens(
      tokenContext,
      tokenSubject(user),
      { originJti, authTime, scope: params.scope, nonce: params.nonce ?? null },
      now,
    );
    return { ...tokens, refreshToken, originJti };
  }

  function liveSession(refreshToken: string): SessionRow {
    const session = sessionByRefresh.get(sha256(refreshToken));
    if (!session) throw notAuthorized("Invalid Refresh Token");
    if (session.revoked_at !== null) throw notAuthorized("Refresh Token has been revoked");
    if (session.expires_at <= nowSeconds()) throw notAuthorized("Refresh Token has expired");
    return session;
  }

  /** New id and access tokens for a refresh token; with `rotate`, a new refresh token too. */
  async function refresh(
    refreshToken: string,
    rotate: boolean,
  ): Promise<IssuedTokens & { refreshToken?: string; scope: string }> {
    const session = liveSession(refreshToken);
    const user = users.bySub(session.user_sub);
    if (!user) throw notAuthorized("Invalid Refresh Token");
    let rotated: string | undefined;
    if (rotate) {
      rotated = randomToken(48);
      db.prepare("UPDATE identity_sessions SET refresh_token_hash = ? WHERE origin_jti = ?").run(
        sha256(rotated),
        session.origin_jti,
      );
    }
    const tokens = await issueTokens(
      tokenContext,
      tokenSubject(user),
      { originJti: session.origin_jti, authTime: session.auth_time, scope: session.scope },
      nowSeconds(),
    );
    return { ...tokens, scope: session.scope, ...(rotated ? { refreshToken: rotated } : {}) };
  }

  /** Revokes the session of a refresh token; false when the token is unknown. */
  function revokeRefreshToken(refreshToken: string): boolean {
    const result = db
      .prepare(
        "UPDATE identity_sessions SET revoked_at = ? WHERE refresh_token_hash = ? AND revoked_at IS NULL",
      )
      .run(nowSeconds(), sha256(refreshToken));
    return result.changes > 0 || sessionByRefresh.get(sha256(refreshToken)) !== undefined;
  }

  function revokeOrigin(originJti: string): void {
    db.prepare(
      "UPDATE identity_sessions SET revoked_at = ? WHERE origin_jti = ? AND revoked_at IS NULL",
    ).run(nowSeconds(), originJti);
  }

  /** Whether the session a token belongs to is still live (not signed out, revoked or expired). */
  function sessionIsLive(originJti: string): boolean {
    const session = sessionByOrigin.get(originJti);
    return (
      session !== undefined && session.revoked_at === null && session.expires_at > nowSeconds()
    );
  }

  /** Revokes every session of a user but one (password change: the other devices sign out). */
  function revokeOtherSessions(sub: string, keepOriginJti: string): void {
    db.prepare(
      "UPDATE identity_sessions SET revoked_at = ? WHERE user_sub = ? AND origin_jti <> ? AND revoked_at IS NULL",
    ).run(nowSeconds(), sub, keepOriginJti);
    db.prepare("DELETE FROM identity_hosted_sessions WHERE user_sub = ?").run(sub);
  }

  /**
   * The one password check of USER_PASSWORD_AUTH and the hosted sign-in page. The attempt is
   * reserved atomically before the slow hash, so a parallel burst evaluates at most
   * `maxFailedSignIns` guesses; an unknown user (or one without a password) is checked against a
   * dummy hash, so a failure takes the same time whether the account exists or not.
   */
  async function checkPasswordAttempt(
    user: UserRow | undefined,
    password: string,
  ): Promise<"ok" | "wrong" | "locked"> {
    if (user?.password_hash === null || user === undefined) {
      await verifyPassword(password, await dummyHash);
      return "wrong";
    }
    if (!reserveAttempt(user)) return "locked";
    if (!(await verifyPassword(password, user.password_hash))) return "wrong";
    users.resetFailedSignIns(user.sub);
    return "ok";
  }

  /** Reserves one sign-in attempt (see UserStore.reserveSignInAttempt); false while locked. */
  function reserveAttempt(user: UserRow): boolean {
    const now = nowSeconds();
    return users.reserveSignInAttempt(
      user.sub,
      settings.maxFailedSignIns,
      now,
      now + settings.signInLockoutSeconds,
    );
  }

  /** Stable fake SRP material for a sign-in name without an account. */
  function phantomUser(login: string): { username: string; salt: string; verifier: string } {
    const derive = (purpose: string) =>
      crypto
        .createHmac("sha256", phantomSecret)
        .update(`${purpose}|${normalizeLogin(login)}`)
        .digest();
    const id = derive("username").toString("hex");
    const username = `${id.slice(0, 8)}-${id.slice(8, 12)}-4${id.slice(13, 16)}-${"89ab"[Number.parseInt(id.charAt(16), 16) % 4]}${id.slice(17, 20)}-${id.slice(20, 32)}`;
    return {
      username,
      salt: derive("salt").subarray(0, 16).toString("hex"),
      verifier: phantomVerifier(
        Buffer.concat([derive("verifier"), derive("verifier2")]).toString("hex"),
      ),
    };
  }

  function revokeAllForUser(sub: string): void {
    db.prepare(
      "UPDATE identity_sessions SET revoked_at = ? WHERE user_sub = ? AND revoked_at IS NULL",
    ).run(nowSeconds(), sub);
    db.prepare("DELETE FROM identity_hosted_sessions WHERE user_sub = ?").run(sub);
  }

  /** A valid, unrevoked access token and its user (NotAuthorizedException otherwise). */
  async function requireAccessToken(
    token: string,
    requiredScope: string,
  ): Promise<{ user: UserRow; token: VerifiedToken }> {
    const verified = await verifyToken(tokenContext, token, "access", nowSeconds());
    const session = sessionByOrigin.get(verified.originJti);
    if (!session || session.revoked_at !== null) {
      throw notAuthorized("Access Token has been revoked");
    }
    if (!verified.scope.split(" ").includes(requiredScope)) {
      throw notAuthorized("Access Token does not have required scopes");
    }
    const user = users.bySub(verified.sub);
    if (!user) throw new IdentityError("UserNotFoundException", "User does not exist.");
    return { user, token: verified };
  }

  /** Sends a fresh 6-digit code by mail, within the hourly limit. */
  function sendCode(user: UserRow, purpose: CodePurpose) {
    const now = nowSeconds();
    if (users.codesSentSince(user.sub, now - 3600) >= settings.maxCodesPerHour) {
      throw new IdentityError(
        "LimitExceededException",
        "Attempt limit exceeded, please try after some time.",
      );
    }
    const ttl = purpose === "signup" ? settings.signUpCodeTtlSeconds : settings.resetCodeTtlSeconds;
    const code = users.newCode(user.sub, purpose, now + ttl, now);
    const text = CODE_MAIL_TEXTS[purpose];
    ctx.mailbox.send(
      composeMail({
        kind: text.kind,
        to: user.email,
        name: null,
        subject: text.subject,
        paragraphs: text.paragraphs(code, dutchDuration(ttl)),
        reason: text.reason,
      }),
    );
    ctx.log.info("identity: code sent", {
      to: user.email,
      purpose,
      mailbox: `${config.identityBaseUrl}/mailbox`,
    });
    return {
      Destination: maskEmail(user.email),
      DeliveryMedium: "EMAIL",
      AttributeName: "email",
    };
  }

  return {
    ctx,
    config,
    db,
    settings,
    issuer,
    poolName,
    keys,
    tokenContext,
    users,
    nowSeconds,
    now: () => new Date(clock()),
    checkClient,
    startSession,
    refresh,
    revokeRefreshToken,
    revokeOrigin,
    revokeAllForUser,
    revokeOtherSessions,
    sessionIsLive,
    checkPasswordAttempt,
    reserveAttempt,
    phantomUser,
    requireAccessToken,
    sendCode,
  };
}

export type IdentityCore = ReturnType<typeof createCore>;
