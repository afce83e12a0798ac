import { existsSync } from "node:fs";
import { defineConfig } from "@playwright/test";
import { stackFor } from "./e2e/stacks";

// Started by e2e/run.ts, which builds nothing itself (turbo's e2e task depends on build), starts
// one fresh local backend and preview server per worker and passes their addresses in
// E2E_STACKS. Every worker process loads this file with its own TEST_PARALLEL_INDEX, so its
// pages go to its own stack.
const webUrl = stackFor(Number(process.env.TEST_PARALLEL_INDEX ?? 0)).webUrl;

// Debian's Chromium, as its headless-only build when that is installed (scripts/ensure-tools.sh):
// the same engine for less CPU, as in Playwright's own headless runs.
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
const chromiumPath =
  process.env.MEMORIAL_CHROMIUM ??
  (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : "/usr/bin/chromium");

export default defineConfig({
  testDir: "./e2e",
  testMatch: "*.spec.ts",
  // worker.spec.ts tests the Cloudflare Worker: only when e2e/run.ts serves the app through it.
  testIgnore: process.env.E2E_SERVER === "workerd" ? [] : ["worker.spec.ts"],
  // Spec files run side by side, each worker against its own stack (e2e/stacks.ts); the tests
  // of one file stay in order in one worker.
  workers: Number(process.env.E2E_WORKERS ?? 1),
  fullyParallel: false,
  forbidOnly: true,
  // A test that fails once is run once more: a rare stumble of the machine (CI runs about 100
  // journeys on two cores) does not stop a landing, and a real fault fails twice. e2e/run.ts
  // names every test that needed the second try at the end of the log, passed or not, so a
  // stumble that repeats is seen and fixed.
  retries: 1,
  // Generous, so the suite passes at a load average of 20 and more: every wait is for an event,
  // and a hang still fails. (At a load average of 25-34, beside a CPU hog, the sign-up journey
  // took longer than 120 s; every test's own limit is twice what it was since.)
  timeout: 240_000,
  // An assertion waits for its condition (an event), so a long limit costs nothing when the
  // machine is quiet; beside twelve busy loops (load average 15-16) a sign-in (SRP in the
  // browser and in the identity service, then the app's home) and an editor's re-render took
  // longer than 20 s, so assertions get 60 s.
  expect: { timeout: 60_000 },
  // The list as the tests run; e2e/run.ts also asks for a JSON report (E2E_REPORT), from which it
  // names the failed tests again at the very end of the log, after the servers' last lines.
  reporter: process.env.E2E_REPORT
    ? [["list"], ["json", { outputFile: process.env.E2E_REPORT }]]
    : [["list"]],
  outputDir: "./test-results",
  use: {
    baseURL: webUrl,
    locale: "nl-NL",
    timezoneId: "Europe/Amsterdam",
    trace: "off",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  projects: [{ name: "chromium", use: { browserName: "chromium" } }],
});
