/**
 * Nothing lost (docs/security.md items 17, 18 and 19): a save that meets a server error, an offline
 * browser, an ended session or a newer version keeps the edits, and they are saved once the way
 * is clear; another user on the same browser never sees them.
 */
import type { Page } from "@playwright/test";
import { PASSWORD, createUser, expect, newEmail, signIn, test, type Mailbox } from "./fixtures";
import { expectNewPageInEditMode, save } from "./memorial-page-helpers";
import { apiCall, endAllSessions, userWithNewPage } from "./security-helpers";

async function newPage(page: Page, mailbox: Mailbox): Promise<string> {
  const owner = newEmail("drafts");
  await createUser(page, mailbox, owner);
  await signIn(page, owner, PASSWORD);
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole("button", { name: "Nieuwe herinneringspagina aanmaken" }).first().click();
  await expect(page).toHaveURL(/\/[0-9a-f-]{36}$/);
  await expectNewPageInEditMode(page);
  return page.url();
}

/**
 * Every draft this device keeps (the app's IndexedDB store), as one text; "" while the app has not
 * created its database (opening it here first would create it without the store). Runs in the
 * page.
 */
async function storedDraftsText(): Promise<string> {
  const databases = await indexedDB.databases();
  if (!databases.some((database) => database.name === "herinneringspagina-drafts")) return "";
  return new Promise((resolve, reject) => {
    const open = indexedDB.open("herinneringspagina-drafts");
    open.onerror = () => {
      reject(open.error ?? new Error("IndexedDB did not open"));
    };
    open.onsuccess = () => {
      const db = open.result;
      if (!db.objectStoreNames.contains("drafts")) {
        db.close();
        resolve("");
        return;
      }
      const all = db.transaction("drafts", "readonly").objectStore("drafts").getAll();
      all.onerror = () => {
        reject(all.error ?? new Error("the drafts could not be read"));
      };
      all.onsuccess = () => {
        db.close();
        resolve(JSON.stringify(all.result));
      };
    };
  });
}

