/**
 * Opens every story of the built workshop (`storybook-static/`, made by `pnpm run build`) in
 * Debian's Chromium at a phone width (375 px) and a desktop width (1280 px) and writes one PNG per
 * story and width to `.screenshots/` (git-ignored).
 *
 * Usage: pnpm --filter @memorial/ui run screenshots [-- --filter <text in story id>]
 * Env: CHROMIUM_PATH (default /usr/bin/chromium).
 * Exits with 1 when a story fails to render or throws in the browser.
 */
import { createReadStream } from "node:fs";
import { mkdir, readFile, stat } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { extname, join, normalize, resolve, sep } from "node:path";
import { parseArgs } from "node:util";
import { chromium } from "playwright-core";

export const SCREENSHOT_VIEWPORTS = [
  { name: "375", width: 375, height: 812 },
  { name: "1280", width: 1280, height: 800 },
] as const;

const CONTENT_TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".woff2": "font/woff2",
  ".mp4": "video/mp4",
  ".mp3": "audio/mpeg",
};

interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: string;
}

/** Story ids from Storybook's `index.json`, optionally only those containing `filter`. */
export function storyIds(index: unknown, filter?: string): string[] {
  if (typeof index !== "object" || index === null || !("entries" in index)) {
    throw new Error("index.json has no entries: is storybook-static a Storybook build?");
  }
  const entries = Object.values(index.entries as Record<string, IndexEntry>);
  return entries
    .filter((entry) => entry.type === "story")
    .map((entry) => entry.id)
    .filter((id) => filter === undefined || id.includes(filter))
    .sort();
}

/** File name of one screenshot: `<story id>--<width>.png`. */
export function screenshotName(storyId: string, width: string): string {
  return `${storyId.replace(/[^a-z0-9-]/gi, "_")}--${width}.png`;
}

function serveStatic(root: string): Promise<Server> {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://localhost");
    const relative = normalize(decodeURIComponent(url.pathname)).replace(/^([/\\])+/, "");
    const file = resolve(root, relative === "" ? "index.html" : relative);
    if (file !== root && !file.startsWith(root + sep)) {
      response.writeHead(403).end();
      return;
    }
    stat(file)
      .then((info) => {
        const path = info.isDirectory() ? join(file, "index.html") : file;
        response.writeHead(200, {
          "content-type": CONTENT_TYPES[extname(path)] ?? "application/octet-stream",
        });
        createReadStream(path).pipe(response);
      })
      .catch(() => {
        response.writeHead(404).end();
      });
  });
  return new Promise((done) => {
    server.listen(0, "127.0.0.1", () => {
      done(server);
    });
  });
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
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  });
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
        await page.goto(`http://127.0.0.1:${port}/iframe.html?id=${id}&viewMode=story`);
        await page.waitForFunction(
          () =>
            document.body.classList.contains("sb-show-main") ||
            document.body.classList.contains("sb-show-errordisplay"),
        );
        await page.evaluate(() => document.fonts.ready);
        // Let play functions start and opening animations (dialogs, drawers) finish.
        await page.waitForTimeout(300);
        // Endless animations (skeleton pulse, spinners) never finish: ignore them.
        await page.waitForFunction(
          () =>
            document
              .getAnimations()
              .every(
                (animation) =>
                  animation.playState !== "running" ||
                  animation.effect?.getTiming().iterations === Number.POSITIVE_INFINITY,
              ),
          undefined,
          { timeout: 5000 },
        );
        await page.waitForTimeout(100);
        const broken = await page.evaluate(() =>
          document.body.classList.contains("sb-show-errordisplay"),
        );
        if (broken || pageErrors.length > 0) {
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
