// `pnpm --filter @memorial/web run render:profile [runs]`: where the render's CPU time goes. Builds
// the Worker once more without minifying and with a source map (into a temporary folder), loads
// it like `deploy:check` does (`render-harness.ts`), records V8's sampling profiler over `runs`
// uncached renders (default 100) of the demo page and of the large page, and prints the time by
// part: React's render, Emotion and stylis, the CSS work of `@memorial/ui/ssr` (by function), the
// sanitiser (parse5), the render function's own modules, and the rest; with `--by-function`, by
// source file and function instead. A measurement, not a test.
import { spawnSync } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { Session } from "node:inspector/promises";
import { findSourceMap, SourceMap } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import {
  demoFixture,
  installFixtureApi,
  largeFixture,
  loadWorker,
  type RenderFixture,
} from "./render-harness";

const appDir = fileURLToPath(new URL("..", import.meta.url));
const byFunction = process.argv.includes("--by-function");
const runs = Number(process.argv.slice(2).find((arg) => !arg.startsWith("--")) ?? 100);
const outDir = await mkdtemp(join(tmpdir(), "memorial-render-profile-"));
const build = spawnSync(
  "pnpm",
  [
    "exec",
    "vite",
    "build",
    "-c",
    "vite.worker.config.ts",
    "--minify",
    "false",
    "--sourcemap",
    "true",
    "--outDir",
    outDir,
    "--emptyOutDir",
  ],
  { cwd: appDir, encoding: "utf8" },
);
if (build.status !== 0)
  throw new Error(`the Worker's build failed:\n${build.stdout}${build.stderr}`);
const workerFile = join(outDir, "worker.js");
const map = new SourceMap(JSON.parse(await readFile(`${workerFile}.map`, "utf8")) as never);

// tsx transforms the module it loads; its own source map leads back to worker.js, whose map
// leads to the sources.
process.setSourceMapsEnabled(true);

const demo = demoFixture();
const large = largeFixture();
installFixtureApi([demo, large]);
const worker = await loadWorker(workerFile, join(appDir, "dist"));
worker.useCache(false);
const loaded = findSourceMap(workerFile);

/** The source file a position of the loaded worker comes from. */
function sourceAt(line: number, column: number): string {
  const inWorker = loaded?.findEntry(line, column);
  const [workerLine, workerColumn] =
    inWorker !== undefined && "originalLine" in inWorker
      ? [inWorker.originalLine, inWorker.originalColumn]
      : [line, column];
  const entry = map.findEntry(workerLine, workerColumn);
  return "originalSource" in entry ? entry.originalSource : "";
}

/** The part of the render a source file (and function) belongs to. */
function partOf(source: string, name: string): string {
  // Chakra's folder in pnpm's store names Emotion and React too: asked first.
  if (/@chakra-ui\/react\/|@ark-ui\/|@zag-js\/|@pandacss\//.test(source))
    return "Chakra (style props to CSS objects, recipes)";
  if (/node_modules\/react-dom\//.test(source)) return "React render (react-dom/server)";
  if (/node_modules\/(@emotion\/|stylis)/.test(source))
    return "Emotion (serialising and hashing each element's styles)";
  if (/ui\/src\/ssr\/styles\.ts/.test(source)) return `CSS split and pruning: ${name || "?"}`;
  if (/parse5|entities|sanitize-html/.test(source)) return "sanitising (parse5)";
  if (/packages\/ui\/src/.test(source)) return "view components (@memorial/ui)";
  if (/apps\/web\/src/.test(source)) return "render function and visitor page (apps/web)";
  if (/node_modules\/react\//.test(source)) return "React (shared)";
  return `other: ${source.replace(/^.*node_modules\//, "").slice(0, 60)}`;
}

async function profile(fixture: RenderFixture, label: string): Promise<void> {
  for (let index = 0; index < 10; index++) await worker.render(fixture.page);
  const session = new Session();
  session.connect();
  await session.post("Profiler.enable");
  await session.post("Profiler.setSamplingInterval", { interval: 100 });
  await session.post("Profiler.start");
  let cpu = 0;
  for (let index = 0; index < runs; index++) cpu += (await worker.render(fixture.page)).cpuMs;
  const { profile: recorded } = await session.post("Profiler.stop");
  session.disconnect();

  const byId = new Map(recorded.nodes.map((node) => [node.id, node]));
  const counts = new Map<number, number>();
  for (const id of recorded.samples ?? []) counts.set(id, (counts.get(id) ?? 0) + 1);
  const deltas = recorded.timeDeltas ?? [];
  const total = deltas.reduce((sum, delta) => sum + delta, 0);
  const perSample = total / Math.max(1, recorded.samples?.length ?? 1);
  const parts = new Map<string, number>();
  for (const [id, count] of counts) {
    const frame = byId.get(id)?.callFrame;
    if (frame === undefined) continue;
    let part: string;
    if (frame.url.endsWith("worker.js")) {
      const source = sourceAt(frame.lineNumber, frame.columnNumber);
      part = partOf(source, frame.functionName);
      if (byFunction) {
        const file = source
          .replace(/^.*node_modules\//, "")
          .replace(/^.*?\/((?:packages|apps)\/)/, "$1");
        part = `${file} ${frame.functionName || "(anonymous)"}`;
      }
    } else if (frame.url === "") {
      part = frame.functionName === "(garbage collector)" ? "garbage collection" : "V8 and runtime";
    } else {
      part = `Node and the harness (${frame.url.replace(/^.*\//, "")})`;
    }
    parts.set(part, (parts.get(part) ?? 0) + count * perSample);
  }
  const sampled = [...parts.values()].reduce((sum, value) => sum + value, 0);
  process.stdout.write(
    `\n${label}: ${String(runs)} uncached renders, ${(cpu / runs).toFixed(1)} ms CPU each (process CPU time, profiler running)\n`,
  );
  for (const [part, micros] of [...parts].sort((a, b) => b[1] - a[1])) {
    if (micros / sampled < 0.005) continue;
    process.stdout.write(
      `  ${((100 * micros) / sampled).toFixed(1).padStart(5)} %  ${(micros / 1000 / runs).toFixed(2).padStart(6)} ms  ${part}\n`,
    );
  }
}

try {
  await profile(demo, "demo page");
  await profile(large, "large page");
} finally {
  await rm(outDir, { recursive: true, force: true });
}
process.exit(0);
