// Keeping a page: the demo page's manager downloads the whole page as a ZIP through
// 'Pagina downloaden of afdrukken', the ZIP is unpacked and its index.html opened from file://
// in Chromium with JavaScript disabled (name, dates, texts and photos are there), and the print
// version is printed to PDF (A4) with the name on page 1, the gathering's day, time and place,
// and on the last page a QR code that reads back as the page's address; its pages are rendered
// to PNG (docs/screenshots/print-page-*.png).
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Page } from "@playwright/test";
import { extractText, getDocumentProxy } from "unpdf";
import { readZip } from "@memorial/local-backend/testing";
import { DEMO, expect, signIn, test } from "./fixtures";
import { menu } from "./memorial-page-helpers";
import { pdfPagesAsPng, readQrCode } from "./pdf-helpers";
import { DOCS_SCREENSHOTS } from "./screenshots";

/** Unpacks a ZIP into `dir`; answers the entry names. */
async function unzipTo(file: string, dir: string): Promise<string[]> {
  const entries = await readZip(await readFile(file));
  for (const entry of entries) {
    const target = path.join(dir, entry.name);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, entry.data);
  }
  return entries.map((entry) => entry.name);
}

async function screenshots(page: Page, name: string): Promise<void> {
  await mkdir(DOCS_SCREENSHOTS, { recursive: true });
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.evaluate(() => document.fonts.ready);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
    );
    expect(overflow, `${name} scrolls sideways at ${String(width)} px`).toBe(false);
    await page.screenshot({
      path: `${DOCS_SCREENSHOTS}${name}-${String(width)}.png`,
      fullPage: true,
    });
  }
}

