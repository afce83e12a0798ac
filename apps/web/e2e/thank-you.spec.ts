// The bedankkaart and 'Uw naam' in the browser: the manager is asked once for a name, a visitor
// asks for a thank-you card with an address (a wrong postcode first: a Dutch message, nothing
// lost), the manager's mail points out the waiting message, the address is in 'Adressen voor
// bedankkaarten', in its CSV file for Excel and on the label sheet, the one digital thank-you
// reaches the writer once and a second send is refused, a viewer's call for the addresses is
// refused, and the invitation mail names the inviter. Screens and mails go to docs/screenshots/.
import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { storedToken } from "./security-helpers";
import {
  createUser,
  DEMO,
  expect,
  newEmail,
  PASSWORD,
  signIn,
  test,
  WIDTHS,
  type StackInfo,
} from "./fixtures";
import { DOCS_SCREENSHOTS as DOCS } from "./screenshots";

interface Mail {
  id: number;
  kind: string;
  subject: string;
  body: string;
  html: string | null;
}

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

async function shoot(page: Page, name: string): Promise<void> {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${DOCS}${name}-${width}.png`, fullPage: true });
  }
}

async function drawMail(page: Page, stack: StackInfo, mail: Mail | undefined, name: string) {
  expect(mail?.html, `${name} has an HTML part`).toBeTruthy();
  await page.goto(`${stack.identityUrl}/mailbox/${mail?.id ?? 0}.html`);
  await shoot(page, name);
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

test("bedankkaart, the digital thank-you, 'Uw naam' and the mail's link to the message", async ({
  browser,
  page: visitor,
  stack,
  mailbox,
}) => {
  test.setTimeout(480_000);
  const unique = Date.now().toString(36);
  const writer = `Marja Hoekstra ${unique}`;
  const address = `marja-${unique}@example.nl`;

  const managerContext = await browser.newContext({
    baseURL: stack.webUrl,
    viewport: { width: 1280, height: 900 },
    locale: "nl-NL",
    timezoneId: "Europe/Amsterdam",
    acceptDownloads: true,
  });
  const manager = await managerContext.newPage();
  await manager.goto("/login");
  await signIn(manager, DEMO.email, DEMO.password);
  const link = manager.getByRole("link", { name: /Johanna de Vries/ }).first();
  const path = (await link.getAttribute("href")) ?? "";
  expect(path).toMatch(/^\/[\w-]+$/);

  // 'Uw naam' is asked once, under the pages; once answered it does not come back.
  const prompt = manager.getByRole("region", { name: "Hoe mogen wij u noemen?" });
  await expect(prompt).toBeVisible();
  await prompt.getByRole("textbox", { name: "Uw naam" }).fill("Anna de Jong");
  await prompt.getByRole("button", { name: "Opslaan" }).click();
  await expect(prompt).toHaveCount(0);
  await manager.reload();
  await expect(link).toBeVisible();
  await expect(manager.getByRole("region", { name: "Hoe mogen wij u noemen?" })).toHaveCount(0);
  await manager.getByRole("link", { name: "Mijn account" }).click();
  await expect(manager.getByRole("heading", { name: "Mijn account", level: 1 })).toBeVisible();
  await expect(manager.getByRole("textbox", { name: "Uw naam" })).toHaveValue("Anna de Jong");
  await expect(manager.getByRole("link", { name: "Wachtwoord wijzigen" })).toBeVisible();
  await shoot(manager, "my-account");
  await manager.setViewportSize({ width: 1280, height: 900 });
  const managerMailsBefore = (await mailsOf(stack, DEMO.email, "condolence", -1)).length;

  // The visitor asks for a card; a wrong postcode first: a Dutch message, nothing lost.
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
  await visitor
    .getByRole("region", { name: "Schrijf een condoleance" })
    .getByRole("textbox", { name: /Uw e-mailadres \(/ })
    .fill(address);
  await visitor.getByText("Wilt u een bedankkaart ontvangen?").click();
  await visitor.getByRole("textbox", { name: /Straat en huisnummer/ }).fill("Lindelaan 12");
  const postcode = visitor.getByRole("textbox", { name: /Postcode/ });
  await postcode.fill("35811");
  await visitor.getByRole("textbox", { name: /Plaats/ }).fill("Utrecht");
  await visitor.getByRole("button", { name: "Condoleance plaatsen" }).click();
  await expect(visitor.getByText(/Dit is geen Nederlandse postcode/)).toBeVisible();
  await expect(postcode).toBeFocused();
  await expect(
    visitor
      .getByRole("region", { name: "Schrijf een condoleance" })
      .getByRole("textbox", { name: /Uw bericht/ }),
  ).toHaveValue("Veel sterkte voor u allen.");
  const form = visitor.locator("form").filter({ hasText: "Wilt u een bedankkaart ontvangen?" });
  for (const width of WIDTHS) {
    await visitor.setViewportSize({ width, height: 900 });
    await form.screenshot({ path: `${DOCS}thank-you-form-${width}.png` });
  }
  await postcode.fill("3581 ab");
  await visitor.getByRole("button", { name: "Condoleance plaatsen" }).click();
  await expect(visitor.getByText(/Uw bericht is verzonden/)).toBeVisible();

  // The manager's mail greets by name and its link points out the message.
  const managerMail = (await mailsOf(stack, DEMO.email, "condolence", managerMailsBefore))[0];
  expect(managerMail?.body).toMatch(/^Beste Anna de Jong,/);
  const moderationLink = /(http\S+\/condoleances\?bericht=[\w-]+)/.exec(managerMail?.body ?? "");
  expect(moderationLink?.[1]).toBeDefined();
  await manager.goto(moderationLink?.[1] ?? "");
  const pointedOut = manager.locator("li[data-highlighted]");
  await expect(pointedOut).toContainText(writer);
  await expect(pointedOut).toBeFocused();
  await expect(pointedOut).toBeInViewport();
  await manager.goto(`${path}/condoleances?bericht=onbekend-bericht`);
  await expect(manager.getByText(/Het bericht uit uw e-mail staat hier niet meer/)).toBeVisible();
  await expect(manager.locator("li[data-highlighted]")).toHaveCount(0);

  // 'Adressen voor bedankkaarten': the list, the CSV file and the label sheet.
  await manager.getByRole("link", { name: "Adressen voor bedankkaarten" }).click();
  await expect(manager).toHaveURL(`${path}/bedankkaarten`);
  const entry = manager.getByRole("listitem").filter({ hasText: writer });
  await expect(entry).toContainText("Lindelaan 12");
  await expect(entry).toContainText("3581 AB Utrecht");
  const [download] = await Promise.all([
    manager.waitForEvent("download"),
    manager.getByRole("button", { name: "Downloaden voor Excel (CSV)" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("bedankkaarten-adressen.csv");
  const bytes = await readFile(await download.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const csv = bytes.toString("utf8");
  expect(csv).toContain('"Naam";"Straat en huisnummer";"Postcode";"Plaats"\r\n');
  expect(csv).toContain(`"${writer}";"Lindelaan 12";"3581 AB";"Utrecht"\r\n`);
  await shoot(manager, "thank-you-addresses");
  await manager.setViewportSize({ width: 1280, height: 900 });

  // A second tab opens the composer before the send, to try a second send later.
  const stale = await managerContext.newPage();
  await stale.goto(`${path}/bedankkaarten`);
  await stale.getByRole("button", { name: "Voorbeeld bekijken" }).click();

  await manager.getByRole("link", { name: "Etiketten afdrukken" }).click();
  await expect(manager.getByTestId("label").filter({ hasText: writer })).toContainText("3581 AB");
  await shoot(manager, "thank-you-labels");
  await manager.emulateMedia({ media: "print" });
  await manager.setViewportSize({ width: 794, height: 1123 });
  await manager.screenshot({ path: `${DOCS}thank-you-labels-print.png` });
  await manager.emulateMedia({ media: "screen" });
  await manager.setViewportSize({ width: 1280, height: 900 });
  await manager.getByRole("link", { name: "Terug naar de adressen" }).click();

  // The digital thank-you: write, preview, send once.
  await manager
    .getByRole("textbox", { name: /Uw tekst/ })
    .fill(
      "Lieve mensen,\n\nDank u wel voor uw warme woorden. Het heeft ons goed gedaan.\n\nDe familie",
    );
  await manager.getByRole("button", { name: "Voorbeeld bekijken" }).click();
  await expect(manager.getByRole("heading", { name: "Zo ziet de e-mail eruit" })).toBeVisible();
  await expect(manager.getByText("Beste Marja,")).toBeVisible();
  await shoot(manager, "thank-you-preview");
  await manager.setViewportSize({ width: 1280, height: 900 });
  await manager.getByRole("button", { name: "Bedankje versturen" }).click();
  await expect(manager.getByText(/^Verstuurd op .* aan \d+ (mensen|persoon)\.$/)).toBeVisible();
  const thanks = await mailsOf(stack, address, "thank-you");
  expect(thanks).toHaveLength(1);
  expect(thanks[0]?.body).toMatch(new RegExp(`^Beste ${writer},\\n\\nLieve mensen,`));

  await stale.getByRole("button", { name: "Bedankje versturen" }).click();
  await expect(stale.getByRole("alert")).toContainText("Het bedankje is al verstuurd");
  await expect(stale.getByText(/^Verstuurd op /)).toBeVisible();
  expect(await mailsOf(stack, address, "thank-you", 0)).toHaveLength(1);
  await drawMail(manager, stack, thanks[0], "mail-thank-you");

  // An invitation names the inviter; the viewer's call for the addresses is refused.
  const viewer = newEmail("bedank-kijker");
  await manager.goto(path);
  const managerToken = await storedToken(manager, "idToken");
  // The page's id behind its readable address.
  const lookup = await fetch(`${stack.apiUrl}/api/v1/addresses/${path.slice(1)}`, {
    headers: { Authorization: `Bearer ${managerToken}` },
  });
  const { profileId } = (await lookup.json()) as { profileId: string };
  const invited = await fetch(`${stack.apiUrl}/api/v1/profiles/${profileId}/group-membership`, {
    method: "PUT",
    headers: { Authorization: `Bearer ${managerToken}`, "Content-Type": "application/json" },
    body: JSON.stringify({ username: viewer, groupIDs: [`${profileId}-0001`] }),
  });
  expect(invited.status).toBe(200);
  const [invitation] = await mailsOf(stack, viewer, "invitation");
  expect(invitation?.body).toContain(
    "Anna de Jong heeft u toegang gegeven tot de herinneringspagina van Johanna de Vries.",
  );
  expect(invitation?.body).not.toContain(`van ${DEMO.email}`);
  await drawMail(manager, stack, invitation, "mail-invitation");

  const viewerContext = await browser.newContext({ baseURL: stack.webUrl, locale: "nl-NL" });
  const viewerPage = await viewerContext.newPage();
  await createUser(viewerPage, mailbox, viewer);
  await signIn(viewerPage, viewer, PASSWORD);
  await expect(viewerPage).toHaveURL("/");
  const viewerToken = await storedToken(viewerPage, "idToken");
  const refused = await fetch(`${stack.apiUrl}/api/v1/profiles/${profileId}/thank-you-addresses`, {
    headers: { Authorization: `Bearer ${viewerToken}` },
  });
  expect(refused.status).toBe(403);
  expect(await refused.text()).not.toContain("Lindelaan");
  await viewerPage.goto(`${path}/bedankkaarten`);
  await expect(
    viewerPage.getByText(/Alleen de beheerders van deze herinneringspagina zien/),
  ).toBeVisible();

  await viewerContext.close();
  await managerContext.close();
});
