// @vitest-environment node
import type { Profile as WireProfile } from "@memorial/api-types";
import { readFile } from "node:fs/promises";
import ogs from "open-graph-scraper";
import { describe, expect, it } from "vitest";
import { publicProfileFixture } from "@memorial/ui/testing/profile-fixture";
import { linkPreviewOf, plainText, shorten } from "./link-preview";
import { createRenderer } from "./render";
import { profileIdOf } from "./routes";

const INDEX_HTML = `<!doctype html>
<html lang="nl">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Herinneringspagina's" />
    <meta name="robots" content="noindex, nofollow" />
    <title>Herinneringspagina's</title>
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const ID = "3f1c6a2e-8b7d-4c19-9a0e-5d2f7b8c1a40";
const PAGE_URL = `https://herinnering.example/${ID}`;

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json", ETag: '"v1"' },
  });
}

/** The render function over a public API that answers `profile` (or 404 for null). */
function renderer(profile: WireProfile | null) {
  return createRenderer({
    apiBaseUrl: "http://api.example",
    indexHtml: () => Promise.resolve(INDEX_HTML),
    visitorScript: "/assets/visitor-boot.js",
    buildId: "b1",
    fetch: (input) => {
      const url = input instanceof Request ? input.url : String(input);
      const path = new URL(url).pathname;
      if (profile === null) return Promise.resolve(json({ code: "not_found", message: "" }, 404));
      if (path.endsWith("/condolences")) return Promise.resolve(json({ code: "x" }, 404));
      if (path.endsWith("/candles")) return Promise.resolve(json({ code: "x" }, 404));
      return Promise.resolve(json(profile));
    },
  });
}

/** Reads the tags the way link-preview services do (Open Graph first, no fallbacks). */
async function scrape(html: string) {
  const answer = await ogs({ html, onlyGetOpenGraphInfo: true });
  if (answer.error) throw new Error("open-graph-scraper failed");
  return answer.result;
}

function metaRobots(html: string): string | undefined {
  return /<meta name="robots" content="([^"]*)"/.exec(html)?.[1];
}

describe("link previews of a server-rendered public page", () => {
  it("carries title, dates and first text, the portrait sized for previews, url and locale", async () => {
    const response = await renderer(publicProfileFixture())(new Request(PAGE_URL));
    const html = await response.text();
    const result = await scrape(html);
    expect(result.ogTitle).toBe("Johanna de Vries");
    expect(result.ogDescription).toBe("12 maart 1948 – 2 november 2025. Ons mam Altijd vrolijk.");
    expect(result.ogUrl).toBe(PAGE_URL);
    expect(result.ogLocale).toBe("nl_NL");
    expect(result.twitterCard).toBe("summary_large_image");
    expect(result.ogImage?.[0]?.url).toBe(
      "http://localhost:4800/media/3f1c6a2e/portrait.jpg?w=640",
    );
    expect(html).toContain(`<link rel="canonical" href="${PAGE_URL}" />`);
    // The text of a section visitors do not see never reaches a preview.
    expect(html).not.toContain("Alleen voor familie");
  });

  it("uses a calm default and a neutral image when there is no text and no portrait", async () => {
    const profile = publicProfileFixture({
      profilePicture: null,
      dateOfBirth: null,
      sections: [{ type: "text", isPublic: false, text: "<p>Alleen voor familie.</p>" }],
    });
    const result = await scrape(await (await renderer(profile)(new Request(PAGE_URL))).text());
    expect(result.ogDescription).toBe(
      "2 november 2025. Een herinneringspagina voor Johanna de Vries.",
    );
    expect(result.ogImage?.[0]?.url).toBe("https://herinnering.example/link-preview.png");
  });

  it("asks search engines not to index the page unless the family chose so", async () => {
    const hidden = await renderer(publicProfileFixture())(new Request(PAGE_URL));
    expect(hidden.headers.get("X-Robots-Tag")).toBe("noindex, nofollow");
    expect(metaRobots(await hidden.text())).toBe("noindex, nofollow");

    const found = await renderer(publicProfileFixture({ isSearchable: true }))(
      new Request(PAGE_URL),
    );
    expect(found.headers.get("X-Robots-Tag")).toMatch(/^index, follow/);
    expect(metaRobots(await found.text())).toMatch(/^index, follow/);
  });

  it("says nothing about a page that is not public, and nothing on the app's routes", async () => {
    for (const [profile, path] of [
      [null, `/${ID}`],
      [publicProfileFixture({ isPublic: false }), `/${ID}`],
      [publicProfileFixture(), "/login"],
    ] as const) {
      const response = await renderer(profile)(new Request(`https://herinnering.example${path}`));
      const html = await response.text();
      expect(response.headers.get("X-Robots-Tag")).toBe("noindex, nofollow");
      expect(html).toBe(INDEX_HTML);
      expect(html).not.toContain("og:");
      expect(html).not.toContain("Johanna");
    }
  });
});

describe("robots.txt", () => {
  it("disallows the app's own routes and leaves pages readable, so crawlers see noindex", async () => {
    const text = await readFile(new URL("../../public/robots.txt", import.meta.url), "utf8");
    const disallowed = [...text.matchAll(/^Disallow: (\S+)$/gm)].map((match) => match[1]);
    for (const route of ["/login", "/logout", "/register", "/reset-password", "/change-password"]) {
      expect(disallowed).toContain(route);
      expect(profileIdOf(route)).toBeNull();
    }
    expect(disallowed).not.toContain("/");
    expect(disallowed.some((path) => profileIdOf(path ?? "") !== null)).toBe(false);
  });
});

describe("the description's text", () => {
  it("reads entities and tags as a person would", () => {
    expect(plainText("<h2>Ons &amp; mam</h2><p>Zij zei: &quot;ja&quot;&#33;</p>")).toBe(
      'Ons & mam Zij zei: "ja"!',
    );
  });

  it("cuts at a word with an ellipsis", () => {
    expect(shorten("een twee drie vier vijf", 15)).toBe("een twee drie…");
    expect(shorten("kort", 15)).toBe("kort");
  });

  it("describes the page by its first public text with words in it", () => {
    const profile = publicProfileFixture({
      dateOfBirth: null,
      dateOfDeath: null,
      sections: [
        { type: "text", isPublic: true, text: "<p> </p>" },
        { type: "text", isPublic: false, text: "<p>Alleen voor de familie.</p>" },
        { type: "text", isPublic: true, text: "<h2>Ons mam</h2>" },
        { type: "text", isPublic: true, text: "<p>Later.</p>" },
      ],
    });
    expect(linkPreviewOf(profile, PAGE_URL).description).toBe("Ons mam");
  });

  it("names an untitled page with the words every other view uses", () => {
    expect(linkPreviewOf(publicProfileFixture({ name: " " }), PAGE_URL).title).toBe(
      "Nieuwe herinneringspagina",
    );
  });
});
