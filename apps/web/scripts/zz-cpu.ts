import { join } from "node:path";
import {
  demoFixture,
  installFixtureApi,
  largeFixture,
  loadWorker,
  quantile,
} from "./render-harness";
const demo = demoFixture();
const large = largeFixture();
installFixtureApi([demo, large]);
const w = await loadWorker(
  process.env.VIA ?? join(process.cwd(), "dist-worker", "worker.js"),
  join(process.cwd(), "dist"),
);
w.useCache(false);
for (const [label, f, n] of [
  ["demo", demo, 100],
  ["large", large, 15],
] as const) {
  const t: number[] = [];
  for (let i = 0; i < n + 5; i++) {
    const r = await w.render(f.page);
    if (i >= 5) t.push(r.cpuMs);
  }
  t.sort((a, b) => a - b);
  console.log(label, "median", quantile(t, 0.5).toFixed(1), "p95", quantile(t, 0.95).toFixed(1));
}
process.exit(0);
