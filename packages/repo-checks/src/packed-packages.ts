/**
 * The packages other teams install, as `pnpm pack` makes them: pnpm applies each package's
 * `publishConfig` (exports, types on dist/), so the workspace keeps resolving src/ while the
 * tarball points at the built dist/. `pnpm --filter @memorial/repo-checks run check-packages`
 * builds, packs and checks them (publint, and attw with the ESM-only profile); the test of this
 * package runs the same checks.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";

export const REPO_ROOT = path.resolve(import.meta.dirname, "..", "..", "..");

/**
 * Published packages: folder → package name. The contract file is one, since api-types reads
 * it; so is the sanitiser, since ui depends on it (packed on its own rather than bundled into
 * ui, so the API's server code can use the same package).
 */
export const PUBLISHED = {
  "packages/domain": "@memorial/domain",
  "packages/api-types": "@memorial/api-types",
  "packages/api-client": "@memorial/api-client",
  "packages/auth": "@memorial/auth",
  "packages/sanitize-html": "@memorial/sanitize-html",
  "packages/ui": "@memorial/ui",
  openapi: "@memorial/openapi",
} as const;

export type PublishedFolder = keyof typeof PUBLISHED;

/**
 * Packs one package; returns the tarball's path. A package with a build is built first when
 * `build` is "always", or when its dist/ is missing with "when-missing" (the test: turbo builds
 * the packages before it, and two builds of one package must not run at once).
 */
export function pack(
  folder: PublishedFolder,
  destination: string,
  build: "always" | "when-missing" = "always",
): string {
  const cwd = path.join(REPO_ROOT, folder);
  const manifest = createRequire(import.meta.url)(path.join(cwd, "package.json")) as {
    scripts?: Record<string, string>;
  };
  const built = existsSync(path.join(cwd, "dist"));
  // ui's `build` is its Storybook workshop; its package build is `build:package`.
  const script = ["build:package", "build"].find((name) => manifest.scripts?.[name] !== undefined);
  if (script !== undefined && (build === "always" || !built)) {
    execFileSync("pnpm", ["run", "--silent", script], { cwd, stdio: "pipe" });
  }
  const before = new Set(readdirSync(destination));
  execFileSync("pnpm", ["pack", "--pack-destination", destination], { cwd, stdio: "pipe" });
  const tarball = readdirSync(destination).find((name) => !before.has(name));
  if (tarball === undefined) throw new Error(`pnpm pack wrote no tarball for ${folder}`);
  return path.join(destination, tarball);
}

const bin = (name: string): string =>
  path.join(REPO_ROOT, "packages", "repo-checks", "node_modules", ".bin", name);

/** The exports of a packed package that are files, not modules (ui's player assets). */
function fileExports(tarball: string): string[] {
  const manifest = JSON.parse(
    execFileSync("tar", ["xzf", tarball, "-O", "package/package.json"], { encoding: "utf8" }),
  ) as { exports?: Record<string, unknown> };
  return Object.entries(manifest.exports ?? {})
    .filter(([, target]) => typeof target === "string" && !/\.(m?js|d\.ts)$/.test(target))
    .map(([name]) => name);
}

/** publint and attw (ESM-only profile) on one tarball: the problems each reports, or none. */
export function checkTarball(tarball: string): { tool: string; output: string }[] {
  const problems: { tool: string; output: string }[] = [];
  const assets = fileExports(tarball);
  const runs: [string, string[]][] = [
    ["publint", ["run", tarball, "--strict"]],
    [
      "attw",
      [
        tarball,
        ...["--profile", "esm-only", "--format", "table-flipped", "--no-emoji"],
        ...(assets.length > 0 ? ["--exclude-entrypoints", ...assets] : []),
      ],
    ],
  ];
  for (const [tool, args] of runs) {
    const result = spawnSync(bin(tool), args, { encoding: "utf8" });
    if (result.status !== 0) problems.push({ tool, output: `${result.stdout}${result.stderr}` });
  }
  return problems;
}

if (process.argv[1] === import.meta.filename) {
  const destination = mkdtempSync(path.join(tmpdir(), "memorial-packed-"));
  let failed = false;
  try {
    for (const folder of Object.keys(PUBLISHED) as PublishedFolder[]) {
      const tarball = pack(folder, destination);
      const problems = checkTarball(tarball);
      process.stdout.write(
        `${path.basename(tarball)}: ${problems.length === 0 ? "ok" : "FAILED"}\n`,
      );
      for (const { tool, output } of problems) process.stdout.write(`  ${tool}:\n${output}\n`);
      failed ||= problems.length > 0;
    }
  } finally {
    rmSync(destination, { recursive: true, force: true });
  }
  process.exit(failed ? 1 : 0);
}
