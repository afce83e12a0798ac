/**
 * The owner's path counted in taps: from 'Nieuwe herinneringspagina aanmaken' to an
 * anonymous visitor who sees every section the owner left visible. A page with a name, two dates,
 * two stories and a photo carousel; paid for; made public. Every tap, click or choice in a list
 * counts as one; typing counts as none. Before the guided start (a new page opens in edit mode,
 * the next step named) this path took about 34 taps and 5 trips to the menu; it should take at
 * least a third fewer.
 */
import type { Locator, Page } from "@playwright/test";
import { PASSWORD, createUser, expect, newEmail, signIn, test } from "./fixtures";
import { expectNewPageInEditMode, pngFile, sectionFrames } from "./memorial-page-helpers";

/** The path's taps before the guided start, as counted then. */
const TAPS_BEFORE = 34;

class Taps {
  count = 0;
  menuTrips = 0;
  async tap(target: Locator): Promise<void> {
    this.count += 1;
    await target.click();
  }
  async choose(select: Locator, option: { label: string } | string): Promise<void> {
    this.count += 1;
    await select.selectOption(option);
  }
  async openMenu(page: Page): Promise<void> {
    this.menuTrips += 1;
    await this.tap(page.getByRole("button", { name: "Menu openen" }));
  }
}

async function pickDate(
  page: Page,
  taps: Taps,
  field: "Geboortedatum" | "Overlijdensdatum",
  date: { year: number; month: string; day: number },
): Promise<void> {
  await taps.tap(page.getByRole("button", { name: new RegExp(field) }));
  // This field's own picker: the other field's may still be closing (its animation).
  const picker = page.getByRole("dialog", { name: field });
  await taps.choose(picker.getByRole("combobox", { name: "Kies het jaar" }), String(date.year));
  await taps.choose(picker.getByRole("combobox", { name: "Kies de maand" }), {
    label: date.month,
  });
  await taps.tap(
    picker.getByRole("button", {
      name: new RegExp(`\\b${String(date.day)} ${date.month} ${String(date.year)}`),
    }),
  );
  await expect(page.getByRole("textbox", { name: field })).toHaveAccessibleDescription(
    new RegExp(String(date.year)),
  );
}

test("from 'Nieuwe herinneringspagina aanmaken' to a visitor who sees the page, in taps", async ({
  page,
  browser,
  mailbox,
  stack,
}) => {
  test.setTimeout(480_000);
  await page.setViewportSize({ width: 375, height: 800 });
  const owner = newEmail("taps");
  await createUser(page, mailbox, owner);
  await signIn(page, owner, PASSWORD);
  await expect(page).toHaveURL(/\/$/);
  const taps = new Taps();

  // A new page opens in edit mode with the name field focused: the name is typed at once.
  await taps.tap(page.getByRole("button", { name: "Nieuwe herinneringspagina aanmaken" }).first());
  await expectNewPageInEditMode(page);
  const pageUrl = page.url();
  await page.keyboard.type("Hendrik Jansen");
  await pickDate(page, taps, "Geboortedatum", { year: 1939, month: "juni", day: 4 });
  await pickDate(page, taps, "Overlijdensdatum", { year: 2025, month: "oktober", day: 18 });

  // Two stories: a new text section takes the focus, the story is typed at once.
  for (const story of ["Hij was timmerman in Zwolle.", "Zijn tuin was zijn trots."]) {
    await taps.tap(page.getByRole("button", { name: "Tekstblok" }));
    const editor = page.getByRole("textbox", { name: "Tekst van de sectie" }).last();
    await expect(editor).toBeFocused();
    await page.keyboard.type(story);
  }
  // A carousel of two photos (choosing them in the file chooser counts as one tap).
  await taps.tap(page.getByRole("button", { name: "Fotocarrousel" }));
  const carousel = sectionFrames(page).nth(2);
  const chooser = page.waitForEvent("filechooser");
  await taps.tap(carousel.getByRole("button", { name: "Foto's toevoegen" }));
  taps.count += 1;
  await (
    await chooser
  ).setFiles([
    await pngFile(page, "tuin.png", "#5a8a4f"),
    await pngFile(page, "werk.png", "#8a6f5a"),
  ]);
  await expect(carousel.getByText("Foto 1 van 2")).toBeVisible({ timeout: 30_000 });
  await taps.tap(page.getByRole("button", { name: "Opslaan", exact: true }));
  await expect(page.getByText("De herinneringspagina is succesvol opgeslagen")).toBeVisible();

  // Pay: 'Pagina activeren' is on the page while it is on trial.
  await taps.tap(
    page.getByTestId("page-actions").getByRole("button", { name: "Pagina activeren" }),
  );
  const wizard = page.getByRole("dialog", { name: "Selecteer het gewenste pakket" });
  await taps.tap(wizard.getByText("BRONS", { exact: true }));
  await taps.tap(wizard.getByRole("button", { name: "Volgende" }));
  await taps.tap(wizard.getByRole("button", { name: "Betalen" }));
  await expect(page).toHaveURL(new RegExp(`^${stack.apiUrl}/payments/`));
  await taps.tap(page.getByRole("button", { name: "Betaald" }));
  await expect(page).toHaveURL(pageUrl);

  // Back on the page: the confirmation offers the next step, making the page public.
  const confirmation = page.getByRole("dialog", { name: "Betaling ontvangen" });
  await expect(confirmation).toContainText("het pakket Brons");
  await taps.tap(confirmation.getByRole("button", { name: "Pagina publiek maken" }));
  const question = page.getByRole("alertdialog", { name: "Pagina publiek maken" });
  await expect(question).toContainText(/Bezoekers zien (alle \d+ secties|de ene sectie)\./);
  await taps.tap(question.getByRole("button", { name: "Publiek maken" }));
  await expect(question).toHaveCount(0);
  await expect
    .poll(async () => {
      const response = await fetch(
        `${stack.apiUrl}/public/api/v1/profiles/${pageUrl.split("/").at(-1) ?? ""}`,
      );
      return response.status;
    })
    .toBe(200);

  // An anonymous visitor sees every section the owner left visible.
  const anonymous = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const visitor = await anonymous.newPage();
  await visitor.goto(pageUrl);
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText("Hendrik Jansen");
  await expect(visitor.getByText("Hij was timmerman in Zwolle.")).toBeVisible();
  await expect(visitor.getByText("Zijn tuin was zijn trots.")).toBeVisible();
  await expect(visitor.locator("main section[data-section-type]")).toHaveCount(3);
  await anonymous.close();

  console.log(
    `Owner's path: ${String(taps.count)} taps, ${String(taps.menuTrips)} trips to the menu (before the guided start: about ${String(TAPS_BEFORE)} taps, 5 trips).`,
  );
  expect(taps.count, "at least a third fewer taps than before").toBeLessThanOrEqual(
    Math.floor((TAPS_BEFORE * 2) / 3),
  );
  expect(taps.menuTrips).toBe(0);
});
