/**
 * Shared pieces of the scripts that open the built workshop (`storybook-static/`) in Debian's
 * Chromium: the story list, a small static file server, the browser launch and the wait until a
 * story has rendered and its animations have settled.
 */
import { createReadStream, existsSync } from "node:fs";
import { stat } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import { extname, join, normalize, resolve, sep } from "node:path";
import { chromium, type Browser, type Page } from "playwright-core";
import { waitForAnimations } from "../src/testing/animations.js";

/** The two widths every story is checked at: a phone and a desktop. */
export const WORKSHOP_VIEWPORTS = [
  { name: "375", width: 375, height: 812 },
  { name: "1280", width: 1280, height: 800 },
] as const;

/** Flags for Chromium as root on a closed network (see docs/toolchain.md). */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
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

/** Serves `root` on a free port of 127.0.0.1; paths outside `root` get 403. */
export function serveStatic(root: string): Promise<Server> {
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

const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";

/**
 * Debian's Chromium, headless: its headless-only build when that is installed
 * (scripts/ensure-tools.sh; the same engine for less CPU), or `MEMORIAL_CHROMIUM`.
 */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath:
      process.env.MEMORIAL_CHROMIUM ??
      (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : "/usr/bin/chromium"),
    args: [...CHROMIUM_ARGS],
  });
}

/** The phases of a Storybook story render after which nothing more happens on its own. */
const SETTLED_PHASES = ["finished", "errored", "aborted"];

/** What the preview exposes on `window` that the checks use. */
interface StorybookPreview {
  currentRender?: { id?: string; phase?: string };
  onSetCurrentStory?: (selection: { storyId: string; viewMode: "story" }) => Promise<void>;
}

/**
 * Opens one story and waits until Storybook has finished it: rendered, play function done and
 * finite animations (dialogs, drawers) settled, fonts loaded. Returns false when Storybook shows
 * its error display or the render errored (it failed, or its play function threw); a render
 * that was aborted for a newer one counts as finished.
 *
 * A page that already shows the preview switches to the story in place, as Storybook's own
 * sidebar does (the preview unmounts the story before, portals included), instead of loading
 * and evaluating the whole preview again; the page is scrolled to the top and nothing keeps the
 * focus. After a story that errored, or on a fresh page, the preview is loaded anew.
 */
export async function openStory(page: Page, baseUrl: string, id: string): Promise<boolean> {
  const switched = await page
    .evaluate((storyId) => {
      const preview = (window as unknown as { __STORYBOOK_PREVIEW__?: StorybookPreview })
        .__STORYBOOK_PREVIEW__;
      if (
        preview?.onSetCurrentStory === undefined ||
        preview.currentRender?.phase !== "finished" ||
        document.body.classList.contains("sb-show-errordisplay")
      ) {
        return false;
      }
      (document.activeElement as HTMLElement | null)?.blur();
      window.scrollTo(0, 0);
      void preview.onSetCurrentStory({ storyId, viewMode: "story" });
      return true;
    }, id)
    .catch(() => false);
  if (!switched) {
    await page.goto(`${baseUrl}/iframe.html?id=${encodeURIComponent(id)}&viewMode=story`);
  }
  const phase = await page.waitForFunction(
    ({ settled, storyId }) => {
      const preview = (window as unknown as { __STORYBOOK_PREVIEW__?: StorybookPreview })
        .__STORYBOOK_PREVIEW__;
      const current = preview?.currentRender;
      if (
        current?.id === storyId &&
        current.phase !== undefined &&
        settled.includes(current.phase)
      ) {
        return current.phase;
      }
      return document.body.classList.contains("sb-show-errordisplay") ? "errored" : false;
    },
    { settled: SETTLED_PHASES, storyId: id },
    { timeout: 60_000 },
  );
  await page.evaluate(() => document.fonts.ready);
  // Lazily loaded parts (a player, upload controls, a dialog) arrive after the story's render has
  // finished, in place of a fallback marked `data-lazy-pending`, and plyr builds its controls
  // after that: wait for both, so the part itself is measured every time.
  await page.waitForFunction(
    () =>
      document.querySelector("[data-lazy-pending]") === null &&
      [...document.querySelectorAll("video, audio")].every(
        (media) => media.closest("div.plyr")?.querySelector(".plyr__controls") != null,
      ),
    undefined,
    { timeout: 15_000 },
  );
  // Transitions a play function started last (focus rings, tooltips) and endless animations
  // (skeleton pulse, spinners) that never finish: wait for the first, ignore the second.
  await waitForAnimations(page, 15_000);
  const settledPhase = (await phase.jsonValue()) as string;
  const errorShown = await page.evaluate(() =>
    document.body.classList.contains("sb-show-errordisplay"),
  );
  return settledPhase !== "errored" && !errorShown;
}
