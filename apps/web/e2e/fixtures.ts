/**
 * The test fixtures of every spec. Import `test` and `expect` from here, not from
 * @playwright/test:
 * - every page of the test's browser context is watched: a console error, an uncaught exception
 *   or a Content-Security-Policy violation fails the test (`consoleGuard.allow(pattern)` admits a
 *   message the test expects, such as the browser's note about a 400 from a refused sign-in);
 * - `stack` has the addresses of the app, the API and the identity service of this run;
 * - `mailbox` reads the codes the local identity service sent;
 * - `checkScreen(page, name)` runs axe (WCAG 2.1 A/AA) and saves screenshots at 375 and 1280 px.
 */
import { mkdir, readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { createCognitoWire } from "@memorial/auth/testing";
import { test as base, expect, type BrowserContext, type Page } from "@playwright/test";
import type { AxeResults } from "axe-core";
import { waitForAnimations } from "@memorial/ui/testing/animations";
import { STACK_CLIENT_ID, stackFor, type StackInfo } from "./stacks";

export { expect };

export type { StackInfo };

export interface ConsoleGuard {
  /** Admits console errors matching the pattern for the rest of this test. */
  allow(pattern: RegExp): void;
  /** Every problem seen so far. */
  readonly problems: string[];
  readonly allowed: RegExp[];
}

export interface Mailbox {
  /** Waits for a new code mail to `email` (after `after` mails) and returns its 6-digit code. */
  code(email: string, after?: number): Promise<string>;
  /** How many mails `email` has received. */
  count(email: string): Promise<number>;
}

const SCREENSHOT_DIR = fileURLToPath(new URL("../.screenshots/", import.meta.url));
export const WIDTHS = [375, 1280] as const;
const axeSource = await readFile(
  createRequire(import.meta.url).resolve("axe-core/axe.min.js"),
  "utf8",
);

const CSP_REPORTER = `
  document.addEventListener("securitypolicyviolation", (event) => {
    console.error("CSP violation: " + event.violatedDirective + " blocked " + event.blockedURI);
  });
`;

/** Watches the app's pages (the identity service's own pages are not the app's concern). */
function watch(page: Page, appOrigin: string, problems: string[], allowed: RegExp[]): void {
  const onApp = () => page.url().startsWith(appOrigin);
  page.on("console", (message) => {
    if (message.type() !== "error" || !onApp()) return;
    const text = message.text();
    if (allowed.some((pattern) => pattern.test(text))) return;
    // For "Failed to load resource" the location is the request that failed: it names it.
    const source = message.location().url;
    problems.push(`console error on ${page.url()}: ${text}${source === "" ? "" : ` (${source})`}`);
  });
  page.on("pageerror", (error) => {
    if (!onApp()) return;
    problems.push(`uncaught exception on ${page.url()}: ${error.message}`);
  });
}

/**
 * Watches every page of a context the way the fixture's own context is watched (console errors,
 * uncaught exceptions, CSP violations into `guard.problems`), for a second browser context.
 */
export async function guardContext(
  context: BrowserContext,
  appOrigin: string,
  guard: ConsoleGuard,
): Promise<void> {
  await context.addInitScript({ content: CSP_REPORTER });
  for (const page of context.pages()) watch(page, appOrigin, guard.problems, guard.allowed);
  context.on("page", (page) => {
    watch(page, appOrigin, guard.problems, guard.allowed);
  });
}

/**
 * Puts axe-core into the page for a scan, once per document. Only the scans need it: as an init
 * script of every page it was compiled and run on each of the suite's navigations (half a
 * megabyte of script), in every test. Evaluated through the DevTools protocol, which the page's
 * Content-Security-Policy does not govern.
 */
export async function withAxe(page: Page): Promise<void> {
  if (await page.evaluate(() => "axe" in window)) return;
  await page.evaluate(axeSource);
}

export function newEmail(label: string): string {
  const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
  return `e2e-${label}-${unique}@example.nl`;
}

export const DEMO = { email: "demo@herinneringspagina.nl", password: "Herinnering2026" };
export const PASSWORD = "Herinnering2026";

export const test = base.extend<{
  stack: StackInfo;
  consoleGuard: ConsoleGuard;
  mailbox: Mailbox;
  checkScreen: (page: Page, name: string) => Promise<void>;
}>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a function destructures
  stack: async ({}, use, testInfo) => {
    await use(stackFor(testInfo.parallelIndex));
  },
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a function destructures
  consoleGuard: async ({}, use) => {
    const problems: string[] = [];
    const allowed: RegExp[] = [];
    await use({ allow: (pattern) => void allowed.push(pattern), problems, allowed });
  },
  context: async ({ context, consoleGuard, stack }, use) => {
    const { problems } = consoleGuard;
    await guardContext(context, stack.webUrl, consoleGuard);
    await use(context);
    expect(problems, "console errors, CSP violations or uncaught exceptions").toEqual([]);
  },
  mailbox: async ({ stack }, use) => {
    const messages = async (email: string) => {
      const response = await fetch(
        `${stack.identityUrl}/mailbox.json?to=${encodeURIComponent(email)}`,
      );
      const body = (await response.json()) as {
        messages: { body: string; createdAt: string }[];
      };
      return body.messages;
    };
    await use({
      count: async (email) => (await messages(email)).length,
      code: async (email, after = 0) => {
        const deadline = Date.now() + 15_000;
        for (;;) {
          const list = await messages(email);
          if (list.length > after) {
            const newest = [...list].sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
            const code = /\b(\d{6})\b/.exec(newest?.body ?? "")?.[1];
            if (code !== undefined) return code;
          }
          if (Date.now() > deadline) throw new Error(`no code mail for ${email}`);
          await new Promise((resolve) => setTimeout(resolve, 250));
        }
      },
    });
  },
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a function destructures
  checkScreen: async ({}, use) => {
    await mkdir(SCREENSHOT_DIR, { recursive: true });
    await use(async (page, name) => {
      const original = page.viewportSize();
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        await page.evaluate(() => document.fonts.ready);
        // A dialog that is still fading in or out (Chakra's open and close animations) has
        // half-transparent text: scan once finite animations have finished.
        await waitForAnimations(page);
        await withAxe(page);
        const results = await page.evaluate(async () => {
          const axe = (window as unknown as { axe: { run: (...args: unknown[]) => unknown } }).axe;
          return (await axe.run(document, {
            runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] },
          })) as AxeResults;
        });
        const violations = results.violations.map(
          (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`,
        );
        expect(violations, `axe on ${name} at ${width} px`).toEqual([]);
        await page.screenshot({ path: `${SCREENSHOT_DIR}${name}-${width}.png`, fullPage: true });
      }
      if (original !== null) await page.setViewportSize(original);
    });
  },
});

/**
 * Resolves once no request of `page` has been open for `quietMs` (after requests that were
 * already running have ended): the way to check that nothing more happens after a step, without
 * a fixed sleep. Rejects after `timeoutMs` of traffic.
 */
export function networkQuiet(page: Page, quietMs = 500, timeoutMs = 15_000): Promise<void> {
  return new Promise((resolve, reject) => {
    let open = 0;
    let quiet: ReturnType<typeof setTimeout> | undefined;
    const stop = (): void => {
      clearTimeout(quiet);
      clearTimeout(limit);
      page.off("request", started);
      page.off("requestfinished", ended);
      page.off("requestfailed", ended);
    };
    const arm = (): void => {
      clearTimeout(quiet);
      if (open === 0) {
        quiet = setTimeout(() => {
          stop();
          resolve();
        }, quietMs);
      }
    };
    const started = (): void => {
      open += 1;
      clearTimeout(quiet);
    };
    const ended = (): void => {
      open = Math.max(0, open - 1);
      arm();
    };
    const limit = setTimeout(() => {
      stop();
      reject(new Error(`the network of ${page.url()} was not quiet within ${timeoutMs} ms`));
    }, timeoutMs);
    page.on("request", started);
    page.on("requestfinished", ended);
    page.on("requestfailed", ended);
    arm();
  });
}

/** Signs in through the login screen and waits for the screen that follows. */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Inloggen");
  await page.getByLabel("E-mailadres").fill(email);
  await page.getByLabel("Wachtwoord", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Inloggen", exact: true }).click();
}

/** Registers and confirms a new user through the screens; ends on /login. */
export async function registerUser(page: Page, mailbox: Mailbox, email: string): Promise<void> {
  await page.goto("/register");
  await page.getByLabel("E-mailadres").fill(email);
  await page.getByLabel("Wachtwoord", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Herhaal wachtwoord").fill(PASSWORD);
  await page.getByRole("button", { name: "Registreren", exact: true }).click();
  await expect(page).toHaveURL(/\/register\/confirm\?email=/);
  await page.getByLabel("Activeringscode").fill(await mailbox.code(email));
  await page.getByRole("button", { name: "Verifiëren" }).click();
  await expect(page).toHaveURL(/\/login\?email=/);
}

/**
 * Creates and confirms a new user through the identity service's API, as the register screens
 * do (SignUp with the e-mail attribute, then ConfirmSignUp with the mailed code), and opens
 * /login: quicker than the screens, which `account.spec.ts` goes through (with `registerUser`).
 */
export async function createUser(page: Page, mailbox: Mailbox, email: string): Promise<void> {
  const { identityUrl } = stackFor(test.info().parallelIndex);
  const wire = createCognitoWire({ endpoint: identityUrl, clientId: STACK_CLIENT_ID });
  const signedUp = await wire.userPool("SignUp", {
    Username: email,
    Password: PASSWORD,
    UserAttributes: [{ Name: "email", Value: email }],
  });
  expect(signedUp.status, signedUp.message).toBe(200);
  const confirmed = await wire.userPool("ConfirmSignUp", {
    Username: email,
    ConfirmationCode: await mailbox.code(email),
  });
  expect(confirmed.status, confirmed.message).toBe(200);
  await page.goto("/login");
}

/** The auth keys the app and the Cognito library keep in local storage. */
export async function storedAuthKeys(context: BrowserContext, origin: string): Promise<string[]> {
  const state = await context.storageState();
  const local = state.origins.find((entry) => entry.origin === origin)?.localStorage ?? [];
  return local.map((item) => item.name).filter((name) => /cognito|memorial/i.test(name));
}
