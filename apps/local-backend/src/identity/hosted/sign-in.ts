// Hosted sign-in: /oauth2/authorize (checks the client, the redirect and PKCE S256, then goes to
// the e-mail/password page, the simulated Google page, or straight back when a hosted session
// exists) and the e-mail/password page /login, with the same lockout as the user-pool API.
import { Hono, type Context } from "hono";
import { html } from "hono/html";
import { USER_POOL_SETTINGS } from "@memorial/domain";
import type { IdentityCore } from "../core.ts";
import { longerThan, MAX_PASSWORD_LENGTH } from "../identity-config.ts";
import type { HostedGuards } from "./guards.ts";
import { emailField, hostedFormPage } from "./form.ts";
import { errorPage } from "./layout.ts";
import { withParams, type AuthorizeRequest, type HostedRequests } from "./requests.ts";

/** The scopes the app client allows (the user pool's settings in @memorial/domain). */
export const ALLOWED_SCOPES: ReadonlySet<string> = new Set(USER_POOL_SETTINGS.appClient.scopes);
const CHALLENGE_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const expiredRequestPage = (c: Context) =>
  c.html(
    errorPage(
      "Inloggen verlopen",
      "Deze inlogpoging is verlopen of ongeldig. Ga terug naar de website en probeer het opnieuw.",
    ),
    400,
  );

const loginPage = (requestId: string, csrf: string, email: string, error?: string) =>
  hostedFormPage({
    title: "Inloggen",
    heading: "Inloggen",
    note: "Lokale inlogpagina van de identiteitsdienst.",
    error,
    action: "/login",
    requestId,
    csrf,
    fields: html`${emailField(email, "username")}
      <label for="password">Wachtwoord</label>
      <input
        id="password"
        name="password"
        type="password"
        autocomplete="current-password"
        required
        maxlength="${MAX_PASSWORD_LENGTH}"
      />`,
    buttons: html`<button type="submit">Inloggen</button>`,
  });

export function createSignInRoutes(
  core: IdentityCore,
  requests: HostedRequests,
  guards: HostedGuards,
): Hono {
  const { config, settings, users } = core;
  const app = new Hono();

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
    if (
      q("code_challenge_method") !== USER_POOL_SETTINGS.appClient.pkceMethod ||
      challenge === undefined
    ) {
      return fail("invalid_request", "PKCE with code_challenge_method S256 is required");
    }
    if (!CHALLENGE_PATTERN.test(challenge)) {
      return fail("invalid_request", "code_challenge must be 43 base64url characters");
    }
    const scopes = (q("scope") ?? [...ALLOWED_SCOPES].join(" "))
      .split(/[ +]/)
      .filter((s) => s !== "");
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
    if (provider === "Google" && USER_POOL_SETTINGS.identityProviders.includes(provider)) {
      return c.redirect(`/oauth2/google?request=${requests.store(request)}`, 302);
    }
    if (provider !== undefined && provider !== "COGNITO") {
      return fail("invalid_request", "Invalid identity provider");
    }
    const session = requests.session(c);
    if (session) return requests.redirectWithCode(c, request, session.user, session.authTime);
    return c.redirect(`/login?request=${requests.store(request)}`, 302);
  });

  app.get("/login", (c) => {
    const id = c.req.query("request") ?? "";
    if (!requests.load(id)) return expiredRequestPage(c);
    return c.html(loginPage(id, guards.csrfToken(c), ""));
  });

  app.post("/login", guards.limitPosts, async (c) => {
    const form = await c.req.parseBody();
    const id = typeof form.request === "string" ? form.request : "";
    const request = requests.load(id);
    if (!request) return expiredRequestPage(c);
    if (!guards.validCsrf(c, form.csrf)) return guards.csrfFailed(c);
    const csrf = guards.csrfToken(c);
    const email = typeof form.email === "string" ? form.email.trim().slice(0, 254) : "";
    const password = typeof form.password === "string" ? form.password : "";
    const again = (message: string, status: 400 | 429 = 400) =>
      c.html(loginPage(id, csrf, email, message), status);
    if (longerThan(password, MAX_PASSWORD_LENGTH)) {
      return again(`Een wachtwoord heeft hoogstens ${MAX_PASSWORD_LENGTH} tekens.`);
    }
    const user = users.byEmail(email);
    const outcome = await core.checkPasswordAttempt(user, password);
    if (outcome === "locked") {
      return again("Te veel mislukte pogingen. Probeer het later opnieuw.");
    }
    if (outcome === "wrong" || user === undefined)
      return again("Onjuist e-mailadres of wachtwoord.");
    if (user.status === "UNCONFIRMED") return again("Uw account is nog niet geverifieerd.");
    if (user.status !== "CONFIRMED") {
      return again("U moet eerst een nieuw wachtwoord instellen via de website.");
    }
    requests.drop(id);
    return requests.redirectWithCode(c, request, user, requests.startSession(c, user));
  });

  return app;
}
