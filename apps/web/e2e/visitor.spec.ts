import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { DEMO, expect, guardContext, signIn, test } from "./fixtures";
import { demoPagePath } from "./demo-page";
import { holdAppScript, holdScript } from "./hold-app";
import { mp4File, save, sectionFrames, setSectionPublic } from "./memorial-page-helpers";
import { activate, apiCall, userWithNewPage } from "./security-helpers";
import { docsScreenshot } from "./screenshots";

const LAYOUT_SHIFTS = `
  window.__layoutShift = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.hadRecentInput) window.__layoutShift += entry.value;
    }
  }).observe({ type: "layout-shift", buffered: true });
`;

test("a public page is readable without JavaScript: server-rendered content and working links", async ({
  browser,
  stack,
}) => {
  const path = await demoPagePath(browser);
  const noScript = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 375, height: 800 },
  });
  try {
    const page = await noScript.newPage();
    const response = await page.goto(path);
    expect(response?.headers()["x-memorial-render"]).toBe("server");
    expect(response?.headers()["content-security-policy"]).toContain("script-src 'self'");
    await expect(page).toHaveTitle("In herinnering aan Johanna de Vries");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Johanna de Vries");
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(page.getByText("12 maart 1948 – 2 november 2025")).toBeVisible();
    await expect(page.getByRole("img", { name: "Portret van Johanna de Vries" })).toHaveAttribute(
      "fetchpriority",
      "high",
    );
    // The portrait and the photos come through the page's own address (the document and its
    // photos share one connection), and they load.
    const photos = page.locator('img[alt="Portret van Johanna de Vries"], img[alt="Foto 1 van 3"]');
    await expect(photos).toHaveCount(2);
    for (const photo of await photos.all()) {
      await expect
        .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0);
      const src = new URL(await photo.evaluate((img: HTMLImageElement) => img.currentSrc));
      expect(src.origin).toBe(new URL(page.url()).origin);
      expect(src.pathname).toMatch(/^\/media\/[^/]+\/[^/]+\.(?:jpg|png)$/);
    }
    await expect(page.getByText("altijd vrolijk")).toBeVisible();
    await expect(page.getByRole("region", { name: "Foto's" })).toBeVisible();
    // No control that would do nothing: no menu button, no album arrows, no register buttons.
    await expect(page.getByRole("button")).toHaveCount(0);
    // Nor a position line that would stay at its first photo while the visitor swipes.
    await expect(page.getByText("Foto 1 van 3", { exact: true })).toBeHidden();
    // The album's first view holds its first two photos; the link under it leads to the album
    // in the page with every photo.
    const album = page.getByRole("region", { name: "Foto's" });
    await expect(album.getByRole("img")).toHaveCount(2);
    const allPhotos = page.getByRole("link", { name: "Alle 3 foto's bekijken" });
    const albumId = await album.getAttribute("id");
    expect((await allPhotos.boundingBox())?.height).toBeGreaterThanOrEqual(44);
    await allPhotos.click();
    await expect(page).toHaveURL(new RegExp(`\\?volledig#${albumId ?? "-"}$`));
    await expect(page.getByRole("region", { name: "Foto's" }).getByRole("img")).toHaveCount(3);
    await page.goBack();
    // The register is in the markup too: its candles and approved messages can be read.
    await expect(page.getByRole("heading", { name: "Condoleances", exact: true })).toBeVisible();
    await expect(page.getByText("Familie Bos")).toBeVisible();
    await expect(page.getByText(/Er branden? .* kaarsje/)).toBeVisible();
    // 'Condoleance schrijven' leads to the form's place, which says why there is nothing to fill
    // in (the fields come with the register's island).
    await page.getByRole("link", { name: "Condoleance schrijven" }).click();
    const formPlace = page.locator("#condoleance-schrijven");
    await expect(
      formPlace.getByRole("heading", { name: "Schrijf een condoleance" }),
    ).toBeInViewport();
    // (Playwright's text search passes over <noscript>, which is real content without JavaScript.)
    const why = formPlace.locator("noscript p");
    await expect(why).toHaveText(
      "Schrijven kan hier alleen als JavaScript in uw browser aanstaat.",
    );
    await expect(why).toBeVisible();
    await expect(page.locator("[data-condolences-slot]").getByRole("textbox")).toHaveCount(0);
    await formPlace.screenshot({ path: docsScreenshot("register-form-without-script-375.png") });
    // 'Op de hoogte blijven' too: its title and first line, and why there is no field.
    const followPlace = page.locator("[data-follow-slot]");
    await followPlace.scrollIntoViewIfNeeded();
    await expect(followPlace.locator("noscript p")).toHaveText(
      "Aanmelden kan hier alleen als JavaScript in uw browser aanstaat.",
    );
    await expect(followPlace.locator("noscript p")).toBeVisible();
    await expect(followPlace.getByRole("textbox")).toHaveCount(0);
    await followPlace.screenshot({ path: docsScreenshot("follow-without-script-375.png") });
    // The section that is not public is not on the page, not even in the data.
    expect(await page.content()).not.toContain("Voor de familie");
    // The footer's links are plain links.
    await page.getByRole("link", { name: "Inloggen" }).click();
    await expect(page).toHaveURL(`${stack.webUrl}/login?redirect=${encodeURIComponent(path)}`);
  } finally {
    await noScript.close();
  }
});

