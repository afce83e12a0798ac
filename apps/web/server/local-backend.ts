/**
 * How the app's Node tools (the end-to-end stack, the benchmark) start the local backend: its
 * package's `./main` entry, run with tsx in a process of its own, from its package folder (it
 * reads its own tsconfig there).
 */
import type { SpawnOptions } from "node:child_process";
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/** The local backend's entry file, as its package exports it. */
export const localBackendMain = fileURLToPath(import.meta.resolve("@memorial/local-backend/main"));

/** The folder of the package that holds `file` (the nearest one with a package.json). */
export function packageDirOf(file: string): string {
  let dir = dirname(file);
  while (!existsSync(join(dir, "package.json"))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`${file} is in no package`);
    dir = parent;
  }
  return dir;
}

/**
 * The command, arguments and options that start the local backend with `env` added to this
 * process's environment (without tsx's tsconfig path of this process: the backend resolves its
 * own tsconfig from its folder).
 */
export function localBackendProcess(env: Record<string, string>): {
  command: string;
  args: string[];
  options: SpawnOptions & { stdio: ["ignore", "pipe", "pipe"] };
} {
  const inherited = { ...process.env };
  delete inherited.TSX_TSCONFIG_PATH;
  return {
    command: process.execPath,
    args: ["--import", "tsx", localBackendMain],
    options: {
      cwd: packageDirOf(localBackendMain),
      env: { ...inherited, ...env },
      stdio: ["ignore", "pipe", "pipe"],
    },
  };
}
