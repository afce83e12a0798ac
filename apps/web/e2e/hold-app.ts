// The app's script held back, to show what a visitor on a weak phone meets while a document of
// its own (`/login`, the home) stands in for the app.
import type { Page, Route } from "@playwright/test";

/** Holds back the app's entry script until `release()` (or fails it with `fail()`). */
export async function holdAppScript(page: Page) {
  const held: Route[] = [];
  let mode: "hold" | "pass" | "fail" = "hold";
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    if (mode === "pass") await route.continue();
    else if (mode === "fail") await route.abort("internetdisconnected");
    else held.push(route);
  });
  return {
    requested: () => held.length > 0,
    release: async () => {
      mode = "pass";
      await Promise.all(held.splice(0).map((route) => route.continue()));
    },
    fail: async () => {
      mode = "fail";
      await Promise.all(held.splice(0).map((route) => route.abort("internetdisconnected")));
    },
    pass: () => {
      mode = "pass";
    },
  };
}
