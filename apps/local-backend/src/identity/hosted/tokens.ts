// The hosted redirect's back channel: /oauth2/token (authorization code with PKCE, single use;
// a replayed code revokes what it issued; refresh token), /oauth2/revoke and /oauth2/userInfo.
import crypto from "node:crypto";
import { Hono, type Context } from "hono";
import type { IdentityCore } from "../core.ts";
import { IdentityError } from "../errors.ts";
import { sha256 } from "../tokens.ts";

const VERIFIER_PATTERN = /^[A-Za-z0-9\-._~]{43,128}$/;

interface CodeRow {
  code_hash: string;
  user_sub: string;
  client_id: string;
  redirect_uri: string;
  code_challenge: string;
  scope: string;
  nonce: string | null;
  auth_time: number;
  expires_at: number;
  used_at: number | null;
  origin_jti: string | null;
}

/** BASE64URL(SHA-256(verifier)), the S256 code challenge of RFC 7636. */
export const s256 = (verifier: string): string =>
  crypto.createHash("sha256").update(verifier, "ascii").digest("base64url");

export function createTokenRoutes(core: IdentityCore): Hono {
  const { config, users } = core;
  const app = new Hono();

  const oauthError = (c: Context, error: string, description: string, status: 400 | 401 = 400) =>
    c.json({ error, error_description: description }, status, {
      "Cache-Control": "no-store",
    });

  /** Form body of /oauth2/token and /oauth2/revoke; client id from the body or Basic header. */
  async function oauthForm(c: Context) {
    const type = c.req.header("content-type") ?? "";
    if (!type.startsWith("application/x-www-form-urlencoded")) return undefined;
    const form = new URLSearchParams(await c.req.text());
    let clientId = form.get("client_id");
    const authorization = c.req.header("authorization");
    if (authorization?.startsWith("Basic ")) {
      const decoded = Buffer.from(authorization.slice(6), "base64").toString("utf8");
      try {
        clientId = decodeURIComponent(decoded.split(":")[0] ?? "");
      } catch {
        clientId = null;
      }
    }
    return { form, clientId };
  }

  app.post("/oauth2/token", async (c) => {
    const body = await oauthForm(c);
    if (!body) {
      return oauthError(
        c,
        "invalid_request",
        "Content-Type must be application/x-www-form-urlencoded",
      );
    }
    const { form, clientId } = body;
    if (clientId !== config.clientId) return oauthError(c, "invalid_client", "unknown client");
    const grantType = form.get("grant_type");
    const noStore = { "Cache-Control": "no-store", Pragma: "no-cache" };
    if (grantType === "authorization_code") {
      const code = form.get("code");
      const redirectUri = form.get("redirect_uri");
      const verifier = form.get("code_verifier");
      if (!code || !redirectUri || !verifier) {
        return oauthError(
          c,
          "invalid_request",
          "code, redirect_uri and code_verifier are required",
        );
      }
      const row = core.db
        .prepare<[string], CodeRow>(
          "SELECT * FROM identity_authorization_codes WHERE code_hash = ?",
        )
        .get(sha256(code));
      if (!row || row.expires_at <= core.nowSeconds()) {
        return oauthError(c, "invalid_grant", "unknown or expired code");
      }
      const claimed = core.db
        .prepare(
          "UPDATE identity_authorization_codes SET used_at = ? WHERE code_hash = ? AND used_at IS NULL",
        )
        .run(core.nowSeconds(), row.code_hash);
      if (claimed.changes === 0) {
        if (row.origin_jti !== null) core.revokeOrigin(row.origin_jti);
        return oauthError(c, "invalid_grant", "code already used");
      }
      if (row.client_id !== clientId || row.redirect_uri !== redirectUri) {
        return oauthError(c, "invalid_grant", "redirect_uri or client does not match");
      }
      if (!VERIFIER_PATTERN.test(verifier) || s256(verifier) !== row.code_challenge) {
        return oauthError(c, "invalid_grant", "code_verifier does not match");
      }
      const user = users.bySub(row.user_sub);
      if (!user) return oauthError(c, "invalid_grant", "user no longer exists");
      const tokens = await core.startSession(user, {
        scope: row.scope,
        authTime: row.auth_time,
        nonce: row.nonce,
      });
      core.db
        .prepare("UPDATE identity_authorization_codes SET origin_jti = ? WHERE code_hash = ?")
        .run(tokens.originJti, row.code_hash);
      return c.json(
        {
          ...(row.scope.split(" ").includes("openid") ? { id_token: tokens.idToken } : {}),
          access_token: tokens.accessToken,
          refresh_token: tokens.refreshToken,
          expires_in: tokens.expiresIn,
          token_type: "Bearer",
        },
        200,
        noStore,
      );
    }
    if (grantType === "refresh_token") {
      const refreshToken = form.get("refresh_token");
      if (!refreshToken) return oauthError(c, "invalid_request", "refresh_token is required");
      try {
        const tokens = await core.refresh(refreshToken, false);
        return c.json(
          {
            ...(tokens.scope.split(" ").includes("openid") ? { id_token: tokens.idToken } : {}),
            access_token: tokens.accessToken,
            expires_in: tokens.expiresIn,
            token_type: "Bearer",
          },
          200,
          noStore,
        );
      } catch (error) {
        if (error instanceof IdentityError) return oauthError(c, "invalid_grant", error.message);
        throw error;
      }
    }
    return oauthError(
      c,
      "unsupported_grant_type",
      "grant_type must be authorization_code or refresh_token",
    );
  });

  app.post("/oauth2/revoke", async (c) => {
    const body = await oauthForm(c);
    if (!body) {
      return oauthError(
        c,
        "invalid_request",
        "Content-Type must be application/x-www-form-urlencoded",
      );
    }
    if (body.clientId !== config.clientId) return oauthError(c, "invalid_client", "unknown client");
    const token = body.form.get("token");
    if (!token) return oauthError(c, "invalid_request", "token is required");
    core.revokeRefreshToken(token);
    return c.body(null, 200);
  });

  const userInfo = async (c: Context) => {
    const authorization = c.req.header("authorization") ?? "";
    const token = authorization.startsWith("Bearer ") ? authorization.slice(7) : "";
    const unauthorized = (description: string) =>
      c.json({ error: "invalid_token", error_description: description }, 401, {
        "WWW-Authenticate": `Bearer error="invalid_token", error_description="${description}"`,
      });
    if (token === "") return unauthorized("Access token is missing");
    try {
      const { user } = await core.requireAccessToken(token, "openid");
      return c.json({
        sub: user.sub,
        email_verified: user.email_verified === 1 ? "true" : "false",
        email: user.email,
        username: user.username,
        ...(user.name !== null ? { name: user.name } : {}),
      });
    } catch (error) {
      if (error instanceof IdentityError) return unauthorized(error.message);
      throw error;
    }
  };
  app.get("/oauth2/userInfo", userInfo);
  app.post("/oauth2/userInfo", userInfo);

  return app;
}
