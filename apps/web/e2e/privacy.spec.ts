// The privacy statement: served at /privacy to anyone, linked from the footers, the sign-up
// screen and the condolence form.
import { DEMO, expect, signIn, test } from "./fixtures";

test("the privacy statement is linked from every place that collects data", async ({
  page,
  browser,
  stack,
  checkScreen,
}) => {
  test.setTimeout(180_000);
  await page.goto("/privacy");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacyverklaring");
  await expect(page.getByText("memorial.condolence-tokens.<pagina>")).toBeVisible();
  await expect(page.getByText(/eu-central-1/)).toBeVisible();
  await checkScreen(page, "privacy");

  const footerLink = page.getByRole("contentinfo").getByRole("link", { name: "Privacy" });
  await page.goto("/login");
  await expect(footerLink).toHaveAttribute("href", "/privacy");
  await page.goto("/register");
  await expect(page.getByRole("link", { name: "privacyverklaring" })).toHaveAttribute(
    "href",
    "/privacy",
  );
  await page.getByRole("link", { name: "privacyverklaring" }).click();
  await expect(page).toHaveURL("/privacy");

  // The visitor's page: the footer and the condolence form.
  const owner = await browser.newContext({ baseURL: stack.webUrl });
  const home = await owner.newPage();
  await home.goto("/login");
  await signIn(home, DEMO.email, DEMO.password);
  const path =
    (await home
      .getByRole("link", { name: /Johanna de Vries/ })
      .first()
      .getAttribute("href")) ?? "";
  await home.goto(path);
  await expect(home.getByRole("link", { name: "Privacy" }).last()).toHaveAttribute(
    "href",
    "/privacy",
  );
  await owner.close();

  await page.goto(path);
  await expect(page.getByRole("link", { name: "Privacy" }).last()).toHaveAttribute(
    "href",
    "/privacy",
  );
  const slot = page.locator("[data-condolences-slot]");
  await expect(async () => {
    await slot.scrollIntoViewIfNeeded();
    // The condolence form's and the memory form's notes.
    await expect(slot.getByRole("link", { name: "privacyverklaring" })).toHaveCount(2, {
      timeout: 2000,
    });
    for (const link of await slot.getByRole("link", { name: "privacyverklaring" }).all()) {
      await expect(link).toHaveAttribute("href", "/privacy", { timeout: 2000 });
    }
  }).toPass({ timeout: 60_000 });
});
