/**
 * Text size and reflow (WCAG 1.4.4 and 1.4.10): at 200 % text, on a 320 px and a
 * 375 px wide screen, nothing scrolls sideways and nothing is cut off. The browser's own text
 * size is set to 200 % (its default font size 32 px instead of 16 px, as a reader would set it),
 * so everything sized in rem grows. Covered: the public page (server-rendered, as an anonymous
 * visitor sees it), the home list, the editor in edit mode with its bottom bar, and every dialog
 * of the owner's path (the editor with a text, a photo carousel and a gathering; its bottom bar
 * covers at most a fifth of a 320 × 700 screen), the print version at 375 px, a toast whose
 * screen narrows while it shows, and 'Mijn account' with 'Account verwijderen'.
 */
import type { BrowserContext, Locator, Page } from "@playwright/test";
import { waitForAnimations } from "@memorial/ui/testing/animations";
import { expect, test } from "./fixtures";
import { demoPagePath } from "./demo-page";
import { menu, pngFile, sectionFrames } from "./memorial-page-helpers";
import { activate, apiCall, userWithNewPage } from "./security-helpers";
import { docsScreenshot } from "./screenshots";

const WIDTHS = [320, 375] as const;

/** Where the screenshots at 320 px with 200 % text go (docs/screenshots/, committed). */
const shot = (name: string) => docsScreenshot(`${name}-320-text-200.png`);

/** The reader's text size: 200 % of the browser's default 16 px. */
async function enlargeText(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Page.setFontSizes", { fontSizes: { standard: 32, fixed: 26 } });
}

/** Checks that the root font size really is 32 px (the setting took effect). */
async function expectEnlarged(page: Page): Promise<void> {
  expect(
    await page.evaluate(() => getComputedStyle(document.documentElement).fontSize),
    "200 % text",
  ).toBe("32px");
}

/** No sideways scrolling of the page. */
async function expectNoSidewaysScroll(page: Page, what: string): Promise<void> {
  const { scrollWidth, clientWidth, widest } = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    // What sticks out, innermost first: named in the failure message.
    const widest = [...document.body.querySelectorAll<HTMLElement>("*")]
      .filter((element) => {
        const rect = element.getBoundingClientRect();
        return (
          rect.right > width + 0.5 ||
          (element.scrollWidth > element.clientWidth + 1 &&
            getComputedStyle(element).overflowX === "visible" &&
            element.clientWidth > 0)
        );
      })
      .filter(
        (element) =>
          ![...element.children].some((child) => child.getBoundingClientRect().right > width + 0.5),
      )
      .slice(-6)
      .map(
        (element) =>
          `${element.tagName.toLowerCase()}.${(element.getAttribute("class") ?? "").slice(0, 60)} "${element.textContent.slice(0, 40)}"`,
      );
    return { scrollWidth: document.documentElement.scrollWidth, clientWidth: width, widest };
  });
  expect(
    scrollWidth,
    `${what}: scrollWidth <= clientWidth (sticking out: ${widest.join("; ")})`,
  ).toBeLessThanOrEqual(clientWidth);
}

/** Every line of text of `locator` lies fully inside the viewport, horizontally. */
async function expectTextInside(locator: Locator, what: string): Promise<void> {
  const { left, right, width } = await locator.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    const rects = [...range.getClientRects()].filter((rect) => rect.width > 0);
    return {
      left: Math.min(...rects.map((rect) => rect.left)),
      right: Math.max(...rects.map((rect) => rect.right)),
      width: document.documentElement.clientWidth,
    };
  });
  expect(left, `${what}: starts inside the screen`).toBeGreaterThanOrEqual(0);
  expect(right, `${what}: ends inside the screen`).toBeLessThanOrEqual(width + 0.5);
}

/** The page's name (h1) and dates are whole on the screen. */
async function expectNameAndDatesInside(page: Page, what: string): Promise<void> {
  await expectTextInside(page.getByRole("heading", { level: 1 }), `${what}, name`);
  const dates = page.getByTestId("memorial-dates");
  if ((await dates.count()) > 0) await expectTextInside(dates, `${what}, dates`);
}

