/**
 * A card printed before the page went public: a visitor who opens the page's address gets a
 * calm 'nog niet openbaar' view that never shows the name, signs in from it and comes back to
 * the page; an address that never existed still says 'Niet gevonden'.
 */
import { PASSWORD, expect, guardContext, signIn, test } from "./fixtures";
import { save } from "./memorial-page-helpers";
import { userWithNewPage } from "./security-helpers";

test("a page that is not public yet says so calmly and lets an invitee sign in", async ({
  page,
  browser,
  mailbox,
  stack,
  consoleGuard,
  checkScreen,
}) => {
  test.setTimeout(180_000);
  consoleGuard.allow(/status of 404/);
  const { email } = await userWithNewPage(page, mailbox, "verborgen");
  const pageUrl = page.url();
  await page.keyboard.type("Aaltje Verborgen");
  await save(page);

  const visitorContext = await browser.newContext();
  await guardContext(visitorContext, stack.webUrl, consoleGuard);
  const visitor = await visitorContext.newPage();
  await visitor.goto(pageUrl);
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText("Nog niet openbaar");
  await expect(
    visitor.getByText(
      "Deze herinneringspagina is nog niet openbaar. Heeft u een uitnodiging ontvangen? Log dan in.",
    ),
  ).toBeVisible();
  await expect(visitor.getByText("Aaltje Verborgen")).toHaveCount(0);
  await checkScreen(visitor, "not-public");

  // Signing in from here comes back to the page.
  await visitor.getByRole("main").getByRole("link", { name: "Inloggen" }).click();
  await expect(visitor).toHaveURL(/\/login\?redirect=/);
  await signIn(visitor, email, PASSWORD);
  // Back on the page, now under its readable address (the id redirects to it).
  await expect(visitor).toHaveURL(/\/aaltje-verborgen(-\d+)?$/);
  await expect(visitor.getByRole("heading", { name: "Aaltje Verborgen" })).toBeVisible();

  // An id that never existed stays 'Niet gevonden'.
  const stranger = await browser.newContext();
  await guardContext(stranger, stack.webUrl, consoleGuard);
  const unknown = await stranger.newPage();
  await unknown.goto(`${stack.webUrl}/00000000-0000-4000-8000-00000000abcd`);
  await expect(unknown.getByRole("heading", { level: 1 })).toHaveText("Niet gevonden");
  await stranger.close();
  await visitorContext.close();
});
