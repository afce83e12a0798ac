// 'Herinnering delen': an anonymous visitor of the public demo page shares a memory with two
// photos (a file that is no photo is refused first, and the text stays); the manager finds it
// in 'Berichten beheren' under 'Herinneringen' and approves it; it is then in the page's server
// HTML with its captions, shown with lazy photos, and in the page's ZIP (herinneringen/).
import { mkdir, readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import type { Page } from "@playwright/test";
import { readZip } from "@memorial/local-backend/testing";
import { DEMO, expect, signIn, test } from "./fixtures";
import { menu } from "./memorial-page-helpers";
import { DOCS_SCREENSHOTS } from "./screenshots";

const media = (name: string) => fileURLToPath(new URL(`./media/${name}`, import.meta.url));

/** Screenshots of what `target` shows at 375 and 1280 px, into docs/screenshots/. */
async function screenshots(page: Page, name: string, target = page.locator("body")) {
  await mkdir(DOCS_SCREENSHOTS, { recursive: true });
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.evaluate(() => document.fonts.ready);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
    );
    expect(overflow, `${name} scrolls sideways at ${String(width)} px`).toBe(false);
    await target.screenshot({ path: `${DOCS_SCREENSHOTS}${name}-${String(width)}.png` });
  }
}

/** Scrolls to the register until its island has taken over (the forms have no fields before). */
async function openRegister(page: Page): Promise<void> {
  const slot = page.locator("[data-condolences-slot]");
  await expect(async () => {
    await slot.scrollIntoViewIfNeeded();
    await expect(page.getByRole("heading", { name: "Herinneringen", exact: true })).toBeVisible({
      timeout: 2000,
    });
    await expect(slot.locator("[inert], [data-form-later]")).toHaveCount(0, { timeout: 2000 });
  }).toPass({ timeout: 60_000 });
}

