// Benchmark (not a test): the large page of `seed:large` (40 sections, 200 photos, 2,000 messages,
// 5,000 candles, 200 memories) against the demo page, both seeded into one fresh backend, measured in the same
// run over loopback HTTP, one request at a time:
//   - the public read of the page, the owner's save (PUT with If-Match), the register's first
//     page (20 messages) and the start of the keepsake export: p50 and p99 per round;
//   - the whole export (ZIP written, downloaded) with the peak memory above the baseline.
// Every figure is the median of BENCH_LARGE_ROUNDS rounds (default 5) with the range of the
// rounds, and the large page's median divided by the demo page's.
//   pnpm --filter @memorial/local-backend run bench:large
//   (BENCH_LARGE_ROUNDS, BENCH_LARGE_READS reads and BENCH_LARGE_SAVES saves per round)
import os from "node:os";
import { largePageSummary } from "../src/seed/large-page-content.ts";
import { LARGE_EMAIL, LARGE_PASSWORD, seedLargePage } from "../src/seed/large-page.ts";
import { DEMO_EMAIL, DEMO_PASSWORD, seedDemo, type SeedDeps } from "../src/seed/seed.ts";
import { percentile, positiveInt, signIn, withBenchBackend } from "./shared.ts";
import { medianWithRange, type Spread } from "./spread.ts";

const ROUNDS = Math.max(5, positiveInt("BENCH_LARGE_ROUNDS", 5));
const READS = positiveInt("BENCH_LARGE_READS", 200);
const SAVES = positiveInt("BENCH_LARGE_SAVES", 50);
const MiB = 1024 * 1024;

interface PageUnderTest {
  label: string;
  id: string;
  token: string;
}

type Sample = () => Promise<number>;

/** Times `request` (which checks its own answer) `count` times: the sorted milliseconds. */
async function timings(count: number, request: Sample): Promise<number[]> {
  const samples: number[] = [];
  for (let index = 0; index < count; index++) samples.push(await request());
  return samples.sort((a, b) => a - b);
}

async function timed(
  url: string,
  init: RequestInit,
  expected: number,
): Promise<[number, Response]> {
  const started = performance.now();
  const response = await fetch(url, init);
  const body = await response.arrayBuffer();
  const elapsed = performance.now() - started;
  if (response.status !== expected) {
    throw new Error(
      `${init.method ?? "GET"} ${url}: ${response.status} ${Buffer.from(body).toString()}`,
    );
  }
  return [elapsed, new Response(body, { headers: response.headers })];
}

