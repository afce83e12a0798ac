// Following a page ('Op de hoogte blijven'): a visitor leaves an address in the quiet block of
// the server-rendered page, confirms from the mailbox, hears of the gathering's new time when
// the owner changes it in the editor, gets exactly one remembrance mail on the anniversary the
// family switched on (the clock is moved through /_local/clock), stops with the one-click POST of
// the mail's List-Unsubscribe header, and an address that never confirms is gone 8 days later.
// The block, the confirmation and unsubscribe pages, the family's switches and every follower
// mail are drawn at 375 and 1280 px.
import { fileURLToPath } from "node:url";
import type { Page } from "@playwright/test";
import { expect, test, WIDTHS, type StackInfo } from "./fixtures";
import { save, sectionFrames } from "./memorial-page-helpers";
import { activate, publishPage, userWithNewPage } from "./security-helpers";

const SCREENSHOTS = fileURLToPath(new URL("../.screenshots/", import.meta.url));
const YEAR = new Date().getFullYear() + 1;

interface Mail {
  id: number;
  kind: string;
  subject: string;
  body: string;
  html: string | null;
  headers: Record<string, string>;
}

async function mails(stack: StackInfo, to: string, kind: string): Promise<Mail[]> {
  const response = await fetch(`${stack.identityUrl}/mailbox.json?to=${encodeURIComponent(to)}`);
  const { messages } = (await response.json()) as { messages: Mail[] };
  return messages.filter((m) => m.kind === kind);
}

