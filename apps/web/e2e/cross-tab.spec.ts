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

test("sign-out in one tab reaches the home's first view in another, revoking only once", async ({
  context,
  page,
  stack,
}) => {
  await page.goto("/login");
  await signIn(page, DEMO.email, DEMO.password);
  await expect(page).toHaveURL("/");

  const other = await context.newPage();
  await other.goto("/");
  // The home's own first view: the list is there before the app has loaded.
  await expect(other.getByRole("link", { name: /Johanna de Vries/ }).first()).toBeVisible();
  const revocations: string[] = [];
  for (const tab of [page, other]) {
    tab.on("request", (request) => {
      const target = request.headers()["x-amz-target"] ?? "";
      if (request.url().startsWith(stack.identityUrl) && target.endsWith("RevokeToken")) {
        revocations.push(target);
      }
    });
  }

  await page.getByRole("button", { name: "Uitloggen" }).click();
  await expect(page).toHaveURL("/login");
  await expect(other).toHaveURL(/\/login/, { timeout: 2000 });
  await networkQuiet(other);
  expect(revocations.length).toBeLessThanOrEqual(1);
});
