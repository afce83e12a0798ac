// `pnpm --filter @memorial/web run render:compare <other/worker.js> [rounds]`: the render's CPU
// time of another build of the Worker against this one (dist-worker/worker.js), loaded into one
// process and measured in turns, so that a machine whose speed drifts (a shared or throttled one)
// slows both alike. Each round renders the demo page and the large page 100 times uncached with
// each Worker (after 10 renders to warm up) and prints the median and p95 per round. Build the
// other Worker from another commit's sources with `vite build -c vite.worker.config.ts --outDir
// <dir>`. It also says whether the two builds give the same documents, apart from the ids React's
// `useId` makes (they follow the component tree). A measurement, not a test.
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import {
  demoFixture,
  installFixtureApi,
  largeFixture,
  loadWorker,
  quantile,
} from "./render-harness";

const [otherFile, roundsArgument] = process.argv.slice(2);
if (otherFile === undefined) {
  process.stderr.write("render:compare: name the other build's worker.js\n");
  process.exit(2);
}
const rounds = Number(roundsArgument ?? 4);
const appDir = fileURLToPath(new URL("..", import.meta.url));
const dist = resolve(appDir, "dist");
const demo = demoFixture();
const large = largeFixture();
installFixtureApi([demo, large]);
const workers = [
  ["other", await loadWorker(resolve(otherFile), dist)],
  ["this", await loadWorker(resolve(appDir, "dist-worker/worker.js"), dist)],
] as const;
for (const [, worker] of workers) worker.useCache(false);

const figures = new Map<string, string[]>();
for (let round = 0; round < rounds; round++) {
  for (const [name, worker] of workers) {
    for (const [page, fixture] of [
      ["demo", demo],
      ["large", large],
    ] as const) {
      const times: number[] = [];
      for (let index = 0; index < 110; index++) {
        const { cpuMs } = await worker.render(fixture.page);
        if (index >= 10) times.push(cpuMs);
      }
      times.sort((a, b) => a - b);
      const key = `${name} build, ${page} page`;
      figures.set(key, [
        ...(figures.get(key) ?? []),
        `${quantile(times, 0.5).toFixed(1)} / ${quantile(times, 0.95).toFixed(1)}`,
      ]);
    }
  }
}
process.stdout.write("Render CPU per request, uncached, median / p95 in ms, per round:\n");
/** A document with React's `useId` ids made alike. */
const withoutIds = (body: string) => body.replace(/_R_[A-Za-z0-9]+_/g, "_R_");
const documents: string[] = [];
for (const [key, values] of figures) {
  process.stdout.write(`  ${key.padEnd(24)} ${values.join("   ")}\n`);
}
for (const [page, fixture] of [
  ["demo", demo],
  ["large", large],
] as const) {
  const [other, own] = await Promise.all(
    workers.map(async ([, worker]) => withoutIds((await worker.render(fixture.page)).body)),
  );
  if (other === undefined || own === undefined) continue;
  let at = 0;
  while (at < own.length && own[at] === other[at]) at++;
  documents.push(
    other === own
      ? `  ${page} page: the same document (${String(own.length)} characters)`
      : `  ${page} page: the documents differ from character ${String(at)}: this build "${own.slice(at, at + 60)}", the other "${other.slice(at, at + 60)}"`,
  );
}
process.stdout.write(`Documents, ids aside:\n${documents.join("\n")}\n`);
process.exit(0);
