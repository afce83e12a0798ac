// @vitest-environment node
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import type { Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import type { AppConfig } from "../src/config";
import { precompress } from "./precompress";
import { createPreviewServer, listen, type RenderPage } from "./preview-server";

const config: AppConfig = {
  apiBaseUrl: "http://localhost:4000",
  region: "eu-central-1",
  userPoolId: "eu-central-1_LocalPool",
  clientId: "local-web-client",
  hostedSignInDomain: "http://localhost:4001",
  webOrigin: "http://localhost:5173",
};
const INDEX = `<!doctype html><html lang="nl"><body><div id="root"></div>${" ".repeat(600)}</body></html>`;

let dist: string;
let server: Server | undefined;

beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), "preview-test-"));
  await mkdir(join(dist, "assets"));
  await writeFile(join(dist, "index.html"), INDEX);
  await writeFile(join(dist, "assets", "app-1234.js"), `console.log("app");${" ".repeat(600)}`);
  await writeFile(join(dist, "config.json"), JSON.stringify({ ...config, clientId: "from-dist" }));
});

afterAll(async () => {
  await rm(dist, { recursive: true, force: true });
});

afterEach(async () => {
  await new Promise<void>((resolve) => {
    if (server === undefined) resolve();
    else
      server.close(() => {
        resolve();
      });
  });
  server = undefined;
});

/** A GET without the decoding fetch does: the encoding and the bytes as sent. */
async function rawGet(
  url: string,
  acceptEncoding: string,
): Promise<{ encoding: string | undefined; body: Buffer }> {
  const { get } = await import("node:http");
  return new Promise((resolve, reject) => {
    get(url, { headers: { "Accept-Encoding": acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => {
        chunks.push(chunk);
      });
      res.on("end", () => {
        resolve({ encoding: res.headers["content-encoding"], body: Buffer.concat(chunks) });
      });
    }).on("error", reject);
  });
}

async function start(options: { config?: AppConfig; renderPage?: RenderPage } = {}) {
  server = createPreviewServer({ distDir: dist, ...options });
  return listen(server, 0);
}

