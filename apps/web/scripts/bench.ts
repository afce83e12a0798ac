// `pnpm bench:web`: the visitor's performance, measured (a benchmark, not part of the tests).
//  1. builds the app (both builds of `pnpm build`);
//  2. starts a fresh local backend (API 4800, identity 4801, temporary data folder) whose seed
//     makes the demo page public;
//  3. serves the build compressed under the header set three ways, each over HTTPS with HTTP/2
//     as the edge serves it (a certificate for localhost made for the run; the browser is told
//     to accept it):
//       5800 rendered: the preview server with the render function in front (what visitors get)
//       5801 client-rendered: the same build without the render function (plain static hosting)
//       5802 reference: one static HTML file with the same content and the same portrait,
//            its photos on its own address (`/media/…`) through the same handler as the
//            rendered page's, so neither pays a second connection to the API;
//       5803 the reference with one external script that does nothing (`/reference-script.js`):
//            what a page pays in the simulation for having a script at all, printed beside the
//            budget (which stays against the reference without one);
//  4. runs Lighthouse 12 (mobile preset, Debian's Chromium) five times on each and prints the
//     medians: performance score, LCP, FCP, TBT, CLS, JavaScript bytes (gzipped) and LCP / the
//     reference's LCP, with the budgets of the rendered view, and the path to the largest paint
//     in Lighthouse's simulation for the rendered page and both references (lcp-path.ts).
//  5. then the owner app: `/login` and the signed-in home, with where their main-thread time goes
//     (Lighthouse's bootup-time per script and its main-thread breakdown) and the bytes per chunk.
// Ports can be moved with MEMORIAL_BENCH_API_PORT / _IDENTITY_PORT / _WEB_PORT (first of four).
// `pnpm bench:web --owner` measures only the owner app (step 5), `--visitor` only the visitor's
// page (steps 1-4). `--large` seeds the large page of `seed:large` beside the demo page and
// measures both rendered pages the same way, printing the large page's figures as ratios of the
// demo page's (`pnpm bench:large`), then the editor on a phone on both pages (bench-editor.ts);
// `--editor` runs only that editor part.
import { spawn, type ChildProcess } from "node:child_process";
import { cp, mkdtemp, readFile, rm } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import { createSecureServer, type Http2SecureServer } from "node:http2";
import { request as httpsRequest } from "node:https";
import type { Socket } from "node:net";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { generate } from "selfsigned";
import { medianWithRange } from "@memorial/local-backend/bench-spread";
import { forgetLcpPaths, lastLcpPath, pathLines, type PathStep } from "./lcp-path";
import type { Profile as WireProfile } from "@memorial/api-types";
import { sanitizeRichText } from "@memorial/sanitize-html";
import { escapeHtml } from "@memorial/sanitize-html/escape";
import { lifeDates } from "@memorial/domain";
import type { AppConfig } from "../src/config";
import { srcSetOf, withWidth } from "@memorial/ui/view";
import { securityHeaders } from "../src/http/security-headers";
import type { AppGraph, IslandReport } from "./app-bundle";
import { localBackendProcess } from "../server/local-backend";
import { createPreviewHandler } from "../server/preview-server";
import { isPhotoPath } from "../src/core/photo-paths";
import { withPhotosThroughPage } from "../src/edge/photos";
import { createVisitorRenderPage } from "../server/visitor-render";
import { measureEditor, signInAt } from "./bench-editor";

const appDir = fileURLToPath(new URL("..", import.meta.url));
const distDir = join(appDir, "dist");
const apiPort = Number(process.env.MEMORIAL_BENCH_API_PORT ?? 4800);
const identityPort = Number(process.env.MEMORIAL_BENCH_IDENTITY_PORT ?? 4801);
const webPort = Number(process.env.MEMORIAL_BENCH_WEB_PORT ?? 5800);
// MEMORIAL_BENCH_RUNS lowers it for a quick look; the figures on record use five.
const RUNS = Number(process.env.MEMORIAL_BENCH_RUNS ?? 5);
/** The demo account the local backend's seed creates (README). */
const DEMO = { email: "demo@herinneringspagina.nl", password: "Herinnering2026" };
const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  // The run's own certificate for localhost (`tlsServer`).
  "--ignore-certificate-errors",
];

function run(command: string, args: string[], cwd: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: "inherit" });
    child.on("exit", (code) => {
      if (code === 0) resolve();
      else reject(new Error(`${command} ${args.join(" ")} exited with ${code ?? "a signal"}`));
    });
  });
}