test("a visitor shares a memory with two photos; approved, it is on the page and in the ZIP", async ({
  browser,
  page: visitor,
  stack,
}) => {
  test.setTimeout(360_000);
  const writer = `Marja Herinnering ${Date.now().toString(36)}`;
  const text = "Elke zomer gingen we samen naar zee.\nZij liep altijd als eerste het water in.";

  // The manager signs in; the page list names the demo page's address.
  const managerContext = await browser.newContext({
    baseURL: stack.webUrl,
    viewport: { width: 1280, height: 900 },
    locale: "nl-NL",
    timezoneId: "Europe/Amsterdam",
  });
  const manager = await managerContext.newPage();
  await manager.goto("/login");
  await signIn(manager, DEMO.email, DEMO.password);
  const link = manager.getByRole("link", { name: /Johanna de Vries/ }).first();
  const path = (await link.getAttribute("href")) ?? "";
  expect(path).toMatch(/^\/[\w-]+$/);

  // The seeded memory is in the server-rendered page, its caption as text.
  const before = await (await fetch(`${stack.webUrl}${path}`)).text();
  expect(before).toContain("Aan zee bij Scheveningen, de zomer van 1979");

  // An anonymous visitor at 375 px.
  await visitor.setViewportSize({ width: 375, height: 800 });
  await visitor.goto(path);
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText("Johanna de Vries");
  await openRegister(visitor);
  const form = visitor.getByTestId("memory-form");
  await form.scrollIntoViewIfNeeded();
  await form.getByRole("textbox", { name: /Uw naam/ }).fill(writer);
  await form.getByRole("textbox", { name: /Hoe kende u/ }).fill("Buurvrouw");
  await form.getByRole("textbox", { name: /Uw herinnering/ }).fill(text);

  // A file that is not a photo is refused with a Dutch message; the text stays.
  const files = form.locator('input[type="file"]');
  await files.setInputFiles(media("geen-foto.png"));
  await expect(
    form.getByText(/De inhoud van "geen-foto.png" is geen geldige JPEG- of PNG-foto/),
  ).toBeVisible();
  await expect(form.getByRole("textbox", { name: /Uw herinnering/ })).toHaveValue(text);

  // Two photos with a caption each.
  await files.setInputFiles([media("zee.jpg"), media("heide.jpg")]);
  await form
    .getByRole("textbox", { name: "Bijschrift bij foto 1 (niet verplicht)" })
    .fill("Zee bij Bergen");
  await form
    .getByRole("textbox", { name: "Bijschrift bij foto 2 (niet verplicht)" })
    .fill("Op de heide");
  await screenshots(visitor, "memories-form", form);
  await visitor.setViewportSize({ width: 375, height: 800 });
  await form.getByRole("button", { name: "Herinnering delen" }).click();
  await expect(visitor.getByText(/Uw herinnering is verzonden/)).toBeVisible({ timeout: 60_000 });

  // The manager approves it in 'Berichten beheren', under 'Herinneringen'.
  await manager.goto(path);
  await expect(manager.getByRole("heading", { level: 1 })).toHaveText("Johanna de Vries");
  await menu(manager, "Berichten beheren");
  await expect(manager.getByRole("heading", { name: "Berichten beheren" })).toBeVisible();
  await manager
    .getByRole("group", { name: "Soort bericht" })
    .getByRole("button", { name: "Herinneringen" })
    .click();
  const item = manager.getByRole("listitem").filter({ hasText: writer });
  await expect(item).toContainText("Wacht op goedkeuring");
  await expect(item.getByText("Zee bij Bergen")).toBeVisible();
  await expect(
    manager.getByRole("listitem").filter({ hasText: "Kees de Vries" }).first(),
  ).toContainText("Aan zee bij Scheveningen, de zomer van 1979");
  await screenshots(manager, "memories-moderation");
  await manager.setViewportSize({ width: 1280, height: 900 });
  await item.getByRole("button", { name: `Bericht van ${writer} goedkeuren` }).click();
  await expect(item).toContainText("Zichtbaar");

  // On the page: in the server HTML with its captions, shown with lazy photos.
  await expect(async () => {
    const html = await (await fetch(`${stack.webUrl}${path}`)).text();
    expect(html).toContain(writer);
    expect(html).toContain("Zee bij Bergen");
    expect(html).toContain("Op de heide");
    // Its photos come through the page's own address, as the page's other photos.
    expect(html).toMatch(/<img src="\/media\/[^"]+\?w=640"/);
    expect(html).not.toMatch(/(?:src|srcSet)="https?:\/\/[^"]*\/media\//);
  }).toPass({ timeout: 20_000 });
  const other = await browser.newPage({ baseURL: stack.webUrl });
  await other.setViewportSize({ width: 375, height: 800 });
  await other.goto(path);
  await openRegister(other);
  const shown = other.getByRole("article", { name: writer });
  await expect(shown).toBeVisible();
  await expect(shown.getByText("Op de heide")).toBeVisible();
  const photo = shown.locator("figure").filter({ hasText: "Zee bij Bergen" }).getByRole("img");
  await expect(photo).toHaveAttribute("loading", "lazy");
  // The register's island shows the same photos (the same addresses as the markup's).
  await expect(photo).toHaveAttribute("src", /^\/media\//);
  await photo.scrollIntoViewIfNeeded();
  await expect
    .poll(() => photo.evaluate((img) => (img as HTMLImageElement).naturalWidth))
    .toBeGreaterThan(0);
  // Read again after this visitor shares a memory of their own (the list is read anew, the API
  // answering with its own addresses): the photos stay at the page's address.
  const reread = other.waitForResponse(
    (answer) => answer.url().includes("/condolences?") && answer.url().includes("kind=memory"),
  );
  const ownForm = other.getByTestId("memory-form");
  await ownForm.getByRole("textbox", { name: /Uw naam/ }).fill("Wim Bakker");
  await ownForm.getByRole("textbox", { name: /Uw herinnering/ }).fill("Hij zong altijd mee.");
  await ownForm.getByRole("button", { name: "Herinnering delen" }).click();
  await expect(other.getByText(/Uw herinnering is verzonden/)).toBeVisible({ timeout: 60_000 });
  const again = (await (await reread).json()) as { items: { photos?: { url: string }[] }[] };
  expect(again.items.flatMap((item) => item.photos ?? [])[0]?.url).toMatch(/^https?:\/\//);
  // (Two frames: the new answer is on screen.)
  await other.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
  await expect(photo).toHaveAttribute("src", /^\/media\//);
  await screenshots(other, "memories-page", shown);
  await other.close();

  // In the ZIP: herinneringen/ with the photos and herinneringen.csv.
  await manager.goto(`${path}/bewaren`);
  await manager.getByRole("button", { name: "Download maken" }).click();
  const save = manager.getByRole("link", { name: "ZIP-bestand opslaan" });
  await expect(save).toBeVisible({ timeout: 60_000 });
  const downloading = manager.waitForEvent("download");
  await save.click();
  const download = await downloading;
  const entries = await readZip(await readFile(await download.path()));
  const names = entries.map((entry) => entry.name);
  const csv = entries.find((entry) => entry.name === "herinneringen/herinneringen.csv");
  expect(csv, names.join(", ")).toBeDefined();
  const csvText = csv?.data.toString("utf8") ?? "";
  expect(csvText.startsWith("\uFEFF")).toBe(true);
  expect(csvText).toContain(writer);
  expect(csvText).toContain("Zee bij Bergen");
  expect(csvText).toContain("Aan zee bij Scheveningen, de zomer van 1979");
  expect(
    names.filter((name) => /^herinneringen\/.+\.jpg$/.test(name)).length,
  ).toBeGreaterThanOrEqual(3);
  const index = entries.find((entry) => entry.name === "index.html")?.data.toString("utf8") ?? "";
  expect(index).toContain("<h2>Herinneringen</h2>");
  expect(index).toContain("Op de heide");

  await managerContext.close();
});
