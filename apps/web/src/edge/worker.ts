/**
 * The Cloudflare Worker of the web app (`wrangler.jsonc`). Static assets (`dist/`) are served by
 * the platform from the build, with the header set of `dist/_headers`; every address that is not
 * a file comes here:
 *   - `/{profileId}`: the render function of `./render.ts` (the same one the Node preview server
 *     runs), with rendered documents kept in the platform's Cache API and uncached renders
 *     limited per client by the `RENDER_LIMITER` rate-limit binding;
 *   - `/media/{profileId}/{file}`: the photos of rendered pages, passed on to the API by the same
 *     render function (`./photos.ts`: the page and its photos share one connection);
 *   - `/`: the home's own document, `home.html` (the platform would serve `index.html` there, so
 *     `run_worker_first` sends `/` here);
 *   - everything else, and every failure: the app's `index.html` (the client-rendered app), never
 *     a Worker error page.
 * The Worker's own answers carry the same header set as the assets: both come from
 * `securityHeaders()` over the deployed `config.json` (the build writes `dist/_headers` with it).
 */
import { parseConfig, type AppConfig } from "../config";
import { securityHeaders } from "../http/security-headers";
import type { PhotoCache } from "./photos";
import { createRenderer, type DocumentCache } from "./render";

/** The static-assets binding (a Fetcher). */
interface AssetsBinding {
  fetch(request: Request): Promise<Response>;
}

/** A Workers rate-limit binding (`ratelimits` in wrangler.jsonc). */
interface RateLimitBinding {
  limit(options: { key: string }): Promise<{ success: boolean }>;
}

interface ExecutionContextLike {
  waitUntil(promise: Promise<unknown>): void;
}

export interface WorkerEnv {
  ASSETS: AssetsBinding;
  /**
   * The API the render reads public pages from; empty: `apiBaseUrl` of the deployed
   * `config.json` (set it when the Worker reaches the API by another address).
   */
  API_BASE_URL?: string;
  /** Seconds a shared cache may serve a rendered page (`s-maxage`; default 30). */
  RENDER_SHARED_MAX_AGE?: string;
  /** Seconds it may serve it stale while revalidating (default 30). */
  RENDER_STALE_WHILE_REVALIDATE?: string;
  RENDER_LIMITER?: RateLimitBinding;
}

/** The build's key of the visitor's boot script in `dist/.vite/visitor-manifest.json`. */
const VISITOR_ENTRY = "src/visitor/boot.ts";

interface Deployment {
  config: AppConfig;
  headers: Record<string, string>;
  visitorScript: string;
  indexHtml: () => Promise<string>;
}

async function readAsset(env: WorkerEnv, origin: string, path: string): Promise<Response> {
  const response = await env.ASSETS.fetch(new Request(new URL(path, origin)));
  if (!response.ok) throw new Error(`${path}: ${String(response.status)}`);
  return response;
}

/** What the deployed build says about itself; read once per isolate (a deploy starts new ones). */
let deployment: Promise<Deployment> | undefined;

function deploymentOf(env: WorkerEnv, origin: string): Promise<Deployment> {
  deployment ??= (async () => {
    const config = parseConfig(await (await readAsset(env, origin, "/config.json")).json());
    const manifest = (await (
      await readAsset(env, origin, "/.vite/visitor-manifest.json")
    ).json()) as Record<string, { file?: unknown } | undefined>;
    const file = manifest[VISITOR_ENTRY]?.file;
    if (typeof file !== "string") throw new Error(`${VISITOR_ENTRY} is missing in the manifest`);
    let index: Promise<string> | undefined;
    return {
      config,
      headers: securityHeaders(config),
      visitorScript: `/${file}`,
      indexHtml: () => (index ??= readAsset(env, origin, "/").then((answer) => answer.text())),
    };
  })();
  deployment.catch(() => {
    deployment = undefined;
  });
  return deployment;
}

function seconds(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return value !== undefined && value !== "" && Number.isInteger(parsed) && parsed >= 0
    ? parsed
    : fallback;
}

/** The platform's default cache (`caches.default`); keys are URLs of the Worker's own origin. */
function platformCache(origin: string, ctx: ExecutionContextLike): DocumentCache | undefined {
  const storage = (globalThis as { caches?: { default?: Cache } }).caches;
  const cache = storage?.default;
  if (cache === undefined) return undefined;
  const keyOf = (key: string) => new Request(`${origin}/__rendered/${encodeURIComponent(key)}`);
  return {
    async match(key) {
      const hit = await cache.match(keyOf(key));
      return hit === undefined ? undefined : hit.text();
    },
    put(key, document, ttlSeconds) {
      ctx.waitUntil(
        cache.put(
          keyOf(key),
          new Response(document, {
            headers: {
              "Content-Type": "text/html; charset=utf-8",
              "Cache-Control": `public, max-age=${String(ttlSeconds)}`,
            },
          }),
        ),
      );
      return Promise.resolve();
    },
  };
}