test("a manager downloads the whole page and it opens from file:// without JavaScript", async ({
  page,
  browser,
  checkScreen,
}) => {
  test.setTimeout(360_000);
  await page.goto("/login");
  await signIn(page, DEMO.email, DEMO.password);
  const link = page.getByRole("link", { name: /Johanna de Vries/ }).first();
  await expect(link).toBeVisible();
  const href = (await link.getAttribute("href")) ?? "";
  await page.goto(href);
  await expect(page.getByRole("heading", { level: 1, name: "Johanna de Vries" })).toBeVisible();
  await menu(page, "Pagina downloaden of afdrukken");
  await expect(page).toHaveURL(new RegExp(`${href}/bewaren$`));
  await expect(page.getByRole("heading", { level: 2, name: "Pagina downloaden" })).toBeVisible();

  await page.getByRole("button", { name: "Download maken" }).click();
  const save = page.getByRole("link", { name: "ZIP-bestand opslaan" });
  await expect(save).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText(/^Grootte: /)).toBeVisible();
  await checkScreen(page, "export-ready");
  await screenshots(page, "export-download");

  const downloading = page.waitForEvent("download");
  await save.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("herinneringspagina-johanna-de-vries.zip");
  const dir = await mkdtemp(path.join(os.tmpdir(), "memorial-export-e2e-"));
  try {
    const zipFile = path.join(dir, "pagina.zip");
    await download.saveAs(zipFile);
    const unpacked = path.join(dir, "uitgepakt");
    const names = await unzipTo(zipFile, unpacked);
    expect(names).toEqual(
      expect.arrayContaining([
        "index.html",
        "LEESMIJ.txt",
        "condoleances.csv",
        "kaarsjes.csv",
        "pagina.json",
      ]),
    );
    expect(names.filter((name) => name.startsWith("media/")).length).toBeGreaterThanOrEqual(4);

    // A browser without network and without JavaScript, like a family's computer in 20 years.
    const offline = await browser.newContext({ javaScriptEnabled: false, offline: true });
    try {
      const local = await offline.newPage();
      await local.goto(pathToFileURL(path.join(unpacked, "index.html")).toString());
      await expect(
        local.getByRole("heading", { level: 1, name: "Johanna de Vries" }),
      ).toBeVisible();
      await expect(local.getByText("12 maart 1948 – 2 november 2025")).toBeVisible();
      await expect(local.getByText(/Johanna werd geboren in Zwolle/)).toBeVisible();
      await expect(local.getByText(/De herdenking is op zaterdag/)).toBeVisible();
      await expect(local.getByText(/luisterend oor/)).toBeVisible();
      const images = local.locator("img");
      expect(await images.count()).toBeGreaterThanOrEqual(4);
      for (const image of await images.all()) {
        await image.scrollIntoViewIfNeeded();
        await expect
          .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
          .toBeGreaterThan(0);
      }
      await screenshots(local, "export-index-html");
    } finally {
      await offline.close();
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

test("the print version prints on A4 with the name on page 1", async ({ page }) => {
  test.setTimeout(240_000);
  await page.goto("/login");
  await signIn(page, DEMO.email, DEMO.password);
  const link = page.getByRole("link", { name: /Johanna de Vries/ }).first();
  await expect(link).toBeVisible();
  const href = (await link.getAttribute("href")) ?? "";
  await page.goto(`${href}/bewaren`);
  await page.getByRole("link", { name: "Afdrukversie openen" }).click();
  await expect(page).toHaveURL(new RegExp(`${href}/afdrukken$`));
  await expect(page.getByRole("heading", { level: 1, name: "Johanna de Vries" })).toBeVisible();
  await expect(page.getByRole("img", { name: "QR-code van de herinneringspagina" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Condoleances" })).toBeVisible();
  await expect
    .poll(() =>
      page.evaluate(() =>
        Array.from(document.images).every((img) => img.complete && img.naturalWidth > 0),
      ),
    )
    .toBe(true);
  await screenshots(page, "export-print");

  const pdf = await page.pdf({ format: "A4", preferCSSPageSize: true, printBackground: true });
  const pdfDocument = await getDocumentProxy(new Uint8Array(pdf));
  const { totalPages, text } = await extractText(pdfDocument, { mergePages: false });
  expect(totalPages).toBeGreaterThanOrEqual(1);
  expect(totalPages).toBeLessThanOrEqual(6);
  const first = text[0] ?? "";
  expect(first).toContain("Johanna de Vries");
  expect(first).toContain("12 maart 1948");
  const all = text.join("\n");
  expect(all).toContain("Johanna werd geboren in Zwolle");
  expect(all).toContain("Condoleances");
  // The toolbar (print button, way back) is not printed.
  expect(all).not.toContain("Afdrukken");
  // The gathering is on paper: its name, day and time, place and notes.
  expect(all).toContain("Herdenkingsbijeenkomst");
  // The family's wishes are on paper; the members-only livestream is not.
  expect(all).toContain("Liever geen bloemen");
  expect(all).toContain("In plaats van bloemen: een gift aan KWF Kankerbestrijding");
  expect(all).not.toContain("kijk.example.nl");
  expect(all).toMatch(/14\.00–16\.00\s+uur/);
  expect(all).toContain("Buurthuis De Heidebloem");
  expect(all).toContain("Heidelaan 12, 8017 AB Zwolle");
  expect(all).toContain("Iedereen die Johanna kende is welkom.");
  // Members-only sections stay off paper.
  expect(all).not.toContain("Voor de familie");
  // The address is written out on the last page, beside a code that reads back as it.
  const address = new URL(href, page.url()).href;
  expect((text.at(-1) ?? "").replace(/\s+/g, "")).toContain(address);
  const rendered = await pdfPagesAsPng(pdf, 150);
  expect(rendered).toHaveLength(totalPages);
  expect(await readQrCode(rendered.at(-1) ?? "")).toBe(address);
  await mkdir(DOCS_SCREENSHOTS, { recursive: true });
  for (const [index, file] of rendered.entries()) {
    await writeFile(`${DOCS_SCREENSHOTS}print-page-${String(index + 1)}.png`, await readFile(file));
  }
  await mkdir(DOCS_SCREENSHOTS, { recursive: true });
  const preview = await page.context().newPage();
  try {
    await preview.setViewportSize({ width: 794, height: 1123 });
    await preview.goto(page.url());
    await preview.emulateMedia({ media: "print" });
    await expect(
      preview.getByRole("heading", { level: 1, name: "Johanna de Vries" }),
    ).toBeVisible();
    await preview.screenshot({ path: `${DOCS_SCREENSHOTS}export-print-preview-a4.png` });
  } finally {
    await preview.close();
  }
});
