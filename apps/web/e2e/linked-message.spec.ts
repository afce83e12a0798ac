/**
 * A manager's mail links to one message ('Berichten beheren' with `?bericht=`). On a page whose
 * register is long, that message may be far below the first page of the list: it is shown first,
 * pointed out, and can be approved there. A message that is gone says so in one calm line.
 */
import type { Page } from "@playwright/test";
import { createUser, expect, guardContext, newEmail, PASSWORD, signIn, test } from "./fixtures";
import { activate, apiCall, publishPage, userWithNewPage } from "./security-helpers";

test("a manager's mail link finds its message far down a long register", async ({
  page: manager,
  browser,
  mailbox,
  stack,
  consoleGuard,
  checkScreen,
}) => {
  test.setTimeout(180_000);
  const { profileId } = await userWithNewPage(manager, mailbox, "lange-lijst");
  await activate(manager, stack.apiUrl, profileId);
  await publishPage(manager, stack.apiUrl, profileId, {
    name: "Johanna de Vries",
    dateOfBirth: "1948-03-12",
    dateOfDeath: "2025-11-02",
    sections: [],
  });

  // Signed-in writers (one writer may write ten messages a minute).
  const writers: Page[] = [manager];
  for (const label of ["schrijver-a", "schrijver-b"]) {
    const context = await browser.newContext({ baseURL: stack.webUrl, locale: "nl-NL" });
    await guardContext(context, stack.webUrl, consoleGuard);
    const writer = await context.newPage();
    const email = newEmail(label);
    await createUser(writer, mailbox, email);
    await signIn(writer, email, PASSWORD);
    await expect(writer).toHaveURL(/\/$/);
    writers.push(writer);
  }
  const write = async (writer: Page, name: string): Promise<string> => {
    const answer = await apiCall(
      writer,
      stack.apiUrl,
      `/api/v1/profiles/${profileId}/condolences`,
      {
        method: "POST",
        body: { name, message: "Veel sterkte in deze moeilijke tijd." },
      },
    );
    expect(answer.status).toBe(201);
    return ((await answer.json()) as { condolence: { id: string } }).condolence.id;
  };
  // The mail's message first, then 21 newer ones: it is not on the list's first page (20).
  const linked = await write(manager, "Marja Hoekstra");
  const [first, second, third] = writers;
  for (let index = 1; index <= 9; index++) await write(first ?? manager, `Buur ${String(index)}`);
  for (let index = 1; index <= 6; index++) {
    await write(second ?? manager, `Collega ${String(index)}`);
    await write(third ?? manager, `Vriend ${String(index)}`);
  }

  await manager.goto(`/${profileId}/condoleances?bericht=${linked}`);
  await expect(manager.getByRole("heading", { name: "Berichten beheren" })).toBeVisible();
  const item = manager.getByRole("listitem").filter({ hasText: "Marja Hoekstra" });
  // Pointed out (named so, and focused) at the top of the list.
  await expect(item).toHaveAttribute("data-highlighted", "");
  await expect(item).toHaveAccessibleName("Dit is het bericht uit uw e-mail. Marja Hoekstra");
  await expect(item).toBeFocused();
  await expect(manager.getByRole("listitem").first()).toContainText("Marja Hoekstra");
  await expect(item).toContainText("Wacht op goedkeuring");
  await expect(manager.getByText(/staat hier niet meer/)).toHaveCount(0);
  // The rest of the list as usual: its first page, and more to read.
  await expect(manager.getByRole("listitem").filter({ hasText: "Vriend 6" })).toBeVisible();
  await expect(manager.getByRole("button", { name: "Meer laden" })).toBeVisible();
  await checkScreen(manager, "moderation-linked-message");
  await item.getByRole("button", { name: "Bericht van Marja Hoekstra goedkeuren" }).click();
  await expect(item).toContainText("Zichtbaar");

  // Once the list's pages reach it, it stands in its own place, once.
  await manager.getByRole("button", { name: "Meer laden" }).click();
  await expect(manager.getByRole("listitem").filter({ hasText: "Buur 1" })).toBeVisible();
  await expect(manager.getByRole("listitem").filter({ hasText: "Marja Hoekstra" })).toHaveCount(1);

  // A message that is gone: one calm line (the browser logs the API's 404 that says so; from
  // here on the only request that answers 404).
  consoleGuard.allow(/the server responded with a status of 404 \(Not Found\)$/);
  await manager.goto(`/${profileId}/condoleances?bericht=${crypto.randomUUID()}`);
  await expect(manager.getByRole("heading", { name: "Berichten beheren" })).toBeVisible();
  await expect(
    manager.getByText(
      "Het bericht uit uw e-mail staat hier niet meer. Het is misschien al verwijderd of ingetrokken.",
    ),
  ).toBeVisible();
});
