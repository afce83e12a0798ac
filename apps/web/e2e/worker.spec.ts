// The Cloudflare Worker in workerd (run only when e2e/run.ts serves the app through it,
// MEMORIAL_E2E_SERVER=workerd or the second part of a full run): the header set on every answer,
// the Cache API and 304s, and every case in which a visitor must get the client-rendered app
// instead of a Worker error page.
import { createServer, type Server } from "node:http";
import { fileURLToPath } from "node:url";
import type { APIResponse } from "@playwright/test";
import type { AppConfig } from "../src/config";
import { expect, test } from "./fixtures";
import { demoPagePath } from "./demo-page";
import { startWorker, type RunningWorker } from "../server/workerd";

const distDir = fileURLToPath(new URL("../dist", import.meta.url));
const PAGE_ID = "3f1c6a2e-8b7d-4c19-9a0e-5d2f7b8c1a40";
const HEADER_SET = [
  "content-security-policy",
  "strict-transport-security",
  "x-frame-options",
  "referrer-policy",
  "x-content-type-options",
  "cross-origin-opener-policy",
  "permissions-policy",
];

function headerSetOf(response: APIResponse): Record<string, string | undefined> {
  const headers = response.headers();
  return Object.fromEntries(HEADER_SET.map((name) => [name, headers[name]]));
}

test("every answer of the Worker and of the static assets carries the one header set", async ({
  request,
  browser,
}) => {
  const path = await demoPagePath(browser);
  const route = await request.get("/register");
  const html = await route.text();
  const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1] ?? "";
  const answers = {
    route,
    script: await request.get(script),
    config: await request.get("/config.json"),
    // `/` is the home's own document (home.html), which the Worker serves (`run_worker_first`).
    home: await request.get("/"),
    // /login's own document is a static file of the build (login.html), served by the platform.
    login: await request.get("/login?redirect=%2F"),
    page: await request.get(path),
  };
  // A photo of the rendered page, through the page's own address (`src/edge/photos.ts`).
  const photoPath = (
    /<img src="(\/media\/[^"]+)"/.exec(await answers.page.text())?.[1] ?? ""
  ).replace(/&amp;/g, "&");
  const photo = await request.get(photoPath);
  expect(photo.headers()["content-type"]).toMatch(/^image\//);
  expect((await photo.body()).length).toBeGreaterThan(100);
  // The next visitor gets it from the Worker's Cache API, once the first answer has streamed
  // into it (`waitUntil`), so it is asked until then. The local backend's photos carry no ETag;
  // the cache's 304 is covered by src/edge/photos.test.ts.
  await expect
    .poll(async () => (await request.get(photoPath)).headers()["server-timing"] ?? "")
    .toBe("photo;desc=cached");
  const again = await request.get(photoPath);
  expect(await again.body()).toEqual(await photo.body());
  expect(answers.page.headers()["x-memorial-render"]).toBe("server");
  expect(answers.route.headers()["x-memorial-render"]).toBe("app; not a page");
  expect(answers.login.headers()["x-memorial-render"]).toBeUndefined();
  expect(await answers.login.text()).toContain("data-login-shell");
  expect(answers.login.headers()["cache-control"]).toContain("no-cache");
  expect(answers.home.headers()["x-memorial-render"]).toBe("home");
  expect(await answers.home.text()).toContain("data-home-shell");
  expect(answers.home.headers()["cache-control"]).toContain("no-cache");
  const expected = headerSetOf(route);
  expect(expected["content-security-policy"]).toContain("default-src 'self'");
  expect(expected["strict-transport-security"]).toContain("max-age=");
  expect(expected["x-frame-options"]).toBe("DENY");
  for (const [name, answer] of Object.entries({ ...answers, photo })) {
    expect(answer.status(), name).toBe(200);
    expect(headerSetOf(answer), name).toEqual(expected);
  }
  expect(answers.script.headers()["cache-control"]).toContain("immutable");
});

test("a rendered page is kept in the Cache API, revalidates with 304 and stays at most 60 s in shared caches", async ({
  request,
  browser,
}) => {
  const path = await demoPagePath(browser);
  const first = await request.get(path);
  expect(first.headers()["x-memorial-render"]).toBe("server");
  const cacheControl = first.headers()["cache-control"] ?? "";
  const sMaxAge = Number(/s-maxage=(\d+)/.exec(cacheControl)?.[1]);
  const stale = Number(/stale-while-revalidate=(\d+)/.exec(cacheControl)?.[1]);
  expect(sMaxAge + stale).toBeLessThanOrEqual(60);
  expect(cacheControl).toContain("max-age=0");
  const second = await request.get(path);
  expect(second.headers()["server-timing"]).toContain("desc=cached");
  expect(await second.text()).toBe(await first.text());
  const etag = first.headers().etag ?? "";
  const revalidated = await request.get(path, { headers: { "If-None-Match": etag } });
  expect(revalidated.status()).toBe(304);
});

