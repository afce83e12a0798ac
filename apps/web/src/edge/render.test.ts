// @vitest-environment node
import type { Profile as WireProfile } from "@memorial/api-types";
import { describe, expect, it } from "vitest";
import { publicProfileFixture } from "../features/visitor-view/fixtures";
import { DATA_ISLAND_ID } from "../visitor/data-island";
import { createRenderer, profileIdOf } from "./render";

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

function api(answer: () => Response) {
  const calls: Call[] = [];
  const fetcher: typeof fetch = (input, init) => {
    calls.push({ url: input instanceof Request ? input.url : input.toString(), init });
    return Promise.resolve(answer());
  };
  return { calls, fetch: fetcher };
}

function renderer(answer: () => Response) {
  const backend = api(answer);
  const render = createRenderer({
    apiBaseUrl: "http://api.example/",
    indexHtml: () => Promise.resolve(INDEX_HTML),
    visitorScript: "/assets/visitor-boot-xyz.js",
    buildId: "b1",
    fetch: backend.fetch,
  });
  return { render, calls: backend.calls };
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

describe("profileIdOf", () => {
  it("takes one segment of the contract's id pattern and never a named route", () => {
    expect(profileIdOf(`/${ID}`)).toBe(ID);
    expect(profileIdOf(`/${ID}/`)).toBe(ID);
    expect(profileIdOf("/login")).toBeNull();
    expect(profileIdOf("/toegankelijkheid")).toBeNull();
    expect(profileIdOf("/a/b")).toBeNull();
    expect(profileIdOf("/favicon.svg")).toBeNull();
    expect(profileIdOf("/")).toBeNull();
  });
});

describe("the render function", () => {
  it("reads the public API without credentials and renders the page", async () => {
    const { render, calls } = renderer(profileAnswer(publicProfileFixture()));
    const response = await render(new Request(`http://web.example/${ID}`));
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe(`http://api.example/public/api/v1/profiles/${ID}`);
    expect(calls[0]?.init?.credentials).toBe("omit");
    const headers = new Headers(calls[0]?.init?.headers);
    expect(headers.has("Authorization")).toBe(false);
    expect(headers.has("Content-Type")).toBe(false);

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
    expect(html).toMatch(/<style data-emotion="css [^"]+">/);
    expect(html).toContain('<script type="module" src="/assets/visitor-boot-xyz.js"></script>');
    expect(html).not.toContain('src="/assets/index-abc123.js"');
    expect(html).not.toContain("modulepreload");
    // No inline script that the CSP would block: only the JSON data island.
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    for (const tag of scripts) expect(tag).toMatch(/type="application\/json"|src="/);
    // The islands' data: the page's facts, not its content (the markup is final).
    expect(islandOf(html)).toEqual({
      page: { id: ID, name: "Johanna de Vries", plan: "silver", isBlocked: false, isPublic: true },
      appScript: "/assets/index-abc123.js",
    });
    // The places of the islands: the menu button, the register's slot.
    expect(html).toContain("data-visitor-menu");
    expect(html).toContain("data-condolences-slot");
  });

  it("sets caching headers from the API's ETag and answers If-None-Match with 304", async () => {
    const { render } = renderer(profileAnswer(publicProfileFixture(), 'W/"v7"'));
    const response = await render(new Request(`http://web.example/${ID}`));
    const etag = response.headers.get("ETag");
    expect(etag).toBe('"v7.b1"');
    expect(response.headers.get("Cache-Control")).toBe(
      "public, max-age=60, stale-while-revalidate=600",
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

  it("shows no sections of a blocked page", async () => {
    const { render } = renderer(profileAnswer(publicProfileFixture({ isBlocked: true })));
    const html = await (await render(new Request(`http://web.example/${ID}`))).text();
    expect(html).toContain("Johanna de Vries");
    expect(html).not.toContain("vrolijk");
  });
});
