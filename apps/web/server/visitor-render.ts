/**
 * Wires the render function (src/edge/render.ts) into the preview server for `/{profileId}`:
 * the template is `dist/index.html`, the visitor script comes from Vite's manifest, the API
 * from the served configuration. The rendered HTML is compressed here (a CDN does that at the
 * edge) with the web platform's CompressionStream.
 */
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import type { AppConfig } from "../src/config";
import { createRenderer } from "../src/edge/render";
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

function compressed(request: Request, response: Response): Response {
  const accepted = request.headers.get("Accept-Encoding") ?? "";
  if (response.body === null || !/\bgzip\b/.test(accepted)) return response;
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
    buildId: visitorScript.replace(/^.*-([A-Za-z0-9_-]+)\.js$/, "$1"),
  });
  return async (request) => compressed(request, await render(request));
}
