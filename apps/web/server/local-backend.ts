/**
 * How the app's Node tools (the end-to-end stack, the benchmark) start the local backend: the
 * command its package exports for that (`@memorial/local-backend/testing`), in a process of its
 * own, with piped output.
 */
import type { SpawnOptions } from "node:child_process";
import { localBackendCommand } from "@memorial/local-backend/testing";

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
  const { command, args, cwd } = localBackendCommand();
  return {
    command,
    args,
    options: { cwd, env: { ...inherited, ...env }, stdio: ["ignore", "pipe", "pipe"] },
  };
}
