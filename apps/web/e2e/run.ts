// `pnpm --filter @memorial/web run e2e`: the end-to-end suite against the built app (turbo runs
// `build` first) under the header set. Playwright runs the spec files in MEMORIAL_E2E_WORKERS
// parallel workers (default 2); every worker gets its own stack: a fresh local backend on its own
// ports and data folder and a preview server pointed at it (e2e/stacks.ts).
// Ports of the first stack: MEMORIAL_E2E_API_PORT, MEMORIAL_E2E_IDENTITY_PORT,
// MEMORIAL_E2E_WEB_PORT; stack n adds 2n to the API and identity ports and n to the app's.
// Extra arguments go to `playwright test` (for example a spec file name).
//
// MEMORIAL_E2E_SERVER chooses what serves the app:
//   unset    without arguments: the whole suite against the Node preview server, then the
//            visitor specs (WORKERD_SPECS) against the Cloudflare Worker in workerd; with
//            arguments: those specs against the preview server only
//   node     the preview server only
//   workerd  the Worker in workerd only (default specs: WORKERD_SPECS)
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { JSONReport } from "@playwright/test/reporter";
import { failureLines } from "./failures";
import { portsFromEnv, startStack, type Stack, type WebServer } from "./stack";
import { overlappingPorts, portsOf } from "./stacks";

const appDir = fileURLToPath(new URL("..", import.meta.url));
if (!existsSync(`${appDir}dist/index.html`) || !existsSync(`${appDir}dist-worker/worker.js`)) {
  process.stderr.write(
    "apps/web/dist or dist-worker is missing: run `pnpm --filter @memorial/web run build` first.\n",
  );
  process.exit(1);
}

/** What a visitor meets, run again in workerd: server HTML without JavaScript, the islands, the
 * CSP, the register, not-found, every fall-through case of the Worker, and the service worker's
 * saved pages. */
const WORKERD_SPECS = [
  "visitor.spec.ts",
  "condolences.spec.ts",
  "worker.spec.ts",
  "sharing.spec.ts",
  "offline.spec.ts",
];

/** Lines of each stack's output printed after a failed run. */
const FAILURE_LOG_LINES = 60;

const workers = Number(process.env.MEMORIAL_E2E_WORKERS ?? 2);
if (!Number.isInteger(workers) || workers < 1 || workers > 8) {
  process.stderr.write(`MEMORIAL_E2E_WORKERS must be 1 to 8, got ${String(workers)}\n`);
  process.exit(1);
}
const base = portsFromEnv();
const overlap = overlappingPorts(base, workers);
if (overlap.length > 0) {
  process.stderr.write(`The ports of the ${workers} stacks overlap: ${overlap.join(", ")}\n`);
  process.exit(1);
}

/** The failed and the flaky tests of Playwright's JSON report, a line each (failures.ts), or
 * null when Playwright wrote none. */
async function reportedFailures(reportFile: string): Promise<string[] | null> {
  try {
    return failureLines(JSON.parse(await readFile(reportFile, "utf8")) as JSONReport);
  } catch {
    return null;
  }
}

/** Runs `args` with Playwright, `count` workers, each against its own stack served by `server`. */
async function run(server: WebServer, args: readonly string[], count: number): Promise<number> {
  const backendLogs: string[][] = Array.from({ length: count }, () => []);
  const started = await Promise.allSettled(
    backendLogs.map((log, index) =>
      startStack(
        portsOf(base, index),
        (line) => {
          log.push(line);
        },
        server,
      ),
    ),
  );
  const stacks = started
    .filter((result): result is PromiseFulfilledResult<Stack> => result.status === "fulfilled")
    .map((result) => result.value);
  const failed = started.find((result) => result.status === "rejected");
  if (failed !== undefined) {
    await Promise.all(stacks.map((stack) => stack.stop()));
    throw failed.reason;
  }
  for (const [index, stack] of stacks.entries()) {
    process.stdout.write(
      `e2e (${server}) stack ${index}: app ${stack.webUrl}, API ${stack.apiUrl}, identity ${stack.identityUrl}\n`,
    );
  }
  const reportDir = await mkdtemp(join(tmpdir(), "memorial-e2e-report-"));
  const reportFile = join(reportDir, "report.json");
  const code = await new Promise<number>((resolve) => {
    const child = spawn(
      process.execPath,
      [fileURLToPath(import.meta.resolve("@playwright/test/cli")), "test", ...args],
      {
        cwd: appDir,
        stdio: "inherit",
        env: {
          ...process.env,
          E2E_SERVER: server,
          E2E_WORKERS: String(count),
          E2E_REPORT: reportFile,
          E2E_STACKS: JSON.stringify(
            stacks.map(({ webUrl, apiUrl, identityUrl }) => ({ webUrl, apiUrl, identityUrl })),
          ),
        },
      },
    );
    child.on("exit", (exitCode) => {
      resolve(exitCode ?? 1);
    });
  });
  await Promise.all(stacks.map((stack) => stack.stop()));
  if (code !== 0) {
    // What each stack's backend and web server (wrangler and workerd) said last, so a failure
    // that comes from a server shows its cause; E2E_BACKEND_LOG=1 prints all of it.
    const all = process.env.E2E_BACKEND_LOG === "1";
    for (const [index, log] of backendLogs.entries()) {
      const lines = log.join("").split("\n");
      const shown = all ? lines : lines.slice(-FAILURE_LOG_LINES);
      process.stdout.write(
        `--- e2e (${server}) stack ${index}: ${all ? "its whole output" : `its last ${shown.length} lines`}\n${shown.join("\n")}\n`,
      );
    }
  }
  // The failed tests again, after the servers' output, so the end of a long log says what
  // failed; in a passed run, the tests that passed only on their second try.
  const failures = await reportedFailures(reportFile);
  if (failures === null) {
    if (code !== 0) process.stdout.write(`--- e2e (${server}): Playwright wrote no report\n`);
  } else if (failures.length > 0) {
    const heading = code === 0 ? "passed only on a second try" : "what failed";
    process.stdout.write(`--- e2e (${server}): ${heading}\n${failures.join("\n")}\n`);
  }
  await rm(reportDir, { recursive: true, force: true });
  return code;
}

const args = process.argv.slice(2);
const chosen = process.env.MEMORIAL_E2E_SERVER ?? "";
// The Worker's spec files run side by side too, in as many workers (each with its own backend,
// data folder and wrangler/workerd, as the preview phase) as there are files, at most
// MEMORIAL_E2E_WORKERS.
const workerdCount = Math.min(workers, WORKERD_SPECS.length);
let code: number;
if (chosen === "workerd") {
  code = await run("workerd", args.length > 0 ? args : WORKERD_SPECS, workerdCount);
} else if (chosen === "node" || args.length > 0) {
  code = await run("node", args, workers);
} else if (chosen === "") {
  code = await run("node", [], workers);
  if (code === 0) code = await run("workerd", WORKERD_SPECS, workerdCount);
} else {
  process.stderr.write(`MEMORIAL_E2E_SERVER must be node or workerd, got ${chosen}\n`);
  code = 2;
}
process.exit(code);
