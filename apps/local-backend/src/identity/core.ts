// The state every part of the identity service shares: settings, clock, user store, signing keys,
// and the session life cycle (a sign-in starts a session with one refresh token; refreshing,
// revoking and global sign-out act on sessions; access tokens of a revoked session stop working).
import crypto from "node:crypto";
import type { BackendContext } from "../context.ts";
import { IdentityError, notAuthorized } from "./errors.ts";
import { loadIdentityConfig, type IdentityConfig } from "./identity-config.ts";
import { poolNameOf } from "./srp.ts";
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
import { createUserStore, type CodePurpose, type UserRow } from "./users.ts";

export interface IdentityOptions {
  /** Environment for identity settings; default process.env. */
  env?: NodeJS.ProcessEnv;
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

export const MAIL_TEXTS = {
  signup: {
    subject: "Uw verificatiecode voor Herinneringspagina",
    kind: "signup-code",
    intro: "Bedankt voor uw registratie bij Herinneringspagina.",
    action: "Vul deze code in op de pagina 'Verifieer registratie'.",
  },
  reset: {
    subject: "Wachtwoord herstellen voor Herinneringspagina",
    kind: "reset-code",
    intro: "U heeft gevraagd uw wachtwoord te herstellen.",
    action: "Vul deze code in op de pagina 'Nieuw wachtwoord instellen'.",
  },
} as const;

function dutchDuration(seconds: number): string {
  if (seconds % 3600 === 0) return seconds === 3600 ? "1 uur" : `${seconds / 3600} uur`;
  if (seconds % 60 === 0) return seconds === 60 ? "1 minuut" : `${seconds / 60} minuten`;
  return `${seconds} seconden`;
}

export function maskEmail(email: string): string {
  const [local = "", domain = ""] = email.split("@");
  return `${local.slice(0, 1)}***@${domain.slice(0, 1)}***`;
}

export function createCore(ctx: BackendContext, options: IdentityOptions = {}) {
  const { config, db } = ctx;
  const settings: IdentityConfig = {
    ...loadIdentityConfig(config, options.env ?? process.env),
    ...options.settings,
  };
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
    const text = MAIL_TEXTS[purpose];
    ctx.mailbox.send({
      to: user.email,
      subject: text.subject,
      kind: text.kind,
      body: [
        "Beste gebruiker,",
        "",
        text.intro,
        `Uw code is: ${code}`,
        "",
        `${text.action} De code is ${dutchDuration(ttl)} geldig.`,
        "",
        "Heeft u hier niet om gevraagd? Dan kunt u dit bericht negeren.",
        "",
        "Met vriendelijke groet,",
        "Herinneringspagina",
      ].join("\n"),
    });
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
    requireAccessToken,
    sendCode,
  };
}

export type IdentityCore = ReturnType<typeof createCore>;
