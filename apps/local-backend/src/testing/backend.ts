// The one way the tests and benches boot a local backend in-process: both servers on free
// loopback ports, unseeded, on a data folder of its own in the system's temporary folder (or on
// a folder the caller keeps, to start it again on the same data).
import fs from "node:fs";
import { loadConfig } from "../config.ts";
import { createJsonLogger, type Logger } from "../context.ts";
import { startBackend, type RunningBackend } from "../server.ts";
import { tempFolder } from "./temp-folder.ts";

export interface TestBackendOptions {
  /** Part of the temporary data folder's name (default "backend"). */
  name?: string;
  /** Settings added to (or overriding) the test defaults, as environment variables. */
  env?: Record<string, string>;
  /** Where its logs go (default: nowhere). */
  log?: Logger;
  /** A data folder the caller owns and keeps (default: a temporary one, removed at stop). */
  dataDir?: string;
}

export interface TestBackend extends RunningBackend {
  dataDir: string;
  /** Closes both servers and removes the data folder unless the caller gave it. */
  stop(): Promise<void>;
}

/** Starts a backend for a test: ports 0 on 127.0.0.1, no demo page, `env` on top. */
export async function startTestBackend(options: TestBackendOptions = {}): Promise<TestBackend> {
  const dataDir = options.dataDir ?? tempFolder(options.name ?? "backend");
  const removeFolder = () => {
    if (options.dataDir === undefined) fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const backend = await startBackend(
      loadConfig({
        MEMORIAL_DATA_DIR: dataDir,
        MEMORIAL_HOST: "127.0.0.1",
        MEMORIAL_API_PORT: "0",
        MEMORIAL_IDENTITY_PORT: "0",
        MEMORIAL_SEED: "false",
        ...options.env,
      }),
      { log: options.log ?? createJsonLogger(true) },
    );
    return Object.assign(backend, {
      dataDir,
      stop: async () => {
        await backend.close();
        removeFolder();
      },
    });
  } catch (error) {
    removeFolder();
    throw error;
  }
}
