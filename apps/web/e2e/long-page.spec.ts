/**
 * A long page: its first view holds the sections of the first screens and 'Meer van deze
 * pagina'; the rest comes in place of the link when the visitor scrolls near it or taps it, at
 * Ctrl+F or Ctrl+P, and on a computer once the page has loaded; without JavaScript the link
 * leads to the page with every section. Once read (on a first visit too, before the service
 * worker was there), the page with every section is the copy the worker keeps for a revisit
 * without a connection.
 */
import type { Browser, Page } from "@playwright/test";
import { expect, guardContext, test, type ConsoleGuard, type StackInfo } from "./fixtures";
import { activate, publishPage, userWithNewPage } from "./security-helpers";
import {
  controlled,
  goOffline,
  goOnline,
  OFFLINE_NOISE,
  SAVED_PAGES,
  savedPages,
} from "./offline-helpers";

const STORY =
  "Ze vertelde graag over vroeger: over de boerderij van haar ouders, de winters op het ijs en " +
  "de zomers aan zee. Wie bij haar op de koffie kwam, ging nooit zonder een verhaal naar huis. ";

/** The page kept under `path` by the service worker, as text ('' when none). */
function savedCopy(page: Page, path: string): Promise<string> {
  return page.evaluate(
    async ({ cacheName, path }) => {
      const kept = await (await caches.open(cacheName)).match(path);
      return kept === undefined ? "" : kept.text();
    },
    { cacheName: SAVED_PAGES, path },
  );
}

/** Ten sections: eight chapters, a gathering and the resting place. */
const SECTIONS = [
  ...Array.from({ length: 8 }, (_, index) => ({
    type: "text",
    isPublic: true,
    text: `<h2>Hoofdstuk ${String(index + 1)}</h2><p>${STORY.repeat(3)}</p>`,
  })),
  {
    type: "gathering",
    isPublic: true,
    kind: "herdenking",
    date: "2026-03-05",
    startTime: "14:00",
    venue: "Buurthuis De Heidebloem",
    address: { street: "Heidelaan 12", postcode: "8017 AB", place: "Zwolle" },
  },
  {
    type: "resting_place",
    isPublic: true,
    place: "Begraafplaats Bergklooster",
    address: "Bergklooster 2, 8026 PR Zwolle",
  },
];

const sections = (page: Page) => page.locator("section[data-section-type]");
const moreLink = (page: Page) => page.getByRole("link", { name: "Meer van deze pagina" });

/** A reader's browser: a phone (a touch screen) unless it is a computer (a mouse). */
async function visitor(
  browser: Browser,
  stack: StackInfo,
  guard: ConsoleGuard,
  { javaScriptEnabled = true, computer = false } = {},
): Promise<Page> {
  const context = await browser.newContext({
    baseURL: stack.webUrl,
    viewport: computer ? { width: 1280, height: 800 } : { width: 375, height: 800 },
    hasTouch: !computer,
    locale: "nl-NL",
    javaScriptEnabled,
  });
  await guardContext(context, stack.webUrl, guard);
  return context.newPage();
}

