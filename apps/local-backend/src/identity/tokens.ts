// Token signing: one RS256 key pair, generated on first start and kept in the database so tokens
// stay valid across restarts. Id and access tokens are shaped like Cognito's.
import crypto from "node:crypto";
import { SignJWT, jwtVerify, type JWK, type JWTPayload } from "jose";
import type { Db } from "../db/database.ts";
import { IdentityError } from "./errors.ts";

export interface SigningKeys {
  kid: string;
  privateKey: crypto.KeyObject;
  publicKey: crypto.KeyObject;
  publicJwk: JWK;
}

interface KeyRow {
  kid: string;
  private_jwk: string;
  public_jwk: string;
}

export function loadOrCreateSigningKeys(db: Db, nowSeconds: number): SigningKeys {
  const existing = db
    .prepare<[], KeyRow>("SELECT kid, private_jwk, public_jwk FROM identity_signing_keys LIMIT 1")
    .get();
  if (existing) {
    const publicJwk = JSON.parse(existing.public_jwk) as JWK;
    return {
      kid: existing.kid,
      privateKey: crypto.createPrivateKey({
        key: JSON.parse(existing.private_jwk) as crypto.JsonWebKey,
        format: "jwk",
      }),
      publicKey: crypto.createPublicKey({ key: publicJwk as crypto.JsonWebKey, format: "jwk" }),
      publicJwk,
    };
  }
  const { privateKey, publicKey } = crypto.generateKeyPairSync("rsa", { modulusLength: 2048 });
  const kid = crypto.randomBytes(16).toString("base64url");
  const publicJwk: JWK = { ...publicKey.export({ format: "jwk" }), kid, alg: "RS256", use: "sig" };
  db.prepare(
    "INSERT INTO identity_signing_keys (kid, private_jwk, public_jwk, created_at) VALUES (?, ?, ?, ?)",
  ).run(
    kid,
    JSON.stringify(privateKey.export({ format: "jwk" })),
    JSON.stringify(publicJwk),
    nowSeconds,
  );
  return { kid, privateKey, publicKey, publicJwk };
}

export interface TokenSubject {
  sub: string;
  username: string;
  email: string;
  emailVerified: boolean;
  googleId: string | null;
}

export interface TokenContext {
  keys: SigningKeys;
  issuer: string;
  clientId: string;
  ttlSeconds: number;
}

export interface IssuedTokens {
  idToken: string;
  accessToken: string;
  expiresIn: number;
}

export async function issueTokens(
  ctx: TokenContext,
  user: TokenSubject,
  session: { originJti: string; authTime: number; scope: string; nonce?: string | null },
  nowSeconds: number,
): Promise<IssuedTokens> {
  const eventId = crypto.randomUUID();
  const common = {
    auth_time: session.authTime,
    origin_jti: session.originJti,
    event_id: eventId,
  };
  const idClaims: JWTPayload = {
    ...common,
    email: user.email,
    email_verified: user.emailVerified,
    "cognito:username": user.username,
    token_use: "id",
  };
  if (session.nonce) idClaims.nonce = session.nonce;
  if (user.googleId !== null) {
    idClaims.identities = [
      {
        userId: user.googleId,
        providerName: "Google",
        providerType: "Google",
        issuer: null,
        primary: "true",
        dateCreated: String(nowSeconds * 1000),
      },
    ];
  }
  const sign = (claims: JWTPayload, audience?: string) => {
    const jwt = new SignJWT(claims)
      .setProtectedHeader({ alg: "RS256", kid: ctx.keys.kid })
      .setSubject(user.sub)
      .setIssuer(ctx.issuer)
      .setIssuedAt(nowSeconds)
      .setExpirationTime(nowSeconds + ctx.ttlSeconds)
      .setJti(crypto.randomUUID());
    if (audience !== undefined) jwt.setAudience(audience);
    return jwt.sign(ctx.keys.privateKey);
  };
  const [idToken, accessToken] = await Promise.all([
    sign(idClaims, ctx.clientId),
    sign({
      ...common,
      client_id: ctx.clientId,
      username: user.username,
      scope: session.scope,
      token_use: "access",
    }),
  ]);
  return { idToken, accessToken, expiresIn: ctx.ttlSeconds };
}

/**
 * Seconds of clock difference tolerated for `exp` and `iat`, by the identity service and the
 * product API alike (api/auth.ts).
 */
export const TOKEN_CLOCK_TOLERANCE_SECONDS = 5;

export interface VerifiedToken {
  sub: string;
  originJti: string;
  scope: string;
  payload: JWTPayload;
}

/**
 * The one token check of the identity service: every call that takes an access token (through
 * core.requireAccessToken) and the identity pool's id tokens come here. Verifies signature,
 * issuer, token use and the times: `exp` and `iat` must be present, the token unexpired and not
 * issued in the future (beyond TOKEN_CLOCK_TOLERANCE_SECONDS). NotAuthorizedException like
 * Cognito otherwise.
 */
export async function verifyToken(
  ctx: TokenContext,
  token: string,
  use: "access" | "id",
  nowSeconds: number,
): Promise<VerifiedToken> {
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(token, ctx.keys.publicKey, {
      issuer: ctx.issuer,
      algorithms: ["RS256"],
      currentDate: new Date(nowSeconds * 1000),
      clockTolerance: TOKEN_CLOCK_TOLERANCE_SECONDS,
      requiredClaims: ["exp", "iat"],
      ...(use === "id" ? { audience: ctx.clientId } : {}),
    }));
  } catch (error) {
    const expired = error instanceof Error && "code" in error && error.code === "ERR_JWT_EXPIRED";
    throw new IdentityError(
      "NotAuthorizedException",
      expired
        ? `${use === "access" ? "Access" : "Id"} Token has expired`
        : `Invalid ${use === "access" ? "Access" : "Id"} Token`,
    );
  }
  if (
    payload.token_use !== use ||
    typeof payload.exp !== "number" ||
    typeof payload.iat !== "number" ||
    payload.iat > nowSeconds + TOKEN_CLOCK_TOLERANCE_SECONDS ||
    typeof payload.sub !== "string" ||
    typeof payload.origin_jti !== "string"
  ) {
    throw new IdentityError(
      "NotAuthorizedException",
      `Invalid ${use === "access" ? "Access" : "Id"} Token`,
    );
  }
  return {
    sub: payload.sub,
    originJti: payload.origin_jti,
    scope: typeof payload.scope === "string" ? payload.scope : "",
    payload,
  };
}

export const sha256 = (value: string): string =>
  crypto.createHash("sha256").update(value).digest("base64url");

export const randomToken = (bytes = 32): string => crypto.randomBytes(bytes).toString("base64url");
