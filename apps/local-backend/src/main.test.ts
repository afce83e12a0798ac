// `main.ts` as a user runs it: a real process that names every address on start-up, writes one
// JSON log line per request and shuts down cleanly on SIGTERM (exit code 0, data kept).
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { tempFolder } from "./testing/temp-folder.ts";

const appDir = path.resolve(import.meta.dirname, "..");
const dataDir = tempFolder("main");

let child: ChildProcess | undefined;
let stdout = "";
let stderr = "";

afterAll(() => {
  if (child?.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  fs.rmSync(dataDir, { recursive: true, force: true });
});

function start(): ChildProcess {
  const started = spawn(process.execPath, ["--import", "tsx", "src/main.ts"], {
    cwd: appDir,
    env: {
      ...process.env,
      MEMORIAL_DATA_DIR: dataDir,
      MEMORIAL_HOST: "127.0.0.1",
      MEMORIAL_PUBLIC_HOST: "127.0.0.1",
      MEMORIAL_API_PORT: "0",
      MEMORIAL_IDENTITY_PORT: "0",
      MEMORIAL_WEB_ORIGIN: "http://web.test:5173",
      MEMORIAL_SEED: "false",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  started.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString("utf8")));
  started.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString("utf8")));
  return started;
}

async function waitFor(condition: () => boolean, what: string, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) {
      throw new Error(`timed out waiting for ${what}\nstdout:\n${stdout}\nstderr:\n${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The address printed after a label of the start-up banner. */
function address(label: string): string {
  const line = stdout.split("\n").find((l) => l.trimStart().startsWith(label));
  const found = line
    ?.slice(line.indexOf(label) + label.length)
    .trim()
    .split(/\s+/)[0];
  if (found === undefined) throw new Error(`no "${label}" line in:\n${stdout}`);
  return found;
}

interface LogLine {
  level: string;
  message: string;
  server?: string;
  method?: string;
  path?: string;
  status?: number;
  durationMs?: number;
}

function requestLogLines(): LogLine[] {
  return stdout
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as LogLine)
    .filter((line) => line.message === "request");
}

describe("pnpm start (src/main.ts)", () => {
  it("prints every address, logs one JSON line per request and stops cleanly on SIGTERM", async () => {
    child = start();
    const running = child;
    await waitFor(() => stdout.includes("Data folder"), "the start-up banner");

    // Every address: web app, API, identity service, mailbox, payment page (real ports).
    expect(address("Web app (expected at)")).toBe("http://web.test:5173");
    const api = address("API").replace(/\/api\/v1$/, "");
    expect(api).toMatch(/^http:\/\/127\.0\.0\.1:[1-9]\d*$/);
    const identity = address("Identity service");
    expect(identity).toMatch(/^http:\/\/127\.0\.0\.1:[1-9]\d*$/);
    expect(identity).not.toBe(api);
    expect(address("Mailbox")).toBe(`${identity}/mailbox`);
    expect(address("Payment pages")).toBe(`${api}/payments/{paymentId}`);
    expect(address("Public API")).toBe(`${api}/public/api/v1`);
    expect(stdout).toContain(dataDir);

    // One structured line per request, for answers of every kind; no query strings.
    const before = requestLogLines().length;
    expect((await fetch(`${api}/health`)).status).toBe(200);
    expect((await fetch(`${api}/api/v1/profiles`)).status).toBe(401);
    expect((await fetch(`${api}/nothing-here?token=secret`)).status).toBe(404);
    expect((await fetch(`${identity}/.well-known/openid-configuration`)).status).toBeLessThan(500);
    await waitFor(() => requestLogLines().length >= before + 4, "four request log lines");
    const lines = requestLogLines().slice(before);
    expect(lines).toHaveLength(4);
    expect(lines.slice(0, 3)).toEqual([
      expect.objectContaining({ server: "api", method: "GET", path: "/health", status: 200 }),
      expect.objectContaining({
        server: "api",
        method: "GET",
        path: "/api/v1/profiles",
        status: 401,
      }),
      expect.objectContaining({ server: "api", method: "GET", path: "/nothing-here", status: 404 }),
    ]);
    expect(lines[3]).toMatchObject({ server: "identity", level: "info" });
    for (const line of lines) expect(typeof line.durationMs).toBe("number");
    expect(stdout).not.toContain("secret");

    // Graceful shutdown: SIGTERM closes the servers and the database, exit code 0.
    const exited = new Promise<number | null>((resolve) => running.once("exit", resolve));
    running.kill("SIGTERM");
    expect(await exited).toBe(0);
    expect(stdout).toContain("SIGTERM received, shutting down");
    expect(stderr).toBe("");
    // The database was closed cleanly: no write-ahead log is left behind.
    expect(fs.existsSync(path.join(dataDir, "memorial.sqlite"))).toBe(true);
    expect(fs.existsSync(path.join(dataDir, "memorial.sqlite-wal"))).toBe(false);
    await expect(fetch(`${api}/health`)).rejects.toThrow();
  }, 60_000);
});
