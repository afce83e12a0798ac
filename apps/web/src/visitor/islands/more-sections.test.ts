// @vitest-environment node
// The render's markup with its style elements comes from Emotion's server side, which a browser
// environment would turn into rules in the document: the page is a jsdom window of its own.
import type { Section } from "@memorial/api-types";
import { JSDOM } from "jsdom";
import { publicProfileFixture } from "@memorial/ui/testing/profile-fixture";
import { LATER_SECTIONS_ID } from "@memorial/ui/view-enhance";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fullPageUrl, MORE_SECTIONS_ATTRIBUTE } from "../../core/visitor-markers";
import { renderVisitorPage } from "../visitor-page";
import { laterSectionsOf, showLaterSections } from "./more-sections";

const STORY = "Ze vertelde graag over vroeger, over de winters op het ijs en de zomers aan zee. ";

function chapter(n: number): Section {
  return {
    type: "text",
    isPublic: true,
    text: `<h2>Hoofdstuk ${String(n)}</h2><p>${STORY.repeat(5)}</p>`,
  };
}

const ALBUM: Section = {
  type: "photo_carousel",
  isPublic: true,
  photos: ["/media/p/een.jpg", "/media/p/twee.jpg", "/media/p/drie.jpg"],
  captions: ["Aan zee", "Op de heide", "Thuis"],
};

/** Eight sections: the first view holds four of them. */
const LONG = publicProfileFixture({
  sections: [
    chapter(1),
    chapter(2),
    ALBUM,
    chapter(3),
    // The first later section brings rules of its own (in a style element right before it).
    { type: "audio", isPublic: true, src: "/media/p/lied.mp3" },
    ALBUM,
    chapter(4),
    chapter(5),
  ],
});

/** The render's markup of the page: its first view, or every section (`?volledig`). */
function rendered(sections: "first" | "all"): { css: string; html: string } {
  return renderVisitorPage({
    profile: LONG,
    apiBaseUrl: "http://api.example",
    register: null,
    sections,
  });
}

function documentOf({ css, html }: { css: string; html: string }): string {
  return `<!doctype html><html lang="nl"><head>${css}</head><body>${html}</body></html>`;
}

function answering(body: string, status = 200): typeof fetch {
  return vi.fn(() =>
    Promise.resolve(new Response(body, { status, headers: { "Content-Type": "text/html" } })),
  );
}

/** The first view in this document, and its place of 'Meer van deze pagina'. */
function showFirstView(): Element {
  const first = rendered("first");
  document.head.innerHTML = first.css;
  document.body.innerHTML = first.html;
  const slot = document.querySelector(`[${MORE_SECTIONS_ATTRIBUTE}]`);
  if (slot === null) throw new Error("no 'Meer van deze pagina'");
  return slot;
}

const sectionsShown = () => [...document.querySelectorAll("[data-section-type]")];

beforeEach(() => {
  const { window } = new JSDOM('<!doctype html><html lang="nl"></html>', {
    url: "https://herinneringspagina.example/johanna-de-vries",
    pretendToBeVisual: true,
  });
  for (const name of ["window", "document", "navigator", "DOMParser", "HTMLElement"] as const) {
    vi.stubGlobal(name, window[name]);
  }
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the rest of a long page", () => {
  it("reads the page with every section from the page's own address", () => {
    expect(fullPageUrl({ origin: "https://example.nl", pathname: "/johanna-de-vries" })).toBe(
      "https://example.nl/johanna-de-vries?volledig",
    );
  });

  it("takes the later sections, with their styles, in place of the link, and moves focus on a tap", async () => {
    const slot = showFirstView();
    expect(sectionsShown()).toHaveLength(4);
    const link = slot.querySelector("a");
    expect(link?.textContent).toBe("Meer van deze pagina");
    expect(link?.getAttribute("href")).toBe(`?volledig#${LATER_SECTIONS_ID}`);

    const all = rendered("all");
    const fetcher = answering(documentOf(all));
    await expect(showLaterSections(slot, { focus: () => true, fetch: fetcher })).resolves.toBe(
      true,
    );
    expect(fetcher).toHaveBeenCalledWith(
      "https://herinneringspagina.example/johanna-de-vries?volledig",
      expect.anything(),
    );
    expect(document.querySelector(`[${MORE_SECTIONS_ATTRIBUTE}]`)).toBeNull();

    // The same sections, in the same order and markup, as the render of every section.
    const whole = new DOMParser().parseFromString(documentOf(all), "text/html");
    const expected = [...whole.querySelectorAll("[data-section-type]")];
    const shown = sectionsShown();
    expect(shown).toHaveLength(8);
    // The first view's own four, then the later ones of the render of every section.
    shown.slice(4).forEach((section, index) => {
      section.removeAttribute("tabindex");
      expect(section.outerHTML).toBe(expected[index + 4]?.outerHTML);
    });
    expect(shown.map((section) => section.getAttribute("data-section-index"))).toEqual(
      expected.map((section) => section.getAttribute("data-section-index")),
    );
    // No id is on the page twice (the captions' labels, the strips' controls).
    const ids = [...document.querySelectorAll("[id]")].map((element) => element.id);
    expect(new Set(ids).size).toBe(ids.length);
    // Every rule the render of every section has for the new sections is on the page.
    const rulesOf = (root: ParentNode) =>
      [...root.querySelectorAll("style")].map((style) => style.textContent).join("");
    const wanted = rulesOf(whole);
    const rules = rulesOf(document);
    let checked = 0;
    for (const section of shown.slice(4)) {
      for (const element of [section, ...section.querySelectorAll("[class]")]) {
        for (const name of element.classList) {
          if (!wanted.includes(`.${name}`)) continue;
          expect(rules).toContain(`.${name}`);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(10);
    // The tap's reader goes on where the page goes on.
    expect(document.activeElement?.id).toBe(LATER_SECTIONS_ID);
    // The new photo strip works as the first ones do.
    const strips = document.querySelectorAll("[data-photo-strip]");
    expect(strips.length).toBe(2);
  });

  it("leaves focus where it is when the reader only came near", async () => {
    const slot = showFirstView();
    const fetcher = answering(documentOf(rendered("all")));
    await showLaterSections(slot, { focus: () => false, fetch: fetcher });
    expect(sectionsShown()).toHaveLength(8);
    expect(document.activeElement).toBe(document.body);
  });

  it("says so when the rest cannot be read, and keeps the link", async () => {
    const slot = showFirstView();
    const offline = vi.fn(() => Promise.reject(new TypeError("Failed to fetch")));
    await expect(showLaterSections(slot, { focus: () => true, fetch: offline })).resolves.toBe(
      false,
    );
    expect(slot.isConnected).toBe(true);
    expect(slot.querySelector("a")).not.toBeNull();
    expect(slot.getAttribute("aria-busy")).toBeNull();
    expect(slot.querySelector('[role="status"]')?.textContent).toContain(
      "De rest van de pagina kon niet worden geladen.",
    );
    // An answer that is not the page with every section (the app, an error) is no rest either.
    await expect(
      showLaterSections(slot, { focus: () => true, fetch: answering("<p>Niet gevonden</p>", 404) }),
    ).resolves.toBe(false);
    await expect(
      showLaterSections(slot, {
        focus: () => true,
        fetch: answering(documentOf(rendered("first"))),
      }),
    ).resolves.toBe(false);
    expect(sectionsShown()).toHaveLength(4);
    expect(laterSectionsOf("<!doctype html><p>geen pagina</p>")).toBeNull();
  });
});
