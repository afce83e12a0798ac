// Starts a backend as a black box: a child process on free ports with a fresh data folder, ready
// once GET /health answers. By default the local backend (its "./main" entry, a declared
// dependency, started with the command its test helpers export); CONTRACT_BACKEND_COMMAND names
// any other command that honours the same environment variables. Nothing of the backend's own
// code is imported.
import { spawn, type ChildProcess } from "node:child_process";
import { closeSync, openSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import { localBackendCommand, tempFolder } from "@memorial/local-backend/testing";

export const LOCAL_CLIENT_ID = "contract-tests-client";
/** Upload URLs of the spawned backend live this long, so the expiry test waits seconds only. */
export const LOCAL_UPLOAD_TTL_SECONDS = 4;
/** Storage quota of every plan in the spawned backend, so the 413 test needs megabytes only. */
export const LOCAL_QUOTA_BYTES = 8_000_000;
/** Longest side of stored photos in the spawned backend. */
export const LOCAL_PHOTO_MAX_PIXELS = 1600;
/**
 * Request limits (per minute) of the spawned backend: high, so the suite's own traffic is never
 * throttled; rate-limits.test.ts starts a backend of its own with low limits.
 */
export const LOCAL_RATE_LIMIT = 100_000;

/** The backend's MEMORIAL_DATA_DIR inside the suite's folder for it. */
export const backendDataDir = (dataDir: string): string => path.join(dataDir, "data");

export interface RunningBackend {
  apiPort: number;
  identityPort: number;
  apiUrl: string;
  identityUrl: string;
  clientId: string;
  dataDir: string;
  logFile: string;
  stop(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      if (address === null || typeof address === "string") {
        server.close();
        reject(new Error("Could not read a free port."));
        return;
      }
      const { port } = address;
      server.close(() => {
        resolve(port);
      });
    });
  });
}

async function waitForHealth(
  url: string,
  child: ChildProcess,
  timeoutMs: number,
  logFile: string,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastProblem = "no answer yet";
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(
        `The local backend exited with code ${child.exitCode} before it was healthy.\n${tail(logFile)}`,
      );
    }
    try {
      const response = await fetch(`${url}/health`, { signal: AbortSignal.timeout(1000) });
      if (response.ok) {
        const body = (await response.json()) as { status?: unknown };
        if (body.status === "ok") return;
        lastProblem = `GET /health answered ${JSON.stringify(body)}`;
      } else {
        lastProblem = `GET /health answered ${response.status}`;
      }
    } catch (error) {
      lastProblem = error instanceof Error ? error.message : String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(
    `The local backend was not healthy within ${timeoutMs} ms (${lastProblem}).\n${tail(logFile)}`,
  );
}

function tail(logFile: string): string {
  try {
    const lines = readFileSync(logFile, "utf8").trimEnd().split("\n");
    return `Last lines of ${logFile}:\n${lines.slice(-25).join("\n")}`;
  } catch {
    return `(no log in ${logFile})`;
  }
}

export interface StartOptions {
  /**
   * A shell command that starts a backend (e.g. from CONTRACT_BACKEND_COMMAND); default: the
   * local backend. It gets the MEMORIAL_* variables below and must answer GET /health on
   * MEMORIAL_API_PORT once ready.
   */
  command?: string | undefined;
  webOrigin: string;
  /** Extra environment for the backend (e.g. small quotas for the quota test). */
  env?: Record<string, string>;
  timeoutMs?: number;
  /** An existing data folder (kept on stop); default a new temporary one (removed on stop). */
  dataDir?: string;
  /** Fixed ports, e.g. to restart on the same addresses; default free ports. */
  ports?: { api: number; identity: number };
}

export async function startLocalBackend(options: StartOptions): Promise<RunningBackend> {
  const ownsDataDir = options.dataDir === undefined;
  const dataDir = options.dataDir ?? tempFolder("contract");
  const logFile = path.join(dataDir, "backend.log");
  const apiPort = options.ports?.api ?? (await freePort());
  let identityPort = options.ports?.identity ?? (await freePort());
  while (identityPort === apiPort) identityPort = await freePort();
  const log = openSync(logFile, "a");
  const launch = () => {
    const spawnOptions = {
      // Its own process group, so stop() ends a shell command together with what it started.
      detached: true,
      env: {
        ...process.env,
        NODE_ENV: "test",
        MEMORIAL_DATA_DIR: backendDataDir(dataDir),
        MEMORIAL_HOST: "127.0.0.1",
        MEMORIAL_PUBLIC_HOST: "127.0.0.1",
        MEMORIAL_API_PORT: String(apiPort),
        MEMORIAL_IDENTITY_PORT: String(identityPort),
        MEMORIAL_WEB_ORIGIN: options.webOrigin,
        MEMORIAL_CLIENT_ID: LOCAL_CLIENT_ID,
        MEMORIAL_SEED: "false",
        MEMORIAL_UPLOAD_URL_TTL_SECONDS: String(LOCAL_UPLOAD_TTL_SECONDS),
        MEMORIAL_STORAGE_QUOTA_BYTES: String(LOCAL_QUOTA_BYTES),
        MEMORIAL_PHOTO_MAX_PIXELS: String(LOCAL_PHOTO_MAX_PIXELS),
        // The suite writes many condolences from one address; the rate-limit test lowers these.
        MEMORIAL_RATE_LIMIT_CLIENT_PER_MINUTE: String(LOCAL_RATE_LIMIT),
        MEMORIAL_RATE_LIMIT_PAGE_PER_MINUTE: String(LOCAL_RATE_LIMIT),
        MEMORIAL_API_RATE_LIMIT_PER_CLIENT: String(LOCAL_RATE_LIMIT),
        MEMORIAL_API_RATE_LIMIT_PER_USER: String(LOCAL_RATE_LIMIT),
        MEMORIAL_REPORT_RATE_LIMIT_PER_MINUTE: String(LOCAL_RATE_LIMIT),
        ...options.env,
      },
      stdio: ["ignore", log, log] as ["ignore", number, number],
    };
    if (options.command !== undefined)
      return spawn(options.command, { ...spawnOptions, shell: true });
    const { command, args, cwd } = localBackendCommand();
    return spawn(command, args, { ...spawnOptions, cwd });
  };
  let child: ChildProcess;
  try {
    child = launch();
  } catch (error) {
    if (ownsDataDir) rmSync(dataDir, { recursive: true, force: true });
    throw error;
  } finally {
    // The child holds its own copy of the log descriptor.
    closeSync(log);
  }
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const identityUrl = `http://127.0.0.1:${identityPort}`;
  const stop = async (): Promise<void> => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise<void>((resolve) =>
        child.once("exit", () => {
          resolve();
        }),
      );
      const signalGroup = (signal: NodeJS.Signals) => {
        try {
          if (child.pid !== undefined) process.kill(-child.pid, signal);
        } catch {
          child.kill(signal);
        }
      };
      signalGroup("SIGTERM");
      const timer = setTimeout(() => {
        signalGroup("SIGKILL");
      }, 5000);
      await exited;
      clearTimeout(timer);
    }
    if (ownsDataDir && process.env.CONTRACT_KEEP_DATA !== "1") {
      rmSync(dataDir, { recursive: true, force: true });
    }
  };
  try {
    await waitForHealth(apiUrl, child, options.timeoutMs ?? 45_000, logFile);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    apiPort,
    identityPort,
    apiUrl,
    identityUrl,
    clientId: LOCAL_CLIENT_ID,
    dataDir,
    logFile,
    stop,
  };
}
