// @vitest-environment node
import type { Profile as WireProfile } from "@memorial/api-types";
import { describe, expect, it } from "vitest";
import { publicProfileFixture } from "@memorial/ui/testing/profile-fixture";
import { DATA_ISLAND_ID } from "../visitor/data-island";
import { createRenderer, type DocumentCache } from "./render";

const INDEX_HTML = `<!doctype html>
<html lang="nl">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Herinneringspagina's" />
    <title>Herinneringspagina's</title>
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/common-def456.js">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const ID = "3f1c6a2e-8b7d-4c19-9a0e-5d2f7b8c1a40";

interface Call {
  url: string;
  init: RequestInit | undefined;
}

const CONDOLENCES = {
  mode: "approval",
  items: [
    {
      id: "7d4c2b1a-9e8f-4a6b-8c5d-3e2f1a0b9c87",
      name: "Marja Hoekstra",
      message: "Veel sterkte.\nWe denken aan jullie.",
      relation: "Buurvrouw",
      status: "approved",
      createdAt: "2026-11-20T14:05:40.000Z",
      own: false,
    },
  ],
  nextCursor: null,
};

const CANDLES = {
  mode: "approval",
  count: 3,
  named: [
    { id: "2a7e9c41-6b3d-4f18-9e0a-5c1d2b3a4f60", name: "Kees", litAt: "2026-11-20T14:05:40.000Z" },
  ],
  nextCursor: null,
};

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json" },
  });
}

interface RegisterAnswers {
  condolences?: () => Response;
  candles?: () => Response;
}

/** The public API: the page from `answer`, the register's lists from `register`. */
function api(answer: () => Response, register: RegisterAnswers = {}) {
  const calls: Call[] = [];
  const fetcher: typeof fetch = (input, init) => {
    const url = input instanceof Request ? input.url : input.toString();
    calls.push({
      url,
      init:
        input instanceof Request
          ? { credentials: init?.credentials ?? input.credentials, headers: input.headers }
          : init,
    });
    const path = new URL(url).pathname;
    if (path.endsWith("/condolences")) {
      return Promise.resolve((register.condolences ?? (() => json(CONDOLENCES)))());
    }
    if (path.endsWith("/candles")) {
      return Promise.resolve((register.candles ?? (() => json(CANDLES)))());
    }
    return Promise.resolve(answer());
  };
  return { calls, fetch: fetcher };
}

/** A DocumentCache over a Map, with what was asked of it. */
function memoryCache() {
  const kept = new Map<string, string>();
  const puts: { key: string; ttl: number }[] = [];
  const cache: DocumentCache = {
    match: (key) => Promise.resolve(kept.get(key)),
    put: (key, document, ttl) => {
      kept.set(key, document);
      puts.push({ key, ttl });
      return Promise.resolve();
    },
  };
  return { cache, puts };
}

function renderer(answer: () => Response, register: RegisterAnswers = {}) {
  const backend = api(answer, register);
  const { cache, puts } = memoryCache();
  const render = createRenderer({
    apiBaseUrl: "http://api.example/",
    indexHtml: () => Promise.resolve(INDEX_HTML),
    visitorScript: "/assets/visitor-boot-xyz.js",
    buildId: "b1",
    fetch: backend.fetch,
    cache,
  });
  return { render, calls: backend.calls, puts };
}

function profileAnswer(profile: WireProfile, etag = '"v7"'): () => Response {
  return () =>
    new Response(JSON.stringify(profile), {
      status: 200,
      headers: { "Content-Type": "application/json", ETag: etag },
    });
}

function islandOf(html: string): unknown {
  const match = new RegExp(
    `<script type="application/json" id="${DATA_ISLAND_ID}">([\\s\\S]*?)</script>`,
  ).exec(html);
  if (match?.[1] === undefined) throw new Error("no data island");
  return JSON.parse(match[1]);
}

describe("the render function", () => {
  it("reads the public API without a session and renders the page", async () => {
    const { render, calls } = renderer(profileAnswer(publicProfileFixture()));
    const response = await render(new Request(`http://web.example/${ID}`));
    // The page and the register's two lists, all public paths, without credentials.
    expect(calls.map((call) => new URL(call.url).pathname).sort()).toEqual([
      `/public/api/v1/profiles/${ID}`,
      `/public/api/v1/profiles/${ID}/candles`,
      `/public/api/v1/profiles/${ID}/condolences`,
      // The memories: the same list with `kind=memory`.
      `/public/api/v1/profiles/${ID}/condolences`,
    ]);
    for (const call of calls) {
      const headers = new Headers(call.init?.headers);
      expect(headers.has("Authorization")).toBe(false);
      expect(headers.has("Cookie")).toBe(false);
      expect(headers.has("Content-Type")).toBe(false);
    }

    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
    expect(response.headers.get("X-Memorial-Render")).toBe("server");
    const html = await response.text();
    expect(html.match(/<h1\b/g)).toHaveLength(1);
    expect(html).toMatch(/<h1[^>]*>Johanna de Vries<\/h1>/);
    expect(html).toContain("<title>In herinnering aan Johanna de Vries</title>");
    expect(html).toContain("12 maart 1948");
    expect(html).toContain("2 november 2025");
    expect(html).toMatch(/<img[^>]*fetchpriority="high"[^>]*>/i);
    const portrait = /<img[^>]*alt="Portret van Johanna de Vries"[^>]*>/.exec(html)?.[0] ?? "";
    expect(portrait.toLowerCase()).toContain('fetchpriority="high"');
    expect(portrait).toContain('width="224"');
    expect(portrait).toContain('height="224"');
    expect(portrait).not.toContain("loading=");
    expect(html).toContain("<strong>vrolijk</strong>");
    // Only the public sections, and no empty ones.
    expect(html).not.toContain("Alleen voor familie");
    expect(html).not.toContain("Deze sectie bevat nog geen tekst");
    // The story's own h1 is shown as h2.
    expect(html).toContain("<h2>Ons mam</h2>");
    // Critical CSS inline, the visitor script, not the app's entry script or preloads.
    expect(html).toMatch(/<head>[\s\S]*<style data-emotion="css [^"]+">[\s\S]*<\/head>/);
    // The theme's global styles as the page needs them, under their own name (the islands
    // bring the complete ones).
    expect(html).toMatch(/<style data-emotion="css-global [a-z0-9]+-lean">/);
    // The first screen's images (portrait, the first photo of a carousel near the top) are
    // plain <img> elements the preload scanner finds early; no preload in the head competes
    // with the document for the connection.
    expect(html).not.toMatch(/<link rel="preload"/);
    const firstPhoto = /<img[^>]*zomer-1975\.jpg\?w=960[^>]*>/.exec(html)?.[0] ?? "";
    expect(firstPhoto).toContain('loading="eager"');
    // The head holds the rules of the top of the page; the rules a section or the register
    // and the footer use first travel right before them, and the hover and focus rules of the
    // head's elements wait for the first section.
    const head = html.slice(0, html.indexOf("</head>"));
    const styleBefore = (at: number) => {
      const elements = [
        ...html
          .slice(html.indexOf("</head>"), at)
          .matchAll(/<style data-emotion="css ([^"]+)">([^<]*)<\/style>/g),
      ];
      return elements.at(-1);
    };
    const firstSection = html.indexOf("<section");
    const slot = html.indexOf('data-condolences-slot=""');
    for (const at of [firstSection, slot]) {
      const later = styleBefore(at);
      expect(later?.[1]?.split(" ").length).toBeGreaterThan(0);
      for (const id of later?.[1]?.split(" ") ?? []) {
        // Either first used after this point, or a head element's hover or focus rule.
        if (head.includes(`.css-${id}{`)) {
          expect(later?.[2]).toMatch(new RegExp(`\\.css-${id}:is\\(:(hover|focus-visible)`));
        } else {
          expect(html.indexOf(`css-${id}`, at)).toBeGreaterThan(at);
        }
      }
    }
    expect(head).not.toContain(":hover");
    expect(head).not.toContain(":focus-visible");
    // The theme's dark tokens are not used by the page.
    expect(head).not.toContain(".dark");
    expect(html).toContain('<script type="module" src="/assets/visitor-boot-xyz.js"></script>');
    expect(html).not.toContain('src="/assets/index-abc123.js"');
    expect(html).not.toContain("modulepreload");
    // No inline script that the CSP would block: only the JSON data island.
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    for (const tag of scripts) expect(tag).toMatch(/type="application\/json"|src="/);
    // The islands' data: the page's facts, not the page's content (the markup is final) nor the
    // register's messages (its island reads them when it is wanted).
    expect(islandOf(html)).toEqual({
      page: {
        id: ID,
        name: "Johanna de Vries",
        plan: "silver",
        isBlocked: false,
        isPublic: true,
        dateOfBirth: "1948-03-12",
        dateOfDeath: "2025-11-02",
      },
      apiBaseUrl: "http://api.example",
      registerShown: true,
      appScript: "/assets/index-abc123.js",
    });
    // The places of the islands: the menu button, the register (readable).
    expect(html).toContain("data-visitor-menu");
    expect(html).toContain("data-condolences-slot");
    expect(html).toContain("Marja Hoekstra");
    expect(html).toContain("We denken aan jullie.");
    expect(html).toContain("Kees");
    // The visitor's way in: plain links to the register's places, near the top.
    expect(html).toContain('href="#condoleance-schrijven"');
    expect(html).toContain('id="condoleance-schrijven"');
    expect(html).toContain('href="#kaarsje-aansteken"');
    expect(html).toContain('id="kaarsje-aansteken"');
    expect(html.indexOf('href="#condoleance-schrijven"')).toBeLessThan(
      html.indexOf("<h2>Ons mam</h2>"),
    );
    // Without JavaScript the menu button, the register's buttons and the album's arrows are not
    // shown (they would do nothing), nor the album's position line (it would not follow).
    expect(html).toContain(
      "<noscript><style>[data-visitor-menu],[data-condolences-slot] button,[data-photo-strip-previous],[data-photo-strip-next],[data-photo-strip-position]{display:none!important}</style></noscript>",
    );
    // The register's forms and 'Op de hoogte blijven' are there by their titles and first lines:
    // their fields come with their islands (without JavaScript a line says why).
    const register = html.slice(
      html.indexOf('data-condolences-slot=""'),
      html.indexOf('data-follow-slot=""'),
    );
    expect(register).toContain("Schrijf een condoleance");
    expect(register).toContain("data-form-later");
    expect(register).toContain('<noscript><p class="css-');
    expect(register).toContain("Schrijven kan hier alleen als JavaScript in uw browser aanstaat.");
    expect(register).not.toContain("<form");
    const follow = html.slice(html.indexOf('data-follow-slot=""'));
    expect(follow).toContain("Op de hoogte blijven");
    expect(follow).toContain("data-form-later");
    expect(follow).toContain("Aanmelden kan hier alleen als JavaScript in uw browser aanstaat.");
    expect(follow).toMatch(/<p data-follow-status="" role="status" class="css-[a-z0-9]+"><\/p>/);
    expect(follow).not.toContain("<form");
    expect(follow).not.toContain("inert");
  });

  it("names the page's photos by paths of its own address and passes those on to the API", async () => {
    const fixture = publicProfileFixture();
    const atApi = (url: string) => url.replace("http://localhost:4800", "http://api.example");
    const profile: WireProfile = {
      ...fixture,
      profilePicture: atApi(fixture.profilePicture ?? ""),
      sections: [
        ...fixture.sections.map((section) =>
          section.type === "photo_carousel"
            ? { ...section, photos: section.photos.map(atApi) }
            : section,
        ),
        { type: "video", isPublic: true, video: "http://api.example/media/3f1c6a2e/afscheid.mp4" },
      ],
    };
    const { render, calls } = renderer(profileAnswer(profile));
    const html = await (await render(new Request(`http://web.example/${ID}`))).text();
    expect(html).toContain('src="/media/3f1c6a2e/portrait.jpg?w=');
    expect(html).toContain('src="/media/3f1c6a2e/zomer-1975.jpg?w=');
    expect(html).not.toMatch(/(?:src|srcSet)="http:\/\/api\.example\/media\/[^"]*\.(?:jpg|png)/);
    // Video and audio keep the API's address.
    expect(html).toContain("http://api.example/media/3f1c6a2e/afscheid.mp4");
    // The link preview keeps the API's address (crawlers fetch it from there).
    expect(html).toMatch(
      /<meta property="og:image" content="http:\/\/api\.example\/media\/3f1c6a2e\/portrait\.jpg/,
    );

    calls.length = 0;
    const photo = await render(
      new Request("http://web.example/media/3f1c6a2e/zomer-1975.jpg?w=640"),
    );
    expect(calls.map((call) => call.url)).toEqual([
      "http://api.example/media/3f1c6a2e/zomer-1975.jpg?w=640",
    ]);
    // The stub answers JSON for everything: not a photo, so not passed on.
    expect(photo.status).toBe(502);
  });

  it("sets caching headers from the API's ETag and answers If-None-Match with 304", async () => {
    const { render } = renderer(profileAnswer(publicProfileFixture(), 'W/"v7"'));
    const response = await render(new Request(`http://web.example/${ID}`));
    const etag = response.headers.get("ETag");
    expect(etag).toMatch(/^"v7\.[0-9a-z]+\.b1"$/);
    // Shared caches: 30 s fresh + 30 s stale, so a page made non-public is gone within 60 s.
    expect(response.headers.get("Cache-Control")).toBe(
      "public, max-age=0, s-maxage=30, stale-while-revalidate=30",
    );
    const again = await render(
      new Request(`http://web.example/${ID}`, { headers: { "If-None-Match": etag ?? "" } }),
    );
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
  });

  it("keeps the name inside the data island and every section text inert in the markup", async () => {
    const payload =
      "</script><script>alert(1)</script><img src=x onerror=alert(2)> \u2028 &amp; Tekst";
    const profile = publicProfileFixture({
      name: 'Jan </script><script>alert("naam")</script>',
      sections: [
        {
          type: "text",
          isPublic: true,
          text: `<p>${payload}</p><svg><script>alert(3)</script></svg>`,
        },
      ],
    });
    const { render } = renderer(profileAnswer(profile));
    const html = await (await render(new Request(`http://web.example/${ID}`))).text();
    // Exactly two script elements: the data island and the visitor script.
    expect(html.match(/<script\b/g)).toHaveLength(2);
    expect(html.match(/<\/script>/g)).toHaveLength(2);
    expect(html).not.toMatch(/<img[^>]*onerror/);
    expect(html).not.toContain("alert(3)");
    expect(html).not.toContain("alert(1)</script>");
    expect(html).toContain("Tekst");
    const island = islandOf(html) as { page: { name: string } };
    expect(island.page.name).toBe(profile.name);
    // No section text travels in the data island.
    expect(JSON.stringify(island)).not.toContain("Tekst");
  });

  it("puts text with dollar signs into the document as it is", async () => {
    // `String.replace` reads `$&`, `$'` and `$1` in a replacement string as patterns.
    const profile = publicProfileFixture({
      name: "Jan $& de $' Vries",
      sections: [{ type: "text", isPublic: true, text: "<p>Prijs: $1 en $$ en $` en $&.</p>" }],
    });
    const { render } = renderer(profileAnswer(profile));
    const html = await (await render(new Request(`http://web.example/${ID}`))).text();
    expect(html).toContain("Prijs: $1 en $$ en $` en $&amp;.");
    expect(html).toMatch(/<title>[^<]*Jan \$&amp; de \$&#39; Vries<\/title>/);
    expect((islandOf(html) as { page: { name: string } }).page.name).toBe(profile.name);
    expect(html.match(/<div id="root">/g)).toHaveLength(1);
  });

  it("gives a new ETag when a message or a candle joins the register, or the page is blocked", async () => {
    const etagWith = async (register: RegisterAnswers, profile = publicProfileFixture()) => {
      const { render } = renderer(profileAnswer(profile, '"v7"'), register);
      return (await render(new Request(`http://web.example/${ID}`))).headers.get("ETag");
    };
    const before = await etagWith({});
    expect(await etagWith({})).toBe(before);
    // The API's ETag leaves out the block state; the rendered page does not.
    expect(await etagWith({}, publicProfileFixture({ isBlocked: true }))).not.toBe(before);
    expect(await etagWith({ candles: () => json({ ...CANDLES, count: 4 }) })).not.toBe(before);
    expect(await etagWith({ condolences: () => json({ ...CONDOLENCES, items: [] }) })).not.toBe(
      before,
    );
  });

  it("keeps a rendered document in the cache by ETag and renders again when the page or register changes", async () => {
    let candles = CANDLES;
    const { render, puts } = renderer(profileAnswer(publicProfileFixture(), '"v7"'), {
      candles: () => json(candles),
    });
    const first = await render(new Request(`http://web.example/${ID}`));
    const firstHtml = await first.text();
    expect(first.headers.get("Server-Timing")).not.toContain("cached");
    expect(puts).toEqual([{ key: first.headers.get("ETag"), ttl: 86_400 }]);
    const second = await render(new Request(`http://web.example/${ID}`));
    expect(second.headers.get("Server-Timing")).toContain("desc=cached");
    expect(await second.text()).toBe(firstHtml);
    candles = { ...CANDLES, count: 9 };
    const third = await render(new Request(`http://web.example/${ID}`));
    expect(third.headers.get("Server-Timing")).not.toContain("cached");
    expect(await third.text()).toContain("9 kaarsjes");
  });

  it("answers 410 for a deleted page, never its kept render, by its id and by its address", async () => {
    let deleted = false;
    const gone = () => json({ code: "page_deleted", message: "this page has been deleted" }, 410);
    const page = profileAnswer(publicProfileFixture(), '"v7"');
    const { render, puts } = renderer(() => (deleted ? gone() : page()));
    const first = await render(new Request(`http://web.example/${ID}`));
    expect(first.status).toBe(200);
    expect(puts).toHaveLength(1);

    deleted = true;
    const after = await render(new Request(`http://web.example/${ID}`));
    expect(after.status).toBe(410);
    expect(after.headers.get("Cache-Control")).toBe("no-store");
    expect(after.headers.get("X-Memorial-Render")).toBe("app; page deleted");
    const html = await after.text();
    expect(html).toBe(INDEX_HTML);
    expect(html).not.toContain("Johanna");

    const byAddress = await render(new Request("http://web.example/johanna-de-vries-1948"));
    expect(byAddress.status).toBe(410);
    expect(await byAddress.text()).not.toContain("Johanna");
  });

  it("renders the page with an empty register place when the register cannot be read", async () => {
    const { render } = renderer(profileAnswer(publicProfileFixture()), {
      condolences: () => json({ code: "internal" }, 500),
    });
    const response = await render(new Request(`http://web.example/${ID}`));
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<h1[^>]*>Johanna de Vries<\/h1>/);
    expect(html).not.toContain("Marja Hoekstra");
    expect((islandOf(html) as { registerShown: unknown }).registerShown).toBe(false);
  });

  it("falls through to the client-rendered app for a page that is not public", async () => {
    const { render } = renderer(
      () => new Response(JSON.stringify({ code: "not_found" }), { status: 404 }),
    );
    const response = await render(new Request(`http://web.example/${ID}`));
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("no-cache");
    expect(response.headers.get("X-Memorial-Render")).toBe("app; not public");
    expect(await response.text()).toBe(INDEX_HTML);
  });

  it("falls through on a server error, an unreachable API and for other addresses", async () => {
    const failing = renderer(() => new Response("", { status: 500 }));
    expect(
      (await failing.render(new Request(`http://web.example/${ID}`))).headers.get(
        "X-Memorial-Render",
      ),
    ).toBe("app; api 500");
    const unreachable = createRenderer({
      apiBaseUrl: "http://api.example",
      indexHtml: () => Promise.resolve(INDEX_HTML),
      visitorScript: "/assets/v.js",
      buildId: "b1",
      fetch: () => Promise.reject(new TypeError("fetch failed")),
    });
    const response = await unreachable(new Request(`http://web.example/${ID}`));
    expect(await response.text()).toBe(INDEX_HTML);
    const other = renderer(profileAnswer(publicProfileFixture()));
    const login = await other.render(new Request("http://web.example/login"));
    expect(login.headers.get("X-Memorial-Render")).toBe("app; not a page");
    expect(other.calls).toHaveLength(0);
  });

  it("falls through on an unreadable answer, an incomplete page and a redirect", async () => {
    const cases: [() => Response, string][] = [
      [
        () =>
          new Response("{ not json", {
            status: 200,
            headers: { "Content-Type": "application/json" },
          }),
        "app; api answer unreadable",
      ],
      [() => json({ id: ID, name: "X" }), "app; api answer unreadable"],
      [() => json({ ...publicProfileFixture(), isPublic: false }), "app; not public"],
      [
        () =>
          new Response(null, { status: 302, headers: { Location: "http://elsewhere.example/" } }),
        "app; api 302",
      ],
    ];
    for (const [answer, reason] of cases) {
      const response = await renderer(answer).render(new Request(`http://web.example/${ID}`));
      expect(response.status).toBe(200);
      expect(response.headers.get("X-Memorial-Render")).toBe(reason);
      expect(await response.text()).toBe(INDEX_HTML);
    }
  });

  it("renders when the cache fails, and serves the app when a render is not allowed", async () => {
    const broken: DocumentCache = {
      match: () => Promise.reject(new Error("cache down")),
      put: () => Promise.reject(new Error("cache down")),
    };
    const options = {
      apiBaseUrl: "http://api.example",
      indexHtml: () => Promise.resolve(INDEX_HTML),
      visitorScript: "/assets/v.js",
      buildId: "b1",
      fetch: api(profileAnswer(publicProfileFixture())).fetch,
    };
    const withBrokenCache = createRenderer({ ...options, cache: broken });
    const rendered = await withBrokenCache(new Request(`http://web.example/${ID}`));
    expect(rendered.headers.get("X-Memorial-Render")).toBe("server");
    const limited = createRenderer({ ...options, mayRender: () => Promise.resolve(false) });
    const refused = await limited(new Request(`http://web.example/${ID}`));
    expect(refused.headers.get("X-Memorial-Render")).toBe("app; render limit");
    expect(await refused.text()).toBe(INDEX_HTML);
  });

  it("shows no sections of a blocked page", async () => {
    const { render } = renderer(profileAnswer(publicProfileFixture({ isBlocked: true })));
    const html = await (await render(new Request(`http://web.example/${ID}`))).text();
    expect(html).toContain("Johanna de Vries");
    expect(html).not.toContain("vrolijk");
    // Its paid period has ended: the page rests, and says so calmly.
    expect(html).toContain("Deze herinneringspagina rust. De familie kan haar opnieuw activeren.");
  });

  it("renders a long page's first screens with 'Meer van deze pagina', and every section at ?volledig", async () => {
    const chapters = Array.from({ length: 12 }, (_, index) => ({
      type: "text" as const,
      isPublic: true,
      text: `<h2>Hoofdstuk ${String(index + 1)}</h2><p>${"Een verhaal over vroeger. ".repeat(20)}</p>`,
    }));
    const { render } = renderer(profileAnswer(publicProfileFixture({ sections: chapters })));
    const first = await render(new Request(`http://web.example/${ID}`));
    const firstHtml = await first.text();
    const sectionsIn = (html: string) => html.match(/<section data-section-type=/g)?.length ?? 0;
    expect(sectionsIn(firstHtml)).toBeLessThan(12);
    expect(firstHtml).toContain("Hoofdstuk 1<");
    expect(firstHtml).not.toContain("Hoofdstuk 12<");
    expect(firstHtml).toContain('href="?volledig#meer-van-deze-pagina"');
    expect(firstHtml).toContain(">Meer van deze pagina</a>");

    const full = await render(new Request(`http://web.example/${ID}?volledig`));
    const fullHtml = await full.text();
    expect(full.headers.get("X-Memorial-Render")).toBe("server");
    expect(sectionsIn(fullHtml)).toBe(12);
    expect(fullHtml).not.toContain("Meer van deze pagina</a>");
    expect(fullHtml).toContain(
      `data-section-index="${String(sectionsIn(firstHtml))}" id="meer-van-deze-pagina"`,
    );
    // Two documents: two versions for caches.
    expect(full.headers.get("ETag")).not.toBe(first.headers.get("ETag"));

    // A page that fits its first screens is the same document either way.
    const { render: renderShort } = renderer(profileAnswer(publicProfileFixture()));
    const short = await (await renderShort(new Request(`http://web.example/${ID}`))).text();
    expect(short).not.toContain("Meer van deze pagina");
    expect(short).not.toContain("meer-van-deze-pagina");
  });
});
