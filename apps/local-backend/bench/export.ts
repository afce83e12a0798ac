// Benchmark (not a test): exporting a large page. Seeds one page with about 1 GB of media (two
// long videos and many photos, written to disk in chunks, never held in memory), then over
// loopback HTTP starts the export, polls it and downloads the ZIP (counting its bytes), while
// sampling the process's memory every 20 ms. Prints the ZIP size, the time taken and the peak
// resident and heap memory above the baseline: streaming keeps them flat, far below the page's
// size. Removes its data folder (media, ZIP) at the end.
//   pnpm --filter @memorial/local-backend run bench:export
//   (BENCH_EXPORT_MB total media in MiB, default 1024; BENCH_EXPORT_PHOTOS, default 150)
import { randomBytes, randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { positiveInt, signIn, withBenchBackend } from "./shared.ts";

const TOTAL_MB = positiveInt("BENCH_EXPORT_MB", 1024);
const PHOTOS = positiveInt("BENCH_EXPORT_PHOTOS", 150);
const MiB = 1024 * 1024;

const mb = (bytes: number) => `${(bytes / MiB).toFixed(1)} MiB`;

/** Writes `size` bytes to `file` from one reused 1 MiB block (the content does not matter). */
async function writeFile(file: string, size: number, block: Buffer): Promise<void> {
  const out = fs.createWriteStream(file);
  for (let written = 0; written < size; written += block.length) {
    const chunk = block.subarray(0, Math.min(block.length, size - written));
    if (!out.write(chunk)) await new Promise<void>((resolve) => out.once("drain", resolve));
  }
  await new Promise<void>((resolve, reject) => {
    out.end((error?: Error | null) => {
      if (error) reject(error);
      else resolve();
    });
  });
}

async function main(): Promise<void> {
  await withBenchBackend("export", {}, async (backend) => {
    const { profiles } = backend.api;
    const password = "Bench2026x";
    const owner = await backend.identity.createConfirmedUser("bench-export@example.nl", password);
    const token = await signIn(backend, owner.email, password);
    const page = profiles.create(owner, 30);
    const mediaDir = path.join(backend.config.dataDir, "media", page.id);
    fs.mkdirSync(mediaDir, { recursive: true });
    const insert = backend.ctx.db.prepare(
      "INSERT INTO assets (id, profile_id, file, content_type, size, created_at) VALUES (?, ?, ?, ?, ?, ?)",
    );
    const block = randomBytes(MiB);
    const add = async (contentType: string, extension: string, size: number) => {
      const id = randomUUID();
      const relative = `${page.id}/${id}.${extension}`;
      await writeFile(path.join(mediaDir, `${id}.${extension}`), size, block);
      insert.run(id, page.id, relative, contentType, size, new Date().toISOString());
      return `${backend.config.apiBaseUrl}/media/${relative}`;
    };

    const seedStarted = performance.now();
    const photoBytes = 2 * MiB;
    const videoBytes = Math.max(MiB, Math.floor((TOTAL_MB * MiB - PHOTOS * photoBytes) / 2));
    const photos: string[] = [];
    for (let i = 0; i < PHOTOS; i++) photos.push(await add("image/jpeg", "jpg", photoBytes));
    const videos = [
      await add("video/mp4", "mp4", videoBytes),
      await add("video/mp4", "mp4", videoBytes),
    ];
    const total = PHOTOS * photoBytes + 2 * videoBytes;
    profiles.saveContent(
      page.id,
      {
        name: "Een grote pagina",
        dateOfBirth: "1940-01-01",
        dateOfDeath: "2026-11-01",
        profilePicture: photos[0] ?? null,
        sections: [
          { type: "text", isPublic: true, text: "<p>Een pagina met veel beeld en geluid.</p>" },
          { type: "photo_carousel", isPublic: true, photos: photos.slice(0, 100) },
          { type: "photo_carousel", isPublic: false, photos: photos.slice(100) },
          ...videos.map((video) => ({ type: "video", isPublic: true, video })),
        ],
        extra: {},
      },
      undefined,
    );
    const seedSeconds = (performance.now() - seedStarted) / 1000;

    global.gc?.();
    await new Promise((resolve) => setTimeout(resolve, 200));
    const baseline = process.memoryUsage();
    let peakRss = baseline.rss;
    let peakHeap = baseline.heapUsed;
    let peakExternal = baseline.external + baseline.arrayBuffers;
    const sampler = setInterval(() => {
      const now = process.memoryUsage();
      peakRss = Math.max(peakRss, now.rss);
      peakHeap = Math.max(peakHeap, now.heapUsed);
      peakExternal = Math.max(peakExternal, now.external + now.arrayBuffers);
    }, 20);

    const started = performance.now();
    const headers = { Authorization: `Bearer ${token}` };
    const start = await fetch(`${backend.apiUrl}/api/v1/profiles/${page.id}/export`, {
      method: "POST",
      headers,
    });
    if (start.status !== 202) throw new Error(`start answered ${start.status}`);
    let job = (await start.json()) as { jobID: string; status: string; assetURL?: string };
    while (job.status === "pending") {
      await new Promise((resolve) => setTimeout(resolve, 200));
      const polled = await fetch(`${backend.apiUrl}/api/v1/exports/${job.jobID}`, { headers });
      job = (await polled.json()) as typeof job;
    }
    if (job.status !== "succeeded" || job.assetURL === undefined) {
      throw new Error(`the export ended ${job.status}`);
    }
    const written = performance.now();
    const download = await fetch(job.assetURL);
    if (download.body === null) throw new Error("the download has no body");
    let downloaded = 0;
    const reader = download.body.getReader();
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      downloaded += read.value.byteLength;
    }
    const finished = performance.now();
    clearInterval(sampler);

    const lines = [
      `export bench: page with ${String(PHOTOS)} photos and 2 videos, ${mb(total)} of media (seeded in ${seedSeconds.toFixed(1)} s)`,
      `ZIP written in ${((written - started) / 1000).toFixed(1)} s, downloaded in ${((finished - written) / 1000).toFixed(1)} s: ${mb(downloaded)}`,
      `memory baseline: rss ${mb(baseline.rss)}, heap ${mb(baseline.heapUsed)}`,
      `memory peak:     rss ${mb(peakRss)} (+${mb(peakRss - baseline.rss)}), heap ${mb(peakHeap)} (+${mb(peakHeap - baseline.heapUsed)}), buffers ${mb(peakExternal)}`,
      `peak rss growth is ${((100 * (peakRss - baseline.rss)) / total).toFixed(1)} % of the page's media`,
    ];
    process.stdout.write(lines.join("\n") + "\n");
    if (downloaded < total) throw new Error("the ZIP is smaller than the media it should hold");
  });
}

await main();