/** A dialog at 200 % text: inside the screen, nothing of it cut off sideways, no page scroll. */
async function expectDialogFits(page: Page, dialog: Locator, what: string): Promise<void> {
  await expect(dialog).toBeVisible();
  // Measured once its opening animation (a drawer sliding in) has ended.
  await waitForAnimations(page);
  const fits = await dialog.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const clipped = [...element.querySelectorAll<HTMLElement>("*")].filter(
      (child) =>
        // Not: visually hidden text (1 px, clipped on purpose), and a data table's own scroll
        // area (WCAG 1.4.10 exempts two-dimensional content such as the access table).
        child.clientWidth > 1 &&
        !child.hasAttribute("data-table-scroll") &&
        // A text field scrolls its own long value (the page's address): that is how fields work.
        !(child instanceof HTMLInputElement) &&
        child.scrollWidth > child.clientWidth + 1 &&
        getComputedStyle(child).overflowX !== "visible",
    );
    const outside = [...element.querySelectorAll<HTMLElement>("button, a, input, label, h2, p")]
      .map((child) => child.getBoundingClientRect())
      .filter(
        (rect) =>
          rect.width > 0 &&
          (rect.left < -0.5 || rect.right > document.documentElement.clientWidth + 0.5),
      );
    const body = element.getBoundingClientRect();
    const wide = [...element.querySelectorAll<HTMLElement>("*")]
      .filter((child) => child.getBoundingClientRect().right > body.right + 0.5)
      .slice(0, 4)
      .map((child) => `${child.tagName.toLowerCase()} "${child.textContent.slice(0, 30)}"`);
    return {
      wide,
      left: box.left,
      right: box.right,
      width: document.documentElement.clientWidth,
      clipped: clipped.map((child) => child.outerHTML.slice(0, 80)),
      outside: outside.length,
    };
  });
  expect(fits.left, `${what}: the dialog starts inside the screen`).toBeGreaterThanOrEqual(-0.5);
  expect(fits.right, `${what}: the dialog ends inside the screen`).toBeLessThanOrEqual(
    fits.width + 0.5,
  );
  expect(
    fits.clipped,
    `${what}: nothing scrolls sideways inside the dialog (wider: ${fits.wide.join("; ")})`,
  ).toEqual([]);
  expect(fits.outside, `${what}: every control and line inside the screen`).toBe(0);
  await expectNoSidewaysScroll(page, what);
}

async function atEveryWidth(page: Page, check: (width: number) => Promise<void>): Promise<void> {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    await check(width);
  }
}

test("the public page at 200 % text: no sideways scroll, the name and dates whole", async ({
  browser,
  context,
}) => {
  const path = await demoPagePath(browser);
  const anonymous: BrowserContext = context;
  const page = await anonymous.newPage();
  await enlargeText(page);
  const answer = await page.goto(path, { waitUntil: "load" });
  expect(answer?.headers()["x-memorial-render"]).toMatch(/^server/);
  await expectEnlarged(page);
  await atEveryWidth(page, async (width) => {
    await expectNoSidewaysScroll(page, `public page at ${String(width)} px`);
    await expectNameAndDatesInside(page, `public page at ${String(width)} px`);
    if (width === 320) await page.screenshot({ path: shot("reflow-public-page") });
    // The album's arrows stay round 44 px targets over the photo.
    const next = page
      .getByRole("region", { name: "Foto's" })
      .getByRole("button", { name: "Volgende foto" });
    const box = await next.boundingBox();
    expect(box, `album arrow at ${String(width)} px`).toMatchObject({ width: 44, height: 44 });
  });
  // The visitor's menu, opened from its button.
  await page.getByRole("button", { name: "Menu openen" }).click();
  await atEveryWidth(page, async (width) => {
    await expectDialogFits(
      page,
      page.getByRole("dialog", { name: "Menu" }),
      `visitor menu at ${String(width)} px`,
    );
  });
});

