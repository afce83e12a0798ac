/**
 * Runs the Cloudflare Worker of `wrangler.jsonc` locally in workerd (`wrangler dev`) for the
 * tests and for `scripts/start.sh` (MEMORIAL_WEB_SERVER=workerd): the same configuration file a
 * deployment uses, with the built Worker
 * (`dist-worker/worker.js`) and a copy of `dist/` whose `config.json` and `_headers` are written
 * for the given configuration (as `pnpm build` writes them for a deployment's config.json).
 */
import { spawn } from "node:child_process";
import { cp, mkdtemp, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { AppConfig } from "../src/config";
import { headersFile } from "./headers";

const appDir = fileURLToPath(new URL("..", import.meta.url));
const wranglerBin = join(
  dirname(createRequire(import.meta.url).resolve("wrangler/package.json")),
  "bin",
  "wrangler.js",
);

export interface WorkerOptions {
  distDir: string;
  config: AppConfig;
  /** 0: any free port. */
  port: number;
  /** Worker variables (`API_BASE_URL`, `RENDER_SHARED_MAX_AGE`, ...). */
  vars?: Record<string, string>;
  log?: (line: string) => void;
}

export interface RunningWorker {
  /** `http://127.0.0.1:<port>` */
  url: string;
  stop(): Promise<void>;
}

export async function startWorker(options: WorkerOptions): Promise<RunningWorker> {
  const log = options.log ?? (() => undefined);
  const work = await mkdtemp(join(tmpdir(), "memorial-workerd-"));
  const assets = join(work, "assets");
  await cp(options.distDir, assets, { recursive: true });
  await writeFile(join(assets, "config.json"), JSON.stringify(options.config, null, 2));
  await writeFile(join(assets, "_headers"), headersFile(options.config, "config.json"));
  const vars = Object.entries(options.vars ?? {}).flatMap(([name, value]) => [
    "--var",
    `${name}:${value}`,
  ]);
  const child = spawn(
    process.execPath,
    [
      wranglerBin,
      "dev",
      "--config",
      join(appDir, "wrangler.jsonc"),
      "--assets",
      assets,
      "--ip",
      "127.0.0.1",
      "--port",
      String(options.port),
      "--inspector-port",
      "0",
      "--persist-to",
      join(work, "state"),
      "--show-interactive-dev-session=false",
      "--log-level",
      "info",
      ...vars,
    ],
    {
      cwd: appDir,
      // Its own process group: stop() ends wrangler and the workerd it started.
      detached: true,
      stdio: ["ignore", "pipe", "pipe"],
      env: { ...process.env, WRANGLER_SEND_METRICS: "false", CI: "1", NO_COLOR: "1" },
    },
  );
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null && child.pid !== undefined) {
      const exited = new Promise<void>((resolve) => {
        child.once("exit", () => {
          resolve();
        });
      });
      process.kill(-child.pid, "SIGTERM");
      const force = setTimeout(() => {
        if (child.pid !== undefined && child.exitCode === null) process.kill(-child.pid, "SIGKILL");
      }, 10_000);
      await exited;
      clearTimeout(force);
    }
    await rm(work, { recursive: true, force: true });
  };
  let output = "";
  try {
    const url = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => {
        reject(new Error(`wrangler dev did not start within 240 s:\n${output}`));
      }, 240_000);
      const read = (chunk: Buffer) => {
        const text = chunk.toString();
        output += text;
        log(text);
        const ready = /Ready on (http:\/\/[0-9.]+:\d+)/.exec(output);
        if (ready?.[1] !== undefined) {
          clearTimeout(timer);
          resolve(ready[1]);
        }
      };
      child.stdout.on("data", read);
      child.stderr.on("data", read);
      child.once("exit", (code) => {
        clearTimeout(timer);
        reject(new Error(`wrangler dev exited (${String(code)}):\n${output}`));
      });
    });
    // The first answer of a new isolate takes a moment; wait until the app is served, from its
    // index and from a route that falls through the Worker to the app (the first request of a
    // test in session 12 got no answer from a stack that had answered `/`).
    for (const path of ["/", "/login"]) {
      for (let attempt = 0; ; attempt++) {
        try {
          if ((await fetch(`${url}${path}`, { signal: AbortSignal.timeout(30_000) })).ok) break;
        } catch {
          // not yet
        }
        if (attempt > 60) throw new Error(`${url}${path} did not serve the app:\n${output}`);
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
    }
    return { url, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
