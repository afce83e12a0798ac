import type { Browser } from "@playwright/test";
import { DEMO, expect, signIn, test } from "./fixtures";

/** The address of the seeded demo page (public, silver), as its owner's page list shows it. */
async function demoPagePath(browser: Browser): Promise<string> {
  const owner = await browser.newContext();
  try {
    const page = await owner.newPage();
    await page.goto("/login");
    await signIn(page, DEMO.email, DEMO.password);
    const link = page.getByRole("link", { name: /Johanna de Vries/ }).first();
    const href = await link.getAttribute("href");
    if (href === null) throw new Error("the demo page has no link on the home screen");
    return href;
  } finally {
    await owner.close();
  }
}

const LAYOUT_SHIFTS = `
  window.__layoutShift = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.hadRecentInput) window.__layoutShift += entry.value;
    }
  }).observe({ type: "layout-shift", buffered: true });
`;

test("a public page is readable without JavaScript: server-rendered content and working links", async ({
  browser,
  stack,
}) => {
  const path = await demoPagePath(browser);
  const noScript = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 375, height: 800 },
  });
  try {
    const page = await noScript.newPage();
    const response = await page.goto(path);
    expect(response?.headers()["x-memorial-render"]).toBe("server");
    expect(response?.headers()["content-security-policy"]).toContain("script-src 'self'");
    await expect(page).toHaveTitle("In herinnering aan Johanna de Vries");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Johanna de Vries");
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(page.getByText("12 maart 1948 – 2 november 2025")).toBeVisible();
    await expect(page.getByRole("img", { name: "Portret van Johanna de Vries" })).toHaveAttribute(
      "fetchpriority",
      "high",
    );
    await expect(page.getByText("altijd vrolijk")).toBeVisible();
    await expect(page.getByRole("region", { name: "Foto's" })).toBeVisible();
    // The section that is not public is not on the page, not even in the data.
    expect(await page.content()).not.toContain("Voor de familie");
    // The footer's links are plain links.
    await page.getByRole("link", { name: "Inloggen" }).click();
    await expect(page).toHaveURL(`${stack.webUrl}/login?redirect=${encodeURIComponent(path)}`);
  } finally {
    await noScript.close();
  }
});

test("a public page hydrates without console errors, CSP violations or layout shift", async ({
  browser,
  context,
  page,
  checkScreen,
}) => {
  const path = await demoPagePath(browser);
  await context.addInitScript({ content: LAYOUT_SHIFTS });
  // A hydration mismatch is recovered by rendering the page again in the browser: a flash and a
  // late LCP. src/visitor/hydrate.tsx reports it as a warning.
  const warnings: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "warning" || message.type() === "error") warnings.push(message.text());
  });
  await page.setViewportSize({ width: 375, height: 800 });
  const hydration = page.waitForResponse((response) =>
    /\/assets\/visitor-hydrate-/.test(response.url()),
  );
  await page.goto(path);
  await hydration;
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Johanna de Vries");
  // Interactive now: the menu opens, with the anonymous visitor's items.
  await page.getByRole("button", { name: "Menu openen" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  const shift = await page.evaluate(
    () => (window as unknown as { __layoutShift: number }).__layoutShift,
  );
  expect(shift).toBeLessThan(0.02);
  await expect(page.getByRole("dialog").getByRole("button", { name: "Inloggen" })).toBeVisible();
  // The drawer brings its own styles along (the page itself has only the view's recipes).
  await checkScreen(page, "visitor-menu");
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toBeHidden();
  await checkScreen(page, "visitor-page");
  expect(warnings.filter((text) => /hydrat/i.test(text))).toEqual([]);
});

test("a tap on 'Menu openen' before the page has hydrated opens the menu once it is interactive", async ({
  browser,
  page,
}) => {
  const path = await demoPagePath(browser);
  await page.setViewportSize({ width: 375, height: 800 });
  // The script that hydrates the page arrives late (a slow phone on a weak connection): the
  // visitor taps the server-rendered button before React has taken it over.
  let hydrationScriptReleased = false;
  await page.route(/\/assets\/visitor-hydrate-[^/]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2500));
    hydrationScriptReleased = true;
    await route.continue();
  });
  const response = await page.goto(path, { waitUntil: "load" });
  expect(response?.headers()["x-memorial-render"]).toBe("server");
  await page.getByRole("button", { name: "Menu openen" }).click();
  expect(hydrationScriptReleased).toBe(false);
  await expect(page.getByRole("dialog")).toHaveCount(0);
  // One tap, no second one: the menu opens as soon as the page is interactive.
  await expect(page.getByRole("dialog")).toBeVisible({ timeout: 15_000 });
  expect(hydrationScriptReleased).toBe(true);
  await expect(page.getByRole("dialog").getByRole("button", { name: "Inloggen" })).toBeVisible();
});
