import { PASSWORD, createUser, expect, newEmail, signIn, test } from "./fixtures";

const NEW_PASSWORD = "Gedenkboek2027";
const FAILED_SIGN_IN = "Geen gebruiker gevonden voor e-mailadres + wachtwoordcombinatie";

test("password reset with the mailbox code; the old password then fails", async ({
  page,
  mailbox,
  consoleGuard,
}) => {
  consoleGuard.allow(/Failed to load resource: the server responded with a status of 400/);
  const email = newEmail("reset");
  await createUser(page, mailbox, email);

  await page.getByRole("link", { name: "Wachtwoord vergeten?" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Wachtwoord herstellen");
  await page.getByRole("button", { name: "Code versturen" }).click();
  await expect(page.getByText("E-mailadres mag niet leeg zijn")).toBeVisible();
  const mails = await mailbox.count(email);
  await page.getByLabel("E-mailadres").fill(email);
  await page.getByRole("button", { name: "Code versturen" }).click();

  await expect(page).toHaveURL(`/reset-password/confirm?email=${encodeURIComponent(email)}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Nieuw wachtwoord instellen");
  await page.getByRole("button", { name: "Wachtwoord opslaan" }).click();
  await expect(page.getByText("Bevestigingscode mag niet leeg zijn")).toBeVisible();
  await expect(page.getByText("Nieuw wachtwoord mag niet leeg zijn")).toBeVisible();

  await page.getByLabel("Bevestigingscode").fill("000000");
  await page.getByLabel("Nieuw wachtwoord", { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel("Herhaal nieuw wachtwoord").fill("Gedenkboek2028");
  await page.getByRole("button", { name: "Wachtwoord opslaan" }).click();
  await expect(page.getByText("Opgegeven wachtwoorden komen niet overeen")).toBeVisible();
  await page.getByLabel("Herhaal nieuw wachtwoord").fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Wachtwoord opslaan" }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: "Bevestigingscode is ongeldig/verlopen" }),
  ).toBeVisible();

  await page.getByLabel("Bevestigingscode").fill(await mailbox.code(email, mails));
  await page.getByRole("button", { name: "Wachtwoord opslaan" }).click();
  await expect(
    page.getByText("Uw nieuwe wachtwoord is succesvol opgeslagen. U kunt nu inloggen."),
  ).toBeVisible();
  await expect(page).toHaveURL("/login");

  await signIn(page, email, PASSWORD);
  await expect(page.getByRole("alert").filter({ hasText: FAILED_SIGN_IN })).toBeVisible();
  await page.getByLabel("Wachtwoord", { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Inloggen", exact: true }).click();
  await expect(page).toHaveURL("/");
});

test("change password: its messages, the success toast, home; the old password then fails", async ({
  page,
  mailbox,
  consoleGuard,
}) => {
  consoleGuard.allow(/Failed to load resource: the server responded with a status of 400/);
  const email = newEmail("change");
  await createUser(page, mailbox, email);
  await signIn(page, email, PASSWORD);
  await expect(page).toHaveURL("/");

  await page.getByRole("link", { name: "Mijn account" }).click();
  await expect(page).toHaveURL("/mijn-account");
  await page.getByRole("link", { name: "Wachtwoord wijzigen" }).click();
  await expect(page).toHaveURL("/change-password");
  await page.getByRole("button", { name: "Wachtwoord wijzigen" }).click();
  await expect(page.getByText("Oud wachtwoord is vereist")).toBeVisible();

  await page.getByLabel("Oud wachtwoord").fill("NietMijnWachtwoord1");
  await page.getByLabel("Nieuw wachtwoord", { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel("Herhaal nieuw wachtwoord").fill("Anders2027x");
  await page.getByRole("button", { name: "Wachtwoord wijzigen" }).click();
  await expect(page.getByText("Opgegeven wachtwoorden komen niet overeen")).toBeVisible();
  await page.getByLabel("Herhaal nieuw wachtwoord").fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Wachtwoord wijzigen" }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: "Oud wachtwoord is onjuist" }),
  ).toBeVisible();

  await page.getByLabel("Oud wachtwoord").fill(PASSWORD);
  await page.getByRole("button", { name: "Wachtwoord wijzigen" }).click();
  await expect(
    page.getByText("Uw nieuwe wachtwoord is succesvol opgeslagen", { exact: true }),
  ).toBeVisible();
  await expect(page).toHaveURL("/");

  await page.getByRole("button", { name: "Uitloggen" }).click();
  await expect(page).toHaveURL("/login");
  await signIn(page, email, PASSWORD);
  await expect(page.getByRole("alert").filter({ hasText: FAILED_SIGN_IN })).toBeVisible();
  await page.getByLabel("Wachtwoord", { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Inloggen", exact: true }).click();
  await expect(page).toHaveURL("/");
});
