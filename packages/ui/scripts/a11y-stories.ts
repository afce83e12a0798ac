/**
 * The in-browser accessibility check of the workshop (`pnpm --filter @memorial/ui run e2e`).
 *
 * Builds the workshop when `storybook-static/` is missing or older than the sources, opens every
 * story in Debian's Chromium at 375 px and 1280 px (one browser, several pages per width taking
 * stories off a shared list, `--pages`, default 6 in total), runs axe-core (WCAG 2.0/2.1/2.2 A and AA plus best practices) on the rendered
 * document, including dialogs and drawers that render in portals, and exits with 1 listing every
 * violation per story and width. A story that fails to render or throws also fails the check.
 *
 * Beyond axe it measures, in the real browser (`measure.ts`): target sizes (24 px everywhere,
 * 44 px at 375 px for icon buttons and switches), the 3:1 boundary of every form control, the
 * 3:1 focus indicator of every element reached with Tab, and sideways overflow at 320 px and at
 * 200 % text. It writes a screenshot of every story at both widths to `.screenshots/` and prints
 * the figures (stories, targets, contrast pairs, focus stops, overflow checks, failures).
 *
 * Axe violations, page errors, stories that do not render and every measured finding (targets,
 * boundaries, focus indicators, overflow) fail the check, so CI fails on a regression.
 * `--lenient` only prints the measured findings (for a first look while reworking a component);
 * `--strict` is the default and still accepted (`check:finish`).
 *
 * Usage: pnpm --filter @memorial/ui run e2e [-- --filter <text in story id>] [-- --no-build] [-- --lenient]
 *   [-- --pages <n>]
 * Env: MEMORIAL_CHROMIUM (default /usr/bin/chromium-headless-shell if installed, else
 *   /usr/bin/chromium), WORKSHOP_PAGES (default for --pages).
 */
import { spawn } from "node:child_process";
import { mkdir, readdir, readFile, stat } from "node:fs/promises";
import { createRequire } from "node:module";
import type { AddressInfo } from "node:net";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import type { AxeResults, Result, RunOptions } from "axe-core";
import type { Page } from "playwright-core";
import { waitForAnimations } from "../src/testing/animations.js";
import { measureControls, measureFocus, measureOverflow, type Finding } from "./measure.js";
import { screenshotName } from "./screenshot-stories.js";
import {
  launchChromium,
  openStory,
  serveStatic,
  storyIds,
  WORKSHOP_VIEWPORTS,
} from "./workshop.js";

/**
 * What axe checks. Rules about a whole page (one main landmark, one h1, all content inside
 * landmarks) do not apply to a single component shown on its own; the app's pages are checked for
 * them by the web app's end-to-end tests.
 */
export const AXE_OPTIONS = {
  runOnly: {
    type: "tag",
    values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"],
  },
  rules: {
    region: { enabled: false },
    "landmark-one-main": { enabled: false },
    "page-has-heading-one": { enabled: false },
  },
  resultTypes: ["violations"],
} satisfies RunOptions;

/**
 * One entry per violated rule: rule, impact and help, then the first few offending elements with
 * axe's own explanation (for contrast it names the colours and the ratio).
 */
export function describeViolations(violations: readonly Result[], maxTargets = 3): string[] {
  return violations.map((violation) => {
    const nodes = violation.nodes.slice(0, maxTargets).map((node) => {
      const target = node.target.map(String).join(" > ");
      const reason = [...node.any, ...node.all, ...node.none].find(
        (check) => check.message !== "",
      )?.message;
      const html = node.html.length > 100 ? `${node.html.slice(0, 100)}…` : node.html;
      return `\n      ${target} ${html}${reason === undefined ? "" : `\n        ${reason}`}`;
    });
    const more =
      violation.nodes.length > maxTargets
        ? `\n      (+${violation.nodes.length - maxTargets} more)`
        : "";
    return `${violation.id} [${violation.impact ?? "unknown"}] ${violation.help}${nodes.join("")}${more}`;
  });
}

