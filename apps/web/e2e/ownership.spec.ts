// A page's owner in the browser: the owner hands the page over to a manager in 'Toegang
// beheren'; the receiver sees a calm notice on the page, and accepts with the link of the
// request mail (read from the mailbox) on another device; the access table then names the new
// owner and the former owner is a manager, who may no longer remove managers, and leaves the
// page. Screenshots of the access table, the hand-over dialog, the notice and the mail go to
// docs/screenshots/ at 375 and 1280 px.
import type { Page } from "@playwright/test";
import {
  PASSWORD,
  WIDTHS,
  createUser,
  expect,
  newEmail,
  signIn,
  test,
  type StackInfo,
} from "./fixtures";
import { menu } from "./memorial-page-helpers";
import { apiCall, userWithNewPage } from "./security-helpers";
import { DOCS_SCREENSHOTS as DOCS } from "./screenshots";

interface Mail {
  id: number;
  kind: string;
  subject: string;
  body: string;
  html: string | null;
}

async function mailOf(stack: StackInfo, to: string, kind: string): Promise<Mail> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const response = await fetch(`${stack.identityUrl}/mailbox.json?to=${encodeURIComponent(to)}`);
    const { messages } = (await response.json()) as { messages: Mail[] };
    const found = messages.find((m) => m.kind === kind);
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`no ${kind} mail for ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The page (or the part of it) at both widths, into docs/screenshots/. */
async function shoot(page: Page, name: string): Promise<void> {
  const original = page.viewportSize();
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.evaluate(() => document.fonts.ready);
    await page.waitForTimeout(400); // the dialogs' 300 ms animations
    await page.screenshot({ path: `${DOCS}${name}-${width}.png`, fullPage: true });
  }
  if (original !== null) await page.setViewportSize(original);
}

test("the owner hands the page over; the receiver accepts by mail; a manager leaves", async ({
  browser,
  page: owner,
  stack,
  mailbox,
  checkScreen,
  consoleGuard,
}) => {
  // A readable address answers 404 to the document for anyone who may not read the page (the
  // same as an unknown address); the app then opens it for a member who is signed in.
  consoleGuard.allow(/Failed to load resource: the server responded with a status of 404/);
  test.setTimeout(360_000);
  owner.on("dialog", (dialog) => {
    void dialog.accept();
  });
  const receiver = newEmail("ontvanger");
  const third = newEmail("derde");
  const receiverContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const receiverPage = await receiverContext.newPage();
  await createUser(receiverPage, mailbox, receiver);
  await createUser(receiverPage, mailbox, third);

  const { email: ownerEmail, profileId } = await userWithNewPage(owner, mailbox, "eigenaar");
  const named = await apiCall(owner, stack.apiUrl, `/api/v1/profiles/${profileId}`, {
    method: "PUT",
    body: { name: "Gerrit Jansen", sections: [] },
  });
  expect(named.status).toBe(200);
  for (const email of [receiver, third]) {
    const added = await apiCall(
      owner,
      stack.apiUrl,
      `/api/v1/profiles/${profileId}/group-membership`,
      {
        method: "PUT",
        body: { username: email, groupIDs: [`${profileId}-0000`] },
      },
    );
    expect(added.status).toBe(200);
  }
  await owner.goto(`/${profileId}`);
  await expect(owner.getByRole("heading", { level: 1 })).toHaveText("Gerrit Jansen");

  // The owner's access table names the owner; leaving is not possible, and says why.
  await menu(owner, "Toegang beheren");
  const access = owner.getByRole("dialog", { name: "Toegang beheren" });
  const ownerRow = access.getByRole("row").filter({ hasText: ownerEmail });
  await expect(ownerRow.getByText("Eigenaar").first()).toBeVisible();
  await expect(access.getByRole("button", { name: "Pagina verlaten" })).toBeDisabled();
  await expect(
    access.getByText("Als eigenaar kunt u de pagina niet verlaten.", { exact: false }),
  ).toBeVisible();
  await checkScreen(owner, "ownership-access");
  await shoot(owner, "ownership-access");

  // 'Eigenaar overdragen' to the receiver.
  await access.getByRole("button", { name: "Eigenaar overdragen" }).click();
  const handover = owner.getByRole("dialog", { name: "Eigenaar overdragen" });
  await handover.getByText(receiver, { exact: true }).click();
  await expect(handover.getByRole("radio", { name: receiver })).toBeChecked();
  await checkScreen(owner, "ownership-handover-dialog");
  await shoot(owner, "ownership-handover-dialog");
  await handover.getByRole("button", { name: "Verzoek versturen" }).click();
  await expect(handover).toHaveCount(0);
  await expect(
    access.getByText(`U heeft ${receiver} gevraagd eigenaar te worden.`, { exact: false }),
  ).toBeVisible();
  // Nothing changed yet.
  await expect(ownerRow.getByText("Eigenaar").first()).toBeVisible();
  await owner.keyboard.press("Escape");

  // The request mail, drawn as a mail program would.
  const mail = await mailOf(stack, receiver, "ownership-request");
  expect(mail.subject).toBe(
    "Verzoek om eigenaar te worden van de herinneringspagina van Gerrit Jansen",
  );
  expect(mail.body).toContain(`${ownerEmail} vraagt u om eigenaar te worden`);
  const link = /(https?:\/\/\S+\/eigenaar-worden\?code=[\w.-]+&antwoord=accepteren)/.exec(
    mail.body,
  )?.[1];
  expect(link).toBeDefined();
  const mailView = await browser.newPage();
  await mailView.goto(`${stack.identityUrl}/mailbox/${mail.id}.html`);
  await shoot(mailView, "ownership-mail");
  await mailView.close();

  // The receiver, signed in, sees the calm notice on the page.
  await receiverPage.goto("/login");
  await signIn(receiverPage, receiver, PASSWORD);
  await expect(receiverPage).toHaveURL(/\/$/);
  await receiverPage.goto(`/${profileId}`);
  const notice = receiverPage.getByRole("region", { name: "Verzoek om eigenaar te worden" });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText(`${ownerEmail} vraagt u om eigenaar te worden`);
  await checkScreen(receiverPage, "ownership-notice");
  await shoot(receiverPage, "ownership-notice");

  // …and accepts with the mail's link, on another device without a session.
  const device = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const phone = await device.newPage();
  await phone.goto(link ?? "");
  await expect(phone.getByRole("heading", { level: 1 })).toHaveText("Eigenaar worden");
  await phone.getByRole("button", { name: "Accepteren" }).click();
  await expect(phone.getByText("U bent nu de eigenaar van de herinneringspagina.")).toBeVisible();
  await device.close();

  // The former owner: the table names the new owner, and they are a manager now.
  await owner.reload();
  await menu(owner, "Toegang beheren");
  const after = owner.getByRole("dialog", { name: "Toegang beheren" });
  const newOwnerRow = after.getByRole("row").filter({ hasText: receiver });
  await expect(newOwnerRow.getByText("Eigenaar").first()).toBeVisible();
  const formerRow = after.getByRole("row").filter({ hasText: ownerEmail });
  await expect(formerRow.getByText("Beheer", { exact: true })).toBeVisible();
  await expect(after.getByText(`${receiver} is de eigenaar.`, { exact: false })).toBeVisible();
  // A manager who is not the owner cannot remove (or lower) other managers.
  const thirdRow = after.getByRole("row").filter({ hasText: third });
  await expect(
    thirdRow.getByRole("button", { name: `Toegang van ${third} verwijderen` }),
  ).toHaveCount(0);
  await expect(thirdRow.getByRole("combobox")).toHaveCount(0);
  await expect(
    after
      .getByText("Alleen de eigenaar kan beheerders verwijderen of hun toegang wijzigen.")
      .first(),
  ).toBeVisible();
  await expect(after.getByRole("button", { name: "Eigenaar overdragen" })).toHaveCount(0);
  // The API refuses it too.
  const refused = await apiCall(
    owner,
    stack.apiUrl,
    `/api/v1/profiles/${profileId}/group-membership?username=${encodeURIComponent(third)}`,
    { method: "DELETE" },
  );
  expect(refused.status).toBe(403);

  // The former owner leaves the page.
  await after.getByRole("button", { name: "Pagina verlaten" }).click();
  const confirm = owner.getByRole("alertdialog", { name: "Pagina verlaten" });
  await confirm.getByRole("button", { name: "Pagina verlaten" }).click();
  await expect(owner).toHaveURL(/\/$/);
  await expect(owner.getByText("U heeft de pagina verlaten.")).toBeVisible();
  const gone = await apiCall(owner, stack.apiUrl, `/api/v1/profiles/${profileId}`);
  expect(gone.status).toBe(404);

  // The new owner's table no longer lists them.
  await receiverPage.reload();
  await menu(receiverPage, "Toegang beheren");
  const ownersView = receiverPage.getByRole("dialog", { name: "Toegang beheren" });
  await expect(ownersView.getByRole("row").filter({ hasText: third })).toHaveCount(1);
  await expect(ownersView.getByRole("row").filter({ hasText: ownerEmail })).toHaveCount(0);
  await receiverContext.close();
});
