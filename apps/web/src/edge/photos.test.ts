// @vitest-environment node
import { describe, expect, it } from "vitest";
import type { CondolenceList } from "@memorial/api-client";
import { publicProfileFixture } from "@memorial/ui/testing/profile-fixture";
import { isPhotoPath, photoThroughPage } from "../core/photo-paths";
import { withMemoryPhotosAt } from "../features/condolences/queries";
import { passPhoto, withPhotosThroughPage, type PhotoCache } from "./photos";

const API = "http://localhost:4800";
const PHOTO = "/media/3f1c6a2e/zomer-1975.jpg";

describe("photoThroughPage", () => {
  it("names a photo of the API's media by its path on the page's address", () => {
    expect(photoThroughPage(`${API}${PHOTO}`, API)).toBe(PHOTO);
    expect(photoThroughPage(`${API}${PHOTO}`, `${API}/`)).toBe(PHOTO);
    expect(photoThroughPage("http://localhost:4800/media/3f1c6a2e/bruiloft.png", API)).toBe(
      "/media/3f1c6a2e/bruiloft.png",
    );
  });

  it("leaves every other URL as it is", () => {
    for (const url of [
      "http://localhost:4800/media/3f1c6a2e/afscheid.mp4",
      "http://localhost:4800/media/3f1c6a2e/lied.mp3",
      "http://localhost:4800/media/3f1c6a2e/teken.svg",
      `${API}${PHOTO}?X-Amz-Signature=abc`,
      `${API}${PHOTO}#top`,
      "http://localhost:4800/media/3f1c6a2e/../x.jpg",
      "http://localhost:4800/media/a/b/c.jpg",
      `https://cdn.example.nl${PHOTO}`,
      `http://localhost:48000${PHOTO}`,
      "http://localhost:4800/api/v1/profiles/3f1c6a2e",
    ]) {
      expect(photoThroughPage(url, API)).toBe(url);
    }
  });
});

describe("withPhotosThroughPage", () => {
  it("moves the portrait and the photo sections' photos, nothing else", () => {
    const profile = publicProfileFixture();
    const moved = withPhotosThroughPage(profile, API);
    expect(moved.profilePicture).toBe("/media/3f1c6a2e/portrait.jpg");
    const photos = moved.sections.find((section) => section.type === "photo_carousel");
    expect(photos?.type === "photo_carousel" ? photos.photos : []).toEqual([
      "/media/3f1c6a2e/zomer-1975.jpg",
      "/media/3f1c6a2e/bruiloft.png",
    ]);
    const others = (p: typeof profile) => p.sections.filter((s) => s.type !== "photo_carousel");
    expect(others(moved)).toEqual(others(profile));
    // The page as read is not changed.
    expect(profile.profilePicture).toBe("http://localhost:4800/media/3f1c6a2e/portrait.jpg");
  });

  it("keeps a page without a portrait without one", () => {
    const profile = { ...publicProfileFixture(), profilePicture: null };
    expect(withPhotosThroughPage(profile, API).profilePicture).toBeNull();
  });
});

describe("the memories' photos through the page", () => {
  it("moves the memories' photos of every page read, nothing else, and leaves the pages read", () => {
    const list = (items: CondolenceList["items"]) =>
      ({ mode: "approval", items, nextCursor: null }) as unknown as CondolenceList;
    const memory = {
      id: "m1",
      name: "Kees de Vries",
      message: "Aan zee.",
      relation: null,
      status: "approved",
      createdAt: "2026-11-20T10:00:00.000Z",
      photos: [
        { url: `${API}/media/3f1c6a2e/zee.jpg`, caption: "Zee bij Bergen" },
        { url: "https://elders.example/media/3f1c6a2e/heide.jpg", caption: null },
      ],
    } as CondolenceList["items"][number];
    const read = {
      pages: [list([memory]), list([{ ...memory, id: "m2", photos: undefined }])],
      pageParams: [null, "m1"],
    };
    const shown = withMemoryPhotosAt((url) => photoThroughPage(url, API))(read);
    expect(shown.pages[0]?.items[0]?.photos).toEqual([
      { url: "/media/3f1c6a2e/zee.jpg", caption: "Zee bij Bergen" },
      { url: "https://elders.example/media/3f1c6a2e/heide.jpg", caption: null },
    ]);
    expect(shown.pages[1]?.items[0]).toBe(read.pages[1]?.items[0]);
    expect(shown.pageParams).toEqual([null, "m1"]);
    expect(read.pages[0]?.items[0]?.photos?.[0]?.url).toBe(`${API}/media/3f1c6a2e/zee.jpg`);
  });
});