describe("preview server", () => {
  it("answers every app address with index.html and the header set", async () => {
    const origin = await start({ config });
    for (const path of ["/", "/login?redirect=%2F", "/register/confirm", "/a/b/c"]) {
      const response = await fetch(`${origin}${path}`);
      expect(response.status).toBe(200);
      expect(await response.text()).toBe(INDEX);
      expect(response.headers.get("content-security-policy")).toContain("script-src 'self'");
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("cache-control")).toBe("no-cache");
    }
  });

  it("answers an address with a document of its own (login.html for /login, home.html for /) with that document", async () => {
    const LOGIN = `<!doctype html><html lang="nl"><body><form>Inloggen</form></body></html>`;
    const HOME = `<!doctype html><html lang="nl"><body><main>Mijn pagina's</main></body></html>`;
    await writeFile(join(dist, "login.html"), LOGIN);
    await writeFile(join(dist, "home.html"), HOME);
    try {
      const origin = await start({ config });
      for (const [path, document] of [
        ["/login", LOGIN],
        ["/login?redirect=%2F", LOGIN],
        ["/", HOME],
        ["/?code=abc", HOME],
      ] as const) {
        const response = await fetch(`${origin}${path}`);
        expect(response.status).toBe(200);
        expect(await response.text()).toBe(document);
        expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
        expect(response.headers.get("cache-control")).toBe("no-cache");
        expect(response.headers.get("content-security-policy")).toContain("script-src 'self'");
      }
      // Other addresses, and ones that only look like it, stay the app.
      for (const path of ["/register", "/login/", "/Login", "/index"]) {
        expect(await (await fetch(`${origin}${path}`)).text(), path).toBe(INDEX);
      }
    } finally {
      await rm(join(dist, "login.html"));
      await rm(join(dist, "home.html"));
    }
  });

  it("serves the service worker as a script that is checked on every visit, never as a page", async () => {
    await writeFile(join(dist, "sw.js"), `self.addEventListener("fetch", () => {});`);
    try {
      const renderPage = vi.fn<RenderPage>(() => Promise.resolve(undefined));
      const origin = await start({ config, renderPage });
      const response = await fetch(`${origin}/sw.js`);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
      expect(response.headers.get("cache-control")).toBe("no-cache");
      expect(response.headers.get("content-security-policy")).toContain("worker-src 'self'");
      expect(await response.text()).toContain("addEventListener");
      expect(renderPage).not.toHaveBeenCalled();
    } finally {
      await rm(join(dist, "sw.js"));
    }
  });

  it("serves assets immutable and compressed, and 404 for a missing asset", async () => {
    const origin = await start({ config });
    const response = await fetch(`${origin}/assets/app-1234.js`, {
      headers: { "Accept-Encoding": "gzip" },
    });
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    expect(await response.text()).toContain('console.log("app")');
    const raw = await rawGet(`${origin}/assets/app-1234.js`, "gzip");
    expect(raw.encoding).toBe("gzip");
    expect(gunzipSync(raw.body).toString()).toContain('console.log("app")');
    expect((await fetch(`${origin}/assets/missing.js`)).status).toBe(404);
  });

  it("sends the build's precompressed copies of an asset as they are", async () => {
    const source = `console.log("precompressed");${" ".repeat(600)}`;
    await writeFile(join(dist, "assets", "pre-5678.js"), source);
    await precompress(dist);
    const origin = await start({ config });
    for (const [encoding, suffix] of [
      ["br", ".br"],
      ["gzip", ".gz"],
    ] as const) {
      const raw = await rawGet(`${origin}/assets/pre-5678.js`, encoding);
      expect(raw.encoding).toBe(encoding);
      expect(raw.body.equals(await readFile(join(dist, "assets", `pre-5678.js${suffix}`)))).toBe(
        true,
      );
    }
    expect((await rawGet(`${origin}/assets/pre-5678.js`, "identity")).body.toString()).toBe(source);
  });

  it("serves the given configuration as /config.json, or the one in dist", async () => {
    let origin = await start({ config });
    expect(await (await fetch(`${origin}/config.json`)).json()).toMatchObject({
      clientId: "local-web-client",
    });
    await new Promise((resolve) => server?.close(resolve));
    origin = await start();
    expect(await (await fetch(`${origin}/config.json`)).json()).toMatchObject({
      clientId: "from-dist",
    });
  });

  it("never serves files outside dist", async () => {
    const origin = await start({ config });
    const response = await fetch(`${origin}/..%2f..%2fetc%2fpasswd`);
    expect(await response.text()).toBe(INDEX);
  });

  it("hands /{profileId} to the render hook, with the header set, and falls back to the app", async () => {
    const seen: string[] = [];
    const origin = await start({
      config,
      renderPage: (request) => {
        seen.push(new URL(request.url).pathname);
        if (request.url.endsWith("/rendered")) {
          return Promise.resolve(
            new Response("<h1>In herinnering aan Johanna</h1>", {
              headers: { "Content-Type": "text/html; charset=utf-8", ETag: '"v1"' },
            }),
          );
        }
        return Promise.resolve(undefined);
      },
    });
    const rendered = await fetch(`${origin}/rendered`);
    expect(await rendered.text()).toBe("<h1>In herinnering aan Johanna</h1>");
    expect(rendered.headers.get("etag")).toBe('"v1"');
    expect(rendered.headers.get("content-security-policy")).toContain("default-src 'self'");
    expect(await (await fetch(`${origin}/other`)).text()).toBe(INDEX);
    expect(await (await fetch(`${origin}/login`)).text()).toBe(INDEX);
    expect(seen).toEqual(["/rendered", "/other"]);
  });

  it("hands the photos of rendered pages (/media/…) to the render hook, nothing else of /media", async () => {
    const seen: string[] = [];
    const origin = await start({
      config,
      renderPage: (request) => {
        seen.push(new URL(request.url).pathname);
        return Promise.resolve(
          new Response(new Uint8Array([0xff, 0xd8, 0xff]), {
            headers: { "Content-Type": "image/jpeg" },
          }),
        );
      },
    });
    const photo = await fetch(`${origin}/media/3f1c6a2e/zomer-1975.jpg?w=640`, {
      headers: { "Accept-Encoding": "gzip" },
    });
    expect(photo.headers.get("content-type")).toBe("image/jpeg");
    expect(new Uint8Array(await photo.arrayBuffer())).toEqual(new Uint8Array([0xff, 0xd8, 0xff]));
    expect(photo.headers.get("x-content-type-options")).toBe("nosniff");
    await fetch(`${origin}/media/3f1c6a2e/afscheid.mp4`);
    expect(seen).toEqual(["/media/3f1c6a2e/zomer-1975.jpg"]);
  });
});
