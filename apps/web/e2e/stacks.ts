/**
 * Which stack a Playwright worker talks to. `e2e/run.ts` starts one stack (local backend with its
 * own data folder, preview server) per worker and passes their addresses in E2E_STACKS; worker
 * number `parallelIndex` (0 .. workers - 1) uses stack number `parallelIndex`, so no two workers
 * share users, mailboxes, rate limits or the demo account's sessions.
 * Without E2E_STACKS (a spec run by hand against a running stack) E2E_WEB_URL / E2E_API_URL /
 * E2E_IDENTITY_URL or the default ports are used.
 */

/** The ports of one stack: the local backend's API and identity service, and the app. */
export interface StackPorts {
  api: number;
  identity: number;
  web: number;
}

/** The app client id of every stack's configuration (the local identity service's default). */
export const STACK_CLIENT_ID = "local-web-client";

export interface StackInfo {
  webUrl: string;
  apiUrl: string;
  identityUrl: string;
}

/** The ports of stack `index`: API and identity move in steps of two, the app in steps of one. */
export function portsOf(base: StackPorts, index: number): StackPorts {
  return { api: base.api + 2 * index, identity: base.identity + 2 * index, web: base.web + index };
}

/** Every port the stacks of `count` workers use, to reject overlapping choices early. */
export function overlappingPorts(base: StackPorts, count: number): number[] {
  const seen = new Set<number>();
  const twice = new Set<number>();
  for (let index = 0; index < count; index += 1) {
    const ports = portsOf(base, index);
    for (const port of [ports.api, ports.identity, ports.web]) {
      if (seen.has(port)) twice.add(port);
      seen.add(port);
    }
  }
  return [...twice].sort((a, b) => a - b);
}

/** The stack of worker `parallelIndex`. */
export function stackFor(parallelIndex: number, env: NodeJS.ProcessEnv = process.env): StackInfo {
  const listed = env.E2E_STACKS;
  if (listed !== undefined && listed !== "") {
    const stacks = JSON.parse(listed) as StackInfo[];
    const stack = stacks[parallelIndex];
    if (stack === undefined) {
      throw new Error(`no stack for worker ${parallelIndex} (${stacks.length} started)`);
    }
    return stack;
  }
  return {
    webUrl: env.E2E_WEB_URL ?? "http://localhost:5180",
    apiUrl: env.E2E_API_URL ?? "http://localhost:4100",
    identityUrl: env.E2E_IDENTITY_URL ?? "http://localhost:4101",
  };
}
