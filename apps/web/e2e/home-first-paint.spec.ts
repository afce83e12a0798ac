/**
 * `/` is a document of its own: for a signed-in user a script of a few kilobytes shows
 * the list of pages before the app's code has arrived, which comes on the first touch
 * (src/app/shell/run-home-island.ts). These journeys hold the app's script back to show what an owner
 * on a weak phone meets: the list is there, a tap on the screen's buttons is carried out once the
 * app is, and the app takes over without a change on screen.
 */
import type { Page } from "@playwright/test";
import { DEMO, expect, signIn, test } from "./fixtures";
import { holdAppScript } from "./hold-app";
import { apiCall, userWithNewPage } from "./security-helpers";

async function signedIn(page: Page): Promise<void> {
  await page.goto("/login");
  await signIn(page, DEMO.email, DEMO.password);
  await expect(page).toHaveURL("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Mijn pagina's");
}

/** The first view is still on screen (the app has not taken over). */
function firstView(page: Page) {
  return page.locator("[data-home-shell][data-home-ready]");
}

const list = (page: Page) => page.getByRole("list", { name: "Uw herinneringspagina's" });

/**
 * The app asks a new account once for its name, below the list and after it took over; an
 * account that has answered keeps what is on screen the same when the app takes over.
 */
async function answerNameQuestion(page: Page, apiUrl: string): Promise<void> {
  const named = await apiCall(page, apiUrl, "/api/v1/account/profile", {
    method: "PUT",
    body: { name: "Anna" },
  });
  expect(named.status).toBe(200);
}

test("the home list is there before the app's code, and a tap on 'Nieuwe herinneringspagina aanmaken' then makes the page", async ({
  page,
  mailbox,
}) => {
  // Users of their own where a journey adds a page: the demo account's list stays as the other
  // journeys expect it.
  await userWithNewPage(page, mailbox, "home-create");
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  const app = await holdAppScript(page);
  await page.goto("/");
  await expect(list(page).getByRole("link", { name: /Nieuwe herinneringspagina/ })).toBeVisible();
  await expect(firstView(page)).toBeVisible();
  await expect(
    page.getByRole("navigation").getByRole("button", { name: "Uitloggen" }),
  ).toBeVisible();
  await expect(page).toHaveTitle("Mijn pagina's · Herinneringspagina's");
  // Before a touch only the island's script has been fetched.
  await page.waitForLoadState("load");
  expect(scripts).toEqual([expect.stringMatching(/^\/assets\/home-island-[^/]+\.js$/)]);
  expect(app.requested()).toBe(false);

  await page.getByRole("button", { name: "Nieuwe herinneringspagina aanmaken" }).click();
  await expect(page.getByRole("button", { name: "Pagina wordt aangemaakt…" })).toBeVisible();
  await expect.poll(() => app.requested()).toBe(true);
  await app.release();
  await expect(page).toHaveURL(/\/[0-9a-f-]{36}$/);
});

test("a press on 'Nieuwe herinneringspagina aanmaken' that the app's arrival splits still makes the page", async ({
  page,
  mailbox,
}) => {
  await userWithNewPage(page, mailbox, "home-split-press");
  const app = await holdAppScript(page);
  await page.goto("/");
  const create = page.getByRole("button", { name: "Nieuwe herinneringspagina aanmaken" });
  await expect(create).toBeVisible();
  // The button goes down in the first view (which asks for the app) and comes up on the app's.
  await create.hover();
  await page.mouse.down();
  await expect.poll(() => app.requested()).toBe(true);
  await app.release();
  await expect(firstView(page)).toHaveCount(0);
  await page.mouse.up();
  await expect(page).toHaveURL(/\/[0-9a-f-]{36}$/);
});

test("the app takes over the list as it is, with the focus where it was", async ({
  page,
  mailbox,
  stack,
}) => {
  // A user of its own: no other journey changes this list while the app takes it over.
  await userWithNewPage(page, mailbox, "home-focus");
  await answerNameQuestion(page, stack.apiUrl);
  const app = await holdAppScript(page);
  await page.goto("/");
  const row = list(page).getByRole("link", { name: /Nieuwe herinneringspagina/ });
  await expect(row).toBeVisible();
  const before = await page.locator("main").innerText();
  // Tab to the first row: the key starts the app.
  await row.focus();
  await expect.poll(() => app.requested()).toBe(true);
  await app.release();
  await expect(firstView(page)).toHaveCount(0);
  await expect(row).toBeFocused();
  expect(await page.locator("main").innerText()).toBe(before);
  // Now the app's own links: a row opens its page without loading a document.
  await page.evaluate(() => {
    (window as { stillHere?: boolean }).stillHere = true;
  });
  await row.click();
  await expect(page).toHaveURL(/\/[0-9a-f-]{36}$/);
  expect(await page.evaluate(() => (window as { stillHere?: boolean }).stillHere)).toBe(true);
});

test("nothing on screen changes when the app takes over", async ({ page, mailbox, stack }) => {
  await page.setViewportSize({ width: 375, height: 900 });
  // A user of its own: no other journey adds a page to this list while the screenshots are taken.
  await userWithNewPage(page, mailbox, "home-view");
  await answerNameQuestion(page, stack.apiUrl);
  const app = await holdAppScript(page);
  await page.goto("/");
  await expect(firstView(page)).toBeVisible();
  const imagesLoaded = () =>
    page.waitForFunction(() => [...document.images].every((image) => image.complete));
  await imagesLoaded();
  const before = await page.screenshot({ fullPage: true });
  // A touch anywhere starts the app.
  await page.evaluate(() => document.dispatchEvent(new Event("pointerdown")));
  await expect.poll(() => app.requested()).toBe(true);
  await app.release();
  await expect(firstView(page)).toHaveCount(0);
  await expect(page.locator("[data-home-shell]")).toHaveCount(0);
  await imagesLoaded();
  expect((await page.screenshot({ fullPage: true })).equals(before)).toBe(true);
  // The app's own button, which carries the first view's mark too, is the app's alone now.
  await page.getByRole("button", { name: "Nieuwe herinneringspagina aanmaken" }).click();
  await expect(page).toHaveURL(/\/[0-9a-f-]{36}$/);
});

test("'Uitloggen' tapped before the app is there signs out", async ({ page }) => {
  await signedIn(page);
  const app = await holdAppScript(page);
  await page.goto("/");
  await page.getByRole("navigation").getByRole("button", { name: "Uitloggen" }).click();
  await expect.poll(() => app.requested()).toBe(true);
  await app.release();
  await expect(page).toHaveURL(/\/login/);
  await page.goto("/");
  await expect(page).toHaveURL("/login?redirect=%2F");
});

test("when the app's code cannot be fetched the home says so, and the next touch tries again", async ({
  page,
  consoleGuard,
  mailbox,
}) => {
  consoleGuard.allow(/Failed to load resource|net::ERR_INTERNET_DISCONNECTED/);
  await userWithNewPage(page, mailbox, "home-retry");
  const app = await holdAppScript(page);
  await page.goto("/");
  const create = page.getByRole("button", { name: "Nieuwe herinneringspagina aanmaken" });
  await create.click();
  await expect.poll(() => app.requested()).toBe(true);
  await app.fail();
  await expect(
    page.getByText(
      "Deze pagina kon niet volledig worden geladen. Controleer uw internetverbinding en probeer het opnieuw.",
    ),
  ).toBeVisible();
  await expect(create).toBeVisible();

  app.pass();
  await create.click();
  await expect(page).toHaveURL(/\/[0-9a-f-]{36}$/);
});
