// The gathering section (issue 21): an owner adds a gathering, saves and reloads; an anonymous
// visitor without JavaScript sees it in the server's HTML and downloads its calendar file, which
// parses as an event in Europe/Amsterdam.
import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import type { Locator } from "@playwright/test";
import ICAL from "ical.js";
import { expect, test } from "./fixtures";
import { save, sectionFrames, setSectionPublic } from "./memorial-page-helpers";
import { activate, apiCall, userWithNewPage } from "./security-helpers";

const YEAR = new Date().getFullYear() + 1;
/** The right edge of the element or of whatever inside it reaches furthest right. */
function rightmostEdge(locator: Locator): Promise<number> {
  return locator.evaluate((root) =>
    Math.max(
      ...[root, ...root.querySelectorAll("*")].map((el) => el.getBoundingClientRect().right),
    ),
  );
}

const SHOTS = (name: string) =>
  fileURLToPath(new URL(`../../../docs/screenshots/${name}`, import.meta.url));

test("an owner adds a gathering; a visitor without JavaScript sees it and adds it to a calendar", async ({
  browser,
  page,
  mailbox,
  stack,
  checkScreen,
}) => {
  const { profileId } = await userWithNewPage(page, mailbox, "gathering");
  await page.getByRole("button", { name: "Bijeenkomst" }).click();
  const editor = page.getByTestId("gathering-editor");
  await expect(editor).toBeVisible();

  await editor
    .getByLabel("Soort bijeenkomst")
    .selectOption({ label: "Uitvaart of afscheidsdienst" });
  await editor.getByRole("button", { name: /^Datum/ }).click();
  await page.getByRole("combobox", { name: "Kies het jaar" }).selectOption(String(YEAR));
  await page.getByRole("combobox", { name: "Kies de maand" }).selectOption({ label: "november" });
  await page.getByRole("button", { name: new RegExp(`\\b27 november ${String(YEAR)}`) }).click();
  await editor.getByLabel("Begintijd").fill("14.00");
  await editor.getByLabel(/^Naam van de locatie/).click();
  // The time is written the Dutch way and stored as HH:MM.
  await expect(editor.getByLabel("Begintijd")).toHaveValue("14:00");
  await editor.getByLabel(/^Naam van de locatie/).fill("Aula De Nieuwe Ooster");
  await editor.getByLabel("Straat en huisnummer").fill("Kruislaan 126");
  await editor.getByLabel("Postcode").fill("1097 GA");
  await editor.getByLabel("Plaats").fill("Amsterdam");
  await editor.getByLabel(/Link om online/).fill("http://kerkdienstgemist.nl/live");
  await editor.getByLabel("Postcode").click();
  await expect(
    editor.getByText("Gebruik een volledig adres dat begint met https://"),
  ).toBeVisible();
  await editor.getByLabel(/Link om online/).fill("https://kerkdienstgemist.nl/live");
  await expect(editor.getByText("Gebruik een volledig adres dat begint met https://")).toBeHidden();
  await setSectionPublic(sectionFrames(page).nth(0), true);
  await checkScreen(page, "gathering-editor");
  // At 200 % text on a phone the editor still fits: no sideways scrolling.
  await page.setViewportSize({ width: 375, height: 900 });
  await page.addStyleTag({ content: "html { font-size: 200% !important; }" });
  await editor.scrollIntoViewIfNeeded();
  // (The page's edit bar below is not part of this section.)
  await editor.screenshot({ path: SHOTS("gathering-editor-375-text-200.png") });
  expect(await rightmostEdge(editor)).toBeLessThanOrEqual(375);
  await page.setViewportSize({ width: 1280, height: 900 });
  await save(page);

  await page.reload();
  const card = page.locator("article[data-gathering]");
  await expect(card.getByRole("heading", { name: "Afscheidsdienst" })).toBeVisible();
  await expect(card).toContainText(new RegExp(`27 november ${String(YEAR)}, 14\\.00\\s+uur`));
  await expect(card).toContainText("Kruislaan 126, 1097 GA Amsterdam");
  await expect(card.getByRole("link", { name: "Online meekijken" })).toHaveAttribute(
    "href",
    "https://kerkdienstgemist.nl/live",
  );
  await page.setViewportSize({ width: 375, height: 900 });
  await page.addStyleTag({ content: "html { font-size: 200% !important; }" });
  expect(await rightmostEdge(card)).toBeLessThanOrEqual(375);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await card.screenshot({ path: SHOTS("gathering-card-375-text-200.png") });
  await page.setViewportSize({ width: 1280, height: 900 });

  // Public (after paying), then read by an anonymous visitor without JavaScript.
  await activate(page, stack.apiUrl, profileId);
  const made = await apiCall(page, stack.apiUrl, `/api/v1/profiles/${profileId}/public`, {
    method: "POST",
    body: { isPublic: true },
  });
  expect(made.status).toBe(200);

  const visitor = await browser.newContext({ javaScriptEnabled: false, acceptDownloads: true });
  try {
    const anonymous = await visitor.newPage();
    const response = await anonymous.goto(`/${profileId}`);
    expect(response?.headers()["x-memorial-render"]).toBe("server");
    const html = (await response?.text()) ?? "";
    expect(html).toContain("Aula De Nieuwe Ooster");
    const visitorCard = anonymous.locator("article[data-gathering]");
    await expect(visitorCard.getByRole("heading", { name: "Afscheidsdienst" })).toBeVisible();
    await expect(visitorCard.getByRole("link", { name: /^Route/ })).toHaveAttribute(
      "href",
      /^https:\/\/www\.openstreetmap\.org\/search\?query=Aula/,
    );
    const [download] = await Promise.all([
      anonymous.waitForEvent("download"),
      visitorCard.getByRole("link", { name: "Zet in mijn agenda" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("bijeenkomst.ics");
    const text = await readFile(await download.path(), "utf8");
    const parsed: unknown = ICAL.parse(text);
    if (!Array.isArray(parsed)) throw new Error("not one calendar");
    const calendar = new ICAL.Component(parsed);
    const zone = calendar.getFirstSubcomponent("vtimezone");
    if (zone === null) throw new Error("no VTIMEZONE");
    ICAL.TimezoneService.register(zone);
    const vevent = calendar.getFirstSubcomponent("vevent");
    if (vevent === null) throw new Error("no VEVENT");
    const event = new ICAL.Event(vevent);
    expect(event.startDate.toString()).toBe(`${String(YEAR)}-11-27T14:00:00`);
    expect(event.endDate.toString()).toBe(`${String(YEAR)}-11-27T15:00:00`);
    expect(event.startDate.zone.tzid).toBe("Europe/Amsterdam");
    expect(event.location).toBe("Aula De Nieuwe Ooster, Kruislaan 126, 1097 GA Amsterdam");

    await anonymous.setViewportSize({ width: 375, height: 900 });
    await visitorCard.screenshot({ path: SHOTS("gathering-card-375.png") });
    await anonymous.setViewportSize({ width: 1280, height: 900 });
    await visitorCard.screenshot({ path: SHOTS("gathering-card-1280.png") });
  } finally {
    await visitor.close();
  }
});
