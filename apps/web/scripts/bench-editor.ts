// The editor on a phone, for `pnpm bench:large` (and `bench.ts --editor` alone): the owner of
// the demo page and the owner of the large page each open edit mode, type in a text section, move
// a section and replace a photo, in Chromium with its CPU slowed down four times. The
// interactions' responsiveness is measured with the `web-vitals` library (INP, with the
// interaction that set it), and edit mode's readiness from the click on 'Bewerken' until the
// first text editor takes input. Runs alternate between the pages; figures are medians with
// their range, and the large page's are printed as ratios of the demo page's.
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { chromium, type Browser, type Page } from "@playwright/test";
import type * as WebVitals from "web-vitals/attribution";
import { medianWithRange } from "@memorial/local-backend/bench-spread";
import { pngFile, sectionFrames } from "../e2e/memorial-page-helpers";

const require = createRequire(import.meta.url);
// The library's build for a plain script tag, beside the CommonJS build its exports name.
const WEB_VITALS = join(
  dirname(require.resolve("web-vitals/attribution")),
  "web-vitals.attribution.iife.js",
);

/** What the bench opens: a page and the account that manages it. */
export interface EditedPage {
  url: string;
  email: string;
  password: string;
}

interface EditorFigures {
  /** From the click on 'Bewerken' until the first text editor is on screen, in ms. */
  ready: number;
  /** INP over the run's interactions, in ms. */
  inp: number;
  /**
   * The interaction that set the INP: its type and its target, with its input delay, processing
   * and presentation delay.
   */
  slowest: string;
  /** Every interaction of the run over 200 ms: its event, target and duration. */
  slow: string[];
}

/** A phone: the viewport of Lighthouse's mobile preset, the CPU four times slower. */
const PHONE = { width: 412, height: 823 };
const CPU_SLOWDOWN = 4;

declare global {
  interface Window {
    benchInp?: { value: number; slowest: string };
    benchSlow?: string[];
  }
}

/** Runs in the page: keeps the INP so far and the interaction that set it on `window`. */
function reportInp(vitals: typeof WebVitals): void {
  vitals.onINP(
    (metric) => {
      const {
        interactionType,
        interactionTarget,
        inputDelay,
        processingDuration,
        presentationDelay,
      } = metric.attribution;
      // Where its time went: waiting for the main thread, the handlers, then until the next paint.
      const parts = [inputDelay, processingDuration, presentationDelay].map((ms) => Math.round(ms));
      window.benchInp = {
        value: metric.value,
        slowest: `${interactionType} ${interactionTarget} (${parts.join("/")} ms)`,
      };
    },
    { reportAllChanges: true },
  );
  // Every interaction over 200 ms, in the order they happened: the INP names only the worst.
  const slow = new Map<number, { text: string; duration: number }>();
  window.benchSlow = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceEventTiming[]) {
      if (entry.interactionId === 0 || entry.duration <= 200) continue;
      const seen = slow.get(entry.interactionId);
      if (seen !== undefined && seen.duration >= entry.duration) continue;
      const target = entry.target instanceof Element ? entry.target : null;
      const label =
        target === null
          ? "?"
          : (target.getAttribute("aria-label") ?? target.textContent.trim().slice(0, 30));
      slow.set(entry.interactionId, {
        duration: entry.duration,
        text: `${entry.name} ${target?.nodeName.toLowerCase() ?? "?"} "${label}" ${String(Math.round(entry.duration))} ms`,
      });
      window.benchSlow = [...slow.values()].map((item) => item.text);
    }
  }).observe({ type: "event", durationThreshold: 16, buffered: true });
}