test("a public page's islands work without console errors, CSP violations or layout shift", async ({
  browser,
  context,
  page,
  checkScreen,
}) => {
  const path = await demoPagePath(browser);
  await context.addInitScript({ content: LAYOUT_SHIFTS });
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(path, { waitUntil: "load" });
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Johanna de Vries");
  // The page is final markup: a visitor who only reads runs the boot script and, after the
  // first frame, what wires the page, and nothing else (checked once the network has been
  // quiet for half a second).
  await page.waitForLoadState("networkidle");
  expect(scripts[0]).toMatch(/^\/assets\/visitor-visitor-boot-[^/]+\.js$/);
  const bundle = JSON.parse(
    await readFile(new URL("../dist/visitor-bundle.json", import.meta.url), "utf8"),
  ) as { afterFirstFrame: { file: string }[] };
  expect(scripts.slice(1).sort()).toEqual(
    bundle.afterFirstFrame.map(({ file }) => `/${file}`).sort(),
  );
  expect(scripts.slice(1)).toContainEqual(expect.stringMatching(/^\/assets\/visitor-start-/));

  // The photo strip works at once, without React.
  const strip = page.getByRole("region", { name: "Foto's" });
  // Every text its position line takes (read out: it is a live region).
  await strip.locator("[data-photo-strip-position]").evaluate((line) => {
    const said: string[] = [];
    (window as unknown as { said: string[] }).said = said;
    new MutationObserver(() => said.push(line.textContent)).observe(line, {
      childList: true,
      characterData: true,
      subtree: true,
    });
  });
  await strip.getByRole("button", { name: "Volgende foto" }).click();
  await expect(strip.getByText("Foto 2 van 3")).toBeVisible();
  await expect(strip.getByRole("button", { name: "Vorige foto" })).toBeEnabled();
  // The first view's markup held two of its photos; the third came with the boot script, with
  // its caption-less slide, its text alternative and its photo through the page's address.
  // (Once the strip has come to rest at the second photo.)
  const track = strip.locator("[data-photo-strip-track]");
  await expect
    .poll(() => track.evaluate((element) => element.scrollLeft / element.clientWidth))
    .toBe(1);
  // One press, one line: not the first photo again while the strip passed it.
  expect(await page.evaluate(() => (window as unknown as { said: string[] }).said)).toEqual([
    "Foto 2 van 3",
  ]);
  await strip.getByRole("button", { name: "Volgende foto" }).click();
  await expect(strip.getByText("Foto 3 van 3")).toBeVisible();
  await expect(strip.getByRole("button", { name: "Volgende foto" })).toBeDisabled();
  const third = strip.getByRole("img", { name: "Foto 3 van 3" });
  await expect(third).toBeInViewport();
  await expect
    .poll(() => third.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  expect(new URL(await third.evaluate((img: HTMLImageElement) => img.currentSrc)).origin).toBe(
    new URL(page.url()).origin,
  );

  // The menu arrives when the visitor reaches for it, with the anonymous visitor's items.
  // (By its marker: while the drawer is open the rest of the page is hidden from the
  // accessibility tree.)
  const menuButton = page.locator("[data-visitor-menu]");
  await page.getByRole("button", { name: "Menu openen" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await expect(menuButton).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByRole("dialog").getByRole("button", { name: "Inloggen" })).toBeVisible();
  // The drawer brings its own styles along (the page itself has only the view's recipes).
  await checkScreen(page, "visitor-menu");
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toBeHidden();
  await expect(menuButton).toBeFocused();

  // The register arrives as the visitor scrolls towards it.
  for (let step = 0; step < 12; step++) {
    await page.mouse.wheel(0, 120);
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          requestAnimationFrame(() => {
            resolve();
          });
        }),
    );
  }
  await expect(page.getByRole("heading", { name: "Condoleances", exact: true })).toBeVisible({
    timeout: 15_000,
  });
  const shift = await page.evaluate(
    () => (window as unknown as { __layoutShift: number }).__layoutShift,
  );
  expect(shift).toBeLessThan(0.02);
  await page.evaluate(() => {
    window.scrollTo(0, 0);
  });
  await checkScreen(page, "visitor-page");
});

