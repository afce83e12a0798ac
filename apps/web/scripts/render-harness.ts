// The built Worker (dist-worker/worker.js) loaded into this Node process with an API that answers
// from fixtures: what `deploy:check` measures the render's CPU time with, and what
// `render-profile.ts` profiles. workerd freezes its clocks while code runs, so the CPU time is
// measured here, in the same V8, as process CPU time around each request.
import { readFile } from "node:fs/promises";
import { extname, join } from "node:path";
import { pathToFileURL } from "node:url";
import type { CandleList, CondolenceList } from "@memorial/api-client";
import type { Profile as WireProfile } from "@memorial/api-types";
import {
  LARGE_PAGE,
  largeCandles,
  largeCondolences,
  largeMemories,
  largePageContent,
} from "@memorial/local-backend/large-page-content";
import { publicProfileFixture } from "@memorial/ui/testing/profile-fixture";

/** The API address the Worker is given; nothing is ever sent there. */
export const FIXTURE_API = "http://api.deploy-check.invalid";

/** A public page and the first pages of its register, as the public API answers them. */
export interface RenderFixture {
  page: WireProfile;
  condolences: CondolenceList;
  candles: CandleList;
  /** The first page of memories; none when left out. */
  memories?: CondolenceList;
}

/** The demo page: every kind of section, ten messages in the register. */
export function demoFixture(): RenderFixture {
  return {
    page: publicProfileFixture(),
    condolences: {
      mode: "approval",
      items: Array.from({ length: 10 }, (_, index) => ({
        id: `7d4c2b1a-9e8f-4a6b-8c5d-3e2f1a0b9c${String(10 + index)}`,
        name: `Bezoeker ${String(index + 1)}`,
        message: "Veel sterkte gewenst.\nWe denken aan jullie.",
        relation: "Buren",
        status: "approved",
        createdAt: "2026-11-20T14:05:40.000Z",
        own: false,
      })),
      nextCursor: null,
    },
    candles: { mode: "approval", count: 12, named: [], nextCursor: null },
  };
}

const LARGE_ID = "5b2e8d41-7c3a-4f96-b0d8-2a9e6c4f1b37";

/**
 * The large page of `seed:large` as the public API answers it: its 40 sections with 200 photos,
 * and the register's first pages (20 of 1,950 approved messages, 30 of 1,667 named candles of
 * 5,000, 10 of 200 memories).
 */
export function largeFixture(): RenderFixture {
  const media = `${FIXTURE_API}/media/${LARGE_ID}`;
  const content = largePageContent(
    `${media}/portret.jpg`,
    Array.from(
      { length: LARGE_PAGE.photos },
      (_, index) => `${media}/foto-${String(index + 1)}.jpg`,
    ),
  );
  const hex = (index: number) => index.toString(16).padStart(12, "0");
  const approved = largeCondolences()
    .map((message, index) => ({ ...message, index }))
    .filter((message) => message.status === "approved")
    .reverse();
  const named = largeCandles()
    .map((name, index) => ({ name, index }))
    .filter((candle): candle is { name: string; index: number } => candle.name !== null)
    .reverse();
  const memories = largeMemories()
    .map((memory, index) => ({ ...memory, index }))
    .reverse();
  return {
    page: publicProfileFixture({
      id: LARGE_ID,
      name: content.name,
      profilePicture: content.profilePicture,
      dateOfBirth: content.dateOfBirth,
      dateOfDeath: content.dateOfDeath,
      sections: content.sections,
    }),
    condolences: {
      mode: "approval",
      items: approved.slice(0, 20).map((message) => ({
        id: `7d4c2b1a-9e8f-4a6b-8c5d-${hex(message.index)}`,
        name: message.name,
        message: message.message,
        relation: message.relation,
        status: "approved",
        createdAt: "2026-11-20T14:05:40.000Z",
        own: false,
      })),
      nextCursor: "c2VlZC1sYXJnZS1uZXh0LXBhZ2U",
    },
    candles: {
      mode: "approval",
      count: 5000,
      named: named.slice(0, 30).map((candle) => ({
        id: `2a7e9c41-6b3d-4f18-9e0a-${hex(candle.index)}`,
        name: candle.name,
        litAt: "2026-11-20T14:05:40.000Z",
      })),
      nextCursor: "c2VlZC1sYXJnZS1uZXh0LWNhbmRsZQ",
    },
    memories: {
      mode: "approval",
      items: memories.slice(0, 10).map((memory) => ({
        id: `9c3f1e7a-2d4b-4a8c-b6e1-${hex(memory.index)}`,
        kind: "memory",
        name: memory.name,
        message: memory.message,
        relation: memory.relation,
        status: "approved",
        createdAt: "2026-11-20T14:05:40.000Z",
        own: false,
        photos:
          memory.photoCaption === undefined
            ? []
            : [
                {
                  url: `${media}/herinnering-${String(memory.index + 1)}.jpg`,
                  caption: memory.photoCaption,
                },
              ],
      })),
      nextCursor: "c2VlZC1sYXJnZS1uZXh0LW1lbW9yeQ",
    },
  };
}

