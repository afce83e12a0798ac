/**
 * `/login` is a document of its own: the login screen is in the markup with a script of
 * about one kilobyte, and the app's code arrives on the first touch (src/core/login-handoff.ts).
 * These journeys hold the app's script back to show what a visitor on a weak phone meets: the
 * screen works before the app is there, nothing typed is lost when it takes over, and a submit
 * made in the meantime is carried out.
 */
import type { Page } from "@playwright/test";
import { DEMO, expect, test } from "./fixtures";
import { holdAppScript } from "./hold-app";

/** The first paint is still on screen (the app has not taken over). */
function firstPaint(page: Page) {
  return page.locator("[data-login-shell]");
}

test("the login screen works before the app's code is there, and a submit made then signs in", async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  const app = await holdAppScript(page);
  await page.goto("/login");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Inloggen");
  await expect(firstPaint(page)).toBeVisible();
  // Before a touch only the island's script has been fetched.
  await page.waitForLoadState("load");
  expect(scripts).toEqual([expect.stringMatching(/^\/assets\/login-island-[^/]+\.js$/)]);
  expect(app.requested()).toBe(false);

  await page.getByLabel("E-mailadres").fill(DEMO.email);
  await page.getByLabel("Wachtwoord", { exact: true }).fill(DEMO.password);
  await page.getByRole("button", { name: "Inloggen", exact: true }).click();
  // The submit waits for the app, and says so.
  await expect(page.getByRole("button", { name: "Bezig met inloggen…" })).toBeVisible();
  await expect.poll(() => app.requested()).toBe(true);
  await expect(firstPaint(page)).toBeVisible();

  await app.release();
  await expect(page).toHaveURL("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Mijn pagina's");
});

test("a press on 'Inloggen' that the app's arrival splits still signs in", async ({ page }) => {
  const app = await holdAppScript(page);
  await page.goto("/login");
  // Pasted in without a key or a focus: the app is first asked for by the press itself.
  await page.getByLabel("E-mailadres").evaluate((field, value) => {
    (field as HTMLInputElement).value = value;
  }, DEMO.email);
  await page.getByLabel("Wachtwoord", { exact: true }).evaluate((field, value) => {
    (field as HTMLInputElement).value = value;
  }, DEMO.password);
  expect(app.requested()).toBe(false);
  // The button goes down in the first paint and comes up on the app's.
  await page.getByRole("button", { name: "Inloggen", exact: true }).hover();
  await page.mouse.down();
  await expect.poll(() => app.requested()).toBe(true);
  await app.release();
  await expect(firstPaint(page)).toHaveCount(0);
  await page.mouse.up();
  await expect(page).toHaveURL("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Mijn pagina's");
});

test("what is typed before the app takes over stays, with the focus in the same field", async ({
  page,
}) => {
  const app = await holdAppScript(page);
  await page.goto("/login?redirect=%2Ftoegankelijkheid");
  const email = page.getByLabel("E-mailadres");
  await email.click();
  await email.pressSequentially(DEMO.email);
  await expect.poll(() => app.requested()).toBe(true);

  await app.release();
  await expect(firstPaint(page)).toHaveCount(0);
  await expect(email).toHaveValue(DEMO.email);
  await expect(email).toBeFocused();
  // Typing goes on in the app's own field.
  await page.keyboard.press("Tab");
  await page.keyboard.type(DEMO.password);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL("/toegankelijkheid");
});

test("while the app loads its screen the first paint stays, and what is typed then still counts", async ({
  page,
}) => {
  // The screen's own code arrives late (a weak connection): no waiting view may replace the
  // form in the meantime, or the keystrokes typed into it would go nowhere.
  await page.route(/\/assets\/login-(?!island)[^/]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.goto("/login");
  await page.getByLabel("E-mailadres").fill(DEMO.email);
  await expect(page.getByRole("status")).toHaveCount(0);
  await page.getByLabel("Wachtwoord", { exact: true }).fill(DEMO.password);
  await page.getByRole("button", { name: "Inloggen", exact: true }).click();
  await expect(page).toHaveURL("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Mijn pagina's");
});

test("an empty submit before the app is there gets the app's messages", async ({ page }) => {
  const app = await holdAppScript(page);
  await page.goto("/login");
  await page.getByRole("button", { name: "Inloggen", exact: true }).click();
  await expect.poll(() => app.requested()).toBe(true);
  await app.release();
  await expect(page.getByText("Geen e-mailadres opgegeven")).toBeVisible();
  await expect(page.getByLabel("E-mailadres")).toHaveAttribute("aria-invalid", "true");
});

test("when the app's code cannot be fetched the screen says so, and the next touch tries again", async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allow(/Failed to load resource|net::ERR_INTERNET_DISCONNECTED/);
  const app = await holdAppScript(page);
  await page.goto("/login");
  await page.getByLabel("E-mailadres").fill(DEMO.email);
  await expect.poll(() => app.requested()).toBe(true);
  await app.fail();
  await expect(
    page.getByText(
      "Het inloggen kon niet worden geladen. Controleer uw internetverbinding en probeer het opnieuw.",
    ),
  ).toBeVisible();
  await expect(page.getByLabel("E-mailadres")).toHaveValue(DEMO.email);

  app.pass();
  await page.getByLabel("Wachtwoord", { exact: true }).fill(DEMO.password);
  await page.getByRole("button", { name: "Inloggen", exact: true }).click();
  await expect(page).toHaveURL("/");
});
