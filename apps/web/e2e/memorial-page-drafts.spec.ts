/**
 * Nothing lost: a save that meets a server error, an offline browser or a newer version keeps
 * the edits, and they are saved once the way is clear.
 */
import type { Page } from "@playwright/test";
import { PASSWORD, expect, newEmail, registerUser, signIn, test } from "./fixtures";
import { menu, save } from "./memorial-page-helpers";

async function newPage(page: Page, mailbox: Parameters<typeof registerUser>[1]): Promise<string> {
  const owner = newEmail("drafts");
  await registerUser(page, mailbox, owner);
  await signIn(page, owner, PASSWORD);
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole("button", { name: "Nieuwe herinneringspagina aanmaken" }).first().click();
  await expect(page).toHaveURL(/\/[0-9a-f-]{36}$/);
  return page.url();
}

test("a save that meets a server error keeps the draft, which survives a reload", async ({
  page,
  mailbox,
  consoleGuard,
}) => {
  test.setTimeout(120_000);
  consoleGuard.allow(/status of 500/);
  await newPage(page, mailbox);
  await menu(page, "Bewerken");
  await page.getByLabel("Naam").fill("Pieter Bakker");
  let failures = 1;
  await page.route(/\/api\/v1\/profiles\/[0-9a-f-]{36}$/, async (route) => {
    if (route.request().method() === "PUT" && failures > 0) {
      failures -= 1;
      await route.fulfill({ status: 500, contentType: "application/json", body: "{}" });
      return;
    }
    await route.fallback();
  });
  await page.getByRole("button", { name: "Opslaan", exact: true }).click();
  await expect(
    page.getByText("Er is een fout opgetreden bij het opslaan van het profiel"),
  ).toBeVisible();
  await expect(page.getByLabel("Naam")).toHaveValue("Pieter Bakker");

  // Leaving with unsaved changes asks first; here the user leaves anyway.
  page.on("dialog", (dialog) => {
    void dialog.accept();
  });
  await page.reload();
  await expect(page.getByText("Wijzigingen nog niet opgeslagen")).toBeVisible();
  await page.getByRole("button", { name: "Verdergaan met bewerken" }).click();
  await expect(page.getByLabel("Naam")).toHaveValue("Pieter Bakker");
  await save(page);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pieter Bakker");
  await expect(page.getByText("Wijzigingen nog niet opgeslagen")).toHaveCount(0);
});

test("a save while offline keeps the draft and saves once the browser is back online", async ({
  page,
  context,
  mailbox,
  consoleGuard,
}) => {
  test.setTimeout(120_000);
  consoleGuard.allow(/ERR_INTERNET_DISCONNECTED|Failed to fetch/);
  await newPage(page, mailbox);
  await menu(page, "Bewerken");
  await page.getByLabel("Naam").fill("Anna Smit");
  await context.setOffline(true);
  await page.getByRole("button", { name: "Opslaan", exact: true }).click();
  await expect(page.getByText(/U bent offline/)).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByText("De herinneringspagina is succesvol opgeslagen")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Anna Smit");
});

test("two managers saving the same page get the conflict flow", async ({
  page,
  context,
  mailbox,
  consoleGuard,
}) => {
  test.setTimeout(120_000);
  consoleGuard.allow(/status of 412/);
  const url = await newPage(page, mailbox);
  const second = await context.newPage();
  await second.goto(url);

  await menu(page, "Bewerken");
  await page.getByLabel("Naam").fill("Versie A");
  await menu(second, "Bewerken");
  await second.getByLabel("Naam").fill("Versie B");
  await save(second);

  await page.getByRole("button", { name: "Opslaan", exact: true }).click();
  await expect(page.getByText(/Iemand anders heeft deze pagina gewijzigd/)).toBeVisible();
  await page.getByRole("button", { name: "Ja" }).click();
  await expect(page.getByLabel("Naam")).toHaveValue("Versie A");
  await save(page);
  await second.reload();
  await expect(second.getByRole("heading", { level: 1 })).toHaveText("Versie A");
});
