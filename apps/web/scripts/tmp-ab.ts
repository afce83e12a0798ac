import { demoFixture, largeFixture, installFixtureApi, loadWorker, quantile } from "./render-harness";
const demo = demoFixture(); const large = largeFixture();
installFixtureApi([demo, large]);
const dist = "/work/main/apps/web/dist";
const old = await loadWorker("/tmp/old-worker/worker.js", dist);
const now = await loadWorker("/work/main/apps/web/dist-worker/worker.js", dist);
old.useCache(false); now.useCache(false);
const res: Record<string, number[]> = {};
for (let round = 0; round < 4; round++) {
  for (const [name, w] of [["old", old], ["new", now]] as const) {
    for (const [fx, f] of [["demo", demo], ["large", large]] as const) {
      const t: number[] = [];
      for (let i = 0; i < 110; i++) { const r = await w.render(f.page); if (i >= 10) t.push(r.cpuMs); }
      t.sort((a, b) => a - b);
      (res[`${name} ${fx}`] ??= []).push(quantile(t, 0.5));
      (res[`${name} ${fx} p95`] ??= []).push(quantile(t, 0.95));
    }
  }
}
for (const [k, v] of Object.entries(res)) console.log(k.padEnd(16), v.map((x) => x.toFixed(1)).join("  "));
process.exit(0);
