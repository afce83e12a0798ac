// Hosted sign-in (OAuth 2.0 authorization code with PKCE S256 only), shaped like Cognito's
// managed login. The flow, file by file: hosted/sign-in.ts (/oauth2/authorize and the
// e-mail/password page /login), hosted/google.ts (the simulated Google page), hosted/requests.ts
// (pending requests, codes and the hosted session), hosted/tokens.ts (/oauth2/token, revoke,
// userInfo), hosted/guards.ts (framing, CSRF, rate limit). Here: /logout and the JWKS plus
// OpenID configuration under /{userPoolId}/.well-known/.
import { Hono } from "hono";
import { deleteCookie } from "hono/cookie";
import type { IdentityCore } from "./core.ts";
import { createGoogleRoutes } from "./hosted/google.ts";
import { createHostedGuards } from "./hosted/guards.ts";
import { errorPage } from "./hosted/layout.ts";
import { createHostedRequests, SESSION_COOKIE } from "./hosted/requests.ts";
import { ALLOWED_SCOPES, createSignInRoutes } from "./hosted/sign-in.ts";
import { createTokenRoutes } from "./hosted/tokens.ts";

export { s256 } from "./hosted/tokens.ts";

export function createHostedUi(core: IdentityCore): Hono {
  const { config, settings } = core;
  const requests = createHostedRequests(core);
  const guards = createHostedGuards(core);
  const app = new Hono();
  app.route("/", createSignInRoutes(core, requests, guards));
  app.route("/", createGoogleRoutes(core, requests, guards));
  app.route("/", createTokenRoutes(core));

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
    requests.endSession(c);
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
