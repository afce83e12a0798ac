/**
 * The whole life of a memorial page as a new user lives it: create,
 * edit, upload, sections, save, reload, activate, publish, visit anonymously, share, block, QR.
 */
import { PASSWORD, WIDTHS, createUser, expect, newEmail, signIn, test } from "./fixtures";
import {
  expectNewPageInEditMode,
  menu,
  mp4File,
  pickDate,
  pngFile,
  save,
  sectionFrames,
  setSectionPublic,
  wavFile,
} from "./memorial-page-helpers";
import { docsScreenshot } from "./screenshots";

test.describe.configure({ mode: "serial" });

test("the whole life of a memorial page", async ({
  page,
  browser,
  mailbox,
  stack,
  checkScreen,
}) => {
  test.setTimeout(720_000);
  const owner = newEmail("owner");
  await createUser(page, mailbox, owner);
  await signIn(page, owner, PASSWORD);
  await expect(page).toHaveURL(/\/$/);

  // Create: the new page opens in edit mode, the name field focused.
  await page.getByRole("button", { name: "Nieuwe herinneringspagina aanmaken" }).first().click();
  await expect(page).toHaveURL(/\/[0-9a-f-]{36}$/);
  const pageUrl = page.url();
  const profileId = pageUrl.split("/").at(-1) ?? "";
  await expectNewPageInEditMode(page);
  await expect(page.getByText("Naamloze herinneringspagina")).toHaveCount(0);
  await checkScreen(page, "page-new");

  // Edit: the name, the dates typed as dd-mm-jjjj (a slip is said and kept) and picked.
  await page.getByLabel("Naam").fill("Johanna de Vries");
  const birth = page.getByRole("textbox", { name: "Geboortedatum" });
  const death = page.getByRole("textbox", { name: "Overlijdensdatum" });
  await birth.fill("31-02-1948");
  await expect(birth).toHaveAttribute("aria-invalid", "true");
  await expect(birth).toHaveAccessibleDescription(/Deze datum bestaat niet/);
  await expect(birth).toHaveValue("31-02-1948");
  await birth.fill("12-3-1948");
  await expect(birth).not.toHaveAttribute("aria-invalid");
  await expect(birth).toHaveAccessibleDescription("12 maart 1948");
  await death.fill("2/11/1947");
  await death.blur();
  await expect(death).toHaveAccessibleDescription(
    /De datum van overlijden ligt vóór de geboortedatum/,
  );
  await expect(death).toHaveValue("02-11-1947");
  await death.fill("2.11.20");
  await death.blur();
  await expect(death).toHaveAccessibleDescription(/Vul de datum volledig in als dd-mm-jjjj/);
  // Saving now would keep the last good date unseen: nothing is saved, the field says why.
  await page
    .getByRole("region", { name: "Bewerken" })
    .getByRole("button", { name: "Opslaan" })
    .click();
  await expect(
    page.getByText("Controleer het gemarkeerde veld. Er is nog niets opgeslagen."),
  ).toBeVisible();
  await expect(death).toBeFocused();
  await expect(death).toHaveValue("2.11.20");
  await pickDate(page, "Overlijdensdatum", { year: 2025, month: "november", day: 2 });
  await expect(death).toHaveValue("02-11-2025");
  await expect(death).not.toHaveAttribute("aria-invalid");

  // Profile picture.
  const portrait = await pngFile(page, "portret.png", "#8a6f5a");
  const pictureChooser = page.waitForEvent("filechooser");
  await page.getByRole("button", { name: "Profielfoto wijzigen" }).click();
  await (await pictureChooser).setFiles(portrait);
  await expect(page.getByRole("img", { name: /^Portret van / })).toBeVisible({ timeout: 30_000 });

  // A text section with formatting.
  await page.getByRole("button", { name: "Tekstblok" }).click();
  const editor = page.getByRole("textbox", { name: "Tekst van de sectie" });
  await editor.click();
  await page.keyboard.type("Ze was altijd vrolijk.");
  await page.keyboard.press("Control+A");
  await page.getByRole("button", { name: "Vet" }).click();
  await expect(editor.locator("strong")).toHaveText("Ze was altijd vrolijk.");
  // New sections are visible to everyone who may see the page.
  await expect(
    sectionFrames(page).nth(0).getByRole("checkbox", { name: "Zichtbaar voor iedereen" }),
  ).toBeChecked();

  // A carousel of three photos: the first moved back, then one removed.
  await page.getByRole("button", { name: "Fotocarrousel" }).click();
  const photos = [
    await pngFile(page, "een.png", "#c0392b"),
    await pngFile(page, "twee.png", "#27ae60"),
    await pngFile(page, "drie.png", "#2980b9"),
  ];
  const carousel = sectionFrames(page).nth(1);
  const photoChooser = page.waitForEvent("filechooser");
  await carousel.getByRole("button", { name: "Foto's toevoegen" }).click();
  await (await photoChooser).setFiles(photos);
  await expect(carousel.getByText("Foto 1 van 3")).toBeVisible({ timeout: 30_000 });
  // The editor shows the visitor's strip (every photo in one snapping track), its controls below.
  await expect(carousel.getByRole("img", { name: /^Foto \d van 3$/ })).toHaveCount(3);
  const original = page.viewportSize();
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await carousel.scrollIntoViewIfNeeded();
    for (const name of [
      "Volgende foto",
      "Foto's toevoegen",
      "Foto naar achteren verplaatsen",
      "Foto verwijderen",
    ]) {
      const box = await carousel.getByRole("button", { name, exact: true }).boundingBox();
      expect(box?.height ?? 0, `${name} at ${String(width)} px`).toBeGreaterThanOrEqual(
        width < 768 ? 44 : 40,
      );
    }
    await carousel.screenshot({ path: docsScreenshot(`edit-photos-strip-${String(width)}.png`) });
  }
  if (original !== null) await page.setViewportSize(original);
  await carousel.getByRole("button", { name: "Foto naar achteren verplaatsen" }).click();
  await carousel.getByRole("button", { name: "Foto verwijderen" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Foto verwijderen" }).click();
  await expect(carousel.getByText(/Foto \d van 2/)).toBeVisible();

  // Video on a trial page: first the confirmation, then the upload.
  await page.getByRole("button", { name: "Video", exact: true }).click();
  await expect(page.getByText(/niet beschikbaar in het pakket BRONS/)).toBeVisible();
  const mediaQuestion = page.getByRole("alertdialog", { name: "Video of audio toevoegen" });
  await checkScreen(page, "dialog-media-trial");
  await mediaQuestion.getByRole("button", { name: "Video toevoegen" }).click();
  const video = sectionFrames(page).nth(2);
  const videoChooser = page.waitForEvent("filechooser");
  await video.getByRole("button", { name: "Video kiezen" }).click();
  await (await videoChooser).setFiles(await mp4File());
  await expect(video.getByRole("button", { name: "Andere video kiezen" })).toBeVisible({
    timeout: 30_000,
  });

  // Audio: the confirmation was given already.
  await page.getByRole("button", { name: "Audio", exact: true }).click();
  const audio = sectionFrames(page).nth(3);
  const audioChooser = page.waitForEvent("filechooser");
  await audio.getByRole("button", { name: "Audiobestand kiezen" }).click();
  await (await audioChooser).setFiles(wavFile());
  await expect(audio.getByRole("button", { name: "Ander audiobestand kiezen" })).toBeVisible({
    timeout: 30_000,
  });

  // Move the audio above the video; add a text section and delete it again.
  await audio.getByRole("button", { name: "Sectie omhoog verplaatsen" }).click();
  await expect(sectionFrames(page)).toHaveCount(4);
  await expect(sectionFrames(page).nth(2)).toContainText("Audio");
  await page.getByRole("button", { name: "Tekstblok" }).click();
  await expect(sectionFrames(page)).toHaveCount(5);
  await sectionFrames(page).nth(4).getByRole("button", { name: "Sectie verwijderen" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Sectie verwijderen" }).click();
  await expect(sectionFrames(page)).toHaveCount(4);
  // The photos, the audio and the video are for invitees only: the family's choice.
  for (const index of [1, 2, 3]) {
    const frame = sectionFrames(page).nth(index);
    await setSectionPublic(frame, false);
    await expect(frame.getByText("Alleen voor genodigden")).toBeVisible();
  }
  await checkScreen(page, "page-edit");

  await save(page);

  // Reload: everything is there.
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Johanna de Vries");
  await expect(page.getByText("12 maart 1948 – 2 november 2025")).toBeVisible();
  await expect(page.locator("strong", { hasText: "Ze was altijd vrolijk." })).toBeVisible();
  await expect(page.locator("main section[data-section-type]")).toHaveCount(4);
  await expect(page.locator("main section[data-section-type]").nth(2)).toHaveAttribute(
    "data-section-type",
    "audio",
  );
  await expect(page.locator("main section[data-section-type]").nth(3)).toHaveAttribute(
    "data-section-type",
    "video",
  );
  await expect(page).toHaveTitle("In herinnering aan Johanna de Vries");
  // Managers see which sections visitors of the public page do not see, and act on the page.
  await expect(page.getByTestId("hidden-section-marker")).toHaveCount(3);
  await expect(
    page.getByTestId("page-actions").getByRole("button", { name: "Bewerken" }),
  ).toBeVisible();
  await expect(
    page.getByTestId("page-actions").getByRole("button", { name: "Delen" }),
  ).toBeVisible();
  await checkScreen(page, "page-view");

  // Activate: silver only (the page has video and audio), 10 years, the right amounts.
  await menu(page, "Pagina activeren");
  const wizard = page.getByRole("dialog", { name: "Selecteer het gewenste pakket" });
  await expect(wizard.getByRole("radio", { name: /BRONS/ })).toBeDisabled();
  await wizard.getByText("ZILVER").click();
  await checkScreen(page, "dialog-payment-plan");
  await wizard.getByRole("button", { name: "Volgende" }).click();
  await expect(wizard.getByRole("combobox", { name: "Looptijd" })).toHaveValue("10");
  await expect(wizard).toContainText("300,00");
  await expect(wizard).toContainText("247,93");
  await expect(wizard).toContainText("52,07");
  await checkScreen(page, "dialog-payment-years");
  await wizard.getByRole("button", { name: "Betalen" }).click();
  await expect(page).toHaveURL(new RegExp(`^${stack.apiUrl}/payments/`));
  await expect(page.locator("body")).toContainText("300,00");
  await page.getByRole("button", { name: "Betaald" }).click();
  await expect(page).toHaveURL(pageUrl);
  // Back on the page: the payment is confirmed with the package and its end date.
  const confirmation = page.getByRole("dialog", { name: "Betaling ontvangen" });
  await expect(confirmation).toContainText(/het pakket Zilver, tot \d{1,2} \w+ \d{4}/);
  await checkScreen(page, "dialog-payment-confirmed");
  await confirmation.getByRole("button", { name: "Sluiten" }).click();
  await expect(confirmation).toHaveCount(0);
  await page.getByRole("button", { name: "Menu openen" }).click();
  await expect(page.getByText(/^Pakket Zilver tot \d{1,2} \w+ \d{4}$/)).toBeVisible();
  await expect(page.getByRole("button", { name: "Pagina activeren" })).toHaveCount(0);

  // Make it public: the question first.
  const publicSwitch = page.getByRole("switch", { name: "Publiek toegankelijk" });
  await expect(publicSwitch).toBeEnabled();
  // The switch's input is visually hidden; a user clicks its label (the whole switch row).
  await page.locator("label").filter({ has: publicSwitch }).click();
  await expect(
    page.getByText(
      /^Weet u zeker dat u de volledige herinneringspagina publiek toegankelijk wilt maken\? Bezoekers zien \d+ van de \d+ secties\. 3 secties blijven alleen zichtbaar voor genodigden\.$/,
    ),
  ).toBeVisible();
  await page.getByRole("button", { name: "Publiek maken" }).click();
  await expect(publicSwitch).toBeChecked();
  await expect(
    page.getByText("De herinneringspagina is nu publiek. Iedereen met de link kan haar bekijken."),
  ).toBeVisible();
  await checkScreen(page, "menu-manager");
  await page.keyboard.press("Escape");

  // A fresh anonymous visitor at 375 px sees only the public sections.
  const anonymous = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const visitor = await anonymous.newPage();
  await visitor.goto(pageUrl.replace(stack.webUrl, stack.webUrl));
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText("Johanna de Vries");
  await expect(visitor.locator("strong", { hasText: "Ze was altijd vrolijk." })).toBeVisible();
  await expect(visitor.locator("main section[data-section-type]")).toHaveCount(1);
  // One tap opens the menu, also when it comes before the menu's code (the tap is kept and
  // replayed: visitor.spec.ts proves it with a slow menu script).
  await visitor.getByRole("button", { name: "Menu openen" }).click();
  await expect(visitor.getByRole("button", { name: "Inloggen" })).toBeVisible();
  await expect(visitor.getByText("Pagina beheren")).toHaveCount(0);
  await anonymous.close();

  // Share with a second user: viewer, then manager, then removed.
  const second = newEmail("viewer");
  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await createUser(other, mailbox, second);
  await signIn(other, second, PASSWORD);
  await expect(other).toHaveURL(/\/$/);

  await menu(page, "Toegang beheren");
  const access = page.getByRole("dialog", { name: "Toegang beheren" });
  await expect(access.getByText(owner)).toBeVisible();
  await access.getByLabel("E-mailadres").fill(second);
  await access.getByText("Bekijk", { exact: true }).last().click();
  await access.getByRole("button", { name: "Toegang opslaan" }).click();
  await expect(access.getByRole("cell", { name: second, exact: true })).toBeVisible();
  await checkScreen(page, "dialog-access");

  await other.goto(pageUrl);
  await expect(other.getByRole("heading", { level: 1 })).toHaveText("Johanna de Vries");
  await expect(other.locator("main section[data-section-type]")).toHaveCount(4);
  await other.getByRole("button", { name: "Menu openen" }).click();
  await expect(other.getByText("Pagina beheren")).toHaveCount(0);

  // The select shows the new level at once; the reload waits until the server has stored it.
  const stored = page.waitForResponse(
    (response) =>
      response.url().includes("/group-membership") && response.request().method() === "PUT",
  );
  await access.getByRole("combobox", { name: `Toegang van ${second}` }).selectOption("manage");
  await expect(access.getByRole("combobox", { name: `Toegang van ${second}` })).toHaveValue(
    "manage",
  );
  expect((await stored).ok()).toBe(true);
  await other.reload();
  await other.getByRole("button", { name: "Menu openen" }).click();
  await expect(other.getByRole("button", { name: "Bewerken" })).toBeVisible();

  await access.getByRole("button", { name: `Toegang van ${second} verwijderen` }).click();
  await page.getByRole("button", { name: "Toegang intrekken" }).click();
  await expect(access.getByRole("cell", { name: second, exact: true })).toHaveCount(0);
  await page.keyboard.press("Escape");
  await other.reload();
  await other.getByRole("button", { name: "Menu openen" }).click();
  await expect(other.getByRole("button", { name: "Bewerken" })).toHaveCount(0);
  await otherContext.close();

  // Delen: the QR code, shown and downloaded (sharing.spec.ts covers the rest of the dialog).
  await menu(page, "Delen");
  const qr = page.getByRole("dialog", { name: "Delen" });
  await expect(qr.getByRole("img", { name: /QR-code van de herinneringspagina/ })).toBeVisible({
    timeout: 35_000,
  });
  await checkScreen(page, "dialog-qr");
  const download = page.waitForEvent("download");
  await qr.getByRole("button", { name: "QR-code downloaden" }).click();
  expect((await download).suggestedFilename()).toMatch(/^qr-code-.+\.(png|svg)$/);
  await page.keyboard.press("Escape");

  // A second page whose trial expires: blocked, with the pointer to 'Pagina activeren'.
  await page.goto("/");
  await page.getByRole("button", { name: "Nieuwe herinneringspagina aanmaken" }).first().click();
  await expect(page).toHaveURL(/\/[0-9a-f-]{36}$/);
  const trialId = page.url().split("/").at(-1) ?? "";
  expect(trialId).not.toBe(profileId);
  const expired = await fetch(`${stack.apiUrl}/_local/profiles/${trialId}/expire-trial`, {
    method: "POST",
  });
  expect(expired.ok).toBe(true);
  await page.reload();
  await expect(page.getByText("Deze herinneringspagina is geblokkeerd")).toBeVisible();
  await expect(page.getByText(/Pagina activeren/).first()).toBeVisible();
  await checkScreen(page, "page-blocked");
});

test("a page that does not exist shows the not-found view", async ({
  page,
  mailbox,
  consoleGuard,
}) => {
  consoleGuard.allow(/status of 404/);
  const stranger = newEmail("stranger");
  await createUser(page, mailbox, stranger);
  await signIn(page, stranger, PASSWORD);
  await expect(page).toHaveURL(/\/$/);
  await page.goto("/00000000-0000-4000-8000-00000000abcd");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Niet gevonden");
  await expect(page.getByRole("link", { name: "Naar mijn pagina's" })).toBeVisible();
});