/** The workshop must be (re)built when it is missing or any source is newer than its index. */
export function needsBuild(indexModified: number | undefined, newestSource: number): boolean {
  return indexModified === undefined || newestSource > indexModified;
}

async function newestModification(paths: readonly string[]): Promise<number> {
  let newest = 0;
  for (const path of paths) {
    const info = await stat(path).catch(() => undefined);
    if (info === undefined) {
      continue;
    }
    if (info.isDirectory()) {
      const children = await readdir(path);
      newest = Math.max(
        newest,
        await newestModification(children.map((child) => join(path, child))),
      );
    } else {
      newest = Math.max(newest, info.mtimeMs);
    }
  }
  return newest;
}

function buildWorkshop(outDir: string): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn(
      resolve("node_modules/.bin/storybook"),
      ["build", "-o", outDir, "--quiet", "--disable-telemetry"],
      { stdio: "inherit" },
    );
    child.on("error", fail);
    child.on("exit", (code) => {
      if (code === 0) {
        done();
      } else {
        fail(new Error(`storybook build exited with ${String(code)}`));
      }
    });
  });
}

/**
 * Pages open at once in the one browser (`--pages`, or WORKSHOP_PAGES), split evenly over the
 * widths. Most of a story's check waits on the browser (rendering, settling animations, a round
 * trip per Tab stop), so a few pages side by side keep both cores busy.
 */
export const DEFAULT_PAGES = 6;

/** Pages per width for `pages` in total (at least one per width); throws on a bad number. */
export function pagesPerWidth(pages: string, widths: number): number {
  const total = Number(pages);
  if (!Number.isInteger(total) || total < 1) {
    throw new Error(`--pages must be a whole number of at least 1, got ${pages}`);
  }
  return Math.max(1, Math.ceil(total / widths));
}

interface Job {
  id: string;
  viewport: { name: string };
}

/** Takes the next story still to be checked at this width off the shared list. */
export function nextJob<T extends Job>(jobs: T[], width: string): T | undefined {
  const index = jobs.findIndex((job) => job.viewport.name === width);
  return index === -1 ? undefined : jobs.splice(index, 1)[0];
}

interface StoryOutcome {
  id: string;
  width: string;
  /** Axe violations, page errors, render failures: these always fail the check. */
  problems: string[];
  /** Measured targets, boundaries, focus indicators and overflow below the bar. */
  findings: string[];
}

interface StoryResult {
  problems: string[];
  findings: string[];
}

/** Figures printed at the end, summed over every story and width. */
const figures = { targets: 0, contrastPairs: 0, focusStops: 0, overflowChecks: 0 };

const MAX_TAB_STOPS = 40;

/** Resolves after two frames: the page has laid out and painted what just changed. */
function nextFrames(): Promise<void> {
  return new Promise((done) => {
    requestAnimationFrame(() => {
      requestAnimationFrame(() => {
        done();
      });
    });
  });
}

/** Tabs through the story and measures the focus indicator at every stop. */
async function checkFocus(page: Page): Promise<Finding[]> {
  const findings: Finding[] = [];
  const seen = new Set<string>();
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
  });
  for (let stop = 0; stop < MAX_TAB_STOPS; stop += 1) {
    await page.keyboard.press("Tab");
    const key = await page.evaluate(() => {
      const element = document.activeElement;
      if (element === null || element === document.body) return "";
      const rect = element.getBoundingClientRect();
      return `${element.tagName}|${element.getAttribute("aria-label") ?? ""}|${element.textContent.slice(0, 30)}|${Math.round(rect.x)},${Math.round(rect.y)}`;
    });
    if (key === "" || seen.has(key)) break;
    seen.add(key);
    // Judge the indicator as it ends up, not halfway through a transition into it (plyr's
    // controls fade their ring in over 100 ms): let a frame start the transition, then wait
    // until it has ended.
    await page.evaluate(nextFrames);
    await waitForAnimations(page, 2000).catch(() => undefined);
    const result = await page.evaluate(measureFocus);
    if (result.measured) figures.focusStops += 1;
    if (result.finding !== null) findings.push(result.finding);
  }
  return findings;
}

