/**
 * Without a connection: a public page a visitor has opened shows again offline, with a quiet line
 * that says from when the saved copy is; a member's pages are never kept beyond what is public,
 * and what was kept goes at sign-out; an owner who follows a link offline gets the app's own
 * offline view, and the app goes on by itself when the connection is back.
 */
import { DEMO, expect, signIn, test } from "./fixtures";
import { demoPagePath } from "./demo-page";
import { save } from "./memorial-page-helpers";
import { userWithNewPage } from "./security-helpers";
import {
  controlled,
  goOffline,
  goOnline,
  OFFLINE_NOISE,
  saved,
  SAVED_PHOTOS,
  savedPages,
} from "./offline-helpers";

/** What the register says when its island cannot start (`registerOfflineText`). */
const REGISTER_OFFLINE = /kan nu niet worden bijgewerkt/;
/** And 'Op de hoogte blijven' (`followOfflineText`). */
const FOLLOW_OFFLINE = /^Aanmelden kan nu niet\. Zodra er weer verbinding is/;

test("a public page opened once shows again offline, with the line that says from when it is", async ({
  page,
  context,
  browser,
  consoleGuard,
  checkScreen,
}) => {
  test.setTimeout(180_000);
  // Every host serves the worker's script as a script that is checked on every visit.
  const script = await page.request.get("/sw.js");
  expect(script.status()).toBe(200);
  expect(script.headers()["content-type"]).toMatch(/javascript/);
  expect(script.headers()["cache-control"]).toContain("no-cache");

  const path = await demoPagePath(browser);
  await page.goto(path);
  const name = page.getByRole("heading", { level: 1, name: /Johanna de Vries/ });
  await expect(name).toBeVisible();
  const line = page.locator("[data-saved-version]");
  await expect(line).toHaveCount(0);
  // The worker registers after load, takes the page and keeps it (the first visit asks it to).
  await controlled(page);
  await expect.poll(() => savedPages(page)).toEqual([path]);
  // With the portrait, as the browser chose it for this screen.
  const portrait = page.locator('img[src^="/media/"]').first();
  const portraitUrl = new URL(
    await portrait.evaluate((image: HTMLImageElement) => image.currentSrc),
  );
  await expect
    .poll(() => saved(page, SAVED_PHOTOS))
    .toContain(`${portraitUrl.pathname}${portraitUrl.search}`);

  consoleGuard.allow(OFFLINE_NOISE);
  await goOffline(context);
  await page.goto(path);
  await expect(name).toBeVisible();
  await expect(line).toHaveText(
    /^U bekijkt een opgeslagen versie van \d{1,2} [a-z]+ \d{4}, \d{2}:\d{2}\.$/,
  );
  // The portrait came along (through the page's own address), the photo itself.
  await expect(portrait).toBeVisible();
  await expect
    .poll(() => portrait.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(1);
  await checkScreen(page, "offline-saved-page");
  // The register of the saved copy is readable. Its island cannot read the register now, so its
  // forms have no fields yet and it says that writing works again with a connection.
  const register = page.locator("[data-condolences-slot]");
  const messageBy = register.getByText("Kees van Dijk");
  await messageBy.scrollIntoViewIfNeeded();
  await expect(messageBy).toBeVisible();
  const offlineNote = register.getByRole("status").filter({ hasText: REGISTER_OFFLINE });
  await expect(offlineNote).toBeVisible();
  await expect(register.locator("[data-form-later]").first()).toBeAttached();
  await expect(register.getByRole("textbox")).toHaveCount(0);
  // Further down, 'Op de hoogte blijven' waits for a connection the same way, and says so.
  const follow = page.locator("[data-follow-slot]");
  await follow.scrollIntoViewIfNeeded();
  const followNote = follow.getByRole("status").filter({ hasText: FOLLOW_OFFLINE });
  await expect(followNote).toBeVisible();
  await expect(follow.getByRole("textbox")).toHaveCount(0);
  // 'Menu openen' cannot bring its menu without a connection: the button is not left busy, and
  // no error is thrown.
  const menuButton = page.getByRole("button", { name: "Menu openen" });
  await menuButton.click();
  await expect(menuButton).not.toHaveAttribute("aria-busy", "true");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  // Back online, the island tries again by itself and the register can be written in.
  await goOnline(context);
  await expect(offlineNote).toHaveCount(0);
  await expect(register.locator("[data-form-later]")).toHaveCount(0);
  await expect(register.getByRole("textbox", { name: "Uw naam" }).first()).toBeVisible();
  await expect(register.getByText("Kees van Dijk")).toBeVisible();
  await follow.scrollIntoViewIfNeeded();
  await expect(follow.getByRole("textbox", { name: "Uw e-mailadres" })).toBeVisible();
  await expect(followNote).toHaveCount(0);
  // The menu's next tap brings it.
  await menuButton.click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);

  // With a connection the page is fresh again: no line.
  await page.goto(path);
  await expect(name).toBeVisible();
  await expect(line).toHaveCount(0);
});

