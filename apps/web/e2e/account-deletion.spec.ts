// 'Account verwijderen' in the browser: 'Mijn account' leads to the overview of what happens to
// each page (the lone page is deleted with the keepsake offered, the shared page goes to the
// manager picked), a wrong password deletes nothing, the right one deletes the account and
// ends on the sign-in screen. Afterwards the lone page answers 410, the shared page has the
// picked owner, and the address signs in as an unknown user.
import { createCognitoWire } from "@memorial/auth/testing";
import { STACK_CLIENT_ID } from "./stacks";
import { createUser, expect, newEmail, PASSWORD, signIn, test } from "./fixtures";
import { apiCall, userWithNewPage } from "./security-helpers";

test("an account holder deletes the account: pages deleted or handed over, sign-in gone", async ({
  page,
  stack,
  mailbox,
  checkScreen,
  consoleGuard,
}) => {
  test.setTimeout(240_000);
  // The readable address of a page that is not public answers its document with 404.
  consoleGuard.allow(/Failed to load resource: the server responded with a status of 404/);
  // The identity service refuses the wrong password (and the deleted user) with 400.
  consoleGuard.allow(/Failed to load resource: the server responded with a status of 400/);
  const wire = createCognitoWire({ endpoint: stack.identityUrl, clientId: STACK_CLIENT_ID });
  const sister = newEmail("zus");
  await createUser(page, mailbox, sister);
  const { email, profileId: alone } = await userWithNewPage(page, mailbox, "vertrekker");
  const save = (id: string, name: string) =>
    apiCall(page, stack.apiUrl, `/api/v1/profiles/${id}`, {
      method: "PUT",
      body: { name, sections: [] },
    });
  expect((await save(alone, "Opa Kees")).status).toBe(200);
  const created = await apiCall(page, stack.apiUrl, "/api/v1/profiles", { method: "POST" });
  expect(created.status).toBe(201);
  const { id: shared } = (await created.json()) as { id: string };
  expect((await save(shared, "Oma Riet")).status).toBe(200);
  const row = await apiCall(page, stack.apiUrl, `/api/v1/profiles/${shared}/group-membership`, {
    method: "PUT",
    body: { username: sister, groupIDs: [`${shared}-0000`] },
  });
  expect(row.status).toBe(200);

  await page.goto("/mijn-account");
  await page
    .getByRole("region", { name: "Account verwijderen" })
    .getByRole("link", { name: "Account verwijderen" })
    .click();
  await expect(page).toHaveURL(/\/mijn-account\/verwijderen$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Account verwijderen");
  const overview = page.getByRole("list", { name: "Wat er met uw pagina's gebeurt" });
  const lone = overview.getByRole("listitem").filter({ hasText: "Opa Kees" });
  await expect(lone).toContainText("Wordt verwijderd");
  await expect(lone.getByRole("link", { name: "Eerst een aandenken downloaden" })).toHaveAttribute(
    "href",
    new RegExp(`/${alone}/bewaren$`),
  );
  const handed = overview.getByRole("listitem").filter({ hasText: "Oma Riet" });
  await expect(handed).toContainText("gaat over naar een andere beheerder");
  await expect(handed.getByRole("combobox", { name: "Nieuwe eigenaar" })).toHaveValue(sister);
  await checkScreen(page, "delete-account");

  // A wrong password: a clear message, nothing deleted.
  const password = page.getByLabel("Uw wachtwoord");
  await password.fill("Niet-Het-Goede-1");
  await page.getByRole("button", { name: "Account definitief verwijderen" }).click();
  await expect(
    page.getByText("Het wachtwoord is niet juist. Er is niets verwijderd."),
  ).toBeVisible();
  expect((await apiCall(page, stack.apiUrl, `/api/v1/profiles/${alone}`)).status).toBe(200);

  await password.fill(PASSWORD);
  await page.getByRole("button", { name: "Account definitief verwijderen" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText("Uw account is verwijderd.")).toBeVisible();

  // The lone page is gone for good, the shared one belongs to the sister now.
  const gone = await fetch(`${stack.apiUrl}/public/api/v1/profiles/${alone}`);
  expect(gone.status).toBe(410);
  const signedIn = await wire.userPool("InitiateAuth", {
    AuthFlow: "USER_PASSWORD_AUTH",
    ClientId: STACK_CLIENT_ID,
    AuthParameters: { USERNAME: sister, PASSWORD },
  });
  const idToken = (signedIn.body.AuthenticationResult as { IdToken: string }).IdToken;
  const ownership = await fetch(`${stack.apiUrl}/api/v1/profiles/${shared}/ownership`, {
    headers: { Authorization: `Bearer ${idToken}` },
  });
  expect(((await ownership.json()) as { owner: string }).owner).toBe(sister);

  // The address reads as an unknown user (the same message as a wrong password).
  await signIn(page, email, PASSWORD);
  await expect(
    page.getByText("Geen gebruiker gevonden voor e-mailadres + wachtwoordcombinatie"),
  ).toBeVisible();
});