async function main(): Promise<void> {
  await withBenchBackend(
    "large-page",
    {
      // One client and one user sending thousands of requests a minute: not what the limits are for.
      MEMORIAL_API_RATE_LIMIT_PER_CLIENT: "100000000",
      MEMORIAL_API_RATE_LIMIT_PER_USER: "100000000",
      MEMORIAL_RATE_LIMIT_PAGE_PER_MINUTE: "100000000",
    },
    async (backend) => {
      const deps: SeedDeps = {
        ctx: backend.ctx,
        createConfirmedUser: (email, password) =>
          backend.identity.createConfirmedUser(email, password),
        profiles: backend.api.profiles,
        uploads: backend.api.uploads,
        condolences: backend.api.condolences,
      };
      const seedStarted = performance.now();
      const demo = await seedDemo(deps);
      const seededDemo = performance.now();
      const large = await seedLargePage(deps);
      const seededLarge = performance.now();
      if (demo === undefined || large === undefined) throw new Error("the seeds did not run");
      const pages: PageUnderTest[] = [
        {
          label: "demo",
          id: demo.profileId,
          token: await signIn(backend, DEMO_EMAIL, DEMO_PASSWORD),
        },
        {
          label: "large",
          id: large.profileId,
          token: await signIn(backend, LARGE_EMAIL, LARGE_PASSWORD),
        },
      ];
      const api = backend.apiUrl;

      const operations: {
        name: string;
        run(page: PageUnderTest, count: number): Promise<number[]>;
      }[] = [
        {
          name: "public read of the page",
          run: (page, count) =>
            timings(
              count,
              async () => (await timed(`${api}/public/api/v1/profiles/${page.id}`, {}, 200))[0],
            ),
        },
        {
          name: "register's first page (20 messages)",
          run: (page, count) =>
            timings(
              count,
              async () =>
                (
                  await timed(
                    `${api}/public/api/v1/profiles/${page.id}/condolences?limit=20`,
                    {},
                    200,
                  )
                )[0],
            ),
        },
        {
          name: "save (PUT, If-Match)",
          run: async (page, count) => {
            const headers = { Authorization: `Bearer ${page.token}` };
            const [, read] = await timed(`${api}/api/v1/profiles/${page.id}`, { headers }, 200);
            let etag = read.headers.get("ETag") ?? "";
            const wire = (await read.json()) as Record<string, unknown>;
            const body = JSON.stringify({
              name: wire.name,
              profilePicture: wire.profilePicture,
              dateOfBirth: wire.dateOfBirth,
              dateOfDeath: wire.dateOfDeath,
              sections: wire.sections,
            });
            return timings(count, async () => {
              const [elapsed, saved] = await timed(
                `${api}/api/v1/profiles/${page.id}`,
                {
                  method: "PUT",
                  headers: { ...headers, "Content-Type": "application/json", "If-Match": etag },
                  body,
                },
                200,
              );
              etag = saved.headers.get("ETag") ?? "";
              return elapsed;
            });
          },
        },
      ];

      const lines: string[] = [
        `large page bench: node ${process.version}, ${String(os.cpus().length)} cpu, load average ${os
          .loadavg()
          .map((v) => v.toFixed(1))
          .join(" ")}`,
        `seeded the demo page in ${((seededDemo - seedStarted) / 1000).toFixed(1)} s, the large page (${largePageSummary()}) in ${((seededLarge - seededDemo) / 1000).toFixed(1)} s`,
        `${String(ROUNDS)} rounds, one request at a time; each figure: median of the rounds (range), large / demo`,
        "",
      ];
      const row = (name: string, demoSpread: Spread, largeSpread: Spread, unit: string) =>
        `${name.padEnd(44)} demo ${demoSpread.text(unit).padEnd(26)} large ${largeSpread.text(unit).padEnd(26)} ${demoSpread.median > 0 ? `${(largeSpread.median / demoSpread.median).toFixed(2)}x` : "-"}`;

      for (const operation of operations) {
        const count = operation.name.startsWith("save") ? SAVES : READS;
        const perPage = new Map<string, { p50: number[]; p99: number[] }>();
        for (let round = 0; round < ROUNDS; round++) {
          for (const page of pages) {
            const sorted = await operation.run(page, count);
            const figures = perPage.get(page.label) ?? { p50: [], p99: [] };
            figures.p50.push(percentile(sorted, 50));
            figures.p99.push(percentile(sorted, 99));
            perPage.set(page.label, figures);
          }
        }
        const [d, l] = [perPage.get("demo"), perPage.get("large")];
        if (d === undefined || l === undefined) continue;
        lines.push(
          row(`${operation.name}, p50`, medianWithRange(d.p50), medianWithRange(l.p50), "ms"),
        );
        lines.push(
          row(
            `${operation.name}, p99 (n=${String(count)})`,
            medianWithRange(d.p99),
            medianWithRange(l.p99),
            "ms",
          ),
        );
        process.stdout.write(`${lines.splice(0).join("\n")}\n`);
      }

      // The keepsake export: its start (POST, a new job each time), the ZIP written and
      // downloaded, and the peak memory above the baseline while it runs.
      const exports = new Map<
        string,
        { start: number[]; written: number[]; rss: number[]; bytes: number }
      >();
      for (let round = 0; round < ROUNDS; round++) {
        for (const page of pages) {
          const headers = { Authorization: `Bearer ${page.token}` };
          global.gc?.();
          const baseline = process.memoryUsage().rss;
          let peak = baseline;
          const sampler = setInterval(() => {
            peak = Math.max(peak, process.memoryUsage().rss);
          }, 10);
          const started = performance.now();
          const [startMs, start] = await timed(
            `${api}/api/v1/profiles/${page.id}/export`,
            { method: "POST", headers },
            202,
          );
          let job = (await start.json()) as { jobID: string; status: string; assetURL?: string };
          while (job.status === "pending") {
            await new Promise((resolve) => setTimeout(resolve, 20));
            const [, polled] = await timed(`${api}/api/v1/exports/${job.jobID}`, { headers }, 200);
            job = (await polled.json()) as typeof job;
          }
          if (job.status !== "succeeded" || job.assetURL === undefined) {
            throw new Error(`the export of the ${page.label} page ended ${job.status}`);
          }
          const download = await fetch(job.assetURL);
          const bytes = (await download.arrayBuffer()).byteLength;
          const finished = performance.now();
          clearInterval(sampler);
          const figures = exports.get(page.label) ?? { start: [], written: [], rss: [], bytes };
          figures.start.push(startMs);
          figures.written.push(finished - started);
          figures.rss.push((peak - baseline) / MiB);
          exports.set(page.label, figures);
        }
      }
      const [d, l] = [exports.get("demo"), exports.get("large")];
      if (d !== undefined && l !== undefined) {
        lines.push(
          row(
            "export start (POST, a new job)",
            medianWithRange(d.start),
            medianWithRange(l.start),
            "ms",
          ),
        );
        lines.push(
          row(
            "export written and downloaded",
            medianWithRange(d.written),
            medianWithRange(l.written),
            "ms",
          ),
        );
        lines.push(
          row(
            "export peak RSS above baseline",
            medianWithRange(d.rss),
            medianWithRange(l.rss),
            "MiB",
          ),
        );
        lines.push(
          `export ZIP size: demo ${(d.bytes / MiB).toFixed(2)} MiB, large ${(l.bytes / MiB).toFixed(2)} MiB (${(l.bytes / d.bytes).toFixed(1)}x)`,
        );
      }
      const reads = `targets: p99 <= 20 ms for reads, <= 50 ms for the save (read the rows above); load average at the end ${os
        .loadavg()
        .map((v) => v.toFixed(1))
        .join(" ")}`;
      lines.push("", reads);
      process.stdout.write(`${lines.join("\n")}\n`);
    },
  );
}

main().catch((error: unknown) => {
  process.stderr.write(`benchmark failed: ${String(error)}\n`);
  process.exit(1);
});