function backendEnv(dataDir: string, webOrigin: string): Record<string, string> {
  return {
    MEMORIAL_API_PORT: String(apiPort),
    MEMORIAL_IDENTITY_PORT: String(identityPort),
    MEMORIAL_WEB_ORIGIN: webOrigin,
    // The client-rendered copy of the app (next port) calls the API from its own origin.
    MEMORIAL_EXTRA_WEB_ORIGINS: `https://localhost:${String(webPort + 1)}`,
    MEMORIAL_DATA_DIR: dataDir,
  };
}

/**
 * Seeds the large page into `dataDir` (before the backend starts); answers its id and the
 * account that manages it.
 */
async function seedLargePage(
  dataDir: string,
  webOrigin: string,
): Promise<{ id: string; email: string; password: string }> {
  const { options } = localBackendProcess(backendEnv(dataDir, webOrigin));
  const child = spawn("pnpm", ["run", "--silent", "seed:large"], options);
  let seen = "";
  child.stdout.on("data", (chunk: Buffer) => (seen += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (seen += chunk.toString()));
  await new Promise<void>((resolve, reject) => {
    child.on("exit", (code) => {
      if (code === 0) resolve();
      else reject(new Error(`seed:large failed:\n${seen}`));
    });
  });
  const id = /Seeded the large page ([A-Za-z0-9_-]+)/.exec(seen)?.[1];
  const account = /account (\S+) \/ (\S+)/.exec(seen);
  if (id === undefined || account?.[1] === undefined || account[2] === undefined) {
    throw new Error(`seed:large named no page or account:\n${seen}`);
  }
  return { id, email: account[1], password: account[2] };
}

async function startBackend(dataDir: string, webOrigin: string) {
  const { command, args, options } = localBackendProcess(backendEnv(dataDir, webOrigin));
  const backend = spawn(command, args, options);
  const profileId = await new Promise<string>((resolve, reject) => {
    let seen = "";
    const timer = setTimeout(() => {
      reject(new Error(`the local backend did not seed the demo page:\n${seen}`));
    }, 120_000);
    const onData = (chunk: Buffer) => {
      seen += chunk.toString();
      const match = /"profileId":"([A-Za-z0-9_-]+)"/.exec(seen);
      if (match?.[1] !== undefined) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    backend.stdout.on("data", onData);
    backend.stderr.on("data", onData);
    backend.on("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`the local backend exited (${code ?? "signal"}):\n${seen}`));
    });
  });
  return { backend, profileId };
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once("exit", () => {
      resolve();
    });
    child.kill("SIGTERM");
  });
}

/** The reference's script: an external module that does nothing. */
const REFERENCE_SCRIPT = "/reference-script.js";

/**
 * The reference: the same content and portrait as one static HTML file, nothing else (with
 * `withScript`, one external module script in its head that does nothing).
 */
function referenceHtml(profile: WireProfile, withScript = false): string {
  const dates = lifeDates(profile);
  const picture = profile.profilePicture ?? "";
  const sections = profile.sections
    .filter((section) => section.isPublic)
    .map((section) => {
      if (section.type === "text")
        return `<section>${sanitizeRichText(section.text, { tooDeep: "flatten" })}</section>`;
      if (section.type === "photo_carousel") {
        return `<section>${section.photos
          .map(
            (photo, index) =>
              `<img src="${escapeHtml(withWidth(photo, 960))}" srcset="${escapeHtml(srcSetOf(photo, 320, 1920))}" sizes="(min-width: 752px) 704px, calc(100vw - 2rem)" width="1600" height="900" loading="lazy" alt="Foto ${index + 1}">`,
          )
          .join("")}</section>`;
      }
      return "";
    })
    .join("");
  return `<!doctype html><html lang="nl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(profile.name)}</title>${withScript ? `<script type="module" src="${REFERENCE_SCRIPT}"></script>` : ""}<style>body{margin:0;background:#f7f4ee;color:#1f2328;font-family:Georgia,serif}main{max-width:704px;margin:0 auto;padding:40px 20px}header{text-align:center}header img{width:160px;height:160px;border-radius:50%;object-fit:cover}h1{font-weight:normal;font-size:2.25rem}section img{width:100%;height:auto;aspect-ratio:16/9;object-fit:contain}section{font-size:1.125rem;line-height:1.7}</style></head><body><main><header><img src="${escapeHtml(withWidth(picture, 480))}" srcset="${escapeHtml(srcSetOf(picture, 160, 960))}" sizes="160px" width="224" height="224" fetchpriority="high" alt="Portret"><h1>${escapeHtml(profile.name)}</h1><p>${escapeHtml(dates)}</p></header>${sections}</main></body></html>`;
}

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

