/**
 * Opens every story of the built workshop (`storybook-static/`, made by `pnpm run build`) in
 * Debian's Chromium at a phone width (375 px) and a desktop width (1280 px) and writes one PNG per
 * story and width to `.screenshots/` (git-ignored).
 *
 * Usage: pnpm --filter @memorial/ui run screenshots [-- --filter <text in story id>]
 * Env: MEMORIAL_CHROMIUM (default /usr/bin/chromium-headless-shell if installed, else
 *   /usr/bin/chromium).
 * Exits with 1 when a story fails to render or throws in the browser.
 */
import { mkdir, readFile } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import {
  launchChromium,
  openStory,
  serveStatic,
  storyIds,
  WORKSHOP_VIEWPORTS,
} from "./workshop.js";

export { storyIds } from "./workshop.js";
export const SCREENSHOT_VIEWPORTS = WORKSHOP_VIEWPORTS;

/** File name of one screenshot: `<story id>--<width>.png`. */
export function screenshotName(storyId: string, width: string): string {
  return `${storyId.replace(/[^a-z0-9-]/gi, "_")}--${width}.png`;
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    // `pnpm run screenshots -- --filter x` passes the "--" through.
    args: process.argv.slice(2).filter((arg) => arg !== "--"),
    options: {
      filter: { type: "string" },
      dir: { type: "string", default: "storybook-static" },
      out: { type: "string", default: ".screenshots" },
    },
  });
  const root = resolve(values.dir);
  const outDir = resolve(values.out);
  const index: unknown = JSON.parse(await readFile(join(root, "index.json"), "utf8"));
  const ids = storyIds(index, values.filter);
  if (ids.length === 0) {
    console.error("No stories found (build the workshop first: pnpm run build).");
    return 1;
  }
  await mkdir(outDir, { recursive: true });
  const server = await serveStatic(root);
  const { port } = server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;
  const browser = await launchChromium();
  const failures: string[] = [];
  try {
    for (const viewport of SCREENSHOT_VIEWPORTS) {
      const context = await browser.newContext({
        viewport: { width: viewport.width, height: viewport.height },
        locale: "nl-NL",
        deviceScaleFactor: 1,
      });
      const page = await context.newPage();
      let pageErrors: string[] = [];
      page.on("pageerror", (error) => pageErrors.push(error.message));
      for (const id of ids) {
        pageErrors = [];
        const rendered = await openStory(page, baseUrl, id);
        if (!rendered || pageErrors.length > 0) {
          failures.push(`${id} @ ${viewport.name}px: ${pageErrors.join("; ") || "render error"}`);
        }
        const file = join(outDir, screenshotName(id, viewport.name));
        await page.screenshot({ path: file, fullPage: true });
        console.log(`${viewport.name}px ${id}`);
      }
      await context.close();
    }
  } finally {
    await browser.close();
    server.close();
  }
  console.log(`${ids.length * SCREENSHOT_VIEWPORTS.length} screenshots in ${outDir}`);
  for (const failure of failures) {
    console.error(`FAILED ${failure}`);
  }
  return failures.length === 0 ? 0 : 1;
}

if (process.argv[1] !== undefined && resolve(process.argv[1]).endsWith("screenshot-stories.ts")) {
  main().then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
