// @vitest-environment node
import type { WorkboxPlugin } from "workbox-core";
import {
  pageAnswerOf,
  photoAnswerOf,
  SAVED_PAGES_CACHE,
  SAVED_PHOTOS_CACHE,
} from "../core/saved-pages";
import { forgetPage, forgetPhoto, savedCopies, type CacheStore } from "./saved-copies";

/** A Cache Storage in memory, keyed by URL (what the plugin and the forget functions use). */
function memoryCaches(): CacheStore & { entries: (name: string) => string[] } {
  const stores = new Map<string, Map<string, Response>>();
  const storeOf = (name: string) => {
    let store = stores.get(name);
    if (store === undefined) {
      store = new Map();
      stores.set(name, store);
    }
    return store;
  };
  const urlOf = (key: RequestInfo | URL) =>
    typeof key === "string" ? key : key instanceof URL ? key.href : key.url;
  return {
    entries: (name) => [...storeOf(name).keys()],
    open: (name) => {
      const store = storeOf(name);
      const cache = {
        match: (key: RequestInfo | URL) => Promise.resolve(store.get(urlOf(key))?.clone()),
        delete: (key: RequestInfo | URL) => Promise.resolve(store.delete(urlOf(key))),
        keys: () => Promise.resolve([...store.keys()].map((url) => new Request(url))),
        put: (key: RequestInfo | URL, response: Response) => {
          store.set(urlOf(key), response);
          return Promise.resolve();
        },
      };
      return Promise.resolve(cache as unknown as Cache);
    },
  };
}

const PAGE = "https://web.test/henk-de-jong-1938";
const RENDERED = `<!doctype html><html><body><div id="root"><h1>Henk de Jong</h1><img src="/media/p1/portret.jpg?w=320"></div></body></html>`;
const renderedPage = () =>
  new Response(RENDERED, {
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "X-Memorial-Render": "server",
      "Cache-Control": "public, max-age=0, s-maxage=30, stale-while-revalidate=30",
    },
  });

/** Calls one callback of a Workbox plugin with the fields it reads. */
function call(
  plugin: WorkboxPlugin,
  name: keyof WorkboxPlugin,
  param: Record<string, unknown>,
): Promise<unknown> {
  const callback = plugin[name] as unknown as (param: Record<string, unknown>) => Promise<unknown>;
  return callback({ event: new Event("fetch"), state: {}, mode: "read", ...param });
}

async function savePage(storage: ReturnType<typeof memoryCaches>, at: Date) {
  const plugin = savedCopies({
    answerOf: pageAnswerOf,
    forget: (key) => forgetPage(storage, key),
    page: true,
    now: () => at,
  });
  const toKeep = (await call(plugin, "cacheWillUpdate", { response: renderedPage() })) as Response;
  await (await storage.open(SAVED_PAGES_CACHE)).put(PAGE, toKeep);
  await (
    await storage.open(SAVED_PHOTOS_CACHE)
  ).put("https://web.test/media/p1/portret.jpg?w=320", new Response("jpeg"));
  await (
    await storage.open(SAVED_PHOTOS_CACHE)
  ).put("https://web.test/media/p2/other.jpg", new Response("jpeg"));
  return plugin;
}

describe("the saved copies of pages (service worker plugin)", () => {
  it("keeps a rendered public page under its address without the query", async () => {
    const plugin = savedCopies({
      answerOf: pageAnswerOf,
      forget: () => Promise.resolve(),
      page: true,
    });
    expect(
      await call(plugin, "cacheKeyWillBeUsed", { request: new Request(`${PAGE}/?plan=verlengen`) }),
    ).toBe(PAGE);
  });

  it("does not keep the app's index.html (a page that is not public, shared or private)", async () => {
    const plugin = savedCopies({
      answerOf: pageAnswerOf,
      forget: () => Promise.resolve(),
      page: true,
    });
    const app = new Response("<html>app</html>", {
      headers: {
        "Content-Type": "text/html",
        "Cache-Control": "no-cache",
        "X-Memorial-Render": "app; not public",
      },
    });
    expect(await call(plugin, "cacheWillUpdate", { response: app })).toBeNull();
  });

  it("answers a saved copy with the line that says from when it is", async () => {
    const storage = memoryCaches();
    const plugin = await savePage(storage, new Date("2026-12-01T13:05:00Z"));
    const cached = await (await storage.open(SAVED_PAGES_CACHE)).match(PAGE);
    const served = (await call(plugin, "cachedResponseWillBeUsed", {
      cachedResponse: cached,
      cacheName: SAVED_PAGES_CACHE,
      request: new Request(PAGE),
    })) as Response;
    const html = await served.text();
    expect(html).toContain("U bekijkt een opgeslagen versie van 1 december 2026, 14:05.");
    expect(html).toContain("<h1>Henk de Jong</h1>");
    expect(served.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
  });

  it.each([
    ["a deleted page (410)", () => new Response(null, { status: 410 })],
    [
      "an unknown address (404)",
      () =>
        new Response("app", { status: 404, headers: { "X-Memorial-Render": "app; not found" } }),
    ],
    [
      "a page that is no longer public",
      () => new Response("app", { headers: { "X-Memorial-Render": "app; not public" } }),
    ],
  ])("removes the saved copy and its photos for %s", async (_what, gone) => {
    const storage = memoryCaches();
    const plugin = await savePage(storage, new Date());
    const passed = await call(plugin, "fetchDidSucceed", {
      request: new Request(`${PAGE}?x=1`),
      response: gone(),
    });
    expect((passed as Response).status).toBe(gone().status);
    expect(storage.entries(SAVED_PAGES_CACHE)).toEqual([]);
    // The photos of this page go with it; another page's stay.
    expect(storage.entries(SAVED_PHOTOS_CACHE)).toEqual(["https://web.test/media/p2/other.jpg"]);
  });

  it("keeps the saved copy when the answer says nothing about the page (API down, render limit)", async () => {
    const storage = memoryCaches();
    const plugin = await savePage(storage, new Date());
    for (const response of [
      new Response("app", { headers: { "X-Memorial-Render": "app; api unreachable" } }),
      new Response("app", { headers: { "X-Memorial-Render": "app; render limit" } }),
      new Response(null, { status: 503 }),
    ]) {
      await call(plugin, "fetchDidSucceed", { request: new Request(PAGE), response });
    }
    expect(storage.entries(SAVED_PAGES_CACHE)).toEqual([PAGE]);
  });
});

describe("the saved photos", () => {
  it("keeps a photo under its full address and removes it when it is gone", async () => {
    const storage = memoryCaches();
    const url = "https://web.test/media/p1/portret.jpg?w=320";
    await (await storage.open(SAVED_PHOTOS_CACHE)).put(url, new Response("jpeg"));
    const plugin = savedCopies({
      answerOf: photoAnswerOf,
      forget: (key) => forgetPhoto(storage, key),
      page: false,
    });
    const request = new Request(url);
    expect(await call(plugin, "cacheKeyWillBeUsed", { request })).toBe(request);
    const saved = (await call(plugin, "cachedResponseWillBeUsed", {
      cachedResponse: new Response("jpeg"),
    })) as Response;
    expect(await saved.text()).toBe("jpeg");
    await call(plugin, "fetchDidSucceed", {
      request,
      response: new Response(null, { status: 404 }),
    });
    expect(storage.entries(SAVED_PHOTOS_CACHE)).toEqual([]);
  });
});