/**
 * The reference's server: its one HTML file, and its photos (`/media/…`, the paths the rendered
 * page names) answered by `photos`, the rendered page's own handler, as a static host with the
 * photos on its own address would serve them.
 */
function referenceHandler(page: Handler, photos: Handler): Handler {
  return (request, response) => {
    const { pathname } = new URL(request.url ?? "/", "https://localhost");
    if (pathname === REFERENCE_SCRIPT) {
      response.writeHead(200, {
        "Content-Type": "text/javascript; charset=utf-8",
        "Cache-Control": "no-cache",
      });
      response.end("// The reference's script: it does nothing.\n");
      return;
    }
    (isPhotoPath(pathname) ? photos : page)(request, response);
  };
}

interface TlsServer {
  /** `https://localhost:<port>` once listening. */
  listen(port: number): Promise<string>;
  close(): void;
}

/** A certificate for localhost, made for this run. */
const certificate = await generate([{ name: "commonName", value: "localhost" }], {
  keyType: "ec",
  notAfterDate: new Date(Date.now() + 2 * 86_400_000),
  algorithm: "sha256",
  extensions: [{ name: "subjectAltName", altNames: [{ type: 2, value: "localhost" }] }],
});

/** `handler` over HTTPS with HTTP/2 (and HTTP/1.1 for Node's own requests), as the edge serves. */
function tlsServer(handler: Handler): TlsServer {
  const server: Http2SecureServer = createSecureServer(
    { key: certificate.private, cert: certificate.cert, allowHTTP1: true },
    handler as never,
  );
  const sockets = new Set<Socket>();
  server.on("connection", (socket: Socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  return {
    listen: (port) =>
      new Promise((resolve, reject) => {
        server.once("error", reject);
        server.listen(port, "127.0.0.1", () => {
          server.off("error", reject);
          resolve(`https://localhost:${String(port)}`);
        });
      }),
    close: () => {
      server.close();
      for (const socket of sockets) socket.destroy();
    },
  };
}

/** A GET of one of the run's own servers (Node trusts the run's certificate for it). */
function getOwn(url: string): Promise<{ headers: Headers; text: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = httpsRequest(url, { ca: certificate.cert }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
      incoming.on("end", () => {
        const headers = new Headers();
        for (const [name, value] of Object.entries(incoming.headers)) {
          if (typeof value === "string") headers.set(name, value);
        }
        resolve({ headers, text: Buffer.concat(chunks).toString("utf8") });
      });
      incoming.on("error", reject);
    });
    outgoing.on("error", reject);
    outgoing.end();
  });
}

function staticHandler(html: string, headers: Record<string, string>): Handler {
  const gz = gzipSync(html, { level: 9 });
  return (_request, response) => {
    response.writeHead(200, {
      ...headers,
      "Content-Type": "text/html; charset=utf-8",
      "Content-Encoding": "gzip",
      "Content-Length": String(gz.length),
      "Cache-Control": "no-cache",
    });
    response.end(gz);
  };
}

interface Figures {
  score: number;
  lcp: number;
  fcp: number;
  tbt: number;
  cls: number;
  jsBytes: number;
  /** The HTML document's transfer size (gzipped). */
  htmlBytes: number;
  /** The lowest and highest LCP of the runs. */
  lcpRange: [number, number];
  /** Which element was the LCP and how its time divides (Lighthouse's LCP breakdown). */
  lcpDetail: string;
  /** Where the main thread's time went (Lighthouse's breakdown by kind and its busiest scripts). */
  mainThread: string;
  /** The path to the largest paint in Lighthouse's simulation, when it could be read. */
  lcpPath: PathStep[] | undefined;
}

interface TableDetails {
  items?: {
    group?: string;
    groupLabel?: string;
    url?: string;
    total?: number;
    duration?: number;
    scripting?: number;
  }[];
}

/** "Script Evaluation 812 ms, Style & Layout 140 ms, …; index-….js 640 ms, …" of one run. */
function mainThreadOf(
  breakdown: TableDetails | undefined,
  bootup: TableDetails | undefined,
): string {
  const kinds = (breakdown?.items ?? [])
    .filter((item) => (item.duration ?? 0) >= 20)
    .map(
      (item) =>
        `${item.groupLabel ?? item.group ?? "?"} ${String(Math.round(item.duration ?? 0))} ms`,
    );
  const scripts = (bootup?.items ?? [])
    .slice(0, 4)
    .map(
      (item) =>
        `${(item.url ?? "?").replace(/^.*\//, "")} ${String(Math.round(item.scripting ?? item.total ?? 0))} ms`,
    );
  return `${kinds.join(", ")}; scripting by script: ${scripts.join(", ")}`;
}

