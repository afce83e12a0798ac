// Benchmark (not a test): the condolence register at the scale of a public loss. Seeds one public
// page with 30,000 messages and 100,000 candles, then over loopback HTTP measures
//   - the visitors' list (first pages and deeper cursor pages) and the candle summary,
//   - writing condolences and lighting candles,
// with readers and writers running at the same time, and the managers' moderation list
// (filter by status, deep pages) and bulk approval. Prints p50/p99 per kind.
//   pnpm --filter @memorial/local-backend run bench:condolences
//   (BENCH_MESSAGES, BENCH_CANDLES, BENCH_READERS, BENCH_WRITERS, BENCH_SECONDS)
import { randomBytes, randomUUID } from "node:crypto";
import os from "node:os";
import { hashOwnerToken } from "../src/stores/condolence-store.ts";
import { latencyLine, positiveInt, signIn, withBenchBackend } from "./shared.ts";

const MESSAGES = positiveInt("BENCH_MESSAGES", 30_000);
const CANDLES = positiveInt("BENCH_CANDLES", 100_000);
const READERS = positiveInt("BENCH_READERS", 6);
const WRITERS = positiveInt("BENCH_WRITERS", 2);
const SECONDS = positiveInt("BENCH_SECONDS", 10);

async function timed(samples: number[], run: () => Promise<Response>, expect: number) {
  const started = performance.now();
  const response = await run();
  const body = await response.text();
  samples.push(performance.now() - started);
  if (response.status !== expect) {
    throw new Error(`unexpected status ${response.status}: ${body.slice(0, 200)}`);
  }
  return body;
}

