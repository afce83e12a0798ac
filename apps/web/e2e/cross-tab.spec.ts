import { DEMO, expect, networkQuiet, signIn, test } from "./fixtures";

test("sign-out in one tab signs out the other tab within about a second", async ({
  context,
  page,
  stack,
}) => {
  await page.goto("/login");
  await signIn(page, DEMO.email, DEMO.password);
  await expect(page).toHaveURL("/");

  const other = await context.newPage();
  await other.goto("/change-password");
  await expect(other.getByRole("heading", { level: 1 })).toHaveText("Wachtwoord wijzigen");
  const authenticatedAfterSignOut: string[] = [];
  let signedOut = false;
  other.on("request", (request) => {
    if (signedOut && request.url().startsWith(stack.apiUrl) && request.headers().authorization) {
      authenticatedAfterSignOut.push(request.url());
    }
  });

  await page.getByRole("button", { name: "Uitloggen" }).click();
  signedOut = true;
  await expect(page).toHaveURL("/login");
  await expect(other).toHaveURL(/\/login\?redirect=%2Fchange-password/, { timeout: 2500 });
  await expect(other.getByRole("button", { name: "Uitloggen" })).toHaveCount(0);
  // Once the other tab's network is quiet, none of its requests carried the old session.
  await networkQuiet(other);
  expect(authenticatedAfterSignOut).toEqual([]);
});
