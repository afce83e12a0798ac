// Hosted sign-in (OAuth 2.0 authorization code with PKCE S256 only), shaped like Cognito's
// managed login: /oauth2/authorize, the hosted e-mail/password page (/login), the simulated
// Google account page (/oauth2/google), /oauth2/token, /oauth2/revoke, /oauth2/userInfo,
// /logout, and JWKS plus OpenID configuration under /{userPoolId}/.well-known/.
import crypto from "node:crypto";
import { Hono, type Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { USER_ADMIN_SCOPE, type IdentityCore } from "./core.ts";
import { IdentityError } from "./errors.ts";
import { errorPage, escapeHtml, page } from "./html.ts";
import { verifyPassword } from "./passwords.ts";
import { randomToken, sha256 } from "./tokens.ts";
import { isEmail, normalizeEmail, type UserRow } from "./users.ts";

const ALLOWED_SCOPES = new Set(["openid", "email", "profile", "phone", USER_ADMIN_SCOPE]);

const SESSION_COOKIE = "memorial_identity_session";
const HOSTED_SESSION_SECONDS = 3600;
const AUTHORIZE_REQUEST_SECONDS = 600;
const VERIFIER_PATTERN = /^[A-Za-z0-9\-._~]{43,128}$/;
const CHALLENGE_PATTERN = /^[A-Za-z0-9_-]{43}$/;

interface AuthorizeRequest {
  redirectUri: string;
  state: string | null;
  scope: string;
  codeChallenge: string;
  nonce: string | null;
}

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

/** A stable, numeric Google account id for an e-mail address (simulation only). */
const simulatedGoogleId = (email: string): string =>
  BigInt(`0x${crypto.createHash("sha256").update(email).digest("hex").slice(0, 16)}`)
    .toString()
    .padStart(21, "1");

export function createHostedUi(core: IdentityCore): Hono {
  const { db, config, settings, users } = core;
  const app = new Hono();

  function withParams(base: string, params: Record<string, string | null | undefined>): string {
    const url = new URL(base);
    for (const [key, value] of Object.entries(params)) {
      if (value !== null && value !== undefined) url.searchParams.set(key, value);
    }
    return url.toString();
  }

  function storeRequest(request: AuthorizeRequest): string {
    const id = randomToken();
    db.prepare("DELETE FROM identity_authorize_requests WHERE expires_at <= ?").run(
      core.nowSeconds(),
    );
    db.prepare(
      "INSERT INTO identity_authorize_requests (id_hash, params, expires_at) VALUES (?, ?, ?)",
    ).run(sha256(id), JSON.stringify(request), core.nowSeconds() + AUTHORIZE_REQUEST_SECONDS);
    return id;
  }

  function loadRequest(id: string | undefined): AuthorizeRequest | undefined {
    if (id === undefined || id === "") return undefined;
    const row = db
      .prepare<[string, number], { params: string }>(
        "SELECT params FROM identity_authorize_requests WHERE id_hash = ? AND expires_at > ?",
      )
      .get(sha256(id), core.nowSeconds());
    return row ? (JSON.parse(row.params) as AuthorizeRequest) : undefined;
  }

  function dropRequest(id: string): void {
    db.prepare("DELETE FROM identity_authorize_requests WHERE id_hash = ?").run(sha256(id));
  }

  const expiredRequestPage = (c: Context) =>
    c.html(
      errorPage(
        "Inloggen verlopen",
        "Deze inlogpoging is verlopen of ongeldig. Ga terug naar de website en probeer het opnieuw.",
      ),
      400,
    );

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

  function startHostedSession(c: Context, user: UserRow): number {
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

  function hostedSession(c: Context): { user: UserRow; authTime: number } | undefined {
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

  app.get("/oauth2/authorize", (c) => {
    const q = (name: string) => c.req.query(name);
    const clientId = q("client_id");
    const redirectUri = q("redirect_uri");
    if (clientId !== config.clientId) {
      return c.html(errorPage("Ongeldige aanvraag", "Onbekende client_id."), 400);
    }
    if (redirectUri === undefined || !settings.callbackUrls.includes(redirectUri)) {
      return c.html(
        errorPage(
          "Ongeldige aanvraag",
          "De redirect_uri staat niet in de lijst met toegestane adressen (redirect_mismatch).",
        ),
        400,
      );
    }
    const state = q("state") ?? null;
    const fail = (error: string, description: string) =>
      c.redirect(withParams(redirectUri, { error, error_description: description, state }), 302);
    if (q("response_type") !== "code") {
      return fail("unsupported_response_type", "response_type must be code");
    }
    const challenge = q("code_challenge");
    if (q("code_challenge_method") !== "S256" || challenge === undefined) {
      return fail("invalid_request", "PKCE with code_challenge_method S256 is required");
    }
    if (!CHALLENGE_PATTERN.test(challenge)) {
      return fail("invalid_request", "code_challenge must be 43 base64url characters");
    }
    const scopes = (q("scope") ?? "openid email").split(/[ +]/).filter((s) => s !== "");
    if (scopes.some((s) => !ALLOWED_SCOPES.has(s))) {
      return fail("invalid_scope", "unknown scope");
    }
    const request: AuthorizeRequest = {
      redirectUri,
      state,
      scope: scopes.join(" "),
      codeChallenge: challenge,
      nonce: q("nonce") ?? null,
    };
    const provider = q("identity_provider");
    if (provider === "Google") {
      return c.redirect(`/oauth2/google?request=${storeRequest(request)}`, 302);
    }
    if (provider !== undefined && provider !== "COGNITO") {
      return fail("invalid_request", "Invalid identity provider");
    }
    const session = hostedSession(c);
    if (session) return redirectWithCode(c, request, session.user, session.authTime);
    return c.redirect(`/login?request=${storeRequest(request)}`, 302);
  });

  const loginPage = (requestId: string, email: string, error?: string) =>
    page(
      "Inloggen",
      `<h1>Inloggen</h1>
<p class="note">Lokale inlogpagina van de identiteitsdienst.</p>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ""}
<form method="post" action="/login">
  <input type="hidden" name="request" value="${escapeHtml(requestId)}">
  <label for="email">E-mailadres</label>
  <input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(email)}">
  <label for="password">Wachtwoord</label>
  <input id="password" name="password" type="password" autocomplete="current-password" required>
  <div class="actions"><button type="submit">Inloggen</button></div>
</form>`,
    );

  app.get("/login", (c) => {
    const id = c.req.query("request") ?? "";
    if (!loadRequest(id)) return expiredRequestPage(c);
    return c.html(loginPage(id, ""));
  });

  app.post("/login", async (c) => {
    const form = await c.req.parseBody();
    const id = typeof form.request === "string" ? form.request : "";
    const request = loadRequest(id);
    if (!request) return expiredRequestPage(c);
    const email = typeof form.email === "string" ? form.email.trim() : "";
    const password = typeof form.password === "string" ? form.password : "";
    const user = users.byEmail(email);
    const wrong = () => c.html(loginPage(id, email, "Onjuist e-mailadres of wachtwoord."), 400);
    if (!user || user.password_hash === null) return wrong();
    if (user.locked_until > core.nowSeconds()) {
      return c.html(
        loginPage(id, email, "Te veel mislukte pogingen. Probeer het later opnieuw."),
        400,
      );
    }
    if (!(await verifyPassword(password, user.password_hash))) {
      users.recordFailedSignIn(
        user.sub,
        settings.maxFailedSignIns,
        core.nowSeconds() + settings.signInLockoutSeconds,
      );
      return wrong();
    }
    users.resetFailedSignIns(user.sub);
    if (user.status === "UNCONFIRMED") {
      return c.html(loginPage(id, email, "Uw account is nog niet geverifieerd."), 400);
    }
    if (user.status !== "CONFIRMED") {
      return c.html(
        loginPage(id, email, "U moet eerst een nieuw wachtwoord instellen via de website."),
        400,
      );
    }
    dropRequest(id);
    return redirectWithCode(c, request, user, startHostedSession(c, user));
  });

  const googlePage = (requestId: string, email: string, name: string, error?: string) =>
    page(
      "Inloggen met Google (simulatie)",
      `<h1>Inloggen met Google</h1>
<p class="note">Dit is een lokale simulatie van het Google-account. Er wordt niets naar Google verstuurd.</p>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ""}
<form method="post" action="/oauth2/google">
  <input type="hidden" name="request" value="${escapeHtml(requestId)}">
  <label for="email">E-mailadres</label>
  <input id="email" name="email" type="email" autocomplete="email" required value="${escapeHtml(email)}">
  <label for="name">Naam</label>
  <input id="name" name="name" type="text" autocomplete="name" required value="${escapeHtml(name)}">
  <div class="actions">
    <button type="submit" name="action" value="continue">Doorgaan</button>
    <button type="submit" name="action" value="cancel" class="secondary" formnovalidate>Annuleren</button>
  </div>
</form>`,
    );

  app.get("/oauth2/google", (c) => {
    const id = c.req.query("request") ?? "";
    if (!loadRequest(id)) return expiredRequestPage(c);
    return c.html(googlePage(id, "", ""));
  });

  app.post("/oauth2/google", async (c) => {
    const form = await c.req.parseBody();
    const id = typeof form.request === "string" ? form.request : "";
    const request = loadRequest(id);
    if (!request) return expiredRequestPage(c);
    if (form.action === "cancel") {
      dropRequest(id);
      return c.redirect(
        withParams(request.redirectUri, {
          error: "access_denied",
          error_description: "User cancelled the sign-in",
          state: request.state,
        }),
        302,
      );
    }
    const email = typeof form.email === "string" ? normalizeEmail(form.email) : "";
    const name = typeof form.name === "string" ? form.name.trim() : "";
    if (!isEmail(email)) {
      return c.html(googlePage(id, email, name, "Vul een geldig e-mailadres in."), 400);
    }
    if (name === "" || name.length > 100) {
      return c.html(googlePage(id, email, name, "Vul uw naam in (maximaal 100 tekens)."), 400);
    }
    const googleId = simulatedGoogleId(email);
    const now = core.nowSeconds();
    let user = users.byGoogleId(googleId) ?? users.byEmail(email);
    if (user) {
      users.linkGoogle(user.sub, googleId, name, now);
    } else {
      user = users.insert({
        email,
        status: "EXTERNAL_PROVIDER",
        emailVerified: true,
        material: null,
        username: `Google_${googleId}`,
        googleId,
        name,
        now,
      });
    }
    const linked = users.bySub(user.sub) ?? user;
    dropRequest(id);
    return redirectWithCode(c, request, linked, now);
  });

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
      const row = db
        .prepare<[string], CodeRow>(
          "SELECT * FROM identity_authorization_codes WHERE code_hash = ?",
        )
        .get(sha256(code));
      if (!row || row.expires_at <= core.nowSeconds()) {
        return oauthError(c, "invalid_grant", "unknown or expired code");
      }
      const claimed = db
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
      db.prepare("UPDATE identity_authorization_codes SET origin_jti = ? WHERE code_hash = ?").run(
        tokens.originJti,
        row.code_hash,
      );
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

  app.get("/logout", (c) => {
    const clientId = c.req.query("client_id");
    const logoutUri = c.req.query("logout_uri");
    if (clientId !== config.clientId) {
      return c.html(errorPage("Ongeldige aanvraag", "Onbekende client_id."), 400);
    }
    if (logoutUri === undefined || !settings.logoutUrls.includes(logoutUri)) {
      return c.html(
        errorPage(
          "Ongeldige aanvraag",
          "De logout_uri staat niet in de lijst met toegestane adressen.",
        ),
        400,
      );
    }
    const id = getCookie(c, SESSION_COOKIE);
    if (id !== undefined) {
      db.prepare("DELETE FROM identity_hosted_sessions WHERE id_hash = ?").run(sha256(id));
    }
    deleteCookie(c, SESSION_COOKIE, { path: "/" });
    return c.redirect(logoutUri, 302);
  });

  const wellKnown = `/${config.userPoolId}/.well-known`;
  app.get(`${wellKnown}/jwks.json`, (c) => c.json({ keys: [core.keys.publicJwk] }));
  app.get(`${wellKnown}/openid-configuration`, (c) =>
    c.json({
      issuer: core.issuer,
      authorization_endpoint: `${config.identityBaseUrl}/oauth2/authorize`,
      token_endpoint: `${config.identityBaseUrl}/oauth2/token`,
      userinfo_endpoint: `${config.identityBaseUrl}/oauth2/userInfo`,
      revocation_endpoint: `${config.identityBaseUrl}/oauth2/revoke`,
      end_session_endpoint: `${config.identityBaseUrl}/logout`,
      jwks_uri: `${core.issuer}/.well-known/jwks.json`,
      response_types_supported: ["code"],
      grant_types_supported: ["authorization_code", "refresh_token"],
      subject_types_supported: ["public"],
      id_token_signing_alg_values_supported: ["RS256"],
      scopes_supported: [...ALLOWED_SCOPES],
      token_endpoint_auth_methods_supported: ["client_secret_basic", "client_secret_post"],
      code_challenge_methods_supported: ["S256"],
    }),
  );

  return app;
}
