// @vitest-environment node
import { clearSavedPages } from "./saved-page-caches";
import {
  pageAnswerOf,
  photoAnswerOf,
  photoPagesIn,
  SAVED_PAGES_CACHE,
  SAVED_PHOTOS_CACHE,
  SAVED_VERSION_ATTRIBUTE,
  savedPageKey,
  savedVersionDate,
  withSavedVersionLine,
} from "./saved-pages";

const RENDERED = {
  "Content-Type": "text/html; charset=utf-8",
  "X-Memorial-Render": "server",
  "Cache-Control": "public, max-age=0, s-maxage=30, stale-while-revalidate=30",
};

function answer(status: number, headers: Record<string, string>): Response {
  return new Response(status === 204 || status === 304 ? null : "<html></html>", {
    status,
    headers,
  });
}

describe("pageAnswerOf: which answers for a page address are kept", () => {
  it("keeps a public page as the render function served it", () => {
    expect(pageAnswerOf(answer(200, RENDERED))).toBe("save");
  });

  it("never keeps what is not a public render: the app's index.html, private or no-store", () => {
    const app = { "Content-Type": "text/html", "Cache-Control": "no-cache" };
    for (const reason of ["not a page", "api unreachable", "render limit", "api 503"]) {
      expect(pageAnswerOf(answer(200, { ...app, "X-Memorial-Render": `app; ${reason}` }))).toBe(
        "leave",
      );
    }
    expect(pageAnswerOf(answer(200, app))).toBe("leave");
    for (const control of ["private, max-age=0", "public, no-store", "no-cache", ""]) {
      expect(pageAnswerOf(answer(200, { ...RENDERED, "Cache-Control": control })), control).toBe(
        "leave",
      );
    }
    expect(pageAnswerOf(answer(200, { ...RENDERED, "Content-Type": "application/json" }))).toBe(
      "leave",
    );
  });

  it("removes the saved copy of a page that is gone (410), unknown (404) or not public any more", () => {
    expect(pageAnswerOf(answer(410, {}))).toBe("remove");
    expect(pageAnswerOf(answer(404, { "X-Memorial-Render": "app; not found" }))).toBe("remove");
    for (const reason of ["not public", "not found", "api 404", "api 410"]) {
      expect(
        pageAnswerOf(
          answer(200, { "Content-Type": "text/html", "X-Memorial-Render": `app; ${reason}` }),
        ),
        reason,
      ).toBe("remove");
    }
  });

  it("leaves the saved copy for answers that say nothing about the page", () => {
    for (const status of [304, 308, 429, 500, 502, 503]) {
      expect(pageAnswerOf(answer(status, RENDERED)), String(status)).toBe("leave");
    }
  });
});

describe("photoAnswerOf", () => {
  it("keeps pictures that may be kept, removes gone ones", () => {
    const photo = { "Content-Type": "image/webp", "Cache-Control": "public, max-age=31536000" };
    expect(photoAnswerOf(answer(200, photo))).toBe("save");
    expect(photoAnswerOf(answer(200, { ...photo, "Cache-Control": "private" }))).toBe("leave");
    expect(photoAnswerOf(answer(200, { ...photo, "Content-Type": "text/html" }))).toBe("leave");
    expect(photoAnswerOf(answer(404, {}))).toBe("remove");
    expect(photoAnswerOf(answer(410, {}))).toBe("remove");
    expect(photoAnswerOf(answer(502, photo))).toBe("leave");
  });
});

describe("the saved-version line", () => {
  it("writes the moment in Dutch and in Dutch time", () => {
    // 13:05 UTC is 14:05 in Amsterdam in winter, 15:05 in summer.
    expect(savedVersionDate(new Date("2026-12-01T13:05:00Z"))).toBe("1 december 2026, 14:05");
    expect(savedVersionDate(new Date("2026-07-15T13:05:00Z"))).toBe("15 juli 2026, 15:05");
    expect(savedVersionDate(new Date("2026-03-09T23:30:00Z"))).toBe("10 maart 2026, 00:30");
  });

  it("puts the line at the top of the body, and nowhere without a body", () => {
    const html = `<!doctype html><html><head><title>x</title></head><body class="page"><div id="root">Henk</div></body></html>`;
    const saved = withSavedVersionLine(html, new Date("2026-12-01T13:05:00Z"));
    expect(saved).toContain(`<body class="page"><p ${SAVED_VERSION_ATTRIBUTE}="" role="note"`);
    expect(saved).toContain(">U bekijkt een opgeslagen versie van 1 december 2026, 14:05.</p>");
    expect(saved.indexOf("U bekijkt")).toBeLessThan(saved.indexOf("Henk"));
    expect(withSavedVersionLine("<p>geen body</p>", new Date())).toBe("<p>geen body</p>");
  });
});

describe("keys and photos of saved pages", () => {
  it("keeps one copy per address, whatever the query or a trailing slash", () => {
    expect(savedPageKey("https://x.nl/henk-de-jong-1938/?plan=verlengen#a")).toBe(
      "https://x.nl/henk-de-jong-1938",
    );
    expect(savedPageKey("https://x.nl/henk-de-jong-1938")).toBe("https://x.nl/henk-de-jong-1938");
  });

  it("finds the pages whose photos a saved page shows", () => {
    const html = `<img src="/media/p-1/a.jpg?w=640"><img srcset="/media/p-1/b.jpg 1x, /media/p_2/c.jpg 2x"><img src="https://api/x/media/">`;
    expect(photoPagesIn(html)).toEqual(["p-1", "p_2"]);
  });
});

describe("clearSavedPages (sign-out)", () => {
  it("deletes the saved pages and their photos", async () => {
    const deleted: string[] = [];
    await clearSavedPages({
      delete: (name) => {
        deleted.push(name);
        return Promise.resolve(true);
      },
    });
    expect(deleted.sort()).toEqual([SAVED_PAGES_CACHE, SAVED_PHOTOS_CACHE].sort());
  });

  it("does nothing where the browser has no Cache API", async () => {
    await expect(clearSavedPages(undefined)).resolves.toBeUndefined();
  });
});
