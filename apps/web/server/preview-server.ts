/**
 * The preview server: serves the built app (`dist/`) the way a static host with the header set
 * would, for `scripts/start.sh` and the end-to-end tests. Static files with caching headers,
 * gzip/brotli (for `dist/assets` the build's copies, `./precompress.ts`), a document of
 * its own for `/` (`home.html`) and `/login` (`login.html`), the SPA fallback to index.html,
 * `/config.json` (optionally replaced by the caller) and the security headers of `./headers.ts`
 * on every answer.
 *
 * The hook for server-rendered pages: `renderPage` receives a standard `Request` for
 * `/{profileId}` (`profileIdOf` of `src/edge/routes.ts`: one segment of the contract's page-id
 * pattern that is not a named route) and for the photos of rendered pages (`/media/…`,
 * `isPhotoPath` of `src/core/photo-paths.ts`) and answers a `Response`,
 * or `undefined` to fall back to the client-rendered app. The same function can run at the edge.
 */

import { readFile, stat } from "node:fs/promises";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { extname, join, normalize, sep } from "node:path";
import { Readable } from "node:stream";
import { promisify } from "node:util";
import { brotliCompress, gzip, constants as zlib } from "node:zlib";
import type { AppConfig } from "../src/config";
import { parseConfig } from "../src/config";
import { isPhotoPath } from "../src/core/photo-paths";
import { profileIdOf } from "../src/edge/routes";
import { isCompressible, PRECOMPRESSED } from "./precompress";
import { securityHeaders } from "../src/http/security-headers";

/** `(request) => response`; `undefined` lets the client-rendered app handle the address. */
export type RenderPage = (request: Request) => Promise<Response | undefined>;

export interface PreviewServerOptions {
  /** The built app (`apps/web/dist`). */
  distDir: string;
  /** Replaces `dist/config.json` (the e2e run points the app at its own backend ports). */
  config?: AppConfig;
  /** Server rendering of `/{profileId}` (the visitor view of a memorial page). */
  renderPage?: RenderPage;
  /** Logs one line per failed render; default console.error. */
  log?: (message: string) => void;
}

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".ico": "image/x-icon",
  ".txt": "text/plain; charset=utf-8",
  ".mp4": "video/mp4",
  ".woff2": "font/woff2",
  ".ttf": "font/ttf",
};
const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** A file's copy of `suffix` written by the build (`./precompress.ts`), if there is one. */
async function precompressed(path: string, suffix: string): Promise<Buffer | undefined> {
  try {
    return await readFile(path + suffix);
  } catch {
    return undefined;
  }
}

interface Body {
  bytes: Buffer;
  gzip?: Buffer;
  br?: Buffer;
}

function encodingFor(request: IncomingMessage): "br" | "gzip" | undefined {
  const accepted = request.headers["accept-encoding"] ?? "";
  if (/\bbr\b/.test(accepted)) return "br";
  if (/\bgzip\b/.test(accepted)) return "gzip";
  return undefined;
}

/** The request handler of the preview server: `createPreviewServer`, or a server of the
 * caller's (`pnpm bench:web` serves it over HTTPS with HTTP/2, as the edge does). */
