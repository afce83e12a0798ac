// `pnpm --filter @memorial/web run bench:large` (after the build; `pnpm bench:large` runs it after
// the Lighthouse part of `bench.ts --large`): the visitor's document and the render's CPU time for
// the large page of `seed:large` against the demo page, from the built Worker with the API
// answering from fixtures (`render-harness.ts`). Prints the document's bytes (raw and gzipped),
// its images (how many load at once, how many wait until they are near) and the uncached
// render's CPU time: the median of BENCH_LARGE_ROUNDS rounds (default 5) of 20 renders each, with
// the range of the rounds, and the large page's figure divided by the demo page's.
import { loadavg } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { medianWithRange } from "@memorial/local-backend/bench-spread";
import {
  demoFixture,
  installFixtureApi,
  largeFixture,
  loadWorker,
  quantile,
  type RenderFixture,
} from "./render-harness";

const appDir = fileURLToPath(new URL("..", import.meta.url));
const rounds = Math.max(5, Number(process.env.BENCH_LARGE_ROUNDS ?? 5));
const RENDERS = 20;

const demo = demoFixture();
const large = largeFixture();
installFixtureApi([demo, large]);
const worker = await loadWorker(join(appDir, "dist-worker", "worker.js"), join(appDir, "dist"));
worker.useCache(false);

interface PageFigures {
  raw: number;
  gzipped: number;
  images: number;
  lazyImages: number;
  cpuMedians: number[];
  cpuP95s: number[];
}

async function documentOf(fixture: RenderFixture): Promise<string> {
  const { body, render } = await worker.render(fixture.page);
  if (render !== "server") throw new Error(`${fixture.page.id} was not rendered: ${render}`);
  return body;
}

const figures = new Map<RenderFixture, PageFigures>();
for (const fixture of [demo, large]) {
  const html = await documentOf(fixture);
  const images = html.match(/<img\b[^>]*>/g) ?? [];
  figures.set(fixture, {
    raw: Buffer.byteLength(html),
    gzipped: gzipSync(html, { level: 9 }).length,
    images: images.length,
    lazyImages: images.filter((image) => /\bloading="lazy"/.test(image)).length,
    cpuMedians: [],
    cpuP95s: [],
  });
  // The first renders of an isolate warm the JIT: not counted.
  for (let index = 0; index < 5; index++) await documentOf(fixture);
}
for (let round = 0; round < rounds; round++) {
  for (const fixture of [demo, large]) {
    const times: number[] = [];
    for (let index = 0; index < RENDERS; index++)
      times.push((await worker.render(fixture.page)).cpuMs);
    times.sort((a, b) => a - b);
    figures.get(fixture)?.cpuMedians.push(quantile(times, 0.5));
    figures.get(fixture)?.cpuP95s.push(quantile(times, 0.95));
  }
}

const d = figures.get(demo);
const l = figures.get(large);
if (d === undefined || l === undefined) throw new Error("no figures");
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const ratio = (a: number, b: number) => `${(b / a).toFixed(2)}x`;
const lines = [
  `the visitor's document, the demo page against the large page (built Worker, API from fixtures), load average ${loadavg()
    .map((value) => value.toFixed(1))
    .join(" ")}`,
  `document, gzipped        demo ${kb(d.gzipped).padEnd(10)} large ${kb(l.gzipped).padEnd(10)} ${ratio(d.gzipped, l.gzipped)}`,
  `document, raw            demo ${kb(d.raw).padEnd(10)} large ${kb(l.raw).padEnd(10)} ${ratio(d.raw, l.raw)}`,
  `images in the document   demo ${String(d.images)} (${String(d.lazyImages)} lazy)    large ${String(l.images)} (${String(l.lazyImages)} lazy)`,
];
const cpu = (name: string, a: number[], b: number[]) => {
  const [demoSpread, largeSpread] = [medianWithRange(a), medianWithRange(b)];
  lines.push(
    `${name.padEnd(24)} demo ${demoSpread.text("ms").padEnd(24)} large ${largeSpread.text("ms").padEnd(24)} ${ratio(demoSpread.median, largeSpread.median)}`,
  );
};
cpu("render CPU, median", d.cpuMedians, l.cpuMedians);
cpu("render CPU, p95", d.cpuP95s, l.cpuP95s);
lines.push(
  `(${String(rounds)} rounds of ${String(RENDERS)} uncached renders per page; each figure the median of the rounds with their range)`,
  "target: the large page's document within 1.1x of the demo page's",
);
process.stdout.write(`${lines.join("\n")}\n`);
process.exit(0);