test("an unknown page gets the app, which shows its not-found view", async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allow(/status of 404/);
  const answer = await page.goto(`/${PAGE_ID}`);
  expect(answer?.headers()["x-memorial-render"]).toBe("app; not public");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Niet gevonden");
  const unknown = await page.request.get("/een/onbekend/adres");
  expect(unknown.status()).toBe(200);
  expect(unknown.headers()["x-memorial-render"]).toBe("app; not a page");
});

/** A public API whose answer for the page the test chooses. */
type Answer = "public" | "private" | "not-found" | "garbage" | "error";

test.describe("bad input falls through to the app's index.html", () => {
  let api: Server;
  let apiUrl = "";
  let answer: Answer = "public";
  let worker: RunningWorker;
  let closedPortUrl = "";
  let unreachable: RunningWorker;

  const listen = (server: Server) =>
    new Promise<string>((resolve) => {
      server.listen(0, "127.0.0.1", () => {
        const address = server.address();
        resolve(
          `http://127.0.0.1:${String(typeof address === "object" && address ? address.port : 0)}`,
        );
      });
    });

  const configFor = (apiBaseUrl: string): AppConfig => ({
    apiBaseUrl,
    region: "eu-central-1",
    userPoolId: "eu-central-1_LocalPool",
    clientId: "local-web-client",
    hostedSignInDomain: "http://127.0.0.1:9",
    webOrigin: "http://127.0.0.1:9",
  });

  test.beforeAll(async () => {
    test.setTimeout(600_000);
    api = createServer((request, response) => {
      const path = request.url ?? "";
      if (!path.endsWith(`/public/api/v1/profiles/${PAGE_ID}`)) {
        response.writeHead(404, { "Content-Type": "application/json" });
        response.end(JSON.stringify({ code: "not_found", message: "not found" }));
        return;
      }
      const page = {
        id: PAGE_ID,
        name: "Gerrit Jansen",
        profilePicture: null,
        isPublic: answer !== "private",
        isBlocked: false,
        plan: "silver",
        dateOfBirth: null,
        dateOfDeath: null,
        sections: [{ type: "text", isPublic: true, text: "<p>Een verhaal.</p>" }],
      };
      if (answer === "error") {
        response.writeHead(500, { "Content-Type": "application/json" });
        response.end("{}");
      } else if (answer === "not-found") {
        response.writeHead(404, { "Content-Type": "application/json" });
        response.end(JSON.stringify({ code: "not_found", message: "not found" }));
      } else if (answer === "garbage") {
        response.writeHead(200, { "Content-Type": "application/json", ETag: '"g"' });
        response.end("{ dit is geen json");
      } else {
        response.writeHead(200, { "Content-Type": "application/json", ETag: '"1"' });
        response.end(JSON.stringify(page));
      }
    });
    apiUrl = await listen(api);
    // A port that answered once and is closed now: nothing listens there.
    const closed = createServer();
    closedPortUrl = await listen(closed);
    await new Promise((resolve) => closed.close(resolve));
    // Short shared-cache times so the test can wait them out.
    worker = await startWorker({
      distDir,
      config: configFor(apiUrl),
      port: 0,
      vars: { RENDER_SHARED_MAX_AGE: "1", RENDER_STALE_WHILE_REVALIDATE: "1" },
    });
    unreachable = await startWorker({ distDir, config: configFor(closedPortUrl), port: 0 });
  });

  test.afterAll(async () => {
    await worker.stop();
    await unreachable.stop();
    await new Promise((resolve) => api.close(resolve));
  });

  test("a page made non-public is not served after the cache time; every bad answer gets index.html", async ({
    request,
  }) => {
    const index = await (await request.get(`${worker.url}/register`)).text();
    const expectApp = async (base: string, reason: string) => {
      const response = await request.get(`${base}/${PAGE_ID}`);
      expect(response.status(), reason).toBe(200);
      expect(response.headers()["x-memorial-render"]).toBe(`app; ${reason}`);
      expect(response.headers()["content-security-policy"]).toContain("default-src 'self'");
      expect(await response.text()).toBe(index);
    };

    answer = "public";
    const rendered = await request.get(`${worker.url}/${PAGE_ID}`);
    expect(rendered.headers()["x-memorial-render"]).toBe("server");
    expect(rendered.headers()["cache-control"]).toBe(
      "public, max-age=0, s-maxage=1, stale-while-revalidate=1",
    );
    expect(await rendered.text()).toContain("Gerrit Jansen");

    // The family makes the page private; after s-maxage + stale-while-revalidate it is gone.
    answer = "private";
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    await expectApp(worker.url, "not public");

    answer = "not-found";
    await expectApp(worker.url, "not public");
    answer = "garbage";
    await expectApp(worker.url, "api answer unreadable");
    answer = "error";
    await expectApp(worker.url, "api 500");
    await expectApp(unreachable.url, "api unreachable");
  });
});