/** Answers the Worker's API reads from `fixtures` (by page id) through the global fetch. */
export function installFixtureApi(fixtures: readonly RenderFixture[]): void {
  globalThis.fetch = (input: RequestInfo | URL): Promise<Response> => {
    const url = new URL(input instanceof Request ? input.url : input.toString());
    const fixture =
      fixtures.find((candidate) => url.pathname.includes(`/${candidate.page.id}`)) ?? fixtures[0];
    if (fixture === undefined) return Promise.resolve(new Response(null, { status: 404 }));
    const json = (body: unknown, headers: Record<string, string> = {}) =>
      Promise.resolve(
        new Response(JSON.stringify(body), {
          headers: { "Content-Type": "application/json", ...headers },
        }),
      );
    // The fixture's messages are condolences; its memories are its own list (empty if none).
    if (url.pathname.endsWith("/condolences") && url.searchParams.get("kind") === "memory") {
      return json(fixture.memories ?? { ...fixture.condolences, items: [], nextCursor: null });
    }
    if (url.pathname.endsWith("/condolences")) return json(fixture.condolences);
    if (url.pathname.endsWith("/candles")) return json(fixture.candles);
    return json(fixture.page, { ETag: `"${fixture.page.id}-1"` });
  };
}

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".json": "application/json",
  ".js": "text/javascript",
};

/** The static-assets binding over a build folder. */
function assetsBinding(distDir: string) {
  return {
    async fetch(request: Request): Promise<Response> {
      const path = new URL(request.url).pathname;
      const file = join(distDir, path === "/" ? "index.html" : path);
      try {
        return new Response(await readFile(file), {
          headers: { "Content-Type": TYPES[extname(file)] ?? "application/octet-stream" },
        });
      } catch {
        return new Response("Not found", { status: 404 });
      }
    },
  };
}

/** The platform cache for a cached run: an in-memory `caches.default`. */
function memoryCaches(): { default: Pick<Cache, "match" | "put"> } {
  const kept = new Map<string, string>();
  const keyOf = (request: RequestInfo | URL) =>
    request instanceof Request ? request.url : request.toString();
  return {
    default: {
      match: (request: RequestInfo | URL) =>
        Promise.resolve(
          ((body) => (body === undefined ? undefined : new Response(body)))(
            kept.get(keyOf(request)),
          ),
        ),
      put: async (request: RequestInfo | URL, response: Response) => {
        kept.set(keyOf(request), await response.text());
      },
    },
  };
}

interface WorkerModule {
  default: { fetch(request: Request, env: unknown, ctx: unknown): Promise<Response> };
}

export interface LoadedWorker {
  /** One request for `/{page id}`: its CPU time (ms), the answer's body and render header. */
  render(page: WireProfile): Promise<{ cpuMs: number; body: string; render: string }>;
  /** Whether renders go through an in-memory Cache API (kept documents) or render every time. */
  useCache(withCache: boolean): void;
}

/** Loads the built Worker `workerFile` over the assets of `distDir`. */
export async function loadWorker(workerFile: string, distDir: string): Promise<LoadedWorker> {
  const worker = ((await import(pathToFileURL(workerFile).href)) as WorkerModule).default;
  const env = { ASSETS: assetsBinding(distDir), API_BASE_URL: FIXTURE_API };
  const pending: Promise<unknown>[] = [];
  const ctx = { waitUntil: (promise: Promise<unknown>) => void pending.push(promise) };
  return {
    useCache(withCache) {
      (globalThis as { caches?: unknown }).caches = withCache ? memoryCaches() : undefined;
    },
    async render(page) {
      const start = process.cpuUsage();
      const response = await worker.fetch(new Request(`https://web.invalid/${page.id}`), env, ctx);
      const body = await response.text();
      await Promise.all(pending.splice(0));
      const used = process.cpuUsage(start);
      return {
        cpuMs: (used.user + used.system) / 1000,
        body,
        render: response.headers.get("X-Memorial-Render") ?? "?",
      };
    },
  };
}

/** The value at `share` (0-1) of ascending samples (nearest rank). */
export function quantile(sorted: readonly number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? Number.NaN;
}