test("taps before the page is wired are kept: the photo moves and the menu opens once it is", async ({
  browser,
  page,
  stack,
  consoleGuard,
}) => {
  const path = await demoPagePath(browser);
  // What wires the page comes after its first frame; on a weak connection a visitor may tap
  // before it is there. It is held back until the test has tapped.
  const openHeld = async (visitor: Page) => {
    await visitor.setViewportSize({ width: 375, height: 800 });
    const wiring = await holdScript(visitor, /\/assets\/visitor-start-[^/]+\.js$/);
    await visitor.goto(path, { waitUntil: "domcontentloaded" });
    await expect.poll(wiring.requested).toBe(true);
    return wiring.release;
  };

  const strip = page.getByRole("region", { name: "Foto's" });
  const wireStrip = await openHeld(page);
  await strip.getByRole("button", { name: "Volgende foto" }).click();
  await expect(strip.getByText("Foto 1 van 3")).toBeVisible();
  await wireStrip();
  // One tap, no second one: the strip moves once it is wired.
  await expect(strip.getByText("Foto 2 van 3")).toBeVisible({ timeout: 15_000 });
  const track = strip.locator("[data-photo-strip-track]");
  await expect
    .poll(() => track.evaluate((element) => element.scrollLeft / element.clientWidth))
    .toBe(1);

  // A first visit again (the page above has its service worker now).
  const other = await browser.newContext();
  await guardContext(other, stack.webUrl, consoleGuard);
  try {
    const visitor = await other.newPage();
    const wireMenu = await openHeld(visitor);
    await visitor.getByRole("button", { name: "Menu openen" }).click();
    await expect(visitor.locator("[data-visitor-menu]")).toHaveAttribute("aria-busy", "true");
    await expect(visitor.getByRole("dialog")).toHaveCount(0);
    await wireMenu();
    await expect(visitor.getByRole("dialog")).toBeVisible({ timeout: 15_000 });
    await expect(
      visitor.getByRole("dialog").getByRole("button", { name: "Inloggen" }),
    ).toBeVisible();
  } finally {
    await other.close();
  }
});

test("a tap on 'Menu openen' before the menu's code has arrived opens it once it is there", async ({
  browser,
  page,
}) => {
  const path = await demoPagePath(browser);
  await page.setViewportSize({ width: 375, height: 800 });
  // The menu's code arrives late (a slow phone on a weak connection): the visitor taps the
  // server-rendered button before anything listens to it but the boot script.
  // It is held back until the test has seen the tap wait for it.
  let menuScriptReleased = false;
  let releaseMenuScript = (): void => undefined;
  const menuScriptHeld = new Promise<void>((resolve) => {
    releaseMenuScript = resolve;
  });
  await page.route(/\/assets\/visitor-menu-[^/]+\.js$/, async (route) => {
    await menuScriptHeld;
    menuScriptReleased = true;
    await route.continue();
  });
  const response = await page.goto(path, { waitUntil: "load" });
  expect(response?.headers()["x-memorial-render"]).toBe("server");
  const menuButton = page.locator("[data-visitor-menu]");
  await page.getByRole("button", { name: "Menu openen" }).click();
  expect(menuScriptReleased).toBe(false);
  await expect(page.getByRole("dialog")).toHaveCount(0);
  // Meanwhile the button says the menu is on its way.
  await expect(menuButton).toHaveAttribute("aria-busy", "true");
  releaseMenuScript();
  // One tap, no second one: the menu opens as soon as its code is there.
  await expect(page.getByRole("dialog")).toBeVisible({ timeout: 15_000 });
  expect(menuScriptReleased).toBe(true);
  await expect(menuButton).not.toHaveAttribute("aria-busy");
  await expect(page.getByRole("dialog").getByRole("button", { name: "Inloggen" })).toBeVisible();
});

