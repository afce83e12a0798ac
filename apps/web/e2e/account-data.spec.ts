// 'Mijn gegevens downloaden' on 'Mijn account': the browser saves one JSON file with the
// account's e-mail and name, its pages with its role and the messages it wrote signed in.
import { readFile } from "node:fs/promises";
import { expect, test } from "./fixtures";
import { apiCall, userWithNewPage } from "./security-helpers";

test("the account holder downloads their own data as JSON", async ({
  page,
  stack,
  mailbox,
  checkScreen,
  consoleGuard,
}) => {
  test.setTimeout(180_000);
  // The readable address of a page that is not public answers its document with 404.
  consoleGuard.allow(/Failed to load resource: the server responded with a status of 404/);
  const { email, profileId } = await userWithNewPage(page, mailbox, "gegevens");
  const named = await apiCall(page, stack.apiUrl, `/api/v1/profiles/${profileId}`, {
    method: "PUT",
    body: { name: "Opa Kees", sections: [] },
  });
  expect(named.status).toBe(200);
  expect(
    (
      await apiCall(page, stack.apiUrl, "/api/v1/account/profile", {
        method: "PUT",
        body: { name: "Anna de Jong" },
      })
    ).status,
  ).toBe(200);
  const written = await apiCall(page, stack.apiUrl, `/api/v1/profiles/${profileId}/condolences`, {
    method: "POST",
    body: { name: "Anna", message: "Lieve opa, wij missen u." },
  });
  expect(written.status).toBe(201);

  await page.goto("/mijn-account");
  const section = page.getByRole("region", { name: "Mijn gegevens" });
  await expect(section).toBeVisible();
  await checkScreen(page, "account-data");
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    section.getByRole("button", { name: "Mijn gegevens downloaden" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("mijn-gegevens.json");
  const file = await download.path();
  const data = JSON.parse(await readFile(file, "utf8")) as {
    account: { email: string; name: string | null };
    pages: { id: string; name: string; role: string }[];
    messages: { profileId: string; message: string; kind: string }[];
  };
  expect(data.account).toEqual({ email: email.toLowerCase(), name: "Anna de Jong" });
  expect(data.pages).toEqual([
    expect.objectContaining({ id: profileId, name: "Opa Kees", role: "owner" }),
  ]);
  expect(data.messages).toEqual([
    expect.objectContaining({
      profileId,
      kind: "condolence",
      message: "Lieve opa, wij missen u.",
    }),
  ]);
  await expect(page.getByText("Uw gegevens zijn gedownload.")).toBeVisible();
});