test("a long page shows its rest when the visitor comes near, taps 'Meer van deze pagina', searches or prints, or has no JavaScript", async ({
  page,
  browser,
  mailbox,
  stack,
  consoleGuard,
  checkScreen,
}) => {
  test.setTimeout(240_000);
  const { profileId } = await userWithNewPage(page, mailbox, "lang");
  await activate(page, stack.apiUrl, profileId);
  await publishPage(page, stack.apiUrl, profileId, {
    name: "Johanna de Vries",
    dateOfBirth: "1948-03-12",
    dateOfDeath: "2025-11-02",
    sections: SECTIONS,
  });

  // The first view: the first screens' sections, then the link.
  const reader = await visitor(browser, stack, consoleGuard);
  const answer = await reader.goto(`/${profileId}`);
  expect(answer?.headers()["x-memorial-render"]).toBe("server");
  const first = await sections(reader).count();
  expect(first).toBeGreaterThanOrEqual(4);
  expect(first).toBeLessThan(SECTIONS.length);
  await expect(reader.getByRole("heading", { name: "Begraafplaats Bergklooster" })).toHaveCount(0);
  await expect(moreLink(reader)).toHaveCount(1);
  await checkScreen(reader, "long-page-first-view");
  // Nothing more is read before the visitor comes near.
  expect(await sections(reader).count()).toBe(first);

  // Scrolling near it brings the rest in its place, without a tap.
  // (The worker has kept the first view by then: the first visit asks it to.)
  await controlled(reader);
  const address = new URL(reader.url()).pathname;
  await expect.poll(() => savedPages(reader)).toEqual([address]);
  await moreLink(reader).scrollIntoViewIfNeeded();
  await expect(sections(reader)).toHaveCount(SECTIONS.length);
  await expect(moreLink(reader)).toHaveCount(0);
  await expect(reader.getByText("Begraafplaats Bergklooster")).toBeVisible();
  await expect(reader.getByRole("heading", { name: "Hoofdstuk 8" })).toBeVisible();
  // Every section once, in the page's order.
  const order = await sections(reader).evaluateAll((all) =>
    all.map((section) => section.getAttribute("data-section-index")),
  );
  expect(order).toEqual(SECTIONS.map((_, index) => String(index)));
  await reader.evaluate(() => {
    window.scrollTo(0, 0);
  });
  await checkScreen(reader, "long-page-whole");

  // The page with every section is now the copy kept: a revisit without a connection shows it all.
  await expect.poll(() => savedCopy(reader, address)).toContain('id="meer-van-deze-pagina"');
  consoleGuard.allow(OFFLINE_NOISE);
  await goOffline(reader.context());
  await reader.reload();
  await expect(reader.locator("[data-saved-version]")).toContainText(
    "U bekijkt een opgeslagen versie van",
  );
  await expect(sections(reader)).toHaveCount(SECTIONS.length);
  await expect(moreLink(reader)).toHaveCount(0);
  await goOnline(reader.context());

  // A tap on the link: the rest comes, and the keyboard goes on where the page goes on.
  const tapper = await visitor(browser, stack, consoleGuard);
  await tapper.goto(`/${profileId}`);
  await moreLink(tapper).click();
  await expect(sections(tapper)).toHaveCount(SECTIONS.length);
  await expect(tapper.locator(":focus")).toHaveAttribute("id", "meer-van-deze-pagina");
  expect(tapper.url()).not.toContain("volledig");

  // Without JavaScript the link leads to the page with every section, at the first new one.
  const plain = await visitor(browser, stack, consoleGuard, { javaScriptEnabled: false });
  await plain.goto(`/${profileId}`);
  expect(await sections(plain).count()).toBe(first);
  await moreLink(plain).click();
  // (The page's id leads on to its readable address.)
  await expect(plain).toHaveURL(/\/johanna-de-vries[\w-]*\?volledig#meer-van-deze-pagina$/);
  await expect(sections(plain)).toHaveCount(SECTIONS.length);
  await expect(moreLink(plain)).toHaveCount(0);

  // A phone's reader who searches the page (Ctrl+F) has the rest at once, without scrolling.
  const searcher = await visitor(browser, stack, consoleGuard);
  await searcher.goto(`/${profileId}`);
  await searcher.waitForLoadState("load");
  expect(await sections(searcher).count()).toBe(first);
  await searcher.keyboard.press("Control+f");
  await expect(sections(searcher)).toHaveCount(SECTIONS.length);
  // (The search keeps its place: the focus does not move to the new sections.)
  expect(await searcher.evaluate(() => document.activeElement?.id)).not.toBe(
    "meer-van-deze-pagina",
  );

  // At a computer the rest comes once the page has loaded, so the browser's search and its
  // print see the whole page.
  const desk = await visitor(browser, stack, consoleGuard, { computer: true });
  await desk.goto(`/${profileId}`);
  await expect(sections(desk)).toHaveCount(SECTIONS.length);
  await expect(moreLink(desk)).toHaveCount(0);
  await desk.emulateMedia({ media: "print" });
  await expect(desk.getByText("Begraafplaats Bergklooster")).toBeVisible();
  // Its first visit read the rest before the worker was there, and the worker keeps the whole
  // page all the same.
  await controlled(desk);
  await expect
    .poll(() => savedCopy(desk, new URL(desk.url()).pathname))
    .toContain('id="meer-van-deze-pagina"');
});
