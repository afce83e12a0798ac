/**
 * Server rendering with Emotion's critical CSS, in this ONE module: when @memorial/ui ships its
 * `@memorial/ui/ssr` entry, this file becomes a re-export of it.
 *
 * A cache in `compat` mode keeps every rule in `cache.inserted` instead of writing `<style>`
 * elements into the markup; after `renderToString` the rules the page used are written as
 * `<style data-emotion="css …">` elements for the head. When the page's islands start, the
 * browser's Emotion cache (key "css", Chakra's default) adopts exactly these elements, so no rule
 * is inserted twice and nothing re-styles or moves.
 */
import createCache from "@emotion/cache";
import { CacheProvider } from "@emotion/react";
import { createElement, type ReactElement } from "react";
import { renderToString } from "react-dom/server";

export interface RenderedHtml {
  /** The markup of the element. */
  html: string;
  /** `<style>` elements with the CSS the markup needs (for the document's head). */
  css: string;
}

const KEY = "css";

/** CSS text is put in a style element: nothing inside it may close that element. */
function safeCss(css: string): string {
  return css.replace(/<\/style/gi, "<\\/style");
}

export function renderWithStyles(element: ReactElement): RenderedHtml {
  const cache = createCache({ key: KEY });
  cache.compat = true;
  const html = renderToString(createElement(CacheProvider, { value: cache }, element));
  const used = new Set<string>();
  for (const match of html.matchAll(/\bcss-([a-zA-Z0-9_-]+)/g)) {
    if (match[1] !== undefined) used.add(match[1]);
  }
  const globals: string[] = [];
  const ids: string[] = [];
  let rules = "";
  for (const [id, value] of Object.entries(cache.inserted)) {
    if (typeof value !== "string") continue;
    const isGlobal = cache.registered[`${KEY}-${id}`] === undefined;
    if (isGlobal) {
      globals.push(`<style data-emotion="${KEY}-global ${id}">${safeCss(value)}</style>`);
    } else if (used.has(id)) {
      ids.push(id);
      rules += value;
    }
  }
  const css =
    globals.join("") +
    (ids.length === 0
      ? ""
      : `<style data-emotion="${KEY} ${ids.join(" ")}">${safeCss(rules)}</style>`);
  return { html, css };
}
