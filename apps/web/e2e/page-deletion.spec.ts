// 'Pagina verwijderen' in the browser: the owner opens it from the side menu, is offered the
// keepsake first, types a wrong name (a clear message, nothing deleted), then the right one, and
// lands on 'Mijn pagina's' with a calm confirmation. Afterwards the page's readable address and
// its id answer the document with HTTP 410 and "Deze herinneringspagina is verwijderd.", never
// 'Niet gevonden' and never the old content; the API answers 410 `page_deleted`.
import { expect, test } from "./fixtures";
import { menu } from "./memorial-page-helpers";
import { apiCall, userWithNewPage } from "./security-helpers";

test("the owner deletes a page; a wrong name deletes nothing; its addresses answer 410", async ({
  page,
  stack,
  mailbox,
  checkScreen,
  consoleGuard,
}) => {
  test.setTimeout(240_000);
  // The deleted page's reads answer 410 (the document and the API), as they should.
  consoleGuard.allow(/Failed to load resource: the server responded with a status of 410/);
  // The readable address of a page that is not public answers its document with 404 (as an
  // unknown address does); the app then opens it for the signed-in owner.
  consoleGuard.allow(/Failed to load resource: the server responded with a status of 404/);
  const { profileId } = await userWithNewPage(page, mailbox, "verwijderaar");
  const named = await apiCall(page, stack.apiUrl, `/api/v1/profiles/${profileId}`, {
    method: "PUT",
    body: {
      name: "Gerrit Jansen",
      dateOfBirth: "1941-05-03",
      sections: [{ type: "text", isPublic: true, text: "<p>Een zachte man.</p>" }],
    },
  });
  expect(named.status).toBe(200);
  const { address } = (await named.json()) as { address: string };
  expect(address).toBe("gerrit-jansen-1941");

  await page.goto(`/${address}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Gerrit Jansen");
  await menu(page, "Pagina verwijderen");
  const dialog = page.getByRole("alertdialog", { name: "Pagina verwijderen" });
  await expect(
    dialog.getByRole("button", { name: "Eerst een aandenken downloaden" }),
  ).toBeVisible();
  await checkScreen(page, "delete-page-keepsake");

  // The keepsake leads to the page's keepsake screen; back on the page the dialog starts again.
  await dialog.getByRole("button", { name: "Eerst een aandenken downloaden" }).click();
  await expect(page).toHaveURL(new RegExp(`/${address}/bewaren$`));
  await page.goto(`/${address}`);
  await menu(page, "Pagina verwijderen");
  await dialog.getByRole("button", { name: "Verder zonder aandenken" }).click();

  // A wrong name: a clear message, what was typed stays, nothing is deleted.
  const name = dialog.getByRole("textbox", { name: "Naam van de pagina" });
  await expect(name).toBeFocused();
  await name.fill("Gerrit Janssen");
  await dialog.getByRole("button", { name: "Pagina definitief verwijderen" }).click();
  await expect(
    dialog.getByText(
      "Deze naam komt niet overeen met de naam van de pagina. Er is niets verwijderd.",
      {
        exact: false,
      },
    ),
  ).toBeVisible();
  await expect(name).toHaveValue("Gerrit Janssen");
  await checkScreen(page, "delete-page-wrong-name");
  const still = await apiCall(page, stack.apiUrl, `/api/v1/profiles/${profileId}`);
  expect(still.status).toBe(200);

  // The right name (case and spaces do not matter).
  await name.fill("  gerrit jansen ");
  await dialog.getByRole("button", { name: "Pagina definitief verwijderen" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText("De pagina van Gerrit Jansen is verwijderd.")).toBeVisible();
  await expect(page.getByRole("link", { name: /Gerrit Jansen/ })).toHaveCount(0);
  await checkScreen(page, "delete-page-done");

  // The API: 410 page_deleted, without anything of the page.
  const gone = await fetch(`${stack.apiUrl}/public/api/v1/profiles/${profileId}`);
  expect(gone.status).toBe(410);
  expect(((await gone.json()) as { code: string }).code).toBe("page_deleted");

  // The addresses, as a visitor opens them: 410 and the calm line, never 'Niet gevonden'.
  const visitor = await page.context().browser()?.newPage();
  if (visitor === undefined) throw new Error("no browser");
  for (const path of [`/${address}`, `/${profileId}`]) {
    const response = await visitor.goto(path);
    expect(response?.status(), path).toBe(410);
    await expect(visitor.getByText("Deze herinneringspagina is verwijderd.")).toBeVisible();
    await expect(visitor.getByText("Niet gevonden")).toHaveCount(0);
    await expect(visitor.getByText("Een zachte man.")).toHaveCount(0);
    await expect(visitor.getByText("Gerrit Jansen")).toHaveCount(0);
  }
  await expect(visitor).toHaveTitle(/Herinneringspagina verwijderd/);
  await checkScreen(visitor, "page-deleted");
  await visitor.close();
});