interface LcpDetails {
  items?: {
    type?: string;
    items?: { node?: { nodeLabel?: string }; phase?: string; timing?: number }[];
  }[];
}

/** "img Portret van … — TTFB 600 ms, Load Delay 40 ms, …" from the LCP element audit. */
function lcpDetailOf(details: LcpDetails | undefined): string {
  const tables = details?.items ?? [];
  const label = tables[0]?.items?.[0]?.node?.nodeLabel ?? "?";
  const phases = (tables[1]?.items ?? [])
    .map((item) => `${item.phase ?? "?"} ${String(Math.round(item.timing ?? 0))} ms`)
    .join(", ");
  return `${label}${phases === "" ? "" : ` (${phases})`}`;
}

/** The median of the runs that gave a figure (a run without an LCP gives NaN). */
function median(values: number[]): number {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

interface NetworkItem {
  resourceType?: string;
  transferSize?: number;
  url?: string;
}

/**
 * A Chromium profile with the demo account's session in local storage: signed in through the
 * login screen (Playwright, the same Chromium), then closed. Returns the profile's folder.
 */
async function signedInProfile(origin: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), "memorial-bench-profile-"));
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: "/usr/bin/chromium",
    args: CHROME_FLAGS.filter((flag) => !flag.startsWith("--headless")),
    ignoreHTTPSErrors: true,
  });
  try {
    const page = await context.newPage();
    await signInAt(page, origin, DEMO);
    await page.getByRole("heading", { level: 1 }).waitFor({ timeout: 120_000 });
  } finally {
    await context.close();
  }
  return dir;
}

/** A copy of `profile` without its caches: the storage stays, every file is fetched again. */
async function coldCopy(profile: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), "memorial-bench-run-"));
  await cp(profile, dir, {
    recursive: true,
    filter: (source) => !/[\\/](Cache|Code Cache|GPUCache|Service Worker)$/.test(source),
  });
  return dir;
}

/** The LCPs of the runs that measured one. */
function lcps(results: readonly Figures[]): number[] {
  return results.map((r) => r.lcp).filter((value) => Number.isFinite(value));
}

interface MeasureOptions {
  /** A profile whose storage (the session) the page finds at load (Lighthouse keeps it). */
  profile?: string;
  /** Lighthouse runs that give an LCP (default RUNS). */
  runs?: number;
  /**
   * The path the page may end on instead of its own: the app replaces a page's id in the
   * address bar by the page's readable address.
   */
  endsOn?: string;
}

/** How many runs may break (no LCP: Lighthouse lost the trace) before a page's median is taken. */
const SPARE_RUNS = 3;

