// The gathering section: an owner adds a gathering, saves and reloads; an anonymous
// visitor without JavaScript sees it in the server's HTML and downloads its calendar file, which
// parses as an event in Europe/Amsterdam.
import { readFile } from "node:fs/promises";
import type { Locator } from "@playwright/test";
import ICAL from "ical.js";
import { expect, test } from "./fixtures";
import { pickDate, save, sectionFrames, setSectionPublic } from "./memorial-page-helpers";
import { pdfText } from "./pdf-helpers";
import { activate, apiCall, userWithNewPage } from "./security-helpers";
import { docsScreenshot as SHOTS } from "./screenshots";

const YEAR = new Date().getFullYear() + 1;
/** The right edge of the element or of whatever inside it reaches furthest right. */
function rightmostEdge(locator: Locator): Promise<number> {
  return locator.evaluate((root) =>
    Math.max(
      ...[root, ...root.querySelectorAll("*")].map((el) => el.getBoundingClientRect().right),
    ),
  );
}

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
  // Saving a gathering without its day sends nothing: the editor says what is missing under each
  // field and puts the focus on the first.
  await page.getByRole("button", { name: "Opslaan", exact: true }).click();
  await expect(
    page.getByText("Controleer de gemarkeerde velden. Er is nog niets opgeslagen."),
  ).toBeVisible();
  const dateField = editor.getByRole("textbox", { name: "Datum", exact: true });
  await expect(dateField).toBeFocused();
  await expect(dateField).toHaveAccessibleDescription(/Kies de datum van de bijeenkomst\./);
  await expect(editor.getByText("Vul de naam van de locatie in.")).toBeVisible();
  await editor.screenshot({ path: SHOTS("gathering-editor-unfinished.png") });
  await page.getByRole("button", { name: "Melding sluiten" }).click();
  await pickDate(page, "Datum", { year: YEAR, month: "november", day: 27 }, editor);
  await expect(dateField).not.toHaveAttribute("aria-invalid");
  await editor.getByLabel("Begintijd").fill("14.00");
  await editor.getByLabel(/^Naam van de locatie/).click();
  // The time is written the Dutch way and stored as HH:MM.
  await expect(editor.getByLabel("Begintijd")).toHaveValue("14:00");
  await editor.getByLabel(/^Naam van de locatie/).fill("Aula De Nieuwe Ooster");
  await editor.getByLabel("Straat en huisnummer").fill("Kruislaan 126");
  await editor.getByLabel("Postcode").fill("1097 GA");
  await editor.getByLabel("Plaats", { exact: true }).fill("Amsterdam");
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