test("a member's pages are never kept beyond what is public, and what was kept goes at sign-out", async ({
  page,
  context,
  browser,
  mailbox,
  consoleGuard,
}) => {
  test.setTimeout(240_000);
  consoleGuard.allow(/status of 404/);
  const demo = await demoPagePath(browser);
  // A page that is not public (only its members see it).
  const { profileId } = await userWithNewPage(page, mailbox, "offline-lid");
  await page.keyboard.type("Bertus Besloten");
  await save(page);
  const members = `/${profileId}`;
  await controlled(page);

  // Both pages opened through the worker: the public one is kept, the members' one is not.
  await page.goto(demo);
  await expect(page.getByRole("heading", { level: 1, name: /Johanna de Vries/ })).toBeVisible();
  await expect.poll(() => savedPages(page)).toEqual([demo]);
  await page.goto(members);
  await expect(page.getByText("Bertus Besloten").first()).toBeVisible();
  await expect.poll(() => savedPages(page)).toEqual([demo]);

  // Signing out from the home screen (the page itself has its own menu).
  await page.goto("/");
  await page.getByRole("button", { name: "Uitloggen" }).click();
  await expect(page).toHaveURL("/login");
  await expect.poll(() => savedPages(page)).toEqual([]);

  // Offline, signed out: neither page is there.
  consoleGuard.allow(OFFLINE_NOISE);
  await goOffline(context);
  for (const address of [members, demo]) {
    await expect(page.goto(address)).rejects.toThrow(/net::ERR_/);
    await expect(page.getByText("Bertus Besloten")).toHaveCount(0);
    await expect(page.getByText("Johanna de Vries")).toHaveCount(0);
  }
  await goOnline(context);
});

test("an owner who follows a link offline sees the app's offline view, and the app goes on when the connection is back", async ({
  page,
  context,
  consoleGuard,
  checkScreen,
}) => {
  test.setTimeout(180_000);
  await page.goto("/login");
  await signIn(page, DEMO.email, DEMO.password);
  const link = page.getByRole("link", { name: /Johanna de Vries/ }).first();
  await expect(link).toBeVisible();
  // The code of the screens the links lead to arrives while the browser is idle.
  await page.waitForFunction(() =>
    performance
      .getEntriesByType("resource")
      .some((entry) => /\/assets\/_profileId-[\w-]+\.js$/.test(entry.name)),
  );
  await page.evaluate(() => {
    (window as { sameDocument?: boolean }).sameDocument = true;
  });

  consoleGuard.allow(OFFLINE_NOISE);
  await goOffline(context);
  await link.click();
  const offline = page.getByRole("heading", { level: 1, name: "U bent offline" });
  await expect(offline).toBeVisible();
  await expect(page.getByText("Zodra de verbinding terug is, gaat het verder.")).toBeVisible();
  const retry = page.getByRole("button", { name: "Opnieuw proberen" });
  await expect(retry).toBeVisible();
  await checkScreen(page, "offline-view");
  // Trying again while still offline keeps the view (and the app).
  await retry.click();
  await expect(offline).toBeVisible();

  // Back online: the page opens by itself, in the same document (nothing was reloaded).
  await goOnline(context);
  await expect(page.getByRole("heading", { level: 1, name: /Johanna de Vries/ })).toBeVisible();
  await expect(offline).toHaveCount(0);
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
});
