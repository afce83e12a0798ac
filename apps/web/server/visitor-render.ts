/**
 * Wires the render function (src/edge/render.ts) into the preview server for `/{profileId}`:
 * the template is `dist/index.html`, the visitor script comes from Vite's manifest, the API
 * from the served configuration. The rendered HTML is compressed here (a CDN does that at the
 * edge) with the web platform's CompressionStream. Node has no Cache API: rendered documents are
 * kept in `processDocumentCache` (the Worker, `src/edge/worker.ts`, uses the platform's cache).
 */
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import type { AppConfig } from "../src/config";
import { createRenderer, type DocumentCache } from "../src/edge/render";
import type { RenderPage } from "./preview-server";

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
}

/** The build's key of the visitor's boot script in `.vite/manifest.json`. */
export const VISITOR_ENTRY = "src/visitor/boot.ts";

export async function visitorScriptOf(distDir: string): Promise<string> {
  const manifest = JSON.parse(
    await readFile(join(distDir, ".vite", "visitor-manifest.json"), "utf8"),
  ) as Record<string, ManifestChunk | undefined>;
  const entry = manifest[VISITOR_ENTRY];
  if (entry === undefined) throw new Error(`${VISITOR_ENTRY} is missing in the build manifest`);
  return `/${entry.file}`;
}

/**
 * The preview server's `DocumentCache`: the last `entries` documents in this process, by ETag
 * (a local server has one process; the Worker has many isolates and uses the Cache API).
 */
export function processDocumentCache(entries = 100): DocumentCache {
  const kept = new Map<string, { document: string; until: number }>();
  return {
    match(key) {
      const entry = kept.get(key);
      if (entry === undefined || entry.until < Date.now()) return Promise.resolve(undefined);
      return Promise.resolve(entry.document);
    },
    put(key, document, ttlSeconds) {
      kept.delete(key);
      kept.set(key, { document, until: Date.now() + ttlSeconds * 1000 });
      for (const oldest of kept.keys()) {
        if (kept.size <= entries) break;
        kept.delete(oldest);
      }
      return Promise.resolve();
    },
  };
}

/** The build's id: the content hash in the visitor script's file name. */
export function buildIdOf(visitorScript: string): string {
  return visitorScript.replace(/^.*-([A-Za-z0-9_-]+)\.js$/, "$1");
}

function compressed(request: Request, response: Response): Response {
  const accepted = request.headers.get("Accept-Encoding") ?? "";
  // Only the rendered documents: photos are compressed already.
  const html = (response.headers.get("Content-Type") ?? "").startsWith("text/html");
  if (response.body === null || !html || !/\bgzip\b/.test(accepted)) return response;
  const headers = new Headers(response.headers);
  headers.set("Content-Encoding", "gzip");
  headers.delete("Content-Length");
  return new Response(response.body.pipeThrough(new CompressionStream("gzip")), {
    status: response.status,
    headers,
  });
}

/** The preview server's `renderPage` for the built app in `distDir`. */
export async function createVisitorRenderPage(
  distDir: string,
  config: AppConfig,
): Promise<RenderPage> {
  const visitorScript = await visitorScriptOf(distDir);
  let indexHtml: Promise<string> | undefined;
  const render = createRenderer({
    apiBaseUrl: config.apiBaseUrl,
    indexHtml: () => (indexHtml ??= readFile(join(distDir, "index.html"), "utf8")),
    visitorScript,
    buildId: buildIdOf(visitorScript),
    cache: processDocumentCache(),
  });
  return async (request) => compressed(request, await render(request));
}
