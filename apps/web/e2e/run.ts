// `pnpm --filter @memorial/web run e2e`: the end-to-end suite against the built app (turbo runs
// `build` first) under the header set. Playwright runs the spec files in MEMORIAL_E2E_WORKERS
// parallel workers (default 2); every worker gets its own stack: a fresh local backend on its own
// ports and data folder and a preview server pointed at it (e2e/stacks.ts).
// Ports of the first stack: MEMORIAL_E2E_API_PORT, MEMORIAL_E2E_IDENTITY_PORT,
// MEMORIAL_E2E_WEB_PORT; stack n adds 2n to the API and identity ports and n to the app's.
// Extra arguments go to `playwright test` (for example a spec file name).
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { portsFromEnv, startStack, type Stack } from "./stack";
import { overlappingPorts, portsOf } from "./stacks";

const appDir = fileURLToPath(new URL("..", import.meta.url));
if (!existsSync(`${appDir}dist/index.html`)) {
  process.stderr.write(
    "apps/web/dist is missing: run `pnpm --filter @memorial/web run build` first.\n",
  );
  process.exit(1);
}

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

const backendLogs: string[][] = Array.from({ length: workers }, () => []);
const started = await Promise.allSettled(
  backendLogs.map((log, index) =>
    startStack(portsOf(base, index), (line) => {
      log.push(line);
    }),
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
    `e2e stack ${index}: app ${stack.webUrl}, API ${stack.apiUrl}, identity ${stack.identityUrl}\n`,
  );
}

const code = await new Promise<number>((resolve) => {
  const child = spawn(
    process.execPath,
    [fileURLToPath(import.meta.resolve("@playwright/test/cli")), "test", ...process.argv.slice(2)],
    {
      cwd: appDir,
      stdio: "inherit",
      env: {
        ...process.env,
        E2E_WORKERS: String(workers),
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
if (code !== 0 && process.env.E2E_BACKEND_LOG === "1") {
  for (const [index, log] of backendLogs.entries()) {
    process.stdout.write(`--- backend of stack ${index}\n${log.join("")}`);
  }
}
process.exit(code);
