// The simulated Google account page (/oauth2/google): asks for an e-mail address and a name,
// links or creates the federated user, and goes back to the app with a code. Nothing is sent to
// Google.
import crypto from "node:crypto";
import { Hono } from "hono";
import { html } from "hono/html";
import type { IdentityCore } from "../core.ts";
import { isEmail, normalizeEmail } from "../users.ts";
import type { HostedGuards } from "./guards.ts";
import { emailField, hostedFormPage } from "./form.ts";
import { withParams, type HostedRequests } from "./requests.ts";
import { expiredRequestPage } from "./sign-in.ts";

/** A stable, numeric Google account id for an e-mail address (simulation only). */
const simulatedGoogleId = (email: string): string =>
  BigInt(`0x${crypto.createHash("sha256").update(email).digest("hex").slice(0, 16)}`)
    .toString()
    .padStart(21, "1");

const googlePage = (requestId: string, csrf: string, email: string, name: string, error?: string) =>
  hostedFormPage({
    title: "Inloggen met Google (simulatie)",
    heading: "Inloggen met Google",
    note: "Dit is een lokale simulatie van het Google-account. Er wordt niets naar Google verstuurd.",
    error,
    action: "/oauth2/google",
    requestId,
    csrf,
    fields: html`${emailField(email, "email")}
      <label for="name">Naam</label>
      <input
        id="name"
        name="name"
        type="text"
        autocomplete="name"
        required
        maxlength="100"
        value="${name}"
      />`,
    buttons: html`<button type="submit" name="action" value="continue">Doorgaan</button>
      <button type="submit" name="action" value="cancel" class="secondary" formnovalidate>
        Annuleren
      </button>`,
  });

export function createGoogleRoutes(
  core: IdentityCore,
  requests: HostedRequests,
  guards: HostedGuards,
): Hono {
  const { users } = core;
  const app = new Hono();

  app.get("/oauth2/google", (c) => {
    const id = c.req.query("request") ?? "";
    if (!requests.load(id)) return expiredRequestPage(c);
    return c.html(googlePage(id, guards.csrfToken(c), "", ""));
  });

  app.post("/oauth2/google", guards.limitPosts, async (c) => {
    const form = await c.req.parseBody();
    const id = typeof form.request === "string" ? form.request : "";
    const request = requests.load(id);
    if (!request) return expiredRequestPage(c);
    if (!guards.validCsrf(c, form.csrf)) return guards.csrfFailed(c);
    if (form.action === "cancel") {
      requests.drop(id);
      return c.redirect(
        withParams(request.redirectUri, {
          error: "access_denied",
          error_description: "User cancelled the sign-in",
          state: request.state,
        }),
        302,
      );
    }
    const csrf = guards.csrfToken(c);
    const email = typeof form.email === "string" ? normalizeEmail(form.email).slice(0, 254) : "";
    const name = typeof form.name === "string" ? form.name.trim().slice(0, 200) : "";
    if (!isEmail(email)) {
      return c.html(googlePage(id, csrf, email, name, "Vul een geldig e-mailadres in."), 400);
    }
    if (name === "" || name.length > 100) {
      return c.html(
        googlePage(id, csrf, email, name, "Vul uw naam in (maximaal 100 tekens)."),
        400,
      );
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
    requests.drop(id);
    return requests.redirectWithCode(c, request, linked, now);
  });

  return app;
}
