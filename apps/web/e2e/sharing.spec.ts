// Sharing as a visitor and a family member meet it: the server-rendered page's link
// preview and robots answer, the register's jump links near the top (also without JavaScript),
// the visitor's menu, the 'Delen' dialog with the clipboard, the QR code and the printable
// cards, and the honest note of a page that is not public.
import { readFile } from "node:fs/promises";
import type { Download, Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { demoPagePath } from "./demo-page";
import { pdfPagesAsPng, pdfText, readDownload, readQrCode } from "./pdf-helpers";
import { activate, userWithNewPage } from "./security-helpers";

function meta(page: Page, property: string) {
  return page.locator(`head meta[property="${property}"], head meta[name="${property}"]`);
}

/** Scrolls a dialog's body back to its start (for the screenshot: what one sees on opening). */
async function toTop(dialog: Locator): Promise<void> {
  await dialog.evaluate((element) => {
    for (const part of [element, ...element.querySelectorAll("*")]) {
      if (part.scrollTop > 0) part.scrollTop = 0;
    }
  });
}

async function savedText(download: Download): Promise<string> {
  const path = await download.path();
  return readFile(path, "utf8");
}

test("a visitor shares a public page: preview tags, jump links, menu and 'Delen'", async ({
  browser,
  context,
  page,
  stack,
  checkScreen,
}) => {
  const path = await demoPagePath(browser);
  const address = `${stack.webUrl}${path}`;
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: stack.webUrl });
  await page.setViewportSize({ width: 375, height: 800 });
  const response = await page.goto(path, { waitUntil: "load" });
  expect(response?.headers()["x-memorial-render"]).toBe("server");

  // Link previews, read from the server's HTML; search engines only by the family's choice.
  expect(response?.headers()["x-robots-tag"]).toBe("noindex, nofollow");
  await expect(page.locator('head meta[name="robots"]')).toHaveAttribute(
    "content",
    "noindex, nofollow",
  );
  await expect(meta(page, "og:title")).toHaveAttribute("content", "Johanna de Vries");
  await expect(meta(page, "og:description")).toHaveAttribute(
    "content",
    /^12 maart 1948 – 2 november 2025\. /,
  );
  await expect(meta(page, "og:url")).toHaveAttribute("content", address);
  await expect(meta(page, "og:locale")).toHaveAttribute("content", "nl_NL");
  await expect(meta(page, "twitter:card")).toHaveAttribute("content", "summary_large_image");
  await expect(meta(page, "og:image")).toHaveAttribute("content", /^https?:\/\/.+\?w=640$/);
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute("href", address);

  // The register's two actions near the top jump to it.
  const top = page.getByRole("navigation", { name: "Condoleanceregister" });
  await expect(top.getByRole("link", { name: "Condoleance schrijven" })).toBeVisible();
  await checkScreen(page, "sharing-visitor-page");
  await top.getByRole("link", { name: "Kaarsje aansteken" }).click();
  await expect(page).toHaveURL(`${address}#kaarsje-aansteken`);
  await expect(page.locator("#kaarsje-aansteken")).toBeInViewport();
  await page.evaluate(() => {
    window.scrollTo(0, 0);
  });

  // The visitor's menu: Delen, the register's two actions, a smaller Inloggen, no Home.
  await page.getByRole("button", { name: "Menu openen" }).click();
  const drawer = page.getByRole("dialog");
  await expect(drawer.getByRole("button", { name: "Delen" })).toBeVisible();
  await expect(drawer.getByRole("link", { name: "Condoleance schrijven" })).toHaveAttribute(
    "href",
    "#condoleance-schrijven",
  );
  await expect(drawer.getByRole("link", { name: "Kaarsje aansteken" })).toBeVisible();
  await expect(drawer.getByRole("button", { name: "Inloggen" })).toBeVisible();
  await expect(drawer.getByRole("button", { name: "Home" })).toHaveCount(0);
  await checkScreen(page, "sharing-visitor-menu");
  await drawer.getByRole("button", { name: "Delen" }).click();

  const share = page.getByRole("dialog", { name: "Delen" });
  await expect(share.getByLabel("Adres van de pagina")).toHaveValue(address);
  // No share sheet in desktop Chromium: WhatsApp, e-mail and Facebook carry the address.
  const whatsapp = share.getByRole("link", { name: /WhatsApp/ });
  await expect(whatsapp).toHaveAttribute("href", new RegExp(encodeURIComponent(address)));
  await expect(share.getByRole("link", { name: /E-mail/ })).toHaveAttribute("href", /^mailto:/);
  await expect(share.getByRole("link", { name: /Facebook/ })).toHaveAttribute(
    "href",
    /facebook\.com\/sharer/,
  );
  await share.getByRole("button", { name: "Link kopiëren" }).click();
  await expect(
    share.getByRole("status").filter({ hasText: "De link is gekopieerd." }),
  ).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);

  // The QR code, drawn in the browser for a visitor, and the printable cards.
  await expect(share.getByRole("img", { name: /QR-code van de herinneringspagina/ })).toBeVisible();
  const qrDownload = page.waitForEvent("download");
  await share.getByRole("button", { name: "QR-code downloaden" }).click();
  const qr = await qrDownload;
  expect(qr.suggestedFilename()).toBe("qr-code-herinneringspagina.svg");
  expect(await savedText(qr)).toContain("<svg");
  // The cards as PDF: the name, the dates and the address as text, and a code that reads back
  // as the address on every card of the sheet (one decoded per rendered page here).
  // The first card of a sheet: the top-left quarter of A4, the first label 20 mm in and 13.5 mm
  // down.
  for (const [label, fileName, firstCard] of [
    [
      /Vier kaarten A6 op A4/,
      "herinneringskaarten-4x-a6-op-a4.pdf",
      { left: 0, top: 0, width: 0.5, height: 0.5 },
    ],
    [/Eén kaart A6/, "herinneringskaart-a6.pdf", undefined],
    [
      /Labels 5 × 5 cm op A4/,
      "qr-labels-5x5cm-op-a4.pdf",
      { left: 0.05, top: 0.02, width: 0.33, height: 0.22 },
    ],
  ] as const) {
    const cardDownload = page.waitForEvent("download");
    await share.getByRole("button", { name: label }).click();
    const card = await cardDownload;
    expect(card.suggestedFilename()).toBe(fileName);
    const pdf = await readDownload(await card.path());
    const { text, pages } = await pdfText(pdf);
    expect(pages).toBe(1);
    expect(text).toContain("Johanna de Vries");
    expect(text).toContain("12 maart 1948 – 2 november 2025");
    expect(text.replace(/\s+/g, "")).toContain(address);
    const [first] = await pdfPagesAsPng(pdf, 150);
    expect(first).toBeDefined();
    expect(await readQrCode(first ?? "", firstCard)).toBe(address);
  }
  // The print shop's SVG.
  const svgDownload = page.waitForEvent("download");
  await share.getByRole("button", { name: "Kaart A6 (SVG)" }).click();
  const svg = await svgDownload;
  expect(svg.suggestedFilename()).toBe("herinneringskaart-a6-voor-de-drukker.svg");
  const cardSvg = await savedText(svg);
  expect(cardSvg).toContain('width="105mm"');
  expect(cardSvg).toContain("Johanna de Vries");
  await toTop(share);
  await checkScreen(page, "sharing-visitor-dialog");
});

