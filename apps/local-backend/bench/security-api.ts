// Benchmark (not a test) of the product API's hardening: how many bytes a parallel burst of
// uploads stores against a page's quota, and how the rate limits answer a burst of requests.
//   pnpm --filter @memorial/local-backend run bench:security
//   (BENCH_QUOTA_BYTES 400000, BENCH_UPLOADS 12, BENCH_UPLOAD_BYTES 120000,
//    BENCH_RATE_LIMIT_PER_USER 60, BENCH_RATE_LIMIT_PER_CLIENT 300, BENCH_BURST 100)
import os from "node:os";
import type { RunningBackend } from "../src/server.ts";
import { positiveInt, signIn, withBenchBackend } from "./shared.ts";

const QUOTA = positiveInt("BENCH_QUOTA_BYTES", 400_000);
const UPLOADS = positiveInt("BENCH_UPLOADS", 12);
const UPLOAD_BYTES = positiveInt("BENCH_UPLOAD_BYTES", 120_000);
const PER_USER = positiveInt("BENCH_RATE_LIMIT_PER_USER", 60);
const PER_CLIENT = positiveInt("BENCH_RATE_LIMIT_PER_CLIENT", 300);
/** Parallel requests of each signed-in user; the anonymous burst sends as many as the client may. */
const BURST = positiveInt("BENCH_BURST", 100);
const PASSWORD = "Bench2026xY";

/** An MP3 signature padded to `size` bytes (audio is stored as sent, so sizes stay exact). */
function audioFile(size: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size);
  bytes.set([0x49, 0x44, 0x33, 0x04]);
  return bytes;
}

async function uploadBurst(backend: RunningBackend, token: string): Promise<string[]> {
  const auth = { Authorization: `Bearer ${token}`, "Content-Type": "application/json" };
  const created = await fetch(`${backend.apiUrl}/api/v1/profiles`, {
    method: "POST",
    headers: auth,
  });
  const { id } = (await created.json()) as { id: string };
  const file = audioFile(UPLOAD_BYTES);
  const targets = await Promise.all(
    Array.from({ length: UPLOADS }, async (_, index) => {
      const response = await fetch(`${backend.apiUrl}/api/v1/profiles/${id}/upload`, {
        method: "POST",
        headers: auth,
        body: JSON.stringify({ type: "audio", fileNames: [`stem-${index}.mp3`] }),
      });
      const { files } = (await response.json()) as {
        files: { uploadURL: string; jobID: string }[];
      };
      const [target] = files;
      if (target === undefined) throw new Error("no upload target");
      return target;
    }),
  );
  const started = performance.now();
  const puts = await Promise.all(
    targets.map((target) =>
      fetch(target.uploadURL, {
        method: "PUT",
        headers: { "Content-Type": "audio/mpeg" },
        body: file,
      }).then(async (response) => {
        await response.arrayBuffer();
        return response.status;
      }),
    ),
  );
  await backend.api.idle();
  const seconds = (performance.now() - started) / 1000;
  const statuses = targets.map(
    (target) =>
      backend.ctx.db
        .prepare<[string], { status: string }>("SELECT status FROM uploads WHERE id = ?")
        .get(target.jobID)?.status,
  );
  const stored = backend.api.uploads.storageUsed(id);
  const reserved = backend.api.uploads.storageReserved(id);
  return [
    `parallel upload burst: ${UPLOADS} × ${UPLOAD_BYTES} bytes (${UPLOADS * UPLOAD_BYTES} bytes) at a ${QUOTA}-byte quota, in ${seconds.toFixed(2)} s`,
    `  PUT answers: ${puts.filter((s) => s === 204).length} × 204, ${puts.filter((s) => s === 413).length} × 413 storage_quota_exceeded, other: ${puts.filter((s) => s !== 204 && s !== 413).join(", ") || "none"}`,
    `  jobs: ${statuses.filter((s) => s === "succeeded").length} succeeded, ${statuses.filter((s) => s === "failed").length} failed`,
    `  stored: ${stored} of ${QUOTA} bytes (${((stored / QUOTA) * 100).toFixed(1)} %), still reserved: ${reserved} — ${stored <= QUOTA ? "within the quota" : "OVER THE QUOTA"}`,
  ];
}

async function rateBurst(
  label: string,
  url: string,
  headers: Record<string, string>,
  count = BURST,
): Promise<string> {
  const started = performance.now();
  const answers = await Promise.all(
    Array.from({ length: count }, async () => {
      const response = await fetch(url, { headers });
      await response.arrayBuffer();
      return { status: response.status, retryAfter: response.headers.get("retry-after") };
    }),
  );
  const ms = performance.now() - started;
  const limited = answers.filter((answer) => answer.status === 429);
  const retry = [...new Set(limited.map((answer) => answer.retryAfter ?? "missing"))];
  const others = answers.filter((answer) => answer.status !== 429);
  return `  ${label}: ${count} parallel requests in ${ms.toFixed(0)} ms: ${others.length} answered (${[...new Set(others.map((a) => a.status))].join("/")}), ${limited.length} × 429 rate_limited, Retry-After ${retry.join(", ") || "-"} s`;
}

async function main(): Promise<void> {
  await withBenchBackend(
    "security-api",
    {
      MEMORIAL_STORAGE_QUOTA_BYTES: String(QUOTA),
      MEMORIAL_API_RATE_LIMIT_PER_USER: String(PER_USER),
      MEMORIAL_API_RATE_LIMIT_PER_CLIENT: String(PER_CLIENT),
    },
    async (backend) => {
      const emails = ["bench-a@example.nl", "bench-b@example.nl", "bench-c@example.nl"];
      for (const email of emails) await backend.identity.createConfirmedUser(email, PASSWORD);
      const [uploader = "", first = "", second = ""] = await Promise.all(
        emails.map((email) => signIn(backend, email, PASSWORD)),
      );
      const lines = [
        `product API hardening, loopback ${backend.apiUrl}, node ${process.version}, ${os.cpus().length} cpu`,
        ...(await uploadBurst(backend, uploader)),
        `rate limits: ${PER_USER}/min per user, ${PER_CLIENT}/min per client`,
        await rateBurst("user A", `${backend.apiUrl}/api/v1/profiles`, {
          Authorization: `Bearer ${first}`,
        }),
        await rateBurst("user B (same client)", `${backend.apiUrl}/api/v1/profiles`, {
          Authorization: `Bearer ${second}`,
        }),
        await rateBurst(
          "anonymous (same client)",
          `${backend.apiUrl}/public/api/v1/profiles/no-such-page`,
          {},
          PER_CLIENT,
        ),
      ];
      process.stdout.write(lines.join("\n") + "\n");
    },
  );
}

main().catch((error: unknown) => {
  process.stderr.write(`benchmark failed: ${String(error)}\n`);
  process.exit(1);
});