test("a manager's press on 'Menu openen' that the app's arrival splits still opens the menu", async ({
  browser,
  page,
}) => {
  const path = await demoPagePath(browser);
  await page.goto("/login");
  await signIn(page, DEMO.email, DEMO.password);
  await expect(page).toHaveURL("/");
  // The page's owner gets the rendered page first, and the app after `load`: held back here.
  const app = await holdAppScript(page);
  const response = await page.goto(path, { waitUntil: "load" });
  expect(response?.headers()["x-memorial-render"]).toBe("server");
  await expect.poll(() => app.requested(), { timeout: 15_000 }).toBe(true);
  // The button goes down on the rendered page and comes up on the app's.
  // Whether the page was ever without its menu button (a waiting view between the two).
  await page.locator("[data-visitor-menu]").evaluate((button) => {
    button.setAttribute("data-e2e-rendered", "");
    const seen = window as { e2eGap?: boolean };
    seen.e2eGap = false;
    new MutationObserver(() => {
      if (document.querySelector('button[aria-label="Menu openen"]') === null) seen.e2eGap = true;
    }).observe(document.body, { subtree: true, childList: true });
  });
  await page.getByRole("button", { name: "Menu openen" }).hover();
  await page.mouse.down();
  await app.release();
  await expect(page.locator("[data-e2e-rendered]")).toHaveCount(0, { timeout: 15_000 });
  // The app's page took the rendered page's place in one step, its button where the other was.
  expect(await page.evaluate(() => (window as { e2eGap?: boolean }).e2eGap)).toBe(false);
  await page.mouse.up();
  await expect(page.getByRole("dialog")).toBeVisible();
});

test("a public page's video becomes a player in its frame's place, without moving anything", async ({
  browser,
  page,
  mailbox,
  stack,
  checkScreen,
  consoleGuard,
}) => {
  test.setTimeout(300_000);
  const { profileId } = await userWithNewPage(page, mailbox, "visitor-video");
  await page.getByRole("button", { name: "Video", exact: true }).click();
  await page.getByRole("button", { name: "Video toevoegen" }).click();
  const frame = sectionFrames(page).last();
  const chooser = page.waitForEvent("filechooser");
  await frame.getByRole("button", { name: "Video kiezen" }).click();
  await (await chooser).setFiles(await mp4File());
  await expect(frame.getByRole("button", { name: "Andere video kiezen" })).toBeVisible({
    timeout: 60_000,
  });
  await setSectionPublic(frame, true);
  await save(page);
  await activate(page, stack.apiUrl, profileId);
  const madePublic = await apiCall(page, stack.apiUrl, `/api/v1/profiles/${profileId}/public`, {
    method: "POST",
    body: { isPublic: true },
  });
  expect(madePublic.status).toBe(200);

  const anonymous = await browser.newContext({ viewport: { width: 375, height: 800 } });
  // Console errors and CSP violations of the visitor's page fail the test too.
  await guardContext(anonymous, stack.webUrl, consoleGuard);
  try {
    await anonymous.addInitScript({ content: LAYOUT_SHIFTS });
    const visitor = await anonymous.newPage();
    const response = await visitor.goto(`/${profileId}`);
    expect(response?.headers()["x-memorial-render"]).toBe("server");
    // The markup has the frame of the player's size; the player replaces it on the first screen.
    const section = visitor.locator("main section[data-section-type='video']");
    await expect(section).toHaveCount(1);
    const before = await section.boundingBox();
    await expect(section.getByRole("button", { name: "Afspelen" }).first()).toBeVisible({
      timeout: 20_000,
    });
    await expect(section.locator("video")).toHaveCount(1);
    const after = await section.boundingBox();
    expect(after?.y).toBeCloseTo(before?.y ?? -1, 0);
    expect(after?.height).toBeCloseTo(before?.height ?? -1, 0);
    const shift = await visitor.evaluate(
      () => (window as unknown as { __layoutShift: number }).__layoutShift,
    );
    expect(shift).toBeLessThan(0.02);
    await checkScreen(visitor, "visitor-video");
    // At 200 % text on a phone the register (its candle card) stays within the screen.
    await visitor.addStyleTag({ content: "html { font-size: 200% !important; }" });
    const register = visitor.getByTestId("condolence-register");
    await register.scrollIntoViewIfNeeded();
    const rightmost = await register.evaluate((root) =>
      Math.max(
        ...[root, ...root.querySelectorAll("*")].map((el) => el.getBoundingClientRect().right),
      ),
    );
    expect(rightmost).toBeLessThanOrEqual(375);
  } finally {
    await anonymous.close();
  }
});