/** Today's date (`dd-mm-jjjj` as typed) and a start a quarter of an hour from now, in the Netherlands. */
function soonInTheNetherlands(): { typed: string; time: string } {
  const at = new Date(Date.now() + 15 * 60_000);
  const parts = new Intl.DateTimeFormat("nl-NL", {
    timeZone: "Europe/Amsterdam",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return {
    typed: `${part("day")}-${part("month")}-${part("year")}`,
    time: `${part("hour")}:${part("minute")}`,
  };
}

test("a members-only livestream shows 'Live kijken' to members only; the wishes are shown and printed", async ({
  browser,
  page,
  mailbox,
  stack,
}) => {
  test.setTimeout(300_000);
  const { profileId } = await userWithNewPage(page, mailbox, "livestream");
  await page.getByRole("button", { name: "Bijeenkomst" }).click();
  const editor = page.getByTestId("gathering-editor");
  const soon = soonInTheNetherlands();
  await editor.getByRole("textbox", { name: "Datum" }).fill(soon.typed);
  await editor.getByLabel("Begintijd").fill(soon.time);
  await editor.getByLabel(/^Naam van de locatie/).fill("Crematorium Daelwijck");
  const stream = editor.getByLabel(/^Link naar de livestream/);
  await stream.fill("http://kijk.example.nl/live");
  await editor.getByLabel(/^Toegangscode/).click();
  await expect(
    editor.getByText("Gebruik een volledig adres dat begint met https://"),
  ).toBeVisible();
  await stream.fill("https://kijk.example.nl/live/4711");
  await editor.getByLabel(/^Toegangscode/).fill("4711");
  await expect(
    editor.getByRole("checkbox", { name: "Ook tonen aan bezoekers zonder uitnodiging" }),
  ).not.toBeChecked();
  await editor.getByText("Liever geen bloemen").click();
  await expect(editor.getByRole("checkbox", { name: "Liever geen bloemen" })).toBeChecked();
  await editor.getByLabel(/^In plaats van bloemen: een gift aan/).fill("KWF Kankerbestrijding");
  await editor.getByLabel(/^Website van het goede doel/).fill("https://www.kwf.nl/doneren");
  await editor.getByLabel(/^Korte toelichting bij de gift/).fill("Voor onderzoek naar kanker.");
  await setSectionPublic(sectionFrames(page).nth(0), true);
  await page.setViewportSize({ width: 375, height: 900 });
  await editor.screenshot({ path: SHOTS("gathering-editor-livestream-375.png") });
  expect(await rightmostEdge(editor)).toBeLessThanOrEqual(375);
  await page.setViewportSize({ width: 1280, height: 900 });
  await editor.screenshot({ path: SHOTS("gathering-editor-livestream-1280.png") });
  await save(page);

  // A member (the owner) sees 'Live kijken', the access code and the wishes.
  await page.reload();
  const card = page.locator("article[data-gathering]");
  await expect(card.getByRole("link", { name: "Live kijken" })).toHaveAttribute(
    "href",
    "https://kijk.example.nl/live/4711",
  );
  await expect(card).toContainText("Toegangscode voor de livestream: 4711");
  const wishes = card.getByRole("region", { name: "Wensen van de familie" });
  await expect(wishes).toContainText("Liever geen bloemen");
  await expect(wishes).toContainText("In plaats van bloemen: een gift aan KWF Kankerbestrijding");
  await page.setViewportSize({ width: 375, height: 900 });
  await card.screenshot({ path: SHOTS("gathering-card-live-375.png") });
  await page.setViewportSize({ width: 1280, height: 900 });
  await card.screenshot({ path: SHOTS("gathering-card-live-1280.png") });

  // The print version carries the wishes, never the livestream.
  await page.goto(`/${profileId}/afdrukken`);
  await expect(page.getByText("Liever geen bloemen")).toBeVisible();
  const { text } = await pdfText(await page.pdf({ format: "A4", preferCSSPageSize: true }));
  expect(text).toContain("Liever geen bloemen");
  expect(text).toContain("In plaats van bloemen: een gift aan KWF Kankerbestrijding");
  expect(text).not.toContain("kijk.example.nl");

  // Public: the server's HTML and the public calendar file carry no members-only livestream.
  await activate(page, stack.apiUrl, profileId);
  const made = await apiCall(page, stack.apiUrl, `/api/v1/profiles/${profileId}/public`, {
    method: "POST",
    body: { isPublic: true },
  });
  expect(made.status).toBe(200);
  const visitor = await browser.newContext({ javaScriptEnabled: false });
  try {
    const anonymous = await visitor.newPage();
    const response = await anonymous.goto(`/${profileId}`);
    expect(response?.headers()["x-memorial-render"]).toBe("server");
    const html = (await response?.text()) ?? "";
    expect(html).toContain("Crematorium Daelwijck");
    expect(html).toContain("Liever geen bloemen");
    expect(html).not.toContain("kijk.example.nl");
    expect(html).not.toContain("4711");
    await expect(anonymous.getByRole("link", { name: "Live kijken" })).toHaveCount(0);
    const ics = await anonymous.request.get(
      `${stack.apiUrl}/public/api/v1/profiles/${profileId}/sections/0/calendar`,
    );
    expect(ics.status()).toBe(200);
    const calendarText = await ics.text();
    expect(calendarText).toContain("Crematorium Daelwijck");
    expect(calendarText).not.toContain("kijk.example.nl");
  } finally {
    await visitor.close();
  }
});
