import { defineConfig } from "@playwright/test";

// Started by e2e/run.ts, which builds nothing itself (turbo's e2e task depends on build), starts a
// fresh local backend and the preview server, and passes their addresses in these variables.
const webUrl = process.env.E2E_WEB_URL ?? "http://localhost:5180";

export default defineConfig({
  testDir: "./e2e",
  testMatch: "*.spec.ts",
  // worker.spec.ts tests the Cloudflare Worker: only when e2e/run.ts serves the app through it.
  testIgnore: process.env.E2E_SERVER === "workerd" ? [] : ["worker.spec.ts"],
  // One browser at a time: the machines that run this have two cores.
  workers: 1,
  fullyParallel: false,
  forbidOnly: true,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  outputDir: "./test-results",
  use: {
    baseURL: webUrl,
    locale: "nl-NL",
    timezoneId: "Europe/Amsterdam",
    trace: "off",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: process.env.MEMORIAL_CHROMIUM ?? "/usr/bin/chromium",
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
