// Benchmark (not a test): reads a public memorial page with 20 sections over loopback HTTP and
// prints requests per second and p50/p99 latency, so later changes can be compared.
//   pnpm --filter @memorial/local-backend run bench   (BENCH_REQUESTS, BENCH_CONCURRENCY)
import os from "node:os";
import { percentile, positiveInt, withBenchBackend } from "./shared.ts";

const REQUESTS = positiveInt("BENCH_REQUESTS", 3000);
const CONCURRENCY = positiveInt("BENCH_CONCURRENCY", 8);
const WARMUP = 200;

async function main(): Promise<void> {
  await withBenchBackend(
    "public-page",
    {
      // One client reading thousands of times a minute: not what the rate limits are for.
      MEMORIAL_API_RATE_LIMIT_PER_CLIENT: "100000000",
    },
    async (backend) => {
      const { profiles } = backend.api;
      const owner = await backend.identity.createConfirmedUser("bench@example.nl", "Bench2026x");
      const page = profiles.create(owner, 30);
      const photos = Array.from(
        { length: 6 },
        (_, i) => `${backend.apiUrl}/media/${page.id}/photo-${i}.jpg`,
      );
      const sections = Array.from({ length: 20 }, (_, i) =>
        i % 4 === 1
          ? { type: "photo_carousel", isPublic: true, photos }
          : {
              type: "text",
              isPublic: i % 5 !== 4,
              text: `<h2>Hoofdstuk ${i + 1}</h2><p>${"Een herinnering aan vroeger, ".repeat(40)}</p>`,
            },
      );
      profiles.saveContent(
        page.id,
        {
          name: "Bench",
          dateOfBirth: "1940-01-01",
          dateOfDeath: "2020-01-01",
          profilePicture: null,
          sections,
          extra: {},
        },
        undefined,
      );
      profiles.activatePlan(page.id, "silver", 10);
      profiles.setPublic(page.id, true);

      const url = `${backend.apiUrl}/public/api/v1/profiles/${page.id}`;
      const once = async (): Promise<number> => {
        const started = performance.now();
        const res = await fetch(url);
        await res.arrayBuffer();
        if (res.status !== 200) throw new Error(`unexpected status ${res.status}`);
        return performance.now() - started;
      };
      const bodyBytes = (await (await fetch(url)).arrayBuffer()).byteLength;

      for (let i = 0; i < WARMUP; i++) await once();

      const latencies: number[] = [];
      let next = 0;
      const started = performance.now();
      await Promise.all(
        Array.from({ length: CONCURRENCY }, async () => {
          while (next < REQUESTS) {
            next += 1;
            latencies.push(await once());
          }
        }),
      );
      const seconds = (performance.now() - started) / 1000;
      latencies.sort((a, b) => a - b);
      const lines = [
        `public page read: 20 sections, ${bodyBytes} bytes per answer, loopback ${url.split("/public")[0] ?? ""}`,
        `requests: ${latencies.length}, concurrency: ${CONCURRENCY}, warm-up: ${WARMUP}, node ${process.version}, ${os.cpus().length} cpu`,
        `throughput: ${(latencies.length / seconds).toFixed(0)} requests/s`,
        `latency: p50 ${percentile(latencies, 50).toFixed(2)} ms, p99 ${percentile(latencies, 99).toFixed(2)} ms, max ${(latencies.at(-1) ?? 0).toFixed(2)} ms`,
      ];
      process.stdout.write(lines.join("\n") + "\n");
    },
  );
}

main().catch((error: unknown) => {
  process.stderr.write(`benchmark failed: ${String(error)}\n`);
  process.exit(1);
});
