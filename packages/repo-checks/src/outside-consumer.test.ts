// Another team's project, outside this workspace: it installs the packed tarballs with npm
// (their third-party dependencies from the npm registry or its cache), type-checks a small
// consumer with tsc against the packed declarations, and runs it against the local backend:
// a sign-in of the demo account through @memorial/auth and a call through @memorial/api-client.
import { execFile, execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import {
  DEMO_EMAIL,
  DEMO_PASSWORD,
  loadConfig,
  startBackend,
  type RunningBackend,
} from "@memorial/local-backend";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PUBLISHED, REPO_ROOT, pack, type PublishedFolder } from "./packed-packages";

const run = promisify(execFile);
/** What the consumer installs: the client, sign-in and their dependencies (not the UI). */
const CONSUMED: readonly PublishedFolder[] = [
  "packages/domain",
  "packages/api-types",
  "packages/api-client",
  "packages/auth",
  "openapi",
];
const project = mkdtempSync(path.join(tmpdir(), "memorial-consumer-"));
const dataDir = mkdtempSync(path.join(tmpdir(), "memorial-consumer-data-"));
let backend: RunningBackend | undefined;

afterAll(async () => {
  await backend?.close();
  rmSync(project, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
});

const CONSUMER = (b: RunningBackend) => `
import { createApiClient, listProfiles, type ApiClient } from "@memorial/api-client";
import type { ProfileListItem } from "@memorial/api-types";
import { createAuth, createMemoryStorageAdapter, type Auth } from "@memorial/auth";
import { USER_POOL_SETTINGS, checkPassword } from "@memorial/domain";

const webOrigin = "http://127.0.0.1:5999";
const auth: Auth = createAuth(
  {
    region: "eu-central-1",
    userPoolId: ${JSON.stringify(b.config.userPoolId)},
    clientId: ${JSON.stringify(b.config.clientId)},
    endpoint: ${JSON.stringify(b.identityUrl)},
  },
  {
    fetch: globalThis.fetch,
    storage: createMemoryStorageAdapter(),
    sessionStorage: createMemoryStorageAdapter(),
    crypto: globalThis.crypto,
    origin: webOrigin,
    currentUrl: () => webOrigin + "/login",
    navigate: () => undefined,
    replaceUrl: () => undefined,
    channel: { post: () => undefined, subscribe: () => () => undefined, close: () => undefined },
    listenToStorageEvents: false,
  },
);
const signedIn = await auth.signIn({ username: ${JSON.stringify(DEMO_EMAIL)}, password: ${JSON.stringify(DEMO_PASSWORD)} });
const client: ApiClient = createApiClient({
  baseUrl: ${JSON.stringify(b.apiUrl)},
  getTokens: async () => ({ idToken: (await auth.getBearerToken()) ?? null }),
});
const profiles = await listProfiles(client);
const first: Pick<ProfileListItem, "id"> | undefined = profiles[0];
console.log(
  JSON.stringify({
    step: signedIn.nextStep.signInStep,
    profiles: profiles.length,
    firstId: typeof first?.id,
    scopes: USER_POOL_SETTINGS.appClient.scopes,
    weak: checkPassword("kort"),
  }),
);
auth.dispose();
`;

describe("a project outside the workspace", { timeout: 600_000 }, () => {
  beforeAll(async () => {
    const tarballs: Record<string, string> = {};
    for (const folder of CONSUMED) {
      tarballs[PUBLISHED[folder]] = `file:${pack(folder, project, "when-missing")}`;
    }
    writeFileSync(
      path.join(project, "package.json"),
      JSON.stringify({
        name: "outside-consumer",
        private: true,
        type: "module",
        dependencies: tarballs,
        // The packages' dependencies on each other resolve to the same tarballs, never to a
        // registry.
        overrides: tarballs,
      }),
    );
    execFileSync(
      "npm",
      [
        "install",
        "--prefer-offline",
        "--no-audit",
        "--no-fund",
        "--ignore-scripts",
        "--loglevel=error",
      ],
      { cwd: project, stdio: "pipe" },
    );
    backend = await startBackend(
      loadConfig({
        MEMORIAL_DATA_DIR: dataDir,
        MEMORIAL_API_PORT: "0",
        MEMORIAL_IDENTITY_PORT: "0",
      }),
      { log: { info: () => undefined, error: () => undefined } },
    );
    writeFileSync(path.join(project, "consumer.ts"), CONSUMER(backend));
    writeFileSync(
      path.join(project, "tsconfig.json"),
      JSON.stringify({
        compilerOptions: {
          target: "ES2022",
          module: "NodeNext",
          moduleResolution: "NodeNext",
          lib: ["ES2023", "DOM"],
          types: [],
          strict: true,
          skipLibCheck: false,
          outDir: "out",
        },
        files: ["consumer.ts"],
      }),
    );
  });

  it("installs only the packed packages, with no sources", () => {
    for (const name of CONSUMED.map((folder) => PUBLISHED[folder])) {
      const manifest = JSON.parse(
        readFileSync(path.join(project, "node_modules", name, "package.json"), "utf8"),
      ) as { version: string };
      expect(manifest.version, name).toMatch(/^\d+\.\d+\.\d+$/);
    }
    // The packed exports: dist/, never src/ (which the tarball does not hold).
    const entry = path.join(project, "node_modules", "@memorial", "domain", "dist", "index.js");
    expect(readFileSync(entry, "utf8")).toContain("USER_POOL_SETTINGS");
  });

  it("type-checks a consumer with tsc, signs in and calls the API", async () => {
    const tsc = createRequire(path.join(REPO_ROOT, "package.json")).resolve("typescript/bin/tsc");
    execFileSync(process.execPath, [tsc, "-p", "tsconfig.json"], { cwd: project, stdio: "pipe" });
    // Asynchronously: the backend answers from this process.
    const { stdout: output } = await run(
      process.execPath,
      [path.join(project, "out", "consumer.js")],
      {
        cwd: project,
        encoding: "utf8",
      },
    );
    expect(JSON.parse(output.trim().split("\n").at(-1) ?? "{}")).toEqual({
      step: "DONE",
      profiles: 1,
      firstId: "string",
      scopes: ["email", "openid", "aws.cognito.signin.user.admin"],
      weak: ["minLength", "uppercase", "number"],
    });
  });
});