/** Sideways overflow at 320 px (phone run) or at 200 % text (desktop run). */
async function checkOverflow(page: Page, phone: boolean): Promise<Finding[]> {
  const viewport = page.viewportSize();
  if (viewport === null) return [];
  figures.overflowChecks += 1;
  if (phone) {
    await page.setViewportSize({ width: 320, height: viewport.height });
    await page.evaluate(nextFrames);
    const findings = await page.evaluate(measureOverflow, "320 px");
    await page.setViewportSize(viewport);
    return findings;
  }
  await page.evaluate(() => {
    document.documentElement.style.fontSize = "200%";
  });
  await page.evaluate(nextFrames);
  const findings = await page.evaluate(measureOverflow, "200 % text");
  await page.evaluate(() => {
    document.documentElement.style.fontSize = "";
  });
  return findings;
}

async function checkStory(
  page: Page,
  baseUrl: string,
  id: string,
  width: string,
  screenshots: string,
): Promise<StoryResult> {
  const pageErrors: string[] = [];
  const onError = (error: Error): void => {
    pageErrors.push(error.message);
  };
  page.on("pageerror", onError);
  try {
    const rendered = await openStory(page, baseUrl, id);
    if (!rendered) {
      return {
        problems: ["story did not render (Storybook error display)", ...pageErrors],
        findings: [],
      };
    }
    const results = await page.evaluate(async (options) => {
      const axe = (window as unknown as { axe: { run: (...args: unknown[]) => unknown } }).axe;
      return (await axe.run(document, options)) as AxeResults;
    }, AXE_OPTIONS);
    const phone = width === "375";
    const controls = await page.evaluate(measureControls, phone);
    figures.targets += controls.targets;
    figures.contrastPairs += controls.contrastPairs;
    await page.screenshot({ path: join(screenshots, screenshotName(id, width)), fullPage: true });
    const overflow = await checkOverflow(page, phone);
    const focus = await checkFocus(page);
    const findings = [...controls.findings, ...overflow, ...focus];
    return {
      problems: [
        ...pageErrors.map((message) => `page error: ${message}`),
        ...describeViolations(results.violations),
      ],
      findings: [...new Set(findings.map((finding) => `${finding.kind}: ${finding.message}`))],
    };
  } finally {
    page.off("pageerror", onError);
  }
}