/**
 * The platform's default cache for the photos through the page's address; a photo is kept as
 * long as its own `Cache-Control` allows (the API's photos are immutable).
 */
function platformPhotoCache(origin: string, ctx: ExecutionContextLike): PhotoCache | undefined {
  const cache = (globalThis as { caches?: { default?: Cache } }).caches?.default;
  if (cache === undefined) return undefined;
  const keyOf = (key: string) => new Request(`${origin}/__photos/${encodeURIComponent(key)}`);
  return {
    match: (key) => cache.match(keyOf(key)),
    put(key, response) {
      ctx.waitUntil(cache.put(keyOf(key), response));
      return Promise.resolve();
    },
  };
}

/** The answer with the header set added (the Worker's answers do not get `_headers`). */
function withHeaders(response: Response, headers: Record<string, string>): Response {
  const answer = new Response(response.body, response);
  for (const [name, value] of Object.entries(headers)) {
    // A rendered public page says itself whether it may be indexed ('Vindbaar via
    // zoekmachines'); the header set's `noindex` is for everything else.
    if (name.toLowerCase() === "x-robots-tag" && answer.headers.has(name)) continue;
    answer.headers.set(name, value);
  }
  return answer;
}

/** The client-rendered app, when even the deployment cannot be read: the asset as it is. */
async function bareIndex(env: WorkerEnv, request: Request): Promise<Response> {
  const index = await env.ASSETS.fetch(new Request(new URL("/", request.url)));
  return new Response(request.method === "HEAD" ? null : index.body, {
    status: index.ok ? 200 : 503,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "no-cache",
      "X-Memorial-Render": "app; deployment unreadable",
    },
  });
}

async function handle(
  request: Request,
  env: WorkerEnv,
  ctx: ExecutionContextLike,
): Promise<Response> {
  const url = new URL(request.url);
  let deployed: Deployment;
  try {
    deployed = await deploymentOf(env, url.origin);
  } catch {
    return bareIndex(env, request);
  }
  if (url.pathname === "/") {
    const home = await env.ASSETS.fetch(new Request(new URL("/home", url.origin)));
    if (home.ok) {
      return withHeaders(
        new Response(request.method === "HEAD" ? null : home.body, {
          headers: {
            "Content-Type": "text/html; charset=utf-8",
            "Cache-Control": "no-cache",
            "X-Memorial-Render": "home",
          },
        }),
        deployed.headers,
      );
    }
  }
  const render = createRenderer({
    apiBaseUrl:
      env.API_BASE_URL === undefined || env.API_BASE_URL === ""
        ? deployed.config.apiBaseUrl
        : env.API_BASE_URL,
    indexHtml: deployed.indexHtml,
    visitorScript: deployed.visitorScript,
    buildId: deployed.visitorScript.replace(/^.*-([A-Za-z0-9_-]+)\.js$/, "$1"),
    sharedMaxAgeSeconds: seconds(env.RENDER_SHARED_MAX_AGE, 30),
    staleWhileRevalidateSeconds: seconds(env.RENDER_STALE_WHILE_REVALIDATE, 30),
    cache: platformCache(url.origin, ctx),
    photoCache: platformPhotoCache(url.origin, ctx),
    mayRender: async (incoming) => {
      if (env.RENDER_LIMITER === undefined) return true;
      const client = incoming.headers.get("CF-Connecting-IP") ?? "unknown";
      return (await env.RENDER_LIMITER.limit({ key: client })).success;
    },
    fetch: (input) => fetch(input),
  });
  try {
    // Not a page (a named route, an unknown address): render() answers the app's index.html.
    const answer = await render(request);
    return withHeaders(answer, deployed.headers);
  } catch {
    const index = await deployed.indexHtml();
    return withHeaders(
      new Response(request.method === "HEAD" ? null : index, {
        headers: {
          "Content-Type": "text/html; charset=utf-8",
          "Cache-Control": "no-cache",
          "X-Memorial-Render": "app; render failed",
        },
      }),
      deployed.headers,
    );
  }
}

export default {
  async fetch(request: Request, env: WorkerEnv, ctx: ExecutionContextLike): Promise<Response> {
    try {
      return await handle(request, env, ctx);
    } catch {
      // Even the assets failed: a plain answer, not the platform's error page.
      return new Response("De pagina kan nu niet worden geladen. Probeer het later opnieuw.", {
        status: 503,
        headers: { "Content-Type": "text/plain; charset=utf-8", "Retry-After": "10" },
      });
    }
  },
};