export function createPreviewHandler(
  options: PreviewServerOptions,
): (request: IncomingMessage, response: ServerResponse) => void {
  const { distDir, renderPage } = options;
  const log =
    options.log ??
    ((message: string) => {
      console.error(message);
    });
  const root = normalize(distDir + sep);
  // Promises, so that requests arriving together for a file read and compress it once.
  const cache = new Map<string, Promise<Body | undefined>>();
  let configPromise: Promise<AppConfig> | undefined;

  const config = (): Promise<AppConfig> => {
    configPromise ??=
      options.config === undefined
        ? readFile(join(root, "config.json"), "utf8").then((text) =>
            parseConfig(JSON.parse(text) as unknown),
          )
        : Promise.resolve(options.config);
    return configPromise;
  };

  const read = async (path: string): Promise<Body | undefined> => {
    try {
      const info = await stat(path);
      if (!info.isFile()) return undefined;
    } catch {
      return undefined;
    }
    const body: Body = { bytes: await readFile(path) };
    if (isCompressible(path, body.bytes.length)) {
      // The build's copies of a hashed asset; anything else is compressed here, off the event
      // loop (zlib's thread pool), so one large file does not hold every other answer.
      const hashed = path.startsWith(join(root, "assets") + sep);
      const [gz, br] = hashed
        ? await Promise.all([
            precompressed(path, PRECOMPRESSED.gzip),
            precompressed(path, PRECOMPRESSED.br),
          ])
        : [undefined, undefined];
      [body.gzip, body.br] = await Promise.all([
        gz ?? gzipAsync(body.bytes, { level: 9 }),
        br ?? brotliAsync(body.bytes, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
      ]);
    }
    return body;
  };
  const load = (path: string): Promise<Body | undefined> => {
    let loaded = cache.get(path);
    if (loaded === undefined) {
      loaded = read(path);
      cache.set(path, loaded);
      // Only files that were there are kept; a miss or a failed read is tried again next time.
      loaded.then(
        (body) => {
          if (body === undefined) cache.delete(path);
        },
        () => {
          cache.delete(path);
        },
      );
    }
    return loaded;
  };

  const send = (
    request: IncomingMessage,
    response: ServerResponse,
    status: number,
    headers: Record<string, string>,
    type: string,
    body: Body,
  ) => {
    const encoding = encodingFor(request);
    const payload =
      encoding === "br" && body.br !== undefined
        ? body.br
        : encoding === "gzip" && body.gzip !== undefined
          ? body.gzip
          : body.bytes;
    const compressed = payload !== body.bytes;
    response.writeHead(status, {
      ...headers,
      "Content-Type": type,
      "Content-Length": String(payload.length),
      Vary: "Accept-Encoding",
      ...(compressed ? { "Content-Encoding": encoding ?? "" } : {}),
    });
    response.end(request.method === "HEAD" ? undefined : payload);
  };

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const appConfig = await config();
    const headers = securityHeaders(appConfig);
    if (request.method !== "GET" && request.method !== "HEAD") {
      response.writeHead(405, { ...headers, Allow: "GET, HEAD" });
      response.end();
      return;
    }
    const url = new URL(request.url ?? "/", "http://preview.invalid");
    let pathname: string;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      pathname = "/";
    }

    /** An answer that is never cached: the configuration and the app's documents. */
    const sendFresh = (extension: ".json" | ".html", body: Body) => {
      send(
        request,
        response,
        200,
        { ...headers, "Cache-Control": "no-cache" },
        TYPES[extension] ?? "",
        body,
      );
    };

    if (pathname === "/config.json") {
      sendFresh(".json", { bytes: Buffer.from(JSON.stringify(appConfig, null, 2)) });
      return;
    }

    // A static file of the build (never outside dist).
    const filePath = normalize(join(root, pathname));
    if (filePath.startsWith(root) && extname(filePath) !== "") {
      const file = await load(filePath);
      if (file !== undefined) {
        const immutable = pathname.startsWith("/assets/");
        send(
          request,
          response,
          200,
          {
            ...headers,
            "Cache-Control": immutable ? "public, max-age=31536000, immutable" : "no-cache",
          },
          TYPES[extname(filePath)] ?? "application/octet-stream",
          file,
        );
        return;
      }
      if (pathname.startsWith("/assets/")) {
        response.writeHead(404, { ...headers, "Content-Type": "text/plain; charset=utf-8" });
        response.end("Not found");
        return;
      }
    }

    if (renderPage !== undefined && (profileIdOf(pathname) !== null || isPhotoPath(pathname))) {
      try {
        const rendered = await renderPage(
          new Request(new URL(request.url ?? "/", appConfig.webOrigin), {
            method: request.method,
            // (Without HTTP/2's pseudo-headers, `:path` and the like, which are no header names.)
            headers: Object.entries(request.headers).flatMap(([name, value]): [string, string][] =>
              value === undefined || name.startsWith(":")
                ? []
                : [[name, Array.isArray(value) ? value.join(", ") : value]],
            ),
          }),
        );
        if (rendered !== undefined) {
          const merged = new Headers(rendered.headers);
          for (const [name, value] of Object.entries(headers)) {
            if (!merged.has(name)) merged.set(name, value);
          }
          response.writeHead(rendered.status, Object.fromEntries(merged.entries()));
          if (rendered.body === null || request.method === "HEAD") response.end();
          else Readable.fromWeb(rendered.body as never).pipe(response);
          return;
        }
      } catch (error) {
        log(`preview: render of ${pathname} failed, serving the app instead: ${String(error)}`);
      }
    }

    // A document of its own: dist/home.html for `/` (the hosts' configurations do the same) and
    // dist/login.html for /login, as static hosts serve `<path>.html`.
    const ownDocument =
      pathname === "/"
        ? "home.html"
        : /^\/[a-z][a-z-]*$/.test(pathname)
          ? `${pathname.slice(1)}.html`
          : undefined;
    if (ownDocument !== undefined) {
      const own = await load(join(root, ownDocument));
      if (own !== undefined) {
        sendFresh(".html", own);
        return;
      }
    }

    // Single-page app: every other address is index.html.
    const index = await load(join(root, "index.html"));
    if (index === undefined) {
      response.writeHead(500, { ...headers, "Content-Type": "text/plain; charset=utf-8" });
      response.end("dist/index.html is missing: run the build first.");
      return;
    }
    sendFresh(".html", index);
  };

  return (request, response) => {
    handle(request, response).catch((error: unknown) => {
      log(`preview: ${request.method ?? "?"} ${request.url ?? "?"} failed: ${String(error)}`);
      if (!response.headersSent) response.writeHead(500);
      response.end();
    });
  };
}

export function createPreviewServer(options: PreviewServerOptions): Server {
  return createServer(createPreviewHandler(options));
}

/** Starts the server; resolves with its origin (`http://localhost:<port>`). */
export function listen(server: Server, port: number, host = "127.0.0.1"): Promise<string> {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      server.off("error", reject);
      const address = server.address();
      const actual = typeof address === "object" && address !== null ? address.port : port;
      resolve(`http://localhost:${actual}`);
    });
  });
}
