import { DEMO, expect, signIn, test } from "./fixtures";

test("signed out, / goes to /login?redirect=%2F and back after sign-in", async ({ page }) => {
  await page.goto("/");
  await expect(page).toHaveURL("/login?redirect=%2F");
  await signIn(page, DEMO.email, DEMO.password);
  await expect(page).toHaveURL("/");
  await expect(page.getByRole("heading", { name: "Mijn pagina's", level: 1 })).toBeVisible();
});

test("a deep path with query and fragment survives the gate", async ({ page }) => {
  await page.goto("/change-password?bron=mail#formulier");
  await expect(page).toHaveURL(
    `/login?redirect=${encodeURIComponent("/change-password?bron=mail#formulier")}`,
  );
  await signIn(page, DEMO.email, DEMO.password);
  await expect(page).toHaveURL("/change-password?bron=mail#formulier");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Wachtwoord wijzigen");
});

test("signed-in users are sent away from login and register", async ({ page }) => {
  await page.goto("/login");
  await signIn(page, DEMO.email, DEMO.password);
  await expect(page).toHaveURL("/");
  await page.goto("/login");
  await expect(page).toHaveURL("/");
  await page.goto("/register");
  await expect(page).toHaveURL("/");
  // A page load of /login while the state is still initialising: the login form never shows.
  await page.goto("/login?redirect=%2Ftoegankelijkheid");
  await expect(page).toHaveURL("/toegankelijkheid");
});

const HOSTILE = [
  "https://evil.example/",
  "//evil.example/",
  "///evil.example/",
  "/\\evil.example/",
  "\\\\evil.example/",
  "/\t/evil.example/",
  "javascript:alert(1)",
  " JavaScript:alert(1)",
  "data:text/html,<script>alert(1)</script>",
  "%2F%2Fevil.example%2F",
];

test("hostile redirect values end on the app's own origin after sign-in (docs/security.md item 1)", async ({
  page,
  stack,
}) => {
  test.setTimeout(HOSTILE.length * 60_000);
  for (const target of HOSTILE) {
    await page.goto(`/login?redirect=${encodeURIComponent(target)}`);
    // The home asks for the account's name ('Uw naam') beside its list: its answer, too, must
    // be in before the session is forgotten below.
    const named = page.waitForResponse(
      (response) =>
        response.url().endsWith("/api/v1/account/profile") && response.request().method() === "GET",
    );
    await signIn(page, DEMO.email, DEMO.password);
    await expect(page, target).toHaveURL("/");
    expect(new URL(page.url()).origin).toBe(stack.webUrl);
    // The home list has arrived: no request of this session is still to go out (on a loaded
    // machine one went out after the storage below was cleared, without a token: a 401).
    await expect(page.getByRole("link", { name: "Johanna de Vries" })).toBeVisible();
    await named;
    // Forget the session (as a sign-out would) before the next value.
    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
  }
});

test("an unknown deeper path shows the not-found view with a way on", async ({ page }) => {
  await page.goto("/een/pad/dat/niet/bestaat");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Niet gevonden");
  await page.getByRole("main").getByRole("link", { name: "Inloggen" }).click();
  await expect(page).toHaveURL(/\/login\?redirect=/);
});
