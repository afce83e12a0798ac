// `pnpm --filter @memorial/web run e2e`: the end-to-end suite against the built app (turbo runs
// `build` first) under the header set, with a fresh local backend on its own ports and data
// folder. Ports: MEMORIAL_E2E_API_PORT, MEMORIAL_E2E_IDENTITY_PORT, MEMORIAL_E2E_WEB_PORT.
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
import { fileURLToPath } from "node:url";
import { startStack, type WebServer } from "./stack";

const appDir = fileURLToPath(new URL("..", import.meta.url));
if (!existsSync(`${appDir}dist/index.html`) || !existsSync(`${appDir}dist-worker/worker.js`)) {
  process.stderr.write(
    "apps/web/dist or dist-worker is missing: run `pnpm --filter @memorial/web run build` first.\n",
  );
  process.exit(1);
}

/** What a visitor meets, run again in workerd: server HTML without JavaScript, the islands, the
 * CSP, the register, not-found and every fall-through case of the Worker. */
const WORKERD_SPECS = ["visitor.spec.ts", "condolences.spec.ts", "worker.spec.ts"];

async function run(server: WebServer, args: readonly string[]): Promise<number> {
  const backendLog: string[] = [];
  const stack = await startStack(
    undefined,
    (line) => {
      backendLog.push(line);
    },
    server,
  );
  process.stdout.write(
    `e2e (${server}): app ${stack.webUrl}, API ${stack.apiUrl}, identity ${stack.identityUrl}\n`,
  );
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
  return code;
}

const args = process.argv.slice(2);
const chosen = process.env.MEMORIAL_E2E_SERVER ?? "";
let code: number;
if (chosen === "workerd") {
  code = await run("workerd", args.length > 0 ? args : WORKERD_SPECS);
} else if (chosen === "node" || args.length > 0) {
  code = await run("node", args);
} else if (chosen === "") {
  code = await run("node", []);
  if (code === 0) code = await run("workerd", WORKERD_SPECS);
} else {
  process.stderr.write(`MEMORIAL_E2E_SERVER must be node or workerd, got ${chosen}\n`);
  code = 2;
}
process.exit(code);