/** Waits for more than `after` mails of `kind` to `to`; newest first. */
async function mailsOf(stack: StackInfo, to: string, kind: string, after = 0): Promise<Mail[]> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const found = await mails(stack, to, kind);
    if (found.length > after) return found;
    if (Date.now() > deadline) throw new Error(`no ${kind} mail for ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Draws the HTML part of a mail as a mail program would, at both widths. */
async function drawMail(page: Page, stack: StackInfo, mail: Mail, name: string): Promise<void> {
  expect(mail.html, `${name} has an HTML part`).not.toBeNull();
  await page.goto(`${stack.identityUrl}/mailbox/${mail.id}.html`);
  for (const width of [160, ...WIDTHS]) {
    await page.setViewportSize({ width, height: 900 });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `${name} fits ${width} px`).toBeLessThanOrEqual(0);
    if (width !== 160) {
      await page.screenshot({ path: `${SCREENSHOTS}${name}-${width}.png`, fullPage: true });
    }
  }
}

async function moveClock(stack: StackInfo, at: Date): Promise<void> {
  const response = await fetch(`${stack.apiUrl}/_local/clock`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ at: at.toISOString() }),
  });
  expect(response.status).toBe(200);
}

async function clockNow(stack: StackInfo): Promise<Date> {
  const response = await fetch(`${stack.apiUrl}/_local/clock`);
  return new Date(((await response.json()) as { now: string }).now);
}

/** The follow block once its island has taken over. */
async function openFollowBlock(page: Page): Promise<void> {
  const slot = page.locator("[data-follow-slot]");
  await expect(async () => {
    await slot.scrollIntoViewIfNeeded();
    await expect(page.getByRole("heading", { name: "Op de hoogte blijven" })).toBeVisible({
      timeout: 2000,
    });
    await expect(slot.locator("[data-form-later]")).toHaveCount(0, { timeout: 2000 });
  }).toPass({ timeout: 60_000 });
}

async function follow(page: Page, address: string): Promise<void> {
  const block = page.locator("[data-follow-slot]");
  await block.getByRole("textbox", { name: "Uw e-mailadres", exact: true }).fill(address);
  await block.getByRole("button", { name: "Op de hoogte blijven" }).click();
  await expect(page.getByText(/Wij hebben een e-mail gestuurd naar/)).toBeVisible();
}

test("follow, confirm, hear of a new time and a remembrance day, unsubscribe in one click", async ({
  browser,
  page: owner,
  mailbox,
  stack,
  checkScreen,
}) => {
  test.setTimeout(420_000);
  const unique = Date.now().toString(36);
  const address = `volger-${unique}@example.nl`;
  const forgetful = `vergeten-${unique}@example.nl`;

  // A public page with a public gathering at 14.00.
  const { profileId } = await userWithNewPage(owner, mailbox, "volgen");
  await activate(owner, stack.apiUrl, profileId);
  await publishPage(owner, stack.apiUrl, profileId, {
    name: "Geertruida Bos",
    dateOfBirth: "1939-06-14",
    dateOfDeath: "2025-09-23",
    sections: [
      {
        type: "gathering",
        isPublic: true,
        kind: "afscheidsdienst",
        date: `${String(YEAR)}-03-05`,
        startTime: "14:00",
        venue: "Aula Oosterhof",
        address: { street: "Kerkweg 3", postcode: "3911 AB", place: "Rhenen" },
      },
    ],
  });

  // A visitor on a phone: a mistyped address gets a Dutch message and stays in the field.
  const visitorContext = await browser.newContext({
    baseURL: stack.webUrl,
    viewport: { width: 375, height: 800 },
    locale: "nl-NL",
    timezoneId: "Europe/Amsterdam",
  });
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/${profileId}`);
  await openFollowBlock(visitor);
  await expect(
    visitor.locator("[data-follow-slot]").getByRole("link", { name: "privacyverklaring" }),
  ).toHaveAttribute("href", "/privacy");
  const block = visitor.locator("[data-follow-slot]");
  const field = block.getByRole("textbox", { name: "Uw e-mailadres", exact: true });
  await field.fill("volger@");
  await block.getByRole("button", { name: "Op de hoogte blijven" }).click();
  await expect(
    visitor.getByText("Dit is geen geldig e-mailadres.", { exact: false }),
  ).toBeVisible();
  await expect(field).toHaveValue("volger@");
  await checkScreen(visitor, "follow-block");
  await field.fill(address);
  await block.getByRole("button", { name: "Op de hoogte blijven" }).click();
  await expect(visitor.getByText(/Wij hebben een e-mail gestuurd naar/)).toBeVisible();

  // A second address never confirms.
  const other = await visitorContext.newPage();
  await other.goto(`/${profileId}`);
  await openFollowBlock(other);
  await follow(other, forgetful);

  // Nothing but the confirmation mail; its link opens a calm page with one button.
  const [confirmation] = await mailsOf(stack, address, "follow-confirm");
  expect(confirmation?.headers).toEqual({});
  const confirmLink = /(http\S+\/volgen\?code=[\w.-]+)/.exec(confirmation?.body ?? "")?.[1] ?? "";
  expect(confirmLink).not.toBe("");
  await visitor.goto(confirmLink);
  await expect(visitor.getByRole("heading", { name: "Op de hoogte blijven" })).toBeVisible();
  await checkScreen(visitor, "follow-confirm");
  await visitor.getByRole("button", { name: "Ja, houd mij op de hoogte" }).click();
  await expect(
    visitor.getByText(/U blijft op de hoogte van de herinneringspagina van Geertruida Bos/),
  ).toBeVisible();
  await checkScreen(visitor, "follow-confirmed");
  // The same link again: it says so calmly.
  await visitor.goto(confirmLink);
  await visitor.getByRole("button", { name: "Ja, houd mij op de hoogte" }).click();
  await expect(visitor.getByRole("alert")).toContainText("Deze link is al gebruikt");

  // The family's side: one follower (the waiting address does not count), and the switches.
  await owner.goto(`/${profileId}/condoleances`);
  const panel = owner.locator("[data-follower-settings]");
  await expect(panel.getByText("1 volger")).toBeVisible();
  await expect(panel).not.toContainText(address);
  const anniversary = panel.getByRole("checkbox", { name: "Op de sterfdag" });
  await expect(anniversary).not.toBeChecked();
  await panel.getByText("Op de sterfdag").click();
  await expect(anniversary).toBeChecked();
  await expect(async () => {
    await owner.reload();
    await expect(
      owner.locator("[data-follower-settings]").getByRole("checkbox", { name: "Op de sterfdag" }),
    ).toBeChecked({ timeout: 10_000 });
  }).toPass({ timeout: 45_000 });
  await owner.locator("[data-follower-settings]").scrollIntoViewIfNeeded();
  await checkScreen(owner, "follower-settings");

  // The owner moves the gathering to 15.30 in the editor; the follower hears of it.
  await owner.goto(`/${profileId}`);
  await owner.getByTestId("page-actions").getByRole("button", { name: "Bewerken" }).click();
  const editor = owner.getByTestId("gathering-editor");
  await editor.getByLabel("Begintijd").fill("15.30");
  await editor.getByLabel(/^Naam van de locatie/).click();
  await expect(sectionFrames(owner).first()).toBeVisible();
  await save(owner);
  const [changed] = await mailsOf(stack, address, "follower-gathering");
  expect(changed?.body).toContain("De tijd van de bijeenkomst is gewijzigd.");
  expect(changed?.body).toContain(`5 maart ${String(YEAR)}, 15.30\u00a0uur`);
  expect(changed?.body).toContain("Aula Oosterhof, Kerkweg 3, 3911 AB Rhenen");
  expect(changed?.body).toContain(`/public/api/v1/profiles/${profileId}/sections/0/calendar`);
  expect(changed?.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
  expect(changed?.headers["List-Unsubscribe"]).toMatch(
    /^<http\S+\/public\/api\/v1\/follower-unsubscriptions\?code=[\w.-]+>$/,
  );
  expect(await mails(stack, forgetful, "follower-gathering")).toEqual([]);

  // Eight days later the waiting address is forgotten: its link no longer works.
  await moveClock(stack, new Date((await clockNow(stack)).getTime() + 8 * 24 * 60 * 60 * 1000));
  const [waiting] = await mailsOf(stack, forgetful, "follow-confirm");
  const waitingCode = /\/volgen\?code=([\w.-]+)/.exec(waiting?.body ?? "")?.[1] ?? "";
  const late = await fetch(`${stack.apiUrl}/public/api/v1/follower-confirmations`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ code: waitingCode }),
  });
  expect(late.status).toBe(410);

  // The anniversary of the death: exactly one short mail, even when the clock moves twice that day.
  const now = await clockNow(stack);
  const year =
    now.getUTCMonth() > 8 || (now.getUTCMonth() === 8 && now.getUTCDate() >= 23)
      ? now.getUTCFullYear() + 1
      : now.getUTCFullYear();
  await moveClock(stack, new Date(Date.UTC(year, 8, 23, 8)));
  await moveClock(stack, new Date(Date.UTC(year, 8, 23, 15)));
  const remembrance = await mailsOf(stack, address, "follower-remembrance");
  expect(remembrance).toHaveLength(1);
  const [day] = remembrance;
  expect(day?.subject).toBe("Vandaag denken wij aan Geertruida Bos");
  expect(day?.body).toContain("geleden dat Geertruida Bos overleed.");

  // One click from the mail program (RFC 8058) stops the next one.
  const target = /^<(\S+)>$/.exec(day?.headers["List-Unsubscribe"] ?? "")?.[1] ?? "";
  const oneClick = await fetch(target, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: "List-Unsubscribe=One-Click",
  });
  expect(oneClick.status).toBe(200);
  await moveClock(stack, new Date(Date.UTC(year + 1, 8, 23, 10)));
  await expect
    .poll(async () => (await mails(stack, address, "follower-remembrance")).length)
    .toBe(1);

  // The unsubscribe page of the mail: asked once, then a calm line; a used link says so.
  const unsubscribeLink = /(http\S+\/afmelden\?code=[\w.-]+)/.exec(day?.body ?? "")?.[1] ?? "";
  expect(unsubscribeLink).not.toBe("");
  await visitor.goto(unsubscribeLink);
  await expect(visitor.getByRole("heading", { name: "Afmelden" })).toBeVisible();
  await checkScreen(visitor, "follow-unsubscribe");
  await visitor.getByRole("button", { name: "Afmelden" }).click();
  await expect(visitor.getByRole("alert")).toContainText("U bent waarschijnlijk al afgemeld");
  await checkScreen(visitor, "follow-unsubscribe-used");

  // The mails as their HTML parts.
  const drawer = await visitorContext.newPage();
  if (confirmation) await drawMail(drawer, stack, confirmation, "mail-follow-confirm");
  if (changed) await drawMail(drawer, stack, changed, "mail-follower-gathering");
  if (day) await drawMail(drawer, stack, day, "mail-follower-remembrance");
  await visitorContext.close();
});
