// `pnpm --filter @memorial/web run e2e`: the end-to-end suite against the built app (turbo runs
// `build` first) under the header set, with a fresh local backend on its own ports and data
// folder. Ports: MEMORIAL_E2E_API_PORT, MEMORIAL_E2E_IDENTITY_PORT, MEMORIAL_E2E_WEB_PORT.
// Extra arguments go to `playwright test` (for example a spec file name).
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { startStack } from "./stack";

const appDir = fileURLToPath(new URL("..", import.meta.url));
if (!existsSync(`${appDir}dist/index.html`)) {
  process.stderr.write(
    "apps/web/dist is missing: run `pnpm --filter @memorial/web run build` first.\n",
  );
  process.exit(1);
}

const backendLog: string[] = [];
const stack = await startStack(undefined, (line) => {
  backendLog.push(line);
});
process.stdout.write(
  `e2e: app ${stack.webUrl}, API ${stack.apiUrl}, identity ${stack.identityUrl}\n`,
);

const code = await new Promise<number>((resolve) => {
  const child = spawn(
    process.execPath,
    [fileURLToPath(import.meta.resolve("@playwright/test/cli")), "test", ...process.argv.slice(2)],
    {
      cwd: appDir,
      stdio: "inherit",
      env: {
        ...process.env,
        E2E_WEB_URL: stack.webUrl,
        E2E_API_URL: stack.apiUrl,
        E2E_IDENTITY_URL: stack.identityUrl,
      },
    },
  );
  child.on("exit", (exitCode) => {
    resolve(exitCode ?? 1);
  });
});

await stack.stop();
if (code !== 0 && process.env.E2E_BACKEND_LOG === "1") process.stdout.write(backendLog.join(""));
process.exit(code);
