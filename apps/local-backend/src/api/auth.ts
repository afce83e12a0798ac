// Bearer authentication: JWTs of the identity service, verified in-process against its JWKS.
// The id token carries the e-mail; for an access token the e-mail is looked up by `sub`.
import { TOKEN_CLOCK_TOLERANCE_SECONDS } from "../identity/tokens.ts";
import { createLocalJWKSet, errors as joseErrors, jwtVerify, type JSONWebKeySet } from "jose";

/** Who is calling. E-mail addresses are compared lower-case everywhere. */
export interface Caller {
  sub: string;
  email: string;
}

export type TokenVerifier = (token: string) => Promise<Caller | undefined>;

export interface JwtVerifierOptions {
  issuer: string;
  clientId: string;
  /** The identity service's current public keys (read on every call, so rotation just works). */
  jwks: () => JSONWebKeySet;
  /** E-mail of a user by `sub`, for access tokens (which carry no e-mail). */
  findUserBySub: (sub: string) => { sub: string; email: string } | undefined;
  /**
   * Whether the session a token belongs to (`origin_jti`) is still live: tokens of a signed-out
   * or revoked session (sign-out, password reset or change) are refused, access and id alike.
   */
  isSessionLive: (originJti: string) => boolean;
}

/** Seconds of clock difference tolerated for `exp` and `iat` (the identity service's own). */
const CLOCK_TOLERANCE_SECONDS = TOKEN_CLOCK_TOLERANCE_SECONDS;

export function createJwtVerifier(options: JwtVerifierOptions): TokenVerifier {
  let cachedKeys: JSONWebKeySet | undefined;
  let keySet: ReturnType<typeof createLocalJWKSet> | undefined;
  return async (token) => {
    const keys = options.jwks();
    if (keys !== cachedKeys || keySet === undefined) {
      cachedKeys = keys;
      keySet = createLocalJWKSet(keys);
    }
    try {
      const { payload } = await jwtVerify(token, keySet, {
        issuer: options.issuer,
        algorithms: ["RS256"],
        clockTolerance: CLOCK_TOLERANCE_SECONDS,
        requiredClaims: ["exp", "iat", "sub", "token_use", "origin_jti"],
      });
      const sub = payload.sub;
      if (typeof sub !== "string" || sub === "") return undefined;
      // A token issued in the future is forged or from a skewed clock: refused.
      if (
        typeof payload.iat !== "number" ||
        payload.iat > Date.now() / 1000 + CLOCK_TOLERANCE_SECONDS
      ) {
        return undefined;
      }
      if (typeof payload.origin_jti !== "string" || !options.isSessionLive(payload.origin_jti)) {
        return undefined;
      }
      if (payload.token_use === "id") {
        const audience = Array.isArray(payload.aud) ? payload.aud : [payload.aud];
        if (!audience.includes(options.clientId)) return undefined;
        if (typeof payload.email !== "string") return undefined;
        // The user must still exist (a deleted account's tokens stop working).
        const user = options.findUserBySub(sub);
        if (!user) return undefined;
        return { sub, email: payload.email.toLowerCase() };
      }
      if (payload.token_use === "access") {
        if (payload.client_id !== options.clientId) return undefined;
        const user = options.findUserBySub(sub);
        return user ? { sub, email: user.email.toLowerCase() } : undefined;
      }
      return undefined;
    } catch (error) {
      if (error instanceof joseErrors.JOSEError) return undefined;
      throw error;
    }
  };
}

/** The token of an `Authorization: Bearer <token>` header, if there is one. */
export function bearerToken(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1];
}
