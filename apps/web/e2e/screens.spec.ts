// Every screen: an axe scan (WCAG 2.1 A/AA) and screenshots at 375 and 1280 px in
// apps/web/.screenshots/ (git-ignored).
import { DEMO, PASSWORD, createUser, expect, newEmail, signIn, test } from "./fixtures";

test("signed-out screens", async ({ page, checkScreen }) => {
  await page.goto("/login");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Inloggen");
  await checkScreen(page, "login");
  await page.getByRole("button", { name: "Inloggen", exact: true }).click();
  await expect(page.getByText("Geen wachtwoord opgegeven")).toBeVisible();
  await checkScreen(page, "login-messages");

  await page.goto("/register");
  await checkScreen(page, "register");
  await page.getByLabel("Wachtwoord", { exact: true }).fill("kort");
  await page.getByLabel("Herhaal wachtwoord").fill("anders");
  await page.getByRole("button", { name: "Registreren", exact: true }).click();
  await expect(page.getByText("Opgegeven wachtwoorden komen niet overeen")).toBeVisible();
  await checkScreen(page, "register-messages");

  await page.goto("/register/confirm?email=tineke%40example.nl");
  await checkScreen(page, "register-confirm");
  await page.goto("/reset-password");
  await checkScreen(page, "reset-password");
  await page.goto("/reset-password/confirm?email=tineke%40example.nl");
  await page.getByRole("button", { name: "Wachtwoord opslaan" }).click();
  await expect(page.getByText("Bevestigingscode mag niet leeg zijn")).toBeVisible();
  await checkScreen(page, "reset-password-confirm");
  await page.goto("/toegankelijkheid");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Toegankelijkheidsverklaring");
  await checkScreen(page, "accessibility");
  await page.goto("/bestaat/niet");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Niet gevonden");
  await checkScreen(page, "not-found");
});

test("signed-in screens", async ({ page, mailbox, checkScreen }) => {
  const email = newEmail("screens");
  await createUser(page, mailbox, email);
  await signIn(page, email, PASSWORD);
  await expect(page.getByRole("heading", { name: "Nog geen pagina's" })).toBeVisible();
  await checkScreen(page, "home-empty");
  await page.goto("/change-password");
  await checkScreen(page, "change-password");
  await page.getByRole("button", { name: "Uitloggen" }).click();
  await expect(page).toHaveURL("/login");

  await signIn(page, DEMO.email, DEMO.password);
  await expect(page.getByRole("link", { name: "Johanna de Vries" })).toBeVisible();
  await checkScreen(page, "home");
});

test("a failed page list: the spec's toast and the error view with a retry", async ({
  page,
  consoleGuard,
  checkScreen,
}) => {
  consoleGuard.allow(/Failed to load resource: the server responded with a status of 500/);
  await page.goto("/login");
  await signIn(page, DEMO.email, DEMO.password);
  await expect(page).toHaveURL("/");
  let fail = true;
  await page.route(/\/api\/v1\/profiles$/, async (route) => {
    if (fail && route.request().method() === "GET") {
      await route.fulfill({
        status: 500,
        contentType: "application/json",
        body: JSON.stringify({ code: "internal_error", message: "kapot" }),
      });
    } else {
      await route.continue();
    }
  });
  await page.reload();
  await expect(
    page.getByText(
      "Er is een fout opgetreden bij het ophalen van de herinneringspagina's. Probeer het later opnieuw.",
    ),
  ).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Er is iets misgegaan");
  await checkScreen(page, "home-error");
  fail = false;
  await page.getByRole("button", { name: "Opnieuw proberen" }).click();
  await expect(page.getByRole("link", { name: "Johanna de Vries" })).toBeVisible();
});

test("a broken /config.json shows the Dutch start-up error naming the fields", async ({
  page,
  checkScreen,
}) => {
  await page.route("**/config.json", (route) =>
    route.fulfill({
      contentType: "application/json",
      body: JSON.stringify({ apiBaseUrl: "ftp://api", region: "eu-central-1" }),
    }),
  );
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("De website kan niet starten");
  await expect(
    page.getByText('Het veld "apiBaseUrl" is ongeldig: verwacht een webadres (https://…).'),
  ).toBeVisible();
  await expect(page.getByText('Het veld "clientId" ontbreekt.')).toBeVisible();
  await checkScreen(page, "config-error");
});

test("the app's first paint: the frame before the code runs, replaced by the screen", async ({
  browser,
  page,
  stack,
}) => {
  // Without JavaScript: the frame from index.html (and /login's own document), and what the
  // browser needs instead of a wait or a form that cannot work.
  const bare = await browser.newContext({ javaScriptEnabled: false, baseURL: stack.webUrl });
  try {
    const first = await bare.newPage();
    for (const path of ["/register", "/login"]) {
      for (const width of [375, 1280]) {
        await first.setViewportSize({ width, height: 800 });
        await first.goto(path);
        await expect(first.getByRole("link", { name: "Herinneringspagina's" })).toBeVisible();
        await expect(first.getByText("Een blijvende plek om iemand te gedenken.")).toBeVisible();
        // (Playwright's text and role selectors do not look inside `noscript`.)
        const noScript = first.locator("main p", { hasText: "heeft uw browser JavaScript nodig" });
        await expect(noScript).toBeVisible();
        await expect(first.getByRole("status")).toBeHidden();
        await expect(first.getByRole("textbox")).toHaveCount(0);
        const name = path === "/login" ? "first-paint-login" : "first-paint";
        await first.screenshot({ path: `.screenshots/${name}-${String(width)}.png` });
      }
    }
  } finally {
    await bare.close();
  }
  // With JavaScript the screen takes its place: one header, one main, no waiting view left.
  await page.goto("/register");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Registreren");
  await expect(page.locator("header")).toHaveCount(1);
  await expect(page.locator("main")).toHaveCount(1);
  await expect(page.locator("[data-app-shell-wait]")).toHaveCount(0);
  await expect(page.getByText("heeft uw browser JavaScript nodig")).toHaveCount(0);
  // /login's own document: the screen itself before the app, the app's after the first touch.
  await page.goto("/login");
  await expect(page.locator("[data-login-shell]")).toBeVisible();
  await page.getByLabel("E-mailadres").focus();
  await expect(page.locator("[data-login-shell]")).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Inloggen");
  await expect(page.locator("header")).toHaveCount(1);
  await expect(page.locator("main")).toHaveCount(1);
  await expect(page.getByLabel("E-mailadres")).toBeFocused();
});

test("a mail's link without its code: every such screen says so in the same words", async ({
  page,
}) => {
  const missing =
    "In deze link ontbreekt een deel. Open de link opnieuw vanuit de e-mail, of kopieer het hele adres.";
  for (const [path, heading] of [
    ["/volgen", "Op de hoogte blijven"],
    ["/afmelden", "Afmelden"],
    ["/bericht-intrekken", "Uw bericht intrekken"],
    ["/eigenaar-worden", "Eigenaar worden"],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    await expect(page.getByText(missing), path).toBeVisible();
    // A way onwards, and nothing to press that could only fail.
    await expect(page.getByRole("main").getByRole("link").first(), path).toBeVisible();
    await expect(page.getByRole("main").getByRole("button"), path).toHaveCount(0);
  }
});
