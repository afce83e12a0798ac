// A script held back, to show what a visitor on a weak phone meets before it arrives: the app's
// while a document of its own (`/login`, the home) stands in for it, the visitor page's wiring.
import type { Page, Route } from "@playwright/test";

/** Holds back the app's entry script until `release()` (or fails it with `fail()`). */
export function holdAppScript(page: Page) {
  return holdScript(page, /\/assets\/index-[^/]+\.js$/);
}

/** Holds back the scripts whose address matches `pattern` until `release()` (or `fail()`). */
export async function holdScript(page: Page, pattern: RegExp) {
  const held: Route[] = [];
  let mode: "hold" | "pass" | "fail" = "hold";
  await page.route(pattern, async (route) => {
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