describe("isPhotoPath", () => {
  it("knows the photo paths and nothing else", () => {
    expect(isPhotoPath(PHOTO)).toBe(true);
    expect(isPhotoPath("/media/3f1c6a2e/a.webp")).toBe(true);
    for (const path of [
      "/media/3f1c6a2e/afscheid.mp4",
      "/media/3f1c6a2e/x.svg",
      "/media/3f1c6a2e/x.html",
      "/media/3f1c6a2e/",
      "/media/x.jpg",
      "/media/a/b/c.jpg",
      "/media/3f1c6a2e/%2e%2e.jpg",
      "/3f1c6a2e",
    ]) {
      expect(isPhotoPath(path)).toBe(false);
    }
  });
});

interface Seen {
  url: string;
  method: string;
  headers: Headers;
}

function upstream(answer: () => Response | Promise<Response>) {
  const seen: Seen[] = [];
  const fetch = async (request: Request) => {
    seen.push({ url: request.url, method: request.method, headers: request.headers });
    return answer();
  };
  return { seen, fetch };
}

const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);

function photoAnswer(headers: Record<string, string> = {}, status = 200): Response {
  return new Response(JPEG, {
    status,
    headers: {
      "Content-Type": "image/jpeg",
      "Content-Length": String(JPEG.length),
      "Cache-Control": "public, max-age=31536000, immutable",
      ETag: '"v1"',
      Vary: "Accept",
      "Set-Cookie": "session=abc",
      "Access-Control-Allow-Origin": "*",
      ...headers,
    },
  });
}

