// The resting place ('Rustplaats') and captions on the family's photos: the owner adds a resting
// place with an address and a map point (pasted) and a caption to a photo; an anonymous visitor
// gets both in the server's HTML; 'Route' opens the phone's own maps app on Android and iPhone
// and the web map elsewhere, at the map point; the caption is in the print version's PDF.
import { expect, test } from "./fixtures";
import { pngFile, save, sectionFrames } from "./memorial-page-helpers";
import { pdfText } from "./pdf-helpers";
import { activate, apiCall, userWithNewPage } from "./security-helpers";
import { docsScreenshot as SHOTS } from "./screenshots";

const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1";
const ANDROID =
  "Mozilla/5.0 (Linux; Android 15; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";
const DESKTOP =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

const CAPTION = "Aan zee in Bergen, zomer 1978";
const POINT = "52.344700,4.904100";

test("an owner adds a resting place and a photo caption; visitors, phones and paper get both", async ({
  browser,
  page,
  mailbox,
  stack,
  checkScreen,
}) => {
  test.setTimeout(240_000);
  const { profileId } = await userWithNewPage(page, mailbox, "rest");
  await page.getByLabel("Naam", { exact: true }).fill("Johanna de Vries");

  // A photo with a caption.
  await page.getByRole("button", { name: "Fotocarrousel" }).click();
  const carousel = sectionFrames(page).nth(0);
  const chooser = page.waitForEvent("filechooser");
  await carousel.getByRole("button", { name: "Foto's toevoegen" }).click();
  await (await chooser).setFiles([await pngFile(page, "zee.png", "#5c98b5")]);
  const caption = carousel.getByLabel("Bijschrift bij foto 1 (niet verplicht)");
  await expect(caption).toBeVisible({ timeout: 30_000 });
  await caption.fill("x".repeat(201));
  await expect(carousel.getByText("Gebruik hoogstens 200 tekens.")).toBeVisible();
  await caption.fill(CAPTION);
  await expect(carousel.getByText("Gebruik hoogstens 200 tekens.")).toBeHidden();
  await expect(carousel.locator("figcaption")).toHaveText(CAPTION);

  // The resting place: a wrong paste says so and keeps the text; a right one fills both numbers.
  await page.getByRole("button", { name: "Rustplaats" }).click();
  const editor = page.getByTestId("resting-place-editor");
  await expect(editor).toBeVisible();
  await editor.getByLabel(/^Naam van de begraafplaats of plek/).click();
  await editor.getByLabel("Adres").click();
  await expect(editor.getByText("Vul de naam van de begraafplaats of plek in.")).toBeVisible();
  await editor.getByLabel(/^Naam van de begraafplaats of plek/).fill("Begraafplaats Zorgvlied");
  await editor.getByLabel("Adres").fill("Amsteldijk 273, 1079 LM Amsterdam");
  await editor.getByLabel(/^Vak\/nummer/).fill("Vak C, nr. 112");
  await editor
    .getByLabel(/^Aanwijzingen/)
    .fill("Vanaf de hoofdingang rechtsaf, voorbij de treurbeuk.");
  const paste = editor.getByLabel("Coördinaten plakken");
  await paste.fill("bij de treurbeuk");
  await paste.blur();
  await expect(editor.getByText(/Deze coördinaten herkennen we niet/)).toBeVisible();
  await expect(paste).toHaveValue("bij de treurbeuk");
  await paste.fill("52.3447, 4.9041");
  await paste.blur();
  await expect(editor.getByLabel("Breedtegraad")).toHaveValue("52.3447");
  await expect(editor.getByLabel("Lengtegraad")).toHaveValue("4.9041");
  await editor.getByLabel("Lengtegraad").fill("190");
  await editor.getByLabel("Lengtegraad").blur();
  await expect(editor.getByText(/Vul een lengtegraad in tussen -180 en 180/)).toBeVisible();
  await editor.getByLabel("Lengtegraad").fill("4,9041");
  await expect(editor.getByText(/Vul een lengtegraad in/)).toBeHidden();
  // One resting place per page.
  await expect(page.getByRole("button", { name: "Rustplaats" })).toBeDisabled();
  await editor.scrollIntoViewIfNeeded();
  await checkScreen(page, "resting-place-editor");
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await editor.scrollIntoViewIfNeeded();
    await editor.screenshot({ path: SHOTS(`resting-place-editor-${String(width)}.png`) });
    await carousel.scrollIntoViewIfNeeded();
    await carousel.screenshot({ path: SHOTS(`photo-caption-editor-${String(width)}.png`) });
  }
  await save(page);

  // Public (after paying), then read by visitors.
  await activate(page, stack.apiUrl, profileId);
  const made = await apiCall(page, stack.apiUrl, `/api/v1/profiles/${profileId}/public`, {
    method: "POST",
    body: { isPublic: true },
  });
  expect(made.status).toBe(200);

  const plain = await browser.newContext({ javaScriptEnabled: false, userAgent: DESKTOP });
  try {
    const anonymous = await plain.newPage();
    const response = await anonymous.goto(`/${profileId}`);
    expect(response?.headers()["x-memorial-render"]).toBe("server");
    const html = (await response?.text()) ?? "";
    expect(html).toContain("Begraafplaats Zorgvlied");
    expect(html).toContain(CAPTION);
    const place = anonymous.locator("article[data-resting-place]");
    await expect(place.getByRole("heading", { name: "Rustplaats" })).toBeVisible();
    await expect(place).toContainText("Amsteldijk 273, 1079 LM Amsterdam");
    await expect(place).toContainText("Vak/nummer: Vak C, nr. 112");
    await expect(
      place.getByRole("link", { name: /^Route naar Begraafplaats Zorgvlied/ }),
    ).toHaveAttribute(
      "href",
      "https://www.openstreetmap.org/?mlat=52.344700&mlon=4.904100#map=18/52.344700/4.904100",
    );
    const figure = anonymous.getByRole("figure", { name: CAPTION });
    await expect(figure).toBeVisible();
    await expect(figure.getByRole("img", { name: "Foto 1 van 1" })).toBeVisible();
    // No map from elsewhere: every image and script of the page comes from its own origins.
    for (const width of [375, 1280]) {
      await anonymous.setViewportSize({ width, height: 900 });
      await place.screenshot({ path: SHOTS(`resting-place-view-${String(width)}.png`) });
      await figure.screenshot({ path: SHOTS(`photo-caption-view-${String(width)}.png`) });
    }
    expect(
      await anonymous.evaluate(() => document.documentElement.scrollWidth),
    ).toBeLessThanOrEqual(1280);
  } finally {
    await plain.close();
  }

  // With script, on each platform: the route link follows the boot script's choice.
  for (const [userAgent, href] of [
    [ANDROID, `geo:${POINT}?q=${POINT}`],
    [IPHONE, `maps://?ll=${POINT}&q=${POINT}`],
    [
      DESKTOP,
      "https://www.openstreetmap.org/?mlat=52.344700&mlon=4.904100#map=18/52.344700/4.904100",
    ],
  ] as const) {
    const context = await browser.newContext({ userAgent });
    try {
      const visitor = await context.newPage();
      await visitor.goto(`/${profileId}`);
      await expect(visitor.getByTestId("resting-place-route")).toHaveAttribute("href", href);
    } finally {
      await context.close();
    }
  }

  // Paper: the print version has the resting place and the caption under the photo.
  await page.goto(`/${profileId}/afdrukken`);
  await expect(page.getByRole("heading", { level: 1, name: "Johanna de Vries" })).toBeVisible();
  await expect
    .poll(() =>
      page.evaluate(() =>
        Array.from(document.images).every((img) => img.complete && img.naturalWidth > 0),
      ),
    )
    .toBe(true);
  const pdf = await page.pdf({ format: "A4", preferCSSPageSize: true, printBackground: true });
  const { text } = await pdfText(pdf);
  const words = text.replace(/\s+/g, " ");
  expect(words).toContain(CAPTION);
  expect(words).toContain("Rustplaats");
  expect(words).toContain("Begraafplaats Zorgvlied");
  expect(words).toContain("Vak/nummer: Vak C, nr. 112");
  expect(words).toContain("Coördinaten: 52.344700, 4.904100");
});