test("a save that meets a server error keeps the draft, which survives a reload (docs/security.md item 17)", async ({
  page,
  mailbox,
  consoleGuard,
}) => {
  test.setTimeout(240_000);
  consoleGuard.allow(/status of 500/);
  await newPage(page, mailbox);
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

test("Annuleren with unsaved changes asks first, and the bar says what is unsaved", async ({
  page,
  mailbox,
}) => {
  await newPage(page, mailbox);
  const bar = page.getByRole("region", { name: "Bewerken" });
  await expect(bar.getByRole("status")).toHaveText("Geen wijzigingen");
  await page.getByLabel("Naam").fill("Pieter Bakker");
  await expect(bar.getByRole("status")).toHaveText("Niet opgeslagen wijzigingen");

  await bar.getByRole("button", { name: "Annuleren" }).click();
  const question = page.getByRole("alertdialog", { name: "Wijzigingen weggooien" });
  await question.getByRole("button", { name: "Verder bewerken" }).click();
  await expect(question).toHaveCount(0);
  await expect(page.getByLabel("Naam")).toHaveValue("Pieter Bakker");

  await bar.getByRole("button", { name: "Annuleren" }).click();
  await question.getByRole("button", { name: "Wijzigingen weggooien" }).click();
  await expect(bar).toHaveCount(0);
  await page.reload();
  await expect(page.getByText("Wijzigingen nog niet opgeslagen")).toHaveCount(0);
});

test("a save while offline keeps the draft and saves once the browser is back online (docs/security.md item 17)", async ({
  page,
  context,
  mailbox,
  consoleGuard,
}) => {
  test.setTimeout(240_000);
  consoleGuard.allow(/ERR_INTERNET_DISCONNECTED|Failed to fetch/);
  await newPage(page, mailbox);
  await page.getByLabel("Naam").fill("Anna Smit");
  // No toast has been shown in this page load, so the toaster's code is not there yet: fetched
  // offline it failed, and React handed the failure to the app's root, which blanked the page.
  // It is fetched again once the browser is back online (`importUntilLoaded`).
  await context.setOffline(true);
  await page.getByRole("button", { name: "Opslaan", exact: true }).click();
  await expect(page.getByText(/U bent offline/)).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByText("De herinneringspagina is succesvol opgeslagen")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Anna Smit");
});

test("two managers saving the same page get the conflict flow (docs/security.md item 18)", async ({
  page,
  context,
  mailbox,
  consoleGuard,
}) => {
  test.setTimeout(240_000);
  consoleGuard.allow(/status of 412/);
  const url = await newPage(page, mailbox);
  const second = await context.newPage();
  await second.goto(url);
  // The page is still empty: it opens in edit mode in the second tab too.
  await expect(second.getByRole("region", { name: "Bewerken" })).toBeVisible();

  await page.getByLabel("Naam").fill("Versie A");
  await second.getByLabel("Naam").fill("Versie B");
  await save(second);

  await page.getByRole("button", { name: "Opslaan", exact: true }).click();
  const conflict = page.getByRole("alertdialog", {
    name: "Iemand anders heeft deze pagina gewijzigd",
  });
  await conflict
    .getByRole("button", { name: "Mijn wijzigingen toepassen op de nieuwste versie" })
    .click();
  await expect(page.getByLabel("Naam")).toHaveValue("Versie A");
  await save(page);
  await second.reload();
  await expect(second.getByRole("heading", { level: 1 })).toHaveText("Versie A");
});

test("a save after the session has ended keeps the draft, and saves after signing in again (docs/security.md item 17)", async ({
  page,
  mailbox,
  stack,
  consoleGuard,
}) => {
  test.setTimeout(240_000);
  // The ended session: the API refuses the token, the identity service the refresh, and the
  // page (not public) is not found for the signed-out browser on its way to the sign-in screen.
  consoleGuard.allow(/status of 401|status of 400|status of 404/);
  const { email, profileId } = await userWithNewPage(page, mailbox, "session");
  await page.getByLabel("Naam").fill("Karel Visser");
  // The session ends while the editor is open (every session of the account is signed out).
  await endAllSessions(page, stack.identityUrl);
  await page.getByRole("button", { name: "Opslaan", exact: true }).click();
  await expect(page.getByText(/Uw sessie is verlopen/)).toBeVisible();
  await expect(page.getByLabel("Naam")).toHaveValue("Karel Visser");

  // Signing in again does not ask about leaving: the draft is kept on this device.
  await page.getByRole("button", { name: "Opnieuw inloggen" }).click();
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await signIn(page, email, PASSWORD);
  await expect(page).toHaveURL(new RegExp(`/${profileId}$`));
  await expect(page.getByText("Wijzigingen nog niet opgeslagen")).toBeVisible();
  await page.getByRole("button", { name: "Verdergaan met bewerken" }).click();
  await expect(page.getByLabel("Naam")).toHaveValue("Karel Visser");
  await save(page);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Karel Visser");
  await expect(page.getByText("Wijzigingen nog niet opgeslagen")).toHaveCount(0);
});

test("another user on the same browser never sees a draft (docs/security.md item 19)", async ({
  page,
  browser,
  mailbox,
  stack,
}) => {
  test.setTimeout(240_000);
  // The second user is a manager of the page too, registered elsewhere.
  const second = newEmail("second");
  const elsewhere = await browser.newContext();
  await createUser(await elsewhere.newPage(), mailbox, second);
  await elsewhere.close();
  const { email: first, profileId } = await userWithNewPage(page, mailbox, "first");
  const shared = await apiCall(
    page,
    stack.apiUrl,
    `/api/v1/profiles/${profileId}/group-membership`,
    {
      method: "PUT",
      body: { username: second, groupIDs: [`${profileId}-0000`] },
    },
  );
  expect(shared.status).toBe(200);

  await page.getByLabel("Naam").fill("Alleen van de eerste");
  // The draft is written to this device shortly after the last change.
  await expect
    .poll(() => page.evaluate(storedDraftsText), { timeout: 15_000 })
    .toContain("Alleen van de eerste");
  page.on("dialog", (dialog) => {
    void dialog.accept();
  });
  await page.reload();
  await expect(page.getByText("Wijzigingen nog niet opgeslagen")).toBeVisible();
  // The first user's session is gone from this browser without signing out (which would ask
  // and remove the draft); the draft stays on this device.
  await page.evaluate(() => {
    for (const key of Object.keys(window.localStorage)) {
      if (key.startsWith("CognitoIdentityServiceProvider.")) window.localStorage.removeItem(key);
    }
  });
  await page.goto("/login");
  await signIn(page, second, PASSWORD);
  await expect(page).toHaveURL(/\/$/);
  await page.goto(`/${profileId}`);
  // The page is still empty for the second user: it opens in edit mode, without the draft.
  await expect(page.getByRole("region", { name: "Bewerken" })).toBeVisible();
  await expect(page.getByText("Wijzigingen nog niet opgeslagen")).toHaveCount(0);
  await expect(page.getByLabel("Naam")).toHaveValue("");
  await page.getByRole("button", { name: "Annuleren" }).click();

  // The first user, back on this browser, still finds it.
  await page.evaluate(() => {
    for (const key of Object.keys(window.localStorage)) {
      if (key.startsWith("CognitoIdentityServiceProvider.")) window.localStorage.removeItem(key);
    }
  });
  await page.goto("/login");
  await signIn(page, first, PASSWORD);
  await expect(page).toHaveURL(/\/$/);
  await page.goto(`/${profileId}`);
  await expect(page.getByText("Wijzigingen nog niet opgeslagen")).toBeVisible();
  await page.getByRole("button", { name: "Verdergaan met bewerken" }).click();
  await expect(page.getByLabel("Naam")).toHaveValue("Alleen van de eerste");
});
