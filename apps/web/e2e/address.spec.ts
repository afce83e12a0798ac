/**
 * A readable address for every page: a new page gets `/voornaam-achternaam-jjjj`, its managers
 * change it under 'Adres van de pagina' (a reserved word is refused in Dutch), the earlier
 * address and the page's id lead on with a permanent redirect, the QR code carries the current
 * address, and the readable address of a page that is not public says 'Niet gevonden' (404).
 */
import { expect, guardContext, test } from "./fixtures";
import { menu, pickDate, save } from "./memorial-page-helpers";
import { readQrCode } from "./pdf-helpers";
import { activate, apiCall, userWithNewPage } from "./security-helpers";

test("a page gets a readable address that its manager can change and that keeps leading to it", async ({
  page,
  browser,
  mailbox,
  stack,
  consoleGuard,
  checkScreen,
}) => {
  test.setTimeout(240_000);
  consoleGuard.allow(/status of 404/);
  // A surname of this run only, so the address is this page's own.
  const tag =
    Math.random()
      .toString(36)
      .replace(/[^a-z]/g, "")
      .slice(0, 6) || "abc";
  const { profileId } = await userWithNewPage(page, mailbox, "adres");
  await page.keyboard.type(`Henk Jöng${tag}`);
  await pickDate(page, "Geboortedatum", { year: 1938, month: "april", day: 2 });
  await save(page);
  const first = `henk-jong${tag}-1938`;

  // The page's id leads to its readable address.
  await page.goto(`/${profileId}`);
  await expect(page).toHaveURL(`${stack.webUrl}/${first}`);
  await expect(page.getByRole("heading", { name: `Henk Jöng${tag}` })).toBeVisible();

  // Not public: without access the readable address is 'Niet gevonden' (404), exactly as an
  // address nobody ever had.
  const hidden = await fetch(`${stack.webUrl}/${first}`, { redirect: "manual" });
  const unknown = await fetch(`${stack.webUrl}/niemand-${tag}-1900`, { redirect: "manual" });
  expect(hidden.status).toBe(404);
  expect(unknown.status).toBe(404);
  expect(hidden.headers.get("x-memorial-render")).toBe(unknown.headers.get("x-memorial-render"));
  const strangerContext = await browser.newContext();
  await guardContext(strangerContext, stack.webUrl, consoleGuard);
  const stranger = await strangerContext.newPage();
  await stranger.goto(`${stack.webUrl}/${first}`);
  await expect(stranger.getByRole("heading", { level: 1 })).toHaveText("Niet gevonden");
  await expect(stranger.getByText(`Henk Jöng${tag}`)).toHaveCount(0);

  // Public (after paying), the manager chooses another address.
  await activate(page, stack.apiUrl, profileId);
  const made = await apiCall(page, stack.apiUrl, `/api/v1/profiles/${profileId}/public`, {
    method: "POST",
    body: { isPublic: true },
  });
  expect(made.status).toBe(200);
  await page.reload();
  await menu(page, "Adres van de pagina");
  const dialog = page.getByRole("dialog", { name: "Adres van de pagina" });
  const field = dialog.getByRole("textbox", { name: "Adres van de pagina" });
  await expect(field).toHaveValue(first);
  await field.fill("login");
  await expect(
    dialog.getByText("Dit woord is gereserveerd voor de website zelf. Kies een ander adres."),
  ).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Opslaan" })).toBeDisabled();
  await field.fill("Opa Henk");
  await expect(dialog.getByText(/Gebruik alleen kleine letters/)).toBeVisible();
  const chosen = `opa-henk-${tag}`;
  await field.fill(chosen);
  await expect(dialog.getByText("Dit adres is beschikbaar")).toBeVisible();
  await checkScreen(page, "address-setting");
  await dialog.getByRole("button", { name: "Opslaan" }).click();
  await expect(page).toHaveURL(`${stack.webUrl}/${chosen}`);
  await expect(page.getByText("Het nieuwe adres is opgeslagen.")).toBeVisible();

  // The earlier address and the id redirect permanently to the current one.
  for (const earlier of [first, profileId]) {
    const answer = await fetch(`${stack.webUrl}/${earlier}?x=1`, { redirect: "manual" });
    expect(answer.status, earlier).toBe(308);
    expect(answer.headers.get("location")).toBe(`/${chosen}?x=1`);
  }
  await stranger.goto(`${stack.webUrl}/${first}`);
  await expect(stranger).toHaveURL(`${stack.webUrl}/${chosen}`);
  await expect(stranger.getByRole("heading", { name: `Henk Jöng${tag}` })).toBeVisible();
  await expect(stranger.locator('head link[rel="canonical"]')).toHaveAttribute(
    "href",
    `${stack.webUrl}/${chosen}`,
  );

  // The API's QR code carries the current address.
  const qr = await apiCall(page, stack.apiUrl, `/api/v1/profiles/${profileId}/qrcode`);
  await expect
    .poll(
      async () => {
        const body = (await (
          await apiCall(page, stack.apiUrl, `/api/v1/profiles/${profileId}/qrcode`)
        ).json()) as { status: string };
        return body.status;
      },
      { timeout: 30_000 },
    )
    .toBe("succeeded");
  expect(qr.status).toBe(200);
  const ready = (await (
    await apiCall(page, stack.apiUrl, `/api/v1/profiles/${profileId}/qrcode`)
  ).json()) as { url: string };
  const png = new Uint8Array(await (await fetch(ready.url)).arrayBuffer());
  expect(await readQrCode(png)).toBe(`${stack.webUrl}/${chosen}`);
  await strangerContext.close();
});
