// The seeded demo page as the specs reach it (one helper for sharing, visitor, reflow and worker).
import type { Browser } from "@playwright/test";
import { DEMO, signIn } from "./fixtures";

/** The address of the seeded demo page (public, silver), as its owner's page list shows it. */
export async function demoPagePath(browser: Browser): Promise<string> {
  const owner = await browser.newContext();
  try {
    const page = await owner.newPage();
    await page.goto("/login");
    await signIn(page, DEMO.email, DEMO.password);
    const href = await page
      .getByRole("link", { name: /Johanna de Vries/ })
      .first()
      .getAttribute("href");
    if (href === null) throw new Error("the demo page has no link on the home screen");
    return href;
  } finally {
    await owner.close();
  }
}