describe("passPhoto", () => {
  it("passes the photo with its width hint and the headers a photo needs", async () => {
    const api = upstream(() => photoAnswer());
    const answer = await passPhoto(
      new Request(`http://localhost:5173${PHOTO}?w=640&x=1`, {
        headers: {
          Accept: "image/avif,image/webp,*/*",
          Range: "bytes=0-",
          "If-None-Match": '"v0"',
          Cookie: "session=abc",
          Authorization: "Bearer secret",
        },
      }),
      { apiBaseUrl: `${API}/`, fetch: api.fetch },
    );
    expect(api.seen).toHaveLength(1);
    expect(api.seen[0]?.url).toBe(`${API}${PHOTO}?w=640`);
    const sent = api.seen[0]?.headers;
    expect(sent?.get("accept")).toBe("image/avif,image/webp,*/*");
    expect(sent?.get("range")).toBe("bytes=0-");
    expect(sent?.get("if-none-match")).toBe('"v0"');
    expect(sent?.get("cookie")).toBeNull();
    expect(sent?.get("authorization")).toBeNull();
    expect(answer.status).toBe(200);
    expect(new Uint8Array(await answer.arrayBuffer())).toEqual(JPEG);
    expect(answer.headers.get("content-type")).toBe("image/jpeg");
    expect(answer.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(answer.headers.get("etag")).toBe('"v1"');
    expect(answer.headers.get("vary")).toBe("Accept");
    expect(answer.headers.get("x-content-type-options")).toBe("nosniff");
    expect(answer.headers.get("set-cookie")).toBeNull();
    expect(answer.headers.get("access-control-allow-origin")).toBeNull();
  });

  it("drops a width hint that is not a width", async () => {
    for (const w of ["0", "abc", "12345", "-1", "640&x"]) {
      const api = upstream(() => photoAnswer());
      await passPhoto(new Request(`http://localhost:5173${PHOTO}?w=${encodeURIComponent(w)}`), {
        apiBaseUrl: API,
        fetch: api.fetch,
      });
      expect(api.seen[0]?.url).toBe(`${API}${PHOTO}`);
    }
  });

  it("answers HEAD without a body, a range as a range and a 304 as a 304", async () => {
    const head = await passPhoto(new Request(`http://localhost:5173${PHOTO}`, { method: "HEAD" }), {
      apiBaseUrl: API,
      fetch: upstream(() => photoAnswer()).fetch,
    });
    expect(head.status).toBe(200);
    expect(head.body).toBeNull();
    expect(head.headers.get("content-length")).toBe(String(JPEG.length));

    const range = await passPhoto(new Request(`http://localhost:5173${PHOTO}`), {
      apiBaseUrl: API,
      fetch: upstream(() => photoAnswer({ "Content-Range": "bytes 0-6/7" }, 206)).fetch,
    });
    expect(range.status).toBe(206);
    expect(range.headers.get("content-range")).toBe("bytes 0-6/7");

    const notModified = await passPhoto(new Request(`http://localhost:5173${PHOTO}`), {
      apiBaseUrl: API,
      fetch: upstream(() => new Response(null, { status: 304, headers: { ETag: '"v1"' } })).fetch,
    });
    expect(notModified.status).toBe(304);
    expect(notModified.headers.get("etag")).toBe('"v1"');
  });

  it("never passes an answer that is not a raster image", async () => {
    for (const type of ["text/html; charset=utf-8", "image/svg+xml", "application/json", ""]) {
      const answer = await passPhoto(new Request(`http://localhost:5173${PHOTO}`), {
        apiBaseUrl: API,
        fetch: upstream(
          () => new Response("<script>alert(1)</script>", { headers: { "Content-Type": type } }),
        ).fetch,
      });
      expect(answer.status).toBe(502);
      expect(answer.headers.get("content-type")).toBe("text/plain; charset=utf-8");
      expect(await answer.text()).not.toContain("<script>");
    }
  });

  it("says 404 for a missing photo and 502 when the API fails or does not answer", async () => {
    const missing = await passPhoto(new Request(`http://localhost:5173${PHOTO}`), {
      apiBaseUrl: API,
      fetch: upstream(() => new Response('{"code":"not_found"}', { status: 404 })).fetch,
    });
    expect(missing.status).toBe(404);
    expect(missing.headers.get("cache-control")).toBe("no-store");

    const failing = await passPhoto(new Request(`http://localhost:5173${PHOTO}`), {
      apiBaseUrl: API,
      fetch: upstream(() => new Response("oops", { status: 500 })).fetch,
    });
    expect(failing.status).toBe(502);
    expect(await failing.text()).toBe(
      "De foto kan nu niet worden geladen. Probeer het later opnieuw.",
    );

    const unreachable = await passPhoto(new Request(`http://localhost:5173${PHOTO}`), {
      apiBaseUrl: API,
      fetch: () => Promise.reject(new TypeError("fetch failed")),
    });
    expect(unreachable.status).toBe(502);

    const silent = await passPhoto(new Request(`http://localhost:5173${PHOTO}`), {
      apiBaseUrl: API,
      timeoutMs: 20,
      fetch: (request) =>
        new Promise((_resolve, reject) => {
          request.signal.addEventListener("abort", () => {
            reject(new DOMException("aborted", "AbortError"));
          });
        }),
    });
    expect(silent.status).toBe(502);
  });

  it("passes a redirect on as a failure, not as a way to another address", async () => {
    const answer = await passPhoto(new Request(`http://localhost:5173${PHOTO}`), {
      apiBaseUrl: API,
      fetch: upstream(
        () => new Response(null, { status: 302, headers: { Location: "https://evil.example/" } }),
      ).fetch,
    });
    expect(answer.status).toBe(502);
    expect(answer.headers.get("location")).toBeNull();
  });

  it("answers only GET and HEAD, and only photo paths", async () => {
    const api = upstream(() => photoAnswer());
    const post = await passPhoto(
      new Request(`http://localhost:5173${PHOTO}`, { method: "POST", body: "x" }),
      { apiBaseUrl: API, fetch: api.fetch },
    );
    expect(post.status).toBe(405);
    expect(post.headers.get("allow")).toBe("GET, HEAD");
    const other = await passPhoto(new Request("http://localhost:5173/media/3f1c6a2e/a.mp4"), {
      apiBaseUrl: API,
      fetch: api.fetch,
    });
    expect(other.status).toBe(404);
    expect(api.seen).toHaveLength(0);
  });
});

/** A PhotoCache over a Map (bodies read at once, as a platform cache stores them). */
function memoryPhotoCache() {
  const kept = new Map<string, { body: ArrayBuffer; headers: Headers }>();
  const cache: PhotoCache = {
    match: (key) => {
      const entry = kept.get(key);
      return Promise.resolve(
        entry === undefined ? undefined : new Response(entry.body, { headers: entry.headers }),
      );
    },
    put: async (key, response) => {
      kept.set(key, { body: await response.arrayBuffer(), headers: new Headers(response.headers) });
    },
  };
  return { cache, kept };
}

describe("passPhoto with a cache", () => {
  const get = (headers: Record<string, string> = {}, path = `${PHOTO}?w=640`) =>
    new Request(`http://localhost:5173${path}`, { headers });

  it("keeps a photo the API gave and answers the next visitor from the cache", async () => {
    const api = upstream(() => photoAnswer());
    const { cache, kept } = memoryPhotoCache();
    const first = await passPhoto(get({ Accept: "image/webp,*/*" }), {
      apiBaseUrl: API,
      fetch: api.fetch,
      cache,
    });
    expect(new Uint8Array(await first.arrayBuffer())).toEqual(JPEG);
    expect(first.headers.get("server-timing")).toBeNull();
    expect(kept.size).toBe(1);
    const second = await passPhoto(get({ Accept: "image/webp,*/*" }), {
      apiBaseUrl: API,
      fetch: api.fetch,
      cache,
    });
    expect(api.seen).toHaveLength(1);
    expect(second.status).toBe(200);
    expect(second.headers.get("server-timing")).toBe("photo;desc=cached");
    expect(second.headers.get("content-type")).toBe("image/jpeg");
    expect(second.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(new Uint8Array(await second.arrayBuffer())).toEqual(JPEG);
  });

  it("keeps a photo per width and per the formats the browser takes", async () => {
    const api = upstream(() => photoAnswer());
    const { cache, kept } = memoryPhotoCache();
    const options = { apiBaseUrl: API, fetch: api.fetch, cache };
    await passPhoto(get({ Accept: "image/avif,image/webp,*/*" }), options);
    await passPhoto(get({ Accept: "image/webp,*/*" }), options);
    await passPhoto(get({ Accept: "image/jpeg" }), options);
    await passPhoto(get({ Accept: "image/jpeg" }, `${PHOTO}?w=320`), options);
    await passPhoto(get({ Accept: "image/jpeg" }, `${PHOTO}?w=320`), options);
    expect(api.seen).toHaveLength(4);
    expect(kept.size).toBe(4);
  });

  it("answers If-None-Match with a 304, asking the API for the whole photo to keep it", async () => {
    const api = upstream(() => photoAnswer());
    const { cache } = memoryPhotoCache();
    const options = { apiBaseUrl: API, fetch: api.fetch, cache };
    const first = await passPhoto(get({ "If-None-Match": '"v1"' }), options);
    expect(first.status).toBe(304);
    expect(api.seen[0]?.headers.get("if-none-match")).toBeNull();
    const again = await passPhoto(get({ "If-None-Match": '"v1"' }), options);
    expect(again.status).toBe(304);
    expect(again.headers.get("etag")).toBe('"v1"');
    const other = await passPhoto(get({ "If-None-Match": '"v0"' }), options);
    expect(other.status).toBe(200);
    expect(api.seen).toHaveLength(1);
  });

  it("sends a range, HEAD, a failure and a photo that may not be kept past the cache", async () => {
    const { cache, kept } = memoryPhotoCache();
    const ranged = upstream(() => photoAnswer({ "Content-Range": "bytes 0-6/7" }, 206));
    const range = await passPhoto(get({ Range: "bytes=0-" }), {
      apiBaseUrl: API,
      fetch: ranged.fetch,
      cache,
    });
    expect(range.status).toBe(206);
    expect(ranged.seen[0]?.headers.get("range")).toBe("bytes=0-");
    const head = await passPhoto(new Request(`http://localhost:5173${PHOTO}`, { method: "HEAD" }), {
      apiBaseUrl: API,
      fetch: upstream(() => photoAnswer()).fetch,
      cache,
    });
    expect(head.status).toBe(200);
    await passPhoto(get(), {
      apiBaseUrl: API,
      fetch: upstream(() => photoAnswer({ "Cache-Control": "private, max-age=60" })).fetch,
      cache,
    });
    await passPhoto(get(), {
      apiBaseUrl: API,
      fetch: upstream(() => new Response("oops", { status: 500 })).fetch,
      cache,
    });
    expect(kept.size).toBe(0);
  });

  it("passes the photo on when the cache fails", async () => {
    const failing: PhotoCache = {
      match: () => Promise.reject(new Error("cache down")),
      put: () => Promise.reject(new Error("cache down")),
    };
    const answer = await passPhoto(get(), {
      apiBaseUrl: API,
      fetch: upstream(() => photoAnswer()).fetch,
      cache: failing,
    });
    expect(answer.status).toBe(200);
    expect(new Uint8Array(await answer.arrayBuffer())).toEqual(JPEG);
  });
});
