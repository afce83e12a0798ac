// How tools outside this package start the local backend as a process of its own (the contract
// suite, the web app's end-to-end stacks and its benchmark): `src/main.ts` run with this
// package's tsx, from this package's folder, so it reads its own tsconfig.
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

export interface BackendCommand {
  /** The Node binary that runs the tools themselves. */
  command: string;
  args: string[];
  /** The backend's package folder, to run it from. */
  cwd: string;
}

/** The command, arguments and folder that start the local backend (configure it by environment). */
export function localBackendCommand(): BackendCommand {
  const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve("tsx")).href;
  return {
    command: process.execPath,
    args: ["--import", tsx, path.join(packageDir, "src", "main.ts")],
    cwd: packageDir,
  };
}
