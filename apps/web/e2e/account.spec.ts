import {
  DEMO,
  PASSWORD,
  expect,
  newEmail,
  registerUser,
  signIn,
  storedAuthKeys,
  test,
} from "./fixtures";
import { expectNewPageInEditMode } from "./memorial-page-helpers";

const SIGN_OUT_API_CALLS = "e2e-api-calls-during-sign-out";

test("a new user registers with the mailbox code, signs in, lands home and signs out", async ({
  page,
  context,
  mailbox,
  stack,
}) => {
  const email = newEmail("journey");
  await page.goto("/register");
  await page.getByLabel("E-mailadres").fill(email);
  await page.getByLabel("Wachtwoord", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Herhaal wachtwoord").fill(PASSWORD);
  await page.getByRole("button", { name: "Registreren", exact: true }).click();

  await expect(page).toHaveURL(`/register/confirm?email=${encodeURIComponent(email)}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Verifieer registratie");
  await expect(page.getByLabel("E-mailadres")).toHaveValue(email);
  await page.getByLabel("Activeringscode").fill(await mailbox.code(email));
  await page.getByRole("button", { name: "Verifiëren" }).click();
  await expect(
    page.getByText("Uw account is succesvol geverifieerd. U kunt nu inloggen."),
  ).toBeVisible();
  // The login screen has the confirmed address filled in.
  await expect(page).toHaveURL(`/login?email=${encodeURIComponent(email)}`);
  await expect(page.getByLabel("E-mailadres")).toHaveValue(email);

  // Home asks once for the account's name ('Hoe mogen wij u noemen?'); that read belongs to the
  // signed-in home, so it is awaited before the sign-out's requests are counted.
  const nameRead = page.waitForResponse((response) =>
    response.url().endsWith("/api/v1/account/profile"),
  );
  await signIn(page, email, PASSWORD);
  await expect(page).toHaveURL("/");
  await expect(page.getByRole("heading", { name: "Nog geen pagina's" })).toBeVisible();
  await nameRead;
  expect(await storedAuthKeys(context, stack.webUrl)).not.toEqual([]);

  // Signing out sends no API request: the session is ending, so a request would carry a revoked
  // token or none and answer 401. Such a request showed only as a console error when it lost the
  // race with the page change (a flake), so the page's own fetch records the API calls of the
  // sign-out in sessionStorage, which outlives that page change.
  await page.evaluate(
    ({ apiUrl, key }) => {
      const original = window.fetch.bind(window);
      window.fetch = (input, init) => {
        const url = input instanceof Request ? input.url : String(input);
        if (url.startsWith(apiUrl)) {
          const seen = JSON.parse(sessionStorage.getItem(key) ?? "[]") as string[];
          sessionStorage.setItem(key, JSON.stringify([...seen, url]));
        }
        return original(input, init);
      };
    },
    { apiUrl: stack.apiUrl, key: SIGN_OUT_API_CALLS },
  );
  await page.getByRole("button", { name: "Uitloggen" }).click();
  await expect(page).toHaveURL("/login");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Inloggen");
  expect(await storedAuthKeys(context, stack.webUrl)).toEqual([]);
  expect(await page.evaluate((key) => sessionStorage.getItem(key), SIGN_OUT_API_CALLS)).toBeNull();
});

test("home lists the pages and 'Nieuwe herinneringspagina aanmaken' creates one and opens it", async ({
  page,
}) => {
  await page.goto("/login");
  await signIn(page, DEMO.email, DEMO.password);
  await expect(page).toHaveURL("/");
  const list = page.getByRole("list", { name: "Uw herinneringspagina's" });
  await expect(list.getByRole("link", { name: "Johanna de Vries" })).toBeVisible();
  const before = await list.getByRole("listitem").count();

  await page.getByRole("button", { name: "Nieuwe herinneringspagina aanmaken" }).click();
  await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/[0-9a-f-]{36}$/);
  await expectNewPageInEditMode(page);
  await page.goto("/");
  await expect(list.getByRole("listitem")).toHaveCount(before + 1);
  // The new page: described, muted, with a neutral portrait (no placeholder name, no initials).
  await expect(list.getByRole("link", { name: /Nieuwe herinneringspagina/ })).toHaveCount(1);
});

test.describe("messages of the login screen", () => {
  test("empty fields", async ({ page }) => {
    await page.goto("/login");
    await page.getByRole("button", { name: "Inloggen", exact: true }).click();
    await expect(page.getByText("Geen e-mailadres opgegeven")).toBeVisible();
    await expect(page.getByText("Geen wachtwoord opgegeven")).toBeVisible();
    await expect(page.getByLabel("E-mailadres")).toHaveAttribute("aria-invalid", "true");
  });

  test("unknown user and wrong password read the same", async ({ page, consoleGuard }) => {
    consoleGuard.allow(/Failed to load resource: the server responded with a status of 400/);
    await page.goto("/login");
    await signIn(page, newEmail("unknown"), "Wachtwoord123");
    const message = "Geen gebruiker gevonden voor e-mailadres + wachtwoordcombinatie";
    await expect(page.getByRole("alert").filter({ hasText: message })).toBeVisible();
    await page.reload();
    await signIn(page, DEMO.email, "NietHetWachtwoord1");
    await expect(page.getByRole("alert").filter({ hasText: message })).toBeVisible();
    await expect(page).toHaveURL("/login");
  });

  test("a user who has not confirmed is taken to 'Verifieer registratie'", async ({
    page,
    consoleGuard,
  }) => {
    consoleGuard.allow(/Failed to load resource: the server responded with a status of 400/);
    const email = newEmail("unconfirmed");
    await page.goto("/register");
    await page.getByLabel("E-mailadres").fill(email);
    await page.getByLabel("Wachtwoord", { exact: true }).fill(PASSWORD);
    await page.getByLabel("Herhaal wachtwoord").fill(PASSWORD);
    await page.getByRole("button", { name: "Registreren", exact: true }).click();
    await expect(page).toHaveURL(/\/register\/confirm/);
    await page.goto("/login");
    await signIn(page, email, PASSWORD);
    await expect(page).toHaveURL(`/register/confirm?email=${encodeURIComponent(email)}`);
    await expect(page.getByLabel("E-mailadres")).toHaveValue(email);
  });

  test("the links lead to 'Wachtwoord vergeten?' and 'Registreren'", async ({ page }) => {
    await page.goto("/login");
    await page.getByRole("link", { name: "Wachtwoord vergeten?" }).click();
    await expect(page).toHaveURL("/reset-password");
    await page.goto("/login");
    await page.getByRole("main").getByRole("link", { name: "Registreren" }).click();
    await expect(page).toHaveURL("/register");
  });
});

test.describe("messages of the register screens", () => {
  test("policy and mismatch while typing once a field was left", async ({ page }) => {
    await page.goto("/register");
    const password = page.getByLabel("Wachtwoord", { exact: true });
    await password.fill("kort");
    await expect(page.getByText("Wachtwoord voldoet niet aan alle eisen")).toHaveCount(0);
    await password.blur();
    await expect(page.getByText("Wachtwoord voldoet niet aan alle eisen")).toBeVisible();
    await password.fill(PASSWORD);
    await expect(page.getByText("Wachtwoord voldoet niet aan alle eisen")).toHaveCount(0);
    const repeat = page.getByLabel("Herhaal wachtwoord");
    await repeat.fill("Herinnering2025");
    await repeat.blur();
    await expect(page.getByText("Opgegeven wachtwoorden komen niet overeen")).toBeVisible();
    await repeat.fill(PASSWORD);
    await expect(page.getByText("Opgegeven wachtwoorden komen niet overeen")).toHaveCount(0);
  });

  test("an existing e-mail address", async ({ page, consoleGuard }) => {
    consoleGuard.allow(/Failed to load resource: the server responded with a status of 400/);
    await page.goto("/register");
    await page.getByLabel("E-mailadres").fill(DEMO.email);
    await page.getByLabel("Wachtwoord", { exact: true }).fill(PASSWORD);
    await page.getByLabel("Herhaal wachtwoord").fill(PASSWORD);
    await page.getByRole("button", { name: "Registreren", exact: true }).click();
    await expect(
      page.getByRole("alert").filter({ hasText: "Gebruiker met opgegeven e-mailadres bestaat al" }),
    ).toBeVisible();
  });

  test("'Verifieer registratie': empty, wrong code and resend", async ({
    page,
    mailbox,
    consoleGuard,
  }) => {
    consoleGuard.allow(/Failed to load resource: the server responded with a status of 400/);
    const email = newEmail("confirm");
    await page.goto("/register");
    await page.getByLabel("E-mailadres").fill(email);
    await page.getByLabel("Wachtwoord", { exact: true }).fill(PASSWORD);
    await page.getByLabel("Herhaal wachtwoord").fill(PASSWORD);
    await page.getByRole("button", { name: "Registreren", exact: true }).click();
    await expect(page).toHaveURL(/\/register\/confirm/);

    await page.getByRole("button", { name: "Verifiëren" }).click();
    await expect(page.getByText("Activeringscode mag niet leeg zijn")).toBeVisible();
    await page.getByLabel("Activeringscode").fill("000000");
    await page.getByRole("button", { name: "Verifiëren" }).click();
    await expect(
      page.getByRole("alert").filter({ hasText: "Activeringscode is ongeldig/verlopen" }),
    ).toBeVisible();

    const mails = await mailbox.count(email);
    await page.getByRole("button", { name: "Stuur de code opnieuw" }).click();
    await expect(
      page.getByText("Er is een nieuwe activeringscode naar uw e-mailadres gestuurd."),
    ).toBeVisible();
    await page.getByLabel("Activeringscode").fill(await mailbox.code(email, mails));
    await page.getByRole("button", { name: "Verifiëren" }).click();
    await expect(page).toHaveURL(`/login?email=${encodeURIComponent(email)}`);
  });

  test("registering ends signed out on /register/confirm, a registered user can sign in", async ({
    page,
    mailbox,
  }) => {
    const email = newEmail("helper");
    await registerUser(page, mailbox, email);
    await signIn(page, email, PASSWORD);
    await expect(page).toHaveURL("/");
  });
});
