// The page's mails in the browser: a visitor who leaves an address gets a receipt, the manager
// gets a mail that opens the waiting message in 'Berichten beheren', approving it mails the
// writer, and the withdraw link of those mails removes the message on another device, once.
// Every mail is also drawn as its HTML part at 375 and 1280 px (into apps/web/.screenshots/ with the
// screens), and checked to fit 320 px at 200 % text.
import { fileURLToPath } from "node:url";
import type { Page } from "@playwright/test";
import { DEMO, expect, signIn, test, WIDTHS, type StackInfo } from "./fixtures";

const SCREENSHOTS = fileURLToPath(new URL("../.screenshots/", import.meta.url));

interface Mail {
  id: number;
  kind: string;
  subject: string;
  body: string;
  html: string | null;
  headers: Record<string, string>;
}

/** Waits for a mail of `kind` to `to` beyond the first `after` of that kind; newest first. */
async function mailsOf(stack: StackInfo, to: string, kind: string, after = 0): Promise<Mail[]> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const response = await fetch(`${stack.identityUrl}/mailbox.json?to=${encodeURIComponent(to)}`);
    const { messages } = (await response.json()) as { messages: Mail[] };
    const found = messages.filter((m) => m.kind === kind);
    if (found.length > after) return found;
    if (Date.now() > deadline) throw new Error(`no ${kind} mail for ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Draws the HTML part of a mail as a mail program would, at both widths. */
async function drawMail(page: Page, stack: StackInfo, mail: Mail, name: string): Promise<void> {
  expect(mail.html, `${name} has an HTML part`).not.toBeNull();
  await page.goto(`${stack.identityUrl}/mailbox/${mail.id}.html`);
  // 320 px at 200 % text is 160 CSS pixels of room.
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

async function openRegister(page: Page): Promise<void> {
  const slot = page.locator("[data-condolences-slot]");
  await expect(async () => {
    await slot.scrollIntoViewIfNeeded();
    await expect(page.getByRole("heading", { name: "Condoleances", exact: true })).toBeVisible({
      timeout: 2000,
    });
    await expect(slot.locator("[inert], [data-form-later]")).toHaveCount(0, { timeout: 2000 });
  }).toPass({ timeout: 60_000 });
}

test("the writer's receipt, the manager's mail, the approval mail and the withdraw link", async ({
  browser,
  page: visitor,
  stack,
  checkScreen,
}) => {
  test.setTimeout(360_000);
  const unique = Date.now().toString(36);
  const writer = `Marja Hoekstra ${unique}`;
  const address = `marja-${unique}@example.nl`;

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
  const managerMailsBefore = (await mailsOf(stack, DEMO.email, "condolence", -1)).length;

  // The visitor writes, with a mistyped address first: a Dutch message, nothing lost.
  await visitor.setViewportSize({ width: 375, height: 800 });
  await visitor.goto(path);
  await openRegister(visitor);
  await visitor
    .getByRole("region", { name: "Schrijf een condoleance" })
    .getByRole("textbox", { name: /Uw naam/ })
    .fill(writer);
  await visitor
    .getByRole("region", { name: "Schrijf een condoleance" })
    .getByRole("textbox", { name: /Uw bericht/ })
    .fill("Veel sterkte voor u allen.");
  const email = visitor
    .getByRole("region", { name: "Schrijf een condoleance" })
    .getByRole("textbox", { name: /Uw e-mailadres \(/ });
  await email.fill("marja@");
  await visitor.getByRole("button", { name: "Condoleance plaatsen" }).click();
  await expect(visitor.getByText(/Dit lijkt geen e-mailadres/)).toBeVisible();
  await expect(
    visitor
      .getByRole("region", { name: "Schrijf een condoleance" })
      .getByRole("textbox", { name: /Uw bericht/ }),
  ).toHaveValue("Veel sterkte voor u allen.");
  await email.fill(address);
  await visitor.getByRole("button", { name: "Condoleance plaatsen" }).click();
  await expect(visitor.getByText(/Uw bericht is verzonden/)).toBeVisible();

  // The writer's receipt and the manager's mail.
  const [receipt] = await mailsOf(stack, address, "condolence-receipt");
  expect(receipt?.body).toMatch(new RegExp(`^Beste ${writer},`));
  expect(receipt?.body).toContain("Met warme groet,\nHerinneringspagina");
  const managerMails = await mailsOf(stack, DEMO.email, "condolence", managerMailsBefore);
  const managerMail = managerMails[0];
  expect(managerMail?.body).toContain(writer);
  const moderationLink = /(http\S+\/condoleances\?bericht=[\w-]+)/.exec(managerMail?.body ?? "");
  expect(moderationLink?.[1]).toBeDefined();

  // The manager's link opens 'Berichten beheren'; the message waits there, and is approved.
  await manager.goto(moderationLink?.[1] ?? "");
  await expect(manager.getByRole("heading", { name: "Berichten beheren" })).toBeVisible();
  await expect(
    manager.getByRole("radio", { name: /Een e-mail bij elk nieuw bericht/ }),
  ).toBeChecked();
  await checkScreen(manager, "notifications-setting");
  // The remembrance mails are off until the manager ticks them; the choice is kept.
  const remembrance = () => manager.getByRole("checkbox", { name: /sterfdag, de verjaardag/ });
  const remembranceLabel = () => manager.getByText(/Stuur mij een e-mail op de sterfdag/);
  await expect(remembrance()).not.toBeChecked();
  await remembranceLabel().click();
  await expect(remembrance()).toBeChecked();
  await expect(async () => {
    await manager.reload();
    await expect(remembrance()).toBeChecked({ timeout: 15_000 });
  }).toPass({ timeout: 60_000 });
  await remembranceLabel().click();
  await expect(async () => {
    await manager.reload();
    await expect(remembrance()).not.toBeChecked({ timeout: 15_000 });
  }).toPass({ timeout: 60_000 });
  const item = manager.getByRole("listitem").filter({ hasText: writer });
  await expect(item).toContainText("Wacht op goedkeuring");
  await item.getByRole("button", { name: `Bericht van ${writer} goedkeuren` }).click();
  await expect(item).toContainText("Zichtbaar");
  const [approved] = await mailsOf(stack, address, "condolence-approved");
  expect(approved?.subject).toBe("Uw bericht staat op de herinneringspagina van Johanna de Vries");

  // The withdraw link, on another device: one confirmation, then the message is gone.
  const withdrawLink = /(http\S+\/bericht-intrekken\?code=[\w.-]+)/.exec(approved?.body ?? "");
  expect(withdrawLink?.[1]).toBeDefined();
  const phone = await browser.newContext({
    viewport: { width: 375, height: 800 },
    locale: "nl-NL",
    timezoneId: "Europe/Amsterdam",
  });
  const device = await phone.newPage();
  await device.goto(withdrawLink?.[1] ?? "");
  await expect(device.getByRole("heading", { name: "Uw bericht intrekken" })).toBeVisible();
  await checkScreen(device, "withdraw-confirm");
  await device.getByRole("button", { name: "Bericht intrekken" }).click();
  await expect(device.getByText(/Uw bericht is ingetrokken/)).toBeVisible();
  await checkScreen(device, "withdraw-done");
  await device.getByRole("link", { name: "Naar de herinneringspagina" }).click();
  await expect(device).toHaveURL(new RegExp(`${path}$`));
  await openRegister(device);
  await expect(device.getByRole("article").first()).toBeVisible();
  await expect(device.getByRole("article", { name: writer })).toHaveCount(0);

  // The same link again: a calm explanation and a way onwards.
  await device.goto(withdrawLink?.[1] ?? "");
  await device.getByRole("button", { name: "Bericht intrekken" }).click();
  await expect(device.getByRole("alert")).toContainText("Deze link werkt niet meer");
  await expect(device.getByRole("link", { name: "Naar de startpagina" })).toBeVisible();
  await checkScreen(device, "withdraw-expired");

  // The mails as their HTML parts.
  const drawer = await phone.newPage();
  if (receipt) await drawMail(drawer, stack, receipt, "mail-condolence-receipt");
  if (approved) await drawMail(drawer, stack, approved, "mail-condolence-approved");
  if (managerMail) await drawMail(drawer, stack, managerMail, "mail-condolence-waiting");

  await phone.close();
  await managerContext.close();
});