async function measure(url: string, options: MeasureOptions = {}): Promise<Figures> {
  const results: Figures[] = [];
  const wanted = options.runs ?? RUNS;
  // A run that gives no LCP is made up for by another, so the medians are of `wanted` runs.
  for (let attempt = 0; lcps(results).length < wanted && attempt < wanted + SPARE_RUNS; attempt++) {
    const userDataDir = options.profile === undefined ? undefined : await coldCopy(options.profile);
    const chrome = await chromeLauncher.launch({
      chromePath: "/usr/bin/chromium",
      chromeFlags: CHROME_FLAGS,
      ...(userDataDir === undefined ? {} : { userDataDir }),
    });
    try {
      await forgetLcpPaths();
      const result = await lighthouse(url, {
        // The session in the profile must survive: Lighthouse otherwise clears the origin's
        // storage before it loads the page.
        disableStorageReset: userDataDir !== undefined,
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance"],
      });
      if (result === undefined) throw new Error(`Lighthouse returned nothing for ${url}`);
      const { lhr } = result;
      // The signed-in home must not have become the sign-in screen (a session that did not hold).
      const shown = new URL(lhr.finalDisplayedUrl).pathname;
      if (shown !== new URL(url).pathname && shown !== options.endsOn) {
        throw new Error(`Lighthouse measured ${shown} instead of ${url}`);
      }
      const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
      const items =
        (lhr.audits["network-requests"]?.details as { items?: NetworkItem[] } | undefined)?.items ??
        [];
      // A run whose performance category has no score (one of its metrics failed) is left out
      // of the score's median and range, and says which audit failed and why.
      const score = lhr.categories.performance?.score ?? null;
      if (score === null) {
        // Each distinct error once, with how many audits it failed (a broken trace fails dozens).
        const errors = new Map<string, number>();
        for (const audit of Object.values(lhr.audits)) {
          if (typeof audit.errorMessage !== "string") continue;
          errors.set(audit.errorMessage, (errors.get(audit.errorMessage) ?? 0) + 1);
        }
        const said = [...errors].map(([message, count]) => `${message} (${String(count)} audits)`);
        process.stdout.write(
          `a run of ${url} gave no performance score (${said.join("; ") || "no audit said why"}); it is left out of the score${Number.isFinite(lhr.audits["largest-contentful-paint"]?.numericValue) ? "" : ", and another run takes its place"}\n`,
        );
      }
      results.push({
        score: score === null ? Number.NaN : Math.round(score * 100),
        lcp: numeric("largest-contentful-paint"),
        lcpRange: [0, 0],
        fcp: numeric("first-contentful-paint"),
        tbt: numeric("total-blocking-time"),
        cls: numeric("cumulative-layout-shift"),
        jsBytes: items
          .filter((item) => item.resourceType === "Script")
          .reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
        htmlBytes: items.find((item) => item.resourceType === "Document")?.transferSize ?? 0,
        lcpDetail: lcpDetailOf(
          lhr.audits["largest-contentful-paint-element"]?.details as LcpDetails | undefined,
        ),
        lcpPath: await lastLcpPath(url),
        mainThread: mainThreadOf(
          lhr.audits["mainthread-work-breakdown"]?.details as TableDetails | undefined,
          lhr.audits["bootup-time"]?.details as TableDetails | undefined,
        ),
      });
    } finally {
      chrome.kill();
      if (userDataDir !== undefined) await rm(userDataDir, { recursive: true, force: true });
    }
  }
  const lcp = median(results.map((r) => r.lcp));
  // The run whose LCP is the median's.
  const lcpRun = results.find((r) => r.lcp === lcp);
  return {
    score: median(results.map((r) => r.score)),
    lcp,
    lcpRange: [Math.min(...lcps(results)), Math.max(...lcps(results))],
    fcp: median(results.map((r) => r.fcp)),
    tbt: median(results.map((r) => r.tbt)),
    cls: median(results.map((r) => r.cls)),
    jsBytes: median(results.map((r) => r.jsBytes)),
    htmlBytes: median(results.map((r) => r.htmlBytes)),
    lcpDetail: lcpRun?.lcpDetail ?? "?",
    mainThread:
      results.find((r) => r.tbt === median(results.map((run) => run.tbt)))?.mainThread ?? "?",
    lcpPath: lcpRun?.lcpPath,
  };
}

/** Raw bytes of CSS in the document: in `<head>` (the first screen's) and in `<body>` (later). */
function cssBytesOf(html: string): { head: number; body: number } {
  const headEnd = html.search(/<\/head>/i);
  let head = 0;
  let body = 0;
  for (const match of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)) {
    const bytes = Buffer.byteLength(match[1] ?? "");
    if (headEnd >= 0 && match.index < headEnd) head += bytes;
    else body += bytes;
  }
  return { head, body };
}

function row(name: string, figures: Figures, reference: Figures): string {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
  const ms = (value: number) => `${Math.round(value)} ms`;
  return [
    name.padEnd(16),
    String(figures.score).padStart(5),
    ms(figures.lcp).padStart(9),
    ms(figures.fcp).padStart(9),
    ms(figures.tbt).padStart(8),
    figures.cls.toFixed(3).padStart(6),
    kb(figures.jsBytes).padStart(10),
    `${(figures.lcp / reference.lcp).toFixed(2)}x`.padStart(7),
  ].join(" ");
}

/**
 * The large page against the demo page, both rendered and measured alike (Lighthouse's mobile
 * preset, RUNS runs each, alternating): the medians with their ranges, and the ratios.
 */
/**
 * The address a page is shown at: a page with a readable address answers its id with a redirect
 * to that address, which is what a visitor's phone measures. Fails when it is not server-rendered.
 */
async function renderedAddressOf(url: string): Promise<string> {
  const first = await getOwn(url);
  const location = first.headers.get("location");
  const shown = location === null ? url : new URL(location, url).href;
  const check = location === null ? first : await getOwn(shown);
  if (check.headers.get("X-Memorial-Render") !== "server") {
    throw new Error(
      `${shown} was not server-rendered: ${check.headers.get("X-Memorial-Render") ?? "?"}`,
    );
  }
  return shown;
}