async function main(): Promise<number> {
  const started = performance.now();
  const { values } = parseArgs({
    args: process.argv.slice(2).filter((arg) => arg !== "--"),
    options: {
      filter: { type: "string" },
      dir: { type: "string", default: "storybook-static" },
      "no-build": { type: "boolean", default: false },
      strict: { type: "boolean", default: true },
      lenient: { type: "boolean", default: false },
      screenshots: { type: "string", default: ".screenshots" },
      pages: { type: "string", default: process.env.WORKSHOP_PAGES ?? String(DEFAULT_PAGES) },
    },
  });
  const screenshots = resolve(values.screenshots);
  await mkdir(screenshots, { recursive: true });
  const root = resolve(values.dir);
  const indexFile = join(root, "index.json");
  if (!values["no-build"]) {
    const indexModified = (await stat(indexFile).catch(() => undefined))?.mtimeMs;
    const newestSource = await newestModification(["src", ".storybook", "package.json"]);
    if (needsBuild(indexModified, newestSource)) {
      console.log("Building the workshop (storybook-static is missing or out of date)...");
      await buildWorkshop(root);
    }
  }
  const index: unknown = JSON.parse(await readFile(indexFile, "utf8"));
  const ids = storyIds(index, values.filter);
  if (ids.length === 0) {
    console.error("No stories found.");
    return 1;
  }
  const axeSource = await readFile(
    createRequire(import.meta.url).resolve("axe-core/axe.min.js"),
    "utf8",
  );
  const server = await serveStatic(root);
  const { port } = server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;
  const browser = await launchChromium();
  const outcomes: StoryOutcome[] = [];
  try {
    const jobs = WORKSHOP_VIEWPORTS.flatMap((viewport) => ids.map((id) => ({ id, viewport })));
    const contexts = await Promise.all(
      WORKSHOP_VIEWPORTS.map(async (viewport) => {
        const context = await browser.newContext({
          viewport: { width: viewport.width, height: viewport.height },
          locale: "nl-NL",
          deviceScaleFactor: 1,
        });
        await context.addInitScript({ content: axeSource });
        // tsx names functions with a `__name` helper; the measuring functions run in the page.
        await context.addInitScript({ content: "globalThis.__name = (target) => target;" });
        return { viewport, context };
      }),
    );
    const perWidth = pagesPerWidth(values.pages, WORKSHOP_VIEWPORTS.length);
    await Promise.all(
      contexts.flatMap(({ viewport, context }) =>
        Array.from({ length: perWidth }, async () => {
          const page = await context.newPage();
          for (let job = nextJob(jobs, viewport.name); job !== undefined;) {
            const { id } = job;
            const result = await checkStory(page, baseUrl, id, viewport.name, screenshots).catch(
              (error: unknown): StoryResult => ({
                problems: [
                  `check failed: ${error instanceof Error ? error.message : String(error)}`,
                ],
                findings: [],
              }),
            );
            outcomes.push({ id, width: viewport.name, ...result });
            job = nextJob(jobs, viewport.name);
          }
          await page.close();
        }),
      ),
    );
    await Promise.all(contexts.map(({ context }) => context.close()));
  } finally {
    await browser.close();
    server.close();
  }
  const strict = !values.lenient;
  const failing = (outcome: StoryOutcome): string[] =>
    strict ? [...outcome.problems, ...outcome.findings] : outcome.problems;
  const failed = outcomes.filter((outcome) => failing(outcome).length > 0);
  failed.sort((a, b) => a.id.localeCompare(b.id) || a.width.localeCompare(b.width));
  for (const outcome of failed) {
    console.error(`\n✗ ${outcome.id} @ ${outcome.width}px`);
    for (const problem of failing(outcome)) {
      console.error(`  - ${problem}`);
    }
  }
  const measured = outcomes.filter((outcome) => outcome.findings.length > 0);
  if (!strict) {
    for (const outcome of measured) {
      console.log(`\n! ${outcome.id} @ ${outcome.width}px (measured, fails without --lenient)`);
      for (const finding of outcome.findings) console.log(`  - ${finding}`);
    }
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const failures = failed.reduce((sum, outcome) => sum + failing(outcome).length, 0);
  const findings = measured.reduce((sum, outcome) => sum + outcome.findings.length, 0);
  console.log(
    `\nbrowser check: ${ids.length} stories x ${WORKSHOP_VIEWPORTS.length} widths = ${outcomes.length} checks (axe), ` +
      `${figures.targets} targets measured, ${figures.contrastPairs} contrast pairs measured, ` +
      `${figures.focusStops} focus indicators measured, ${figures.overflowChecks} overflow checks ` +
      `(320 px and 200 % text), ${findings} measured findings in ${measured.length} checks, ` +
      `${failures} failures in ${failed.length} checks${strict ? " (strict)" : ""}, ${seconds} s; ` +
      `screenshots in ${screenshots}`,
  );
  return failed.length === 0 ? 0 : 1;
}

if (process.argv[1] !== undefined && resolve(process.argv[1]).endsWith("a11y-stories.ts")) {
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