async function main(): Promise<void> {
  await withBenchBackend(
    "condolences",
    {
      // The bench measures speed, not the limits: it writes and reads far more than a person.
      MEMORIAL_RATE_LIMIT_CLIENT_PER_MINUTE: "100000000",
      MEMORIAL_RATE_LIMIT_PAGE_PER_MINUTE: "100000000",
      MEMORIAL_API_RATE_LIMIT_PER_CLIENT: "100000000",
      MEMORIAL_API_RATE_LIMIT_PER_USER: "100000000",
    },
    async (backend) => {
      const { profiles } = backend.api;
      const password = "Bench2026x";
      const owner = await backend.identity.createConfirmedUser("bench@example.nl", password);
      const token = await signIn(backend, owner.email, password);
      const page = profiles.create(owner, 30);
      profiles.saveContent(
        page.id,
        {
          name: "Een bekende Nederlander",
          dateOfBirth: "1940-01-01",
          dateOfDeath: "2026-11-01",
          profilePicture: null,
          sections: [],
          extra: {},
        },
        undefined,
      );
      profiles.activatePlan(page.id, "silver", 10);
      profiles.setPublic(page.id, true);

      // Seeding in one transaction, counters set to match (as the store keeps them).
      const seedStarted = performance.now();
      const db = backend.ctx.db;
      const statuses = { pending: 0, approved: 0, hidden: 0 };
      const start = Date.now() - MESSAGES * 10_000;
      db.transaction(() => {
        db.prepare("INSERT OR IGNORE INTO condolence_registers (profile_id) VALUES (?)").run(
          page.id,
        );
        const insert = db.prepare(
          `INSERT INTO condolences (id, profile_id, name, message, relation, status, author_sub,
           author_email, owner_token_hash, created_at) VALUES (?, ?, ?, ?, ?, ?, NULL, NULL, ?, ?)`,
        );
        for (let i = 0; i < MESSAGES; i++) {
          // Most are approved; every tenth waits, every fiftieth was hidden.
          const status = i % 50 === 0 ? "hidden" : i % 10 === 0 ? "pending" : "approved";
          statuses[status] += 1;
          insert.run(
            randomUUID(),
            page.id,
            `Bezoeker ${i + 1}`,
            `Veel sterkte aan de familie. ${"Wat een gemis. ".repeat(1 + (i % 12))}`,
            i % 3 === 0 ? "Fan" : null,
            status,
            hashOwnerToken(randomBytes(24).toString("base64url")),
            new Date(start + i * 10_000).toISOString(),
          );
        }
        const candle = db.prepare(
          "INSERT INTO candles (id, profile_id, name, created_at) VALUES (?, ?, ?, ?)",
        );
        for (let i = 0; i < CANDLES; i++) {
          candle.run(
            randomUUID(),
            page.id,
            i % 4 === 0 ? `Naam ${i}` : null,
            new Date(start + i * 3000).toISOString(),
          );
        }
        db.prepare(
          "UPDATE condolence_registers SET pending = ?, approved = ?, hidden = ?, candles = ? WHERE profile_id = ?",
        ).run(statuses.pending, statuses.approved, statuses.hidden, CANDLES, page.id);
      })();
      db.exec("ANALYZE");
      const seedSeconds = (performance.now() - seedStarted) / 1000;

      const api = backend.apiUrl;
      const publicList = `${api}/public/api/v1/profiles/${page.id}/condolences`;
      const publicCandles = `${api}/public/api/v1/profiles/${page.id}/candles`;
      const auth = { Authorization: `Bearer ${token}` };
      const json = { "Content-Type": "application/json" };

      // Cursors of deeper pages, to read them like a visitor scrolling down.
      const cursors: string[] = [];
      let cursor: string | null = null;
      for (let i = 0; i < 25; i++) {
        const response: Response = await fetch(
          `${publicList}${cursor === null ? "" : `?cursor=${cursor}`}`,
        );
        cursor = ((await response.json()) as { nextCursor: string | null }).nextCursor;
        if (cursor === null) break;
        cursors.push(cursor);
      }

      const samples = {
        firstPage: [] as number[],
        deepPage: [] as number[],
        candles: [] as number[],
        create: [] as number[],
        light: [] as number[],
      };
      const until = performance.now() + SECONDS * 1000;
      let sequence = 0;
      await Promise.all([
        ...Array.from({ length: READERS }, async () => {
          while (performance.now() < until) {
            sequence += 1;
            const kind = sequence % 4;
            if (kind === 0) await timed(samples.candles, () => fetch(publicCandles), 200);
            else if (kind === 1 && cursors.length > 0) {
              const deep = cursors[sequence % cursors.length] ?? "";
              await timed(samples.deepPage, () => fetch(`${publicList}?cursor=${deep}`), 200);
            } else await timed(samples.firstPage, () => fetch(publicList), 200);
          }
        }),
        ...Array.from({ length: WRITERS }, async (_, writer) => {
          let n = 0;
          while (performance.now() < until) {
            n += 1;
            if (n % 3 === 0) {
              await timed(
                samples.light,
                () =>
                  fetch(publicCandles, {
                    method: "POST",
                    headers: json,
                    body: JSON.stringify({ name: n % 2 === 0 ? `Schrijver ${writer}` : null }),
                  }),
                201,
              );
            } else {
              await timed(
                samples.create,
                () =>
                  fetch(publicList, {
                    method: "POST",
                    headers: json,
                    body: JSON.stringify({
                      name: `Schrijver ${writer}-${n}`,
                      relation: "Fan",
                      message: "Dank voor alles wat u ons gaf.\nRust zacht.",
                    }),
                  }),
                201,
              );
            }
          }
        }),
      ]);

      // Moderation: the managers' list filtered by status, deep pages, and bulk approval.
      const manage = `${api}/api/v1/profiles/${page.id}/condolences`;
      const moderation = {
        pending: [] as number[],
        all: [] as number[],
        hidden: [] as number[],
        deepPending: [] as number[],
        bulk: [] as number[],
      };
      let pendingCursor: string | null = null;
      for (let round = 0; round < 40; round++) {
        await timed(moderation.all, () => fetch(`${manage}?limit=50`, { headers: auth }), 200);
        await timed(
          moderation.hidden,
          () => fetch(`${manage}?status=hidden&limit=50`, { headers: auth }),
          200,
        );
        const body = await timed(
          moderation.deepPending,
          () =>
            fetch(
              `${manage}?status=pending&limit=50${pendingCursor === null ? "" : `&cursor=${pendingCursor}`}`,
              { headers: auth },
            ),
          200,
        );
        pendingCursor = (JSON.parse(body) as { nextCursor: string | null }).nextCursor;
      }
      for (let round = 0; round < 20; round++) {
        const body = await timed(
          moderation.pending,
          () => fetch(`${manage}?status=pending&limit=100`, { headers: auth }),
          200,
        );
        const ids = (JSON.parse(body) as { items: { id: string }[] }).items.map((item) => item.id);
        if (ids.length === 0) break;
        await timed(
          moderation.bulk,
          () =>
            fetch(`${manage}/bulk-approve`, {
              method: "POST",
              headers: { ...auth, ...json },
              body: JSON.stringify({ ids }),
            }),
          200,
        );
      }
      const finalCounts = (
        (await (await fetch(`${manage}?limit=1`, { headers: auth })).json()) as {
          counts: Record<string, number>;
        }
      ).counts;

      const lines = [
        `condolence register: ${MESSAGES} messages (${statuses.approved} approved, ${statuses.pending} waiting, ${statuses.hidden} hidden), ${CANDLES} candles; seeded in ${seedSeconds.toFixed(1)} s`,
        `node ${process.version}, ${os.cpus().length} cpu, loopback ${api}; ${READERS} readers and ${WRITERS} writers for ${SECONDS} s at the same time`,
        "",
        "visitors (concurrent readers and writers):",
        latencyLine("  list, first page (20)", samples.firstPage),
        latencyLine("  list, deeper page (cursor)", samples.deepPage),
        latencyLine("  candles (count + named)", samples.candles),
        latencyLine("  write a condolence", samples.create),
        latencyLine("  light a candle", samples.light),
        "",
        "managers (sequential):",
        latencyLine("  list all, newest first (50)", moderation.all),
        latencyLine("  filter hidden (50)", moderation.hidden),
        latencyLine("  filter waiting, paging down (50)", moderation.deepPending),
        latencyLine("  filter waiting (100)", moderation.pending),
        latencyLine("  bulk approve 100", moderation.bulk),
        `  counts afterwards: ${JSON.stringify(finalCounts)}`,
      ];
      process.stdout.write(lines.join("\n") + "\n");
    },
  );
}

main().catch((error: unknown) => {
  process.stderr.write(`benchmark failed: ${String(error)}\n`);
  process.exit(1);
});