async function measureLarge(demoUrl: string, largeUrl: string, load: () => string) {
  const demoShown = await renderedAddressOf(demoUrl);
  const largeShown = await renderedAddressOf(largeUrl);
  process.stdout.write(
    `\nLighthouse 12 mobile, the large page (seed:large) against the demo page, ${String(RUNS)} runs each, load average ${load()}\n`,
  );
  const runs = { demo: [] as Figures[], large: [] as Figures[] };
  for (let index = 0; index < RUNS; index++) {
    runs.demo.push(await measure(demoShown, { runs: 1 }));
    runs.large.push(await measure(largeShown, { runs: 1 }));
  }
  const spread = (values: number[]) => medianWithRange(values);
  const line = (name: string, pick: (figures: Figures) => number, unit: string, scale = 1) => {
    const demo = spread(runs.demo.map((figures) => pick(figures) / scale));
    const large = spread(runs.large.map((figures) => pick(figures) / scale));
    const ratio = demo.median > 0 ? `${(large.median / demo.median).toFixed(2)}x` : "-";
    process.stdout.write(
      `${name.padEnd(24)} demo ${demo.text(unit).padEnd(28)} large ${large.text(unit).padEnd(28)} ${ratio}\n`,
    );
  };
  line("document (gz)", (figures) => figures.htmlBytes, "kB", 1024);
  line("LCP", (figures) => figures.lcp, "ms");
  line("TBT", (figures) => figures.tbt, "ms");
  line("FCP", (figures) => figures.fcp, "ms");
  line("performance score", (figures) => figures.score, "");
  line("JavaScript (gz)", (figures) => figures.jsBytes, "kB", 1024);
  process.stdout.write(`LCP element, large: ${runs.large[0]?.lcpDetail ?? "?"}\n`);
  process.stdout.write(`main thread, large: ${runs.large[0]?.mainThread ?? "?"}\n`);
  process.stdout.write(
    "targets: the large page's document, LCP and TBT within 1.1x of the demo page's\n",
  );
}