test("without JavaScript the jump links work and no menu button does nothing", async ({
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
    await page.goto(path);
    await expect(page.locator("[data-visitor-menu]")).toBeHidden();
    await expect(page.getByRole("button", { name: "Menu openen" })).toHaveCount(0);
    await page.getByRole("link", { name: "Condoleance schrijven" }).click();
    await expect(page).toHaveURL(`${stack.webUrl}${path}#condoleance-schrijven`);
    await expect(page.locator("#condoleance-schrijven")).toBeInViewport();
  } finally {
    await noScript.close();
  }
});

test("the family shares a page that is not public yet, then makes it public and findable", async ({
  page,
  stack,
  mailbox,
  checkScreen,
}) => {
  test.setTimeout(360_000);
  const { profileId } = await userWithNewPage(page, mailbox, "sharing");
  const address = `${stack.webUrl}/${profileId}`;

  // On trial: the way to make it public comes first ('Pagina activeren' with the prices), then
  // invitations.
  await page.getByRole("button", { name: "Menu openen" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Delen", exact: true }).click();
  const share = page.getByRole("dialog", { name: "Delen" });
  await expect(share.getByRole("note")).toContainText("De pagina is nog niet publiek");
  await expect(share.getByRole("note")).toContainText(
    "Alleen genodigden die zijn ingelogd kunnen de pagina openen.",
  );
  await expect(share.getByLabel("Adres van de pagina")).toHaveValue(address);
  await expect(share.getByRole("button", { name: "Pagina activeren" })).toBeVisible();
  await expect(share.getByRole("note")).toContainText(
    "Brons € 20,00 per jaar, Zilver € 30,00 per jaar, inclusief btw.",
  );
  await expect(share.getByRole("button", { name: "Mensen uitnodigen" })).toBeVisible();
  // Copying the address of a page that is not public asks first, like every share target.
  await share.getByRole("button", { name: "Link kopiëren" }).click();
  const copyWarning = page.getByRole("alertdialog", {
    name: "Link van een pagina die niet publiek is",
  });
  await expect(copyWarning).toContainText("kan de pagina nog niet zien");
  await copyWarning.getByRole("button", { name: "Annuleren" }).click();
  await expect(copyWarning).toBeHidden();
  await expect(share.getByRole("img", { name: /QR-code van de herinneringspagina/ })).toBeVisible({
    timeout: 35_000,
  });
  // Downloading the code of a page that is not public first says what a scanner will see.
  await share.getByRole("button", { name: "QR-code downloaden" }).click();
  const warning = page.getByRole("alertdialog", {
    name: "QR-code van een pagina die niet publiek is",
  });
  await expect(warning).toContainText("ziet dat de pagina niet gevonden is");
  await checkScreen(page, "sharing-not-public-warning");
  await warning.getByRole("button", { name: "Annuleren" }).click();
  await expect(warning).toBeHidden();
  await toTop(share);
  await checkScreen(page, "sharing-not-public");
  await share.getByRole("button", { name: "Mensen uitnodigen" }).click();
  await expect(page.getByRole("dialog", { name: "Toegang beheren" })).toBeVisible();
  await page.keyboard.press("Escape");

  // Paid: the dialog offers to make the page public, after the usual question.
  await activate(page, stack.apiUrl, profileId);
  await page.reload();
  await page.getByRole("button", { name: "Menu openen" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Delen", exact: true }).click();
  await share.getByRole("button", { name: "Pagina publiek maken" }).click();
  const question = page.getByRole("alertdialog");
  await expect(question).toContainText("publiek toegankelijk");
  await question.getByRole("button", { name: "Publiek maken" }).click();
  await expect(share.getByRole("note")).toBeHidden();
  await page.keyboard.press("Escape");
  await expect(share).toBeHidden();

  // Public, and not indexed until the family turns on 'Vindbaar via zoekmachines'.
  const before = await fetch(address);
  expect(before.headers.get("x-robots-tag")).toBe("noindex, nofollow");
  await page.getByRole("button", { name: "Menu openen" }).click();
  const findable = page.getByRole("switch", { name: "Vindbaar via zoekmachines" });
  await expect(findable).not.toBeChecked();
  await findable.focus();
  await page.keyboard.press("Space");
  await expect(findable).toBeChecked();
  await expect(findable).toBeEnabled();
  await expect
    .poll(async () => (await fetch(address)).headers.get("x-robots-tag"), { timeout: 90_000 })
    .toMatch(/^index, follow/);
});