test("the home list, the editor with its bar and every dialog of the owner's path at 200 % text", async ({
  page,
  mailbox,
  stack,
}) => {
  test.setTimeout(480_000);
  await enlargeText(page);
  const { profileId } = await userWithNewPage(page, mailbox, "reflow");
  await expectEnlarged(page);

  // The editor of a new page, with its bottom bar (the name, then the sections and their bar).
  await page.getByLabel("Naam").fill("Wilhelmina Johanna van Oldenbarnevelt-Scheepmaker");
  await page.getByRole("button", { name: "Tekstblok" }).click();
  await page.getByRole("button", { name: "Fotocarrousel" }).click();
  await expect(sectionFrames(page)).toHaveCount(2);
  // The carousel with two photos: the visitor's strip, its editing controls below it.
  const carousel = sectionFrames(page).nth(1);
  const chooser = page.waitForEvent("filechooser");
  await carousel.getByRole("button", { name: "Foto's toevoegen" }).click();
  await (
    await chooser
  ).setFiles([
    await pngFile(page, "een.png", "#c0392b"),
    await pngFile(page, "twee.png", "#27ae60"),
  ]);
  await expect(carousel.getByText("Foto 1 van 2")).toBeVisible({ timeout: 30_000 });
  const bar = page.getByRole("region", { name: "Bewerken" });
  await atEveryWidth(page, async (width) => {
    await expectNoSidewaysScroll(page, `editor at ${String(width)} px`);
    for (const name of ["Foto's toevoegen", "Foto naar achteren verplaatsen", "Foto verwijderen"]) {
      const button = await carousel.getByRole("button", { name, exact: true }).boundingBox();
      expect(
        (button?.x ?? -1) + (button?.width ?? 0),
        `${name} inside the screen at ${String(width)} px`,
      ).toBeLessThanOrEqual(width);
      expect(button?.height ?? 0, `${name} is thumb-sized`).toBeGreaterThanOrEqual(44);
    }
    const box = await bar.boundingBox();
    expect(box?.x, "the edit bar starts inside the screen").toBeGreaterThanOrEqual(0);
    for (const name of ["Annuleren", "Opslaan"]) {
      const button = await bar.getByRole("button", { name, exact: true }).boundingBox();
      expect(
        (button?.x ?? -1) + (button?.width ?? 0),
        `${name} inside the screen`,
      ).toBeLessThanOrEqual(width);
      expect(button?.height ?? 0, `${name} is thumb-sized`).toBeGreaterThanOrEqual(44);
    }
    await expectTextInside(bar.getByRole("status"), `edit bar status at ${String(width)} px`);
    if (width === 320) await page.screenshot({ path: shot("reflow-editor") });
  });
  // On 320 × 700 the bar covers at most a fifth of the screen: when it would take more, it
  // leaves the bottom edge and waits at the end of the page.
  await page.setViewportSize({ width: 320, height: 700 });
  await expect(async () => {
    const covered = await bar.evaluate((element) =>
      getComputedStyle(element).position === "fixed" ? element.getBoundingClientRect().height : 0,
    );
    expect(covered, "the edit bar's share of 700 px").toBeLessThanOrEqual(0.2 * 700);
  }).toPass({ timeout: 5_000 });
  await bar.scrollIntoViewIfNeeded();
  for (const name of ["Annuleren", "Opslaan"]) {
    await expect(bar.getByRole("button", { name, exact: true })).toBeInViewport();
  }
  // With the phone's keyboard open the screen keeps about 380 of its 700 px: the line being
  // typed in stays in view, above the edit bar when the bar stays at the bottom edge.
  await page.setViewportSize({ width: 320, height: 380 });
  const story = sectionFrames(page).nth(0).locator('[contenteditable="true"]');
  await story.click();
  await page.keyboard.type("Zij hield van de zee en van lange wandelingen langs het strand.");
  await expect(async () => {
    const { caretTop, caretBottom } = await page.evaluate(() => {
      const caret = window.getSelection()?.getRangeAt(0).getBoundingClientRect();
      return { caretTop: caret?.top ?? -1, caretBottom: caret?.bottom ?? Number.POSITIVE_INFINITY };
    });
    const barTop = await bar.evaluate((element) =>
      getComputedStyle(element).position === "fixed"
        ? element.getBoundingClientRect().top
        : window.innerHeight,
    );
    expect(caretTop, "the typed line below the top edge").toBeGreaterThanOrEqual(0);
    expect(caretBottom, "the typed line above the edit bar and the keyboard").toBeLessThanOrEqual(
      barTop,
    );
  }).toPass({ timeout: 10_000 });
  await page.screenshot({ path: shot("reflow-editor-keyboard") });

  // A gathering's editor (its header carries the longest section title and the help button).
  await page.getByRole("button", { name: "Bijeenkomst" }).click();
  await expect(sectionFrames(page)).toHaveCount(3);
  const gathering = sectionFrames(page).nth(2);
  await atEveryWidth(page, async (width) => {
    await expectNoSidewaysScroll(page, `gathering editor at ${String(width)} px`);
    const help = await gathering
      .getByRole("button", { name: "Uitleg over deze sectie" })
      .boundingBox();
    expect(
      (help?.x ?? -1) + (help?.width ?? 0),
      `the gathering's help button inside the screen at ${String(width)} px`,
    ).toBeLessThanOrEqual(width);
  });
  await gathering.getByRole("button", { name: "Sectie verwijderen" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Sectie verwijderen" }).click();
  await expect(sectionFrames(page)).toHaveCount(2);

  // The media-on-trial question, the delete question and the cancel question.
  await page.getByRole("button", { name: "Video", exact: true }).click();
  await atEveryWidth(page, async (width) => {
    await expectDialogFits(
      page,
      page.getByRole("alertdialog", { name: "Video of audio toevoegen" }),
      `media question at ${String(width)} px`,
    );
  });
  await page.getByRole("alertdialog").getByRole("button", { name: "Annuleren" }).click();
  await expect(page.getByRole("alertdialog")).toHaveCount(0);
  await sectionFrames(page).nth(0).getByRole("button", { name: "Sectie verwijderen" }).click();
  await atEveryWidth(page, async (width) => {
    await expectDialogFits(
      page,
      page.getByRole("alertdialog"),
      `delete question at ${String(width)} px`,
    );
  });
  await page.getByRole("alertdialog").getByRole("button", { name: "Annuleren" }).click();
  await expect(page.getByRole("alertdialog")).toHaveCount(0);
  await bar.getByRole("button", { name: "Annuleren" }).click();
  await atEveryWidth(page, async (width) => {
    await expectDialogFits(
      page,
      page.getByRole("alertdialog", { name: "Wijzigingen weggooien" }),
      `cancel question at ${String(width)} px`,
    );
  });
  await page.getByRole("button", { name: "Verder bewerken" }).click();
  await page.getByRole("button", { name: "Opslaan", exact: true }).click();
  await expect(page.getByText("De herinneringspagina is succesvol opgeslagen")).toBeVisible();

  // The page in view mode for its manager, with 'Bewerken' and 'Delen'.
  await atEveryWidth(page, async (width) => {
    await expectNoSidewaysScroll(page, `manager's page at ${String(width)} px`);
    await expectNameAndDatesInside(page, `manager's page at ${String(width)} px`);
    for (const name of ["Bewerken", "Delen"]) {
      const button = page.getByTestId("page-actions").getByRole("button", { name });
      const box = await button.boundingBox();
      expect((box?.x ?? -1) + (box?.width ?? 0), `${name} inside the screen`).toBeLessThanOrEqual(
        width,
      );
      expect(box?.height ?? 0, `${name} is thumb-sized`).toBeGreaterThanOrEqual(44);
    }
  });

  // The side menu (from the right, the side of its button) and its dialogs.
  await page.getByRole("button", { name: "Menu openen" }).click();
  await atEveryWidth(page, async (width) => {
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await expectDialogFits(page, drawer, `side menu at ${String(width)} px`);
    if (width === 320) await page.screenshot({ path: shot("reflow-side-menu") });
  });
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog", { name: "Menu" })).toHaveCount(0);
  await page.getByTestId("page-actions").getByRole("button", { name: "Delen" }).click();
  await atEveryWidth(page, async (width) => {
    await expectDialogFits(
      page,
      page.getByRole("dialog", { name: "Delen" }),
      `share dialog at ${String(width)} px`,
    );
  });
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog", { name: "Delen" })).toHaveCount(0);
  await menu(page, "Toegang beheren");
  await atEveryWidth(page, async (width) => {
    await expectDialogFits(
      page,
      page.getByRole("dialog", { name: "Toegang beheren" }),
      `access dialog at ${String(width)} px`,
    );
  });
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog", { name: "Toegang beheren" })).toHaveCount(0);
  await menu(page, "Pagina activeren");
  await atEveryWidth(page, async (width) => {
    await expectDialogFits(
      page,
      page.getByRole("dialog", { name: "Selecteer het gewenste pakket" }),
      `payment dialog at ${String(width)} px`,
    );
  });
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog", { name: "Selecteer het gewenste pakket" })).toHaveCount(0);

  // Paid: the make-public question, which names how many sections stay hidden.
  await activate(page, stack.apiUrl, profileId);
  await page.reload();
  await expectEnlarged(page);
  await page.getByRole("button", { name: "Menu openen" }).click();
  await page.getByRole("switch", { name: "Publiek toegankelijk" }).focus();
  await page.keyboard.press("Space");
  const question = page.getByRole("alertdialog", { name: "Pagina publiek maken" });
  await atEveryWidth(page, async (width) => {
    await expectDialogFits(page, question, `make-public question at ${String(width)} px`);
  });
  await question.getByRole("button", { name: "Annuleren" }).click();

  // The print version at 375 px: the sheet, the toolbar and the address fit the screen.
  await page.goto(`/${profileId}/afdrukken`);
  await expectEnlarged(page);
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(page.getByRole("button", { name: "Afdrukken" })).toBeVisible();
  await expectNoSidewaysScroll(page, "print version at 375 px");
  // The page's address written out: its readable address (or its id while it has none).
  const written = new RegExp(`${new URL(page.url()).host}/[\\w-]+`);
  await expect(page.getByText(written).last()).toBeVisible();
  await page.screenshot({
    path: shot("reflow-print-version").replace("-320-", "-375-"),
    fullPage: true,
  });
  await page.keyboard.press("Escape");

  // The home list.
  await page.goto("/");
  await expect(page.getByRole("list", { name: "Uw herinneringspagina's" })).toBeVisible();
  await atEveryWidth(page, async (width) => {
    await expectNoSidewaysScroll(page, `home list at ${String(width)} px`);
    await expectTextInside(
      page.getByRole("link", { name: /Wilhelmina Johanna/ }),
      `home list row at ${String(width)} px`,
    );
    if (width === 320) await page.screenshot({ path: shot("reflow-home-list"), fullPage: true });
  });
});

test("a toast at 200 % text keeps its text inside its box when the screen narrows", async ({
  page,
  mailbox,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 375, height: 800 });
  await enlargeText(page);
  await userWithNewPage(page, mailbox, "toast");
  await page.getByLabel("Naam").fill("Wilhelmina Johanna van Oldenbarnevelt-Scheepmaker");
  await page
    .getByRole("region", { name: "Bewerken" })
    .getByRole("button", { name: "Opslaan" })
    .click();
  const toast = page.locator('[data-scope="toast"][data-part="root"]', {
    hasText: "De herinneringspagina is succesvol opgeslagen",
  });
  await expect(toast).toBeVisible();
  // Saved: the page shows from its top, with focus on the name.
  await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  // A pointer on the toast keeps it open while it is measured.
  await toast.hover();
  await page.setViewportSize({ width: 320, height: 800 });
  await expect(async () => {
    const { box, text } = await toast.evaluate((element) => {
      // The lines of its title and description (not the screen-reader-only parts).
      const rects = [...element.querySelectorAll('[data-part="title"], [data-part="description"]')]
        .flatMap((part) => {
          const range = document.createRange();
          range.selectNodeContents(part);
          return [...range.getClientRects()];
        })
        .filter((rect) => rect.height > 0);
      const bounds = element.getBoundingClientRect();
      return {
        box: { top: bounds.top, bottom: bounds.bottom },
        text: {
          top: Math.min(...rects.map((rect) => rect.top)),
          bottom: Math.max(...rects.map((rect) => rect.bottom)),
        },
      };
    });
    expect(text.top, "the toast's text starts inside its box").toBeGreaterThanOrEqual(box.top);
    expect(text.bottom, "the toast's text ends inside its box").toBeLessThanOrEqual(
      box.bottom + 0.5,
    );
  }).toPass({ timeout: 10_000 });
  // The close button sits beside the text, never over it.
  const overlap = await toast.evaluate((element) => {
    const close = element.querySelector('[data-part="close-trigger"]')?.getBoundingClientRect();
    if (close === undefined) return -1;
    const lines = [...element.querySelectorAll('[data-part="title"], [data-part="description"]')]
      .flatMap((part) => {
        const range = document.createRange();
        range.selectNodeContents(part);
        return [...range.getClientRects()];
      })
      .filter((rect) => rect.height > 0);
    return lines.filter(
      (rect) =>
        rect.left < close.right &&
        rect.right > close.left &&
        rect.top < close.bottom &&
        rect.bottom > close.top,
    ).length;
  });
  expect(overlap, "lines of the toast's text under its close button").toBe(0);
  await page.screenshot({ path: shot("reflow-toast") });
});

test("'Mijn account' and 'Account verwijderen' at 200 % text", async ({ page, mailbox, stack }) => {
  test.setTimeout(180_000);
  await enlargeText(page);
  const { profileId } = await userWithNewPage(page, mailbox, "reflow-account");
  await expectEnlarged(page);
  const named = await apiCall(page, stack.apiUrl, `/api/v1/profiles/${profileId}`, {
    method: "PUT",
    body: { name: "Wilhelmina Johanna van Oldenbarnevelt-Scheepmaker", sections: [] },
  });
  expect(named.status).toBe(200);
  // A second manager with a long address: the page would be handed over to them.
  const manager = "wilhelmina.van.oldenbarnevelt-scheepmaker@voorbeeld-familie.nl";
  const row = await apiCall(page, stack.apiUrl, `/api/v1/profiles/${profileId}/group-membership`, {
    method: "PUT",
    body: { username: manager, groupIDs: [`${profileId}-0000`] },
  });
  expect(row.status).toBe(200);
  for (const [path, name] of [
    ["/mijn-account", "mijn-account"],
    ["/mijn-account/verwijderen", "account-verwijderen"],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("button").or(page.getByRole("link")).first()).toBeVisible();
    if (name === "account-verwijderen") {
      await expect(page.getByRole("combobox", { name: "Nieuwe eigenaar" })).toHaveValue(manager);
    }
    await atEveryWidth(page, async (width) => {
      await expectNoSidewaysScroll(page, `${path} at ${String(width)} px`);
      const submit =
        name === "mijn-account"
          ? page.getByRole("link", { name: "Account verwijderen" })
          : page.getByRole("button", { name: "Account definitief verwijderen" });
      const box = await submit.boundingBox();
      expect(box?.height ?? 0, `${path}: its main action is thumb-sized`).toBeGreaterThanOrEqual(
        44,
      );
      expect((box?.x ?? -1) + (box?.width ?? 0)).toBeLessThanOrEqual(width);
      if (width === 320) await page.screenshot({ path: shot(`reflow-${name}`) });
    });
  }
});

test("the privacy and accessibility statements at 200 % text, their mail addresses whole", async ({
  page,
}) => {
  await enlargeText(page);
  for (const [path, address] of [
    ["/privacy", "meldingen@herinneringspagina.nl"],
    ["/toegankelijkheid", "toegankelijkheid@herinneringspagina.nl"],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectEnlarged(page);
    const mail = page.getByRole("link", { name: address });
    await expect(mail).toHaveAttribute("href", `mailto:${address}`);
    await atEveryWidth(page, async (width) => {
      await expectNoSidewaysScroll(page, `${path} at ${String(width)} px`);
      await expectTextInside(mail, `${path}: the address at ${String(width)} px`);
    });
  }
});