/** Signs in at `origin`'s `/login` and waits for the home (the benches' own, not measured). */
export async function signInAt(
  page: Page,
  origin: string,
  account: { email: string; password: string },
): Promise<void> {
  await page.goto(`${origin}/login`);
  await page.getByLabel("E-mailadres").fill(account.email);
  await page.getByLabel("Wachtwoord", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Inloggen", exact: true }).click();
  await page.waitForURL(`${origin}/`, { timeout: 120_000 });
}

async function oneRun(
  browser: Browser,
  origin: string,
  edited: EditedPage,
): Promise<EditorFigures> {
  const context = await browser.newContext({ viewport: PHONE, ignoreHTTPSErrors: true });
  try {
    // One script: the library, then the report of the INP as it grows.
    await context.addInitScript({
      content: `${await readFile(WEB_VITALS, "utf8")}\n;(${String(reportInp)})(webVitals);`,
    });
    const page = await context.newPage();
    await signInAt(page, origin, edited);
    const photo = await pngFile(page, "nieuwe-foto.png", "#8a6f5a");
    await page.goto(edited.url);
    const edit = page.getByTestId("page-actions").getByRole("button", { name: "Bewerken" });
    await edit.waitFor({ timeout: 60_000 });
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });

    // Edit mode: from the click until the first text editor is there.
    const started = performance.now();
    await edit.click();
    const text = page.getByRole("textbox", { name: "Tekst van de sectie" }).first();
    await text.waitFor({ timeout: 120_000 });
    const ready = performance.now() - started;

    // Typing at the end of the first text section, a key every 120 ms.
    await text.click();
    await page.keyboard.press("End");
    await page.keyboard.type(" Wij denken elke dag aan haar.", { delay: 120 });

    // Moving the second section up.
    const second = sectionFrames(page).nth(1);
    await second.getByRole("button", { name: "Sectie omhoog verplaatsen" }).click();
    await page.waitForTimeout(500);

    // Replacing a photo: the first photo section's photo removed (a full page may not add one
    // more), then a new one added.
    const album = sectionFrames(page)
      .filter({ has: page.getByRole("button", { name: "Foto verwijderen", exact: true }) })
      .first();
    await album.getByRole("button", { name: "Foto verwijderen", exact: true }).click();
    await page
      .getByRole("alertdialog")
      .getByRole("button", { name: "Foto verwijderen", exact: true })
      .click();
    const chooser = page.waitForEvent("filechooser");
    await album.getByRole("button", { name: "Foto's toevoegen" }).click();
    await (await chooser).setFiles(photo);
    await album.getByText("Foto's worden geüpload").waitFor({ state: "hidden", timeout: 60_000 });
    // A last, light interaction lets the slowest one be reported.
    await page.keyboard.press("Shift");
    await page.waitForTimeout(500);
    const inp = await page.evaluate(() => window.benchInp);
    if (inp === undefined) {
      const seen = await page.evaluate(() => ({
        vitals: typeof (window as unknown as { webVitals?: unknown }).webVitals,
        url: location.href,
        events: performance.getEntriesByType("event").length,
      }));
      throw new Error(`no INP was reported on ${edited.url}: ${JSON.stringify(seen)}`);
    }
    const slow = await page.evaluate(() => window.benchSlow ?? []);
    return { ready, inp: inp.value, slowest: inp.slowest, slow };
  } finally {
    await context.close();
  }
}

/** Runs the editor bench on both pages, `runs` times each, and prints the figures. */
export async function measureEditor(
  origin: string,
  pages: { demo: EditedPage; large: EditedPage },
  runs: number,
  load: () => string,
): Promise<void> {
  process.stdout.write(
    `\nthe editor on a phone (${String(PHONE.width)} px, CPU ${String(CPU_SLOWDOWN)}x slower), ${String(runs)} runs each, load average ${load()}\n`,
  );
  const browser = await chromium.launch({
    executablePath: "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--ignore-certificate-errors"],
  });
  const figures = { demo: [] as EditorFigures[], large: [] as EditorFigures[] };
  try {
    for (let index = 0; index < runs; index++) {
      figures.demo.push(await oneRun(browser, origin, pages.demo));
      figures.large.push(await oneRun(browser, origin, pages.large));
    }
  } finally {
    await browser.close();
  }
  const line = (name: string, pick: (run: EditorFigures) => number) => {
    const demo = medianWithRange(figures.demo.map(pick));
    const large = medianWithRange(figures.large.map(pick));
    const ratio = demo.median > 0 ? `${(large.median / demo.median).toFixed(2)}x` : "-";
    process.stdout.write(
      `${name.padEnd(24)} demo ${demo.text("ms").padEnd(28)} large ${large.text("ms").padEnd(28)} ${ratio}\n`,
    );
    return { demo, large };
  };
  const ready = line("edit mode ready", (run) => run.ready);
  const inp = line("INP", (run) => run.inp);
  for (const [name, list] of Object.entries(figures)) {
    process.stdout.write(
      `slowest interactions, ${name}: ${list.map((run) => run.slowest).join("; ")}\n`,
    );
    list.forEach((run, index) => {
      process.stdout.write(
        `  run ${String(index + 1)}, over 200 ms: ${run.slow.join("; ") || "none"}\n`,
      );
    });
  }
  process.stdout.write(`load average at the end ${load()}\n`);
  const budgets: [string, boolean][] = [
    ["INP <= 200 ms on the large page", inp.large.median <= 200],
    ["edit mode ready within 1.5x of the demo page", ready.large.median <= 1.5 * ready.demo.median],
  ];
  for (const [name, met] of budgets)
    process.stdout.write(`  ${met ? "met   " : "MISSED"} ${name}\n`);
}
