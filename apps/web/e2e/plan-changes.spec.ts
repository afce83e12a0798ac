/**
 * A page over the years, in a real browser against the local backend: the whole price on the
 * plan cards before the first 'Volgende', a Brons page that moves to Zilver, 'Verlengen' opened
 * by the reminders' link (`?plan=verlengen`), both through the payment page with a
 * confirmation, and the page that rests once its paid period has ended (the visitor keeps the
 * name and a calm line, the manager keeps everything and the way to extend).
 */
import { expect, guardContext, test } from "./fixtures";
import { menu, save } from "./memorial-page-helpers";
import { apiCall, userWithNewPage } from "./security-helpers";

test("upgrade, extend and the resting page", async ({
  page,
  browser,
  mailbox,
  stack,
  consoleGuard,
  checkScreen,
}) => {
  test.setTimeout(300_000);
  const { profileId } = await userWithNewPage(page, mailbox, "jaren");
  // The page by its id, or by the readable address it gets from its name (the id redirects).
  const pageUrl = page.url();
  const pageAt = new RegExp(`^${new URL(page.url()).origin}/(${profileId}|henk-de-jong[\\w-]*)$`);
  await page.keyboard.type("Henk de Jong");
  await save(page);

  // The plan cards show the whole price for the preselected 10 years before 'Volgende'.
  await menu(page, "Pagina activeren");
  const wizard = page.getByRole("dialog", { name: "Selecteer het gewenste pakket" });
  await expect(wizard.locator("label").filter({ hasText: /^BRONS/ })).toContainText(
    "€ 200,00 voor 10 jaar, inclusief btw",
  );
  await expect(wizard.locator("label").filter({ hasText: /^ZILVER/ })).toContainText(
    "€ 300,00 voor 10 jaar, inclusief btw",
  );
  await wizard.getByText("BRONS", { exact: true }).click();
  await wizard.getByRole("button", { name: "Volgende" }).click();
  await wizard.getByRole("button", { name: "Betalen" }).click();
  await expect(page).toHaveURL(new RegExp(`^${stack.apiUrl}/payments/`));
  await page.getByRole("button", { name: "Betaald" }).click();
  await expect(page).toHaveURL(pageAt);
  await page
    .getByRole("dialog", { name: "Betaling ontvangen" })
    .getByRole("button", { name: "Sluiten" })
    .click();

  // Brons → Zilver: € 10 a year for the 10 years that remain.
  await menu(page, "Overstappen naar Zilver");
  const upgrade = page.getByRole("dialog", { name: "Overstappen naar Zilver" });
  // 10 years remain; more when another spec of this stack moved the backend's clock ahead (it
  // only moves forward), since the page was paid from the backend's today.
  await expect(upgrade).toContainText(/voor de \d+ jaar dat uw pakket nog loopt/);
  const remaining = Number(
    /voor de (\d+) jaar dat uw pakket nog loopt/.exec((await upgrade.textContent()) ?? "")?.[1],
  );
  expect(remaining).toBeGreaterThanOrEqual(10);
  await expect(upgrade.getByRole("row", { name: /^Totaal €/ })).toContainText(
    `€ ${String(remaining * 10)},00`,
  );
  await checkScreen(page, "plan-upgrade");
  await upgrade.getByRole("button", { name: "Betalen" }).click();
  await expect(page).toHaveURL(new RegExp(`^${stack.apiUrl}/payments/`));
  await expect(page.locator("body")).toContainText("Overstappen van BRONS naar ZILVER");
  await page.getByRole("button", { name: "Betaald" }).click();
  await expect(page).toHaveURL(pageAt);
  const upgraded = page.getByRole("dialog", { name: "Betaling ontvangen" });
  await expect(upgraded).toContainText(/het pakket Zilver, tot \d{1,2} \w+ \d{4}/);
  await upgraded.getByRole("button", { name: "Sluiten" }).click();

  // The reminders' link opens 'Pagina verlengen' and leaves a plain address behind.
  await page.goto(`${pageUrl}?plan=verlengen`);
  const extend = page.getByRole("dialog", { name: "Pagina verlengen" });
  await expect(extend).toContainText(/Uw pakket ZILVER loopt tot \d{1,2} \w+ \d{4}\./);
  await expect(page).toHaveURL(pageAt);
  await extend.getByRole("combobox", { name: "Verlengen met" }).selectOption("5");
  await expect(extend.getByRole("row", { name: /^Totaal €/ })).toContainText("€ 150,00");
  await expect(extend).toContainText("De pagina wordt nooit vanzelf verlengd.");
  await checkScreen(page, "plan-extend");
  await extend.getByRole("button", { name: "Betalen" }).click();
  await expect(page).toHaveURL(new RegExp(`^${stack.apiUrl}/payments/`));
  await page.getByRole("button", { name: "Betaald" }).click();
  await expect(page).toHaveURL(pageAt);
  const extended = page.getByRole("dialog", { name: "Betaling ontvangen" });
  await expect(extended).toBeVisible();
  await extended.getByRole("button", { name: "Sluiten" }).click();

  // Public, then the paid period ends: the page rests.
  const made = await apiCall(page, stack.apiUrl, `/api/v1/profiles/${profileId}/public`, {
    method: "POST",
    body: { isPublic: true },
  });
  expect(made.status).toBe(200);
  // A day before today on the browser's clock too: another spec of this stack may have moved the
  // backend's clock (forward only) ahead of the real time the browser compares with.
  const clock = (await (await fetch(`${stack.apiUrl}/_local/clock`)).json()) as {
    offsetMs: number;
  };
  const daysAhead = Math.ceil(clock.offsetMs / (24 * 60 * 60 * 1000));
  const ended = await fetch(
    `${stack.apiUrl}/_local/profiles/${profileId}/end-plan?inDays=${String(-(daysAhead + 1))}`,
    { method: "POST" },
  );
  expect(ended.status).toBe(200);
  await page.reload();
  const notice = page.getByRole("region", {
    name: "De betaalde periode van deze pagina is voorbij",
  });
  await expect(notice).toBeVisible();
  await checkScreen(page, "resting-manager");
  await notice.getByRole("button", { name: "Verlengen" }).click();
  await expect(page.getByRole("dialog", { name: "Pagina verlengen" })).toContainText(
    /Uw pakket ZILVER is afgelopen op/,
  );

  // A visitor (a printed QR code) gets the name and a calm line, never 'Niet gevonden'.
  const visitorContext = await browser.newContext();
  await guardContext(visitorContext, stack.webUrl, consoleGuard);
  const visitor = await visitorContext.newPage();
  await visitor.goto(pageUrl);
  await expect(visitor.getByRole("heading", { name: "Henk de Jong" })).toBeVisible();
  await expect(
    visitor.getByText("Deze herinneringspagina rust. De familie kan haar opnieuw activeren."),
  ).toBeVisible();
  await expect(visitor.getByText("Niet gevonden")).toHaveCount(0);
  await checkScreen(visitor, "resting-visitor");
  await visitorContext.close();
});
