import type { Page } from "@playwright/test";
import { expect, networkQuiet, newEmail, test } from "./fixtures";
import { apiCall } from "./security-helpers";

/** Fills the local identity service's simulated Google account page. */
async function continueAtGoogle(page: Page, email: string): Promise<void> {
  await expect(page.getByRole("heading", { name: "Inloggen met Google" })).toBeVisible();
  await page.getByLabel("E-mailadres").fill(email);
  await page.getByLabel("Naam").fill("Tineke Jansen");
  await page.getByRole("button", { name: "Doorgaan" }).click();
}

test("Google sign-in through the hosted redirect keeps the redirect path", async ({
  page,
  stack,
}) => {
  await page.goto("/change-password");
  await expect(page).toHaveURL("/login?redirect=%2Fchange-password");
  await page.getByRole("button", { name: "Inloggen met Google" }).click();
  await expect(page).toHaveURL(new RegExp(`^${stack.identityUrl}/oauth2/google`));
  await continueAtGoogle(page, newEmail("google"));
  await expect(page).toHaveURL("/change-password");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Wachtwoord wijzigen");
  // code and state are gone from the address bar
  expect(page.url()).not.toMatch(/code=|state=/);
});

test("a tampered state is refused with a Dutch message, without a token request or a loop", async ({
  page,
  stack,
}) => {
  const tokenRequests: string[] = [];
  page.on("request", (request) => {
    if (request.url().startsWith(`${stack.identityUrl}/oauth2/token`))
      tokenRequests.push(request.url());
  });
  // The simulated Google page answers with a redirect to /login?code=…&state=…: change the state.
  await page.route(`${stack.identityUrl}/oauth2/google`, async (route) => {
    if (route.request().method() !== "POST") return route.continue();
    const response = await route.fetch({ maxRedirects: 0 });
    const location = new URL(response.headers().location ?? "", stack.webUrl);
    location.searchParams.set("state", "x".repeat(32));
    return route.fulfill({
      response,
      headers: { ...response.headers(), location: location.toString() },
    });
  });
  await page.goto("/login?redirect=%2Ftoegankelijkheid");
  await page.getByRole("button", { name: "Inloggen met Google" }).click();
  await continueAtGoogle(page, newEmail("tampered"));

  await expect(
    page.getByRole("alert").filter({
      hasText:
        "Het inloggen met Google kon niet worden afgerond, omdat de aanvraag niet meer geldig is. Probeer het opnieuw.",
    }),
  ).toBeVisible();
  await expect(page).toHaveURL("/login");
  // Nothing follows: once the network is quiet the app is still on /login, without a token.
  await networkQuiet(page);
  await expect(page).toHaveURL("/login");
  expect(tokenRequests).toEqual([]);
  await expect(page.getByRole("button", { name: "Uitloggen" })).toHaveCount(0);
});

test("loading the callback address again does not exchange the code twice", async ({
  page,
  stack,
  consoleGuard,
}) => {
  // Signing out revokes the session at the provider; a read still in flight with its token may
  // be answered 401, which the browser logs. The app treats that as signed out.
  consoleGuard.allow(/401 \(Unauthorized\)/);
  let callback: string | undefined;
  const tokenRequests: string[] = [];
  page.on("request", (request) => {
    if (request.url().startsWith(`${stack.identityUrl}/oauth2/token`))
      tokenRequests.push(request.url());
    if (request.isNavigationRequest() && /\/login\?code=/.test(request.url())) {
      callback = request.url();
    }
  });
  await page.goto("/login");
  await page.getByRole("button", { name: "Inloggen met Google" }).click();
  await continueAtGoogle(page, newEmail("replay"));
  await expect(page).toHaveURL("/");
  expect(tokenRequests).toHaveLength(1);
  expect(callback).toBeDefined();

  // Signed in, the callback address only sends the user home; signed out, it is refused.
  await page.getByRole("button", { name: "Uitloggen" }).click();
  await expect(page).toHaveURL("/login");
  await page.goto(callback ?? "/login");
  await expect(
    page.getByRole("alert").filter({ hasText: "Het inloggen met Google kon niet worden afgerond" }),
  ).toBeVisible();
  await expect(page).toHaveURL("/login");
  expect(tokenRequests).toHaveLength(1);
});

test("after a Google sign-in the account is deleted by typing its e-mail address", async ({
  page,
  stack,
}) => {
  const email = newEmail("google-weg");
  await page.goto("/login");
  await page.getByRole("button", { name: "Inloggen met Google" }).click();
  await continueAtGoogle(page, email);
  await expect(page).toHaveURL("/");
  const created = await apiCall(page, stack.apiUrl, "/api/v1/profiles", { method: "POST" });
  expect(created.status).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const saved = await apiCall(page, stack.apiUrl, `/api/v1/profiles/${id}`, {
    method: "PUT",
    body: { name: "Opa Gerrit", sections: [] },
  });
  expect(saved.status).toBe(200);

  await page.goto("/mijn-account/verwijderen");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Account verwijderen");
  await expect(
    page
      .getByRole("list", { name: "Wat er met uw pagina's gebeurt" })
      .getByRole("listitem")
      .filter({ hasText: "Opa Gerrit" }),
  ).toContainText("Wordt verwijderd");
  // No password to ask for: the address is typed instead, and another one deletes nothing.
  await expect(page.getByLabel("Uw wachtwoord")).toHaveCount(0);
  const address = page.getByLabel("Uw e-mailadres");
  await expect(
    page.getByText(`U bent ingelogd met Google. Typ ter bevestiging uw e-mailadres: ${email}`),
  ).toBeVisible();
  await address.fill("iemand.anders@example.nl");
  await page.getByRole("button", { name: "Account definitief verwijderen" }).click();
  await expect(
    page.getByText("Dit is niet het e-mailadres van uw account. Er is niets verwijderd."),
  ).toBeVisible();
  expect((await apiCall(page, stack.apiUrl, `/api/v1/profiles/${id}`)).status).toBe(200);

  await address.fill(email.toUpperCase());
  await page.getByRole("button", { name: "Account definitief verwijderen" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText("Uw account is verwijderd.")).toBeVisible();
  expect((await fetch(`${stack.apiUrl}/public/api/v1/profiles/${id}`)).status).toBe(410);
});