const webOrigin = `https://localhost:${String(webPort)}`;
const ownerOnly = process.argv.includes("--owner");
const visitorOnly = process.argv.includes("--visitor");
const editorOnly = process.argv.includes("--editor");
const largeOnly = editorOnly || process.argv.includes("--large");
await run("pnpm", ["run", "build"], appDir);
const dataDir = await mkdtemp(join(tmpdir(), "memorial-bench-"));
const large = largeOnly ? await seedLargePage(dataDir, webOrigin) : undefined;
const { backend, profileId } = await startBackend(dataDir, webOrigin);
const servers: TlsServer[] = [];
try {
  const config: AppConfig = {
    ...(JSON.parse(await readFile(join(distDir, "config.json"), "utf8")) as AppConfig),
    apiBaseUrl: `http://localhost:${apiPort}`,
    identityEndpoint: `http://localhost:${identityPort}`,
    hostedSignInDomain: `http://localhost:${identityPort}`,
    webOrigin,
  };
  const headers = securityHeaders(config);
  const renderPage = await createVisitorRenderPage(distDir, config);
  const renderedHandler = createPreviewHandler({ distDir, config, renderPage });
  const rendered = tlsServer(renderedHandler);
  const clientOnly = tlsServer(createPreviewHandler({ distDir, config }));
  const profile = (await (
    await fetch(`${config.apiBaseUrl}/public/api/v1/profiles/${profileId}`)
  ).json()) as WireProfile;
  // The reference names its photos on its own address, as the render does.
  const referenceProfile = withPhotosThroughPage(profile, config.apiBaseUrl);
  const reference = tlsServer(
    referenceHandler(staticHandler(referenceHtml(referenceProfile), headers), renderedHandler),
  );
  const referenceWithScript = tlsServer(
    referenceHandler(
      staticHandler(referenceHtml(referenceProfile, true), headers),
      renderedHandler,
    ),
  );
  servers.push(rendered, clientOnly, reference, referenceWithScript);
  const renderedUrl = `${await rendered.listen(webPort)}/${profileId}`;
  const clientUrl = `${await clientOnly.listen(webPort + 1)}/${profileId}`;
  const referenceUrl = `${await reference.listen(webPort + 2)}/`;
  const referenceWithScriptUrl = `${await referenceWithScript.listen(webPort + 3)}/`;
  const load = () =>
    loadavg()
      .map((value) => value.toFixed(1))
      .join(" ");
  const header = [
    "variant".padEnd(16),
    "score",
    "      LCP",
    "      FCP",
    "     TBT",
    "   CLS",
    "  JS (gz)",
    "  LCP/ref",
  ].join(" ");
  if (large !== undefined) {
    if (!editorOnly) {
      await measureLarge(`${webOrigin}/${profileId}`, `${webOrigin}/${large.id}`, load);
    }
    await measureEditor(
      webOrigin,
      {
        demo: { url: `${webOrigin}/${profileId}`, ...DEMO },
        large: { url: `${webOrigin}/${large.id}`, email: large.email, password: large.password },
      },
      RUNS,
      load,
    );
  }
  if (!ownerOnly && large === undefined) {
    const shownUrl = await renderedAddressOf(renderedUrl);

    process.stdout.write(
      `\nLighthouse 12 mobile, median of ${RUNS} runs, demo page ${profileId}, load average ${load()}\n`,
    );
    const referenceFigures = await measure(referenceUrl);
    const renderedFigures = await measure(shownUrl);
    const clientFigures = await measure(clientUrl, { endsOn: new URL(shownUrl).pathname });
    const scriptFigures = await measure(referenceWithScriptUrl);
    const graph = JSON.parse(await readFile(join(distDir, "visitor-bundle.json"), "utf8")) as {
      eagerGzipBytes: number;
      afterFirstFrameGzipBytes: number;
    };

    process.stdout.write(`\n${header}\n`);
    process.stdout.write(`${row("rendered", renderedFigures, referenceFigures)}\n`);
    process.stdout.write(`${row("client-rendered", clientFigures, referenceFigures)}\n`);
    process.stdout.write(`${row("reference", referenceFigures, referenceFigures)}\n`);
    process.stdout.write(`${row("ref. + a script", scriptFigures, referenceFigures)}\n`);
    process.stdout.write(
      `\nvisitor script by the build (dist/visitor-bundle.json): ${(graph.eagerGzipBytes / 1024).toFixed(1)} kB gz before the first paint, ${(graph.afterFirstFrameGzipBytes / 1024).toFixed(1)} kB gz after the first frame\n`,
    );
    process.stdout.write(
      `HTML document (gz): rendered ${(renderedFigures.htmlBytes / 1024).toFixed(1)} kB, reference ${(referenceFigures.htmlBytes / 1024).toFixed(1)} kB\n`,
    );
    const renderedCss = cssBytesOf((await getOwn(shownUrl)).text);
    const referenceCss = cssBytesOf(referenceHtml(referenceProfile));
    process.stdout.write(
      `CSS in the document (raw): rendered ${(renderedCss.head / 1024).toFixed(1)} kB in the head (first screen) + ${(renderedCss.body / 1024).toFixed(1)} kB in the body, reference ${(referenceCss.head / 1024).toFixed(1)} kB\n`,
    );
    const range = (figures: Figures) =>
      `${String(Math.round(figures.lcpRange[0]))}-${String(Math.round(figures.lcpRange[1]))} ms`;
    process.stdout.write(
      `LCP range of the runs: rendered ${range(renderedFigures)}, reference ${range(referenceFigures)}, reference with a script ${range(scriptFigures)}; load average at the end ${load()}\n`,
    );
    process.stdout.write(`LCP element, rendered: ${renderedFigures.lcpDetail}\n`);
    process.stdout.write(`LCP element, reference: ${referenceFigures.lcpDetail}\n`);
    // The client-rendered app's largest paint may be its own first paint (index.html's frame)
    // rather than the page's content: said here, so its row is read for what it measures.
    process.stdout.write(`LCP element, client-rendered: ${clientFigures.lcpDetail}\n`);
    for (const [name, figures] of [
      ["rendered", renderedFigures],
      ["reference", referenceFigures],
      ["reference with a script", scriptFigures],
    ] as const) {
      if (figures.lcpPath === undefined) continue;
      process.stdout.write(
        `path to the largest paint in Lighthouse's simulation (optimistic graph of the median run), ${name}:\n${pathLines(figures.lcpPath).join("\n")}\n`,
      );
    }
    process.stdout.write(`main thread, rendered: ${renderedFigures.mainThread}\n`);
    process.stdout.write(`main thread, reference: ${referenceFigures.mainThread}\n`);
    const budgets: [string, boolean][] = [
      ["JavaScript <= 150 kB gz", renderedFigures.jsBytes <= 150 * 1024],
      ["performance >= 98", renderedFigures.score >= 98],
      ["LCP <= 1.05x reference", renderedFigures.lcp <= 1.05 * referenceFigures.lcp],
      ["TBT < 100 ms", renderedFigures.tbt < 100],
      ["CLS < 0.02", renderedFigures.cls < 0.02],
      ["first screen's CSS <= 10 kB raw", renderedCss.head <= 10 * 1024],
    ];
    process.stdout.write("\nbudgets of the rendered view:\n");
    for (const [name, met] of budgets)
      process.stdout.write(`  ${met ? "met   " : "MISSED"} ${name}\n`);
    process.stdout.write(
      `  (not a budget: LCP / the reference with one script that does nothing = ${(renderedFigures.lcp / scriptFigures.lcp).toFixed(2)}x)\n`,
    );
  }

  if (!visitorOnly && large === undefined) {
    // The owner app: the sign-in screen, and the home list with the session in storage.
    const origin = webOrigin;
    const loginFigures = await measure(`${origin}/login`);
    const profileDir = await signedInProfile(origin);
    let homeFigures: Figures;
    try {
      homeFigures = await measure(`${origin}/`, { profile: profileDir });
    } finally {
      await rm(profileDir, { recursive: true, force: true });
    }
    const app = JSON.parse(await readFile(join(distDir, "app-bundle.json"), "utf8")) as AppGraph;
    process.stdout.write(`\nowner app, Lighthouse 12 mobile, median of ${String(RUNS)} runs\n`);
    process.stdout.write(`${header.replace("  LCP/ref", "")}\n`);
    process.stdout.write(`${row("/login", loginFigures, loginFigures).replace(/ +1\.00x$/, "")}\n`);
    process.stdout.write(
      `${row("/ (signed in)", homeFigures, homeFigures).replace(/ +1\.00x$/, "")}\n`,
    );
    process.stdout.write(`LCP element, /login: ${loginFigures.lcpDetail}\n`);
    process.stdout.write(`LCP element, / (signed in): ${homeFigures.lcpDetail}\n`);
    process.stdout.write(`main thread, /login: ${loginFigures.mainThread}\n`);
    process.stdout.write(`main thread, / (signed in): ${homeFigures.mainThread}\n`);
    process.stdout.write(`load average at the end ${load()}\n`);
    const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
    process.stdout.write(
      "\nJavaScript before a screen is interactive, by the build (dist/app-bundle.json), gzipped:\n",
    );
    const islands = new Map<string, IslandReport>();
    for (const name of ["login", "home"]) {
      islands.set(
        name,
        JSON.parse(await readFile(join(distDir, `${name}-bundle.json`), "utf8")) as IslandReport,
      );
    }
    const islandOf = (route: AppGraph["routes"][number]) =>
      route.island === undefined ? undefined : islands.get(route.island);
    /** Before the screen is interactive: a route with a document of its own runs its island. */
    const beforeInteractive = (route: AppGraph["routes"][number]) =>
      islandOf(route)?.gzipBytes ?? route.gzipBytes;
    const chunkLines = (chunks: { file: string; gzipBytes: number }[], min: number) => {
      for (const chunk of chunks.filter((entry) => entry.gzipBytes >= min))
        process.stdout.write(`      ${kb(chunk.gzipBytes).padStart(9)}  ${chunk.file}\n`);
    };
    for (const route of app.routes) {
      const island = islandOf(route);
      if (island !== undefined) {
        process.stdout.write(
          `  ${route.path}: ${kb(island.gzipBytes)}, its own document's island (target ${kb(route.targetBytes)}, ceiling ${kb(island.ceilingBytes)})\n`,
        );
        chunkLines(island.chunks, 0);
        process.stdout.write(
          `    then on the first touch the app: ${kb(route.gzipBytes)} (ceiling ${kb(route.ceilingBytes)})\n`,
        );
      } else {
        process.stdout.write(
          `  ${route.path}: ${kb(route.gzipBytes)} (target ${kb(route.targetBytes)}, ceiling ${kb(route.ceilingBytes)})\n`,
        );
      }
      chunkLines(route.chunks, 1024);
    }
    const appBudgets: [string, boolean][] = [
      ["/login performance >= 90", loginFigures.score >= 90],
      ["/ (signed in) performance >= 85", homeFigures.score >= 85],
      ...app.routes.map((route): [string, boolean] => [
        `${route.path} JavaScript <= ${kb(route.targetBytes)} gz`,
        beforeInteractive(route) <= route.targetBytes,
      ]),
    ];
    process.stdout.write("\nbudgets of the owner app:\n");
    for (const [name, met] of appBudgets)
      process.stdout.write(`  ${met ? "met   " : "MISSED"} ${name}\n`);
  }
} finally {
  for (const server of servers) server.close();
  await stop(backend);
  await rm(dataDir, { recursive: true, force: true });
}
