// @vitest-environment node
// The render's document, byte for byte: the demo page renders exactly the HTML of the file beside
// this test, on the first request of an isolate and after other pages, large ones too, have been
// rendered, so the work the render keeps across requests (the pruned global styles, the fixed
// elements' resolved styles) changes nothing of it. A long page's first view stops after its
// first screens.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  demoFixture,
  FIXTURE_API,
  largeFixture,
  type RenderFixture,
} from "../../scripts/render-harness";
import { createRenderer } from "./render";

const INDEX_HTML = `<!doctype html>
<html lang="nl">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Herinneringspagina's" />
    <title>Herinneringspagina's</title>
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

function rendererOf(fixtures: readonly RenderFixture[]) {
  const fetcher: typeof fetch = (input) => {
    const url = new URL(input instanceof Request ? input.url : input.toString());
    const fixture = fixtures.find((f) => url.pathname.includes(`/${f.page.id}`)) ?? fixtures[0];
    const json = (body: unknown, headers: Record<string, string> = {}) =>
      Promise.resolve(
        new Response(JSON.stringify(body), {
          headers: { "Content-Type": "application/json", ...headers },
        }),
      );
    if (fixture === undefined) return Promise.resolve(new Response(null, { status: 404 }));
    // The fixture's messages are condolences; its memories list is empty.
    if (url.pathname.endsWith("/condolences") && url.searchParams.get("kind") === "memory") {
      return json({ ...fixture.condolences, items: [], nextCursor: null });
    }
    if (url.pathname.endsWith("/condolences")) return json(fixture.condolences);
    if (url.pathname.endsWith("/candles")) return json(fixture.candles);
    return json(fixture.page, { ETag: '"v1"' });
  };
  const render = createRenderer({
    apiBaseUrl: FIXTURE_API,
    indexHtml: () => Promise.resolve(INDEX_HTML),
    visitorScript: "/assets/visitor-boot-xyz.js",
    buildId: "b1",
    fetch: fetcher,
  });
  return async (fixture: RenderFixture, query = "") => {
    const response = await render(new Request(`https://web.example/${fixture.page.id}${query}`));
    expect(response.headers.get("X-Memorial-Render")).toBe("server");
    return response.text();
  };
}

describe("the rendered document", () => {
  beforeAll(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-25T10:00:00.000Z"));
  });
  afterAll(() => {
    vi.useRealTimers();
  });

  it("of the demo page is the same, byte for byte, cold and after other pages", async () => {
    const demo = demoFixture();
    const large = largeFixture();
    const render = rendererOf([demo, large]);
    const first = await render(demo);
    await expect(first).toMatchFileSnapshot("./__snapshots__/demo-page.html");
    await render(large);
    expect(await render(demo)).toBe(first);
  });

  it("of the large page is the same on every request, before and after other pages", async () => {
    const demo = demoFixture();
    const large = largeFixture();
    const render = rendererOf([demo, large]);
    const first = await render(large);
    await render(demo);
    expect(await render(large)).toBe(first);
    // Its first view holds the sections of the first screens (one album of the ten), then
    // 'Meer van deze pagina'; the render of every section holds every photo.
    const images = (html: string) => html.match(/<img\b/g)?.length ?? 0;
    expect(images(first)).toBeLessThanOrEqual(21);
    expect(first).toContain(">Meer van deze pagina</a>");
    const full = await render(large, "?volledig");
    expect(images(full)).toBeGreaterThan(200);
    expect(await render(large, "?volledig")).toBe(full);
  });
});
