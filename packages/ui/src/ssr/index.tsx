import createCache, { type EmotionCache } from "@emotion/cache";
import { CacheProvider } from "@emotion/react";
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { sanitizeRichText } from "@memorial/sanitize-html";
import { setSanitizerWithoutDom } from "../rich-text/sanitize.js";
import { VisitorUiProvider } from "../view-provider.js";
import { EMOTION_KEY } from "./styles.js";

export {
  EMOTION_KEY,
  leanGlobalCss,
  renderWithStyles,
  type RenderedHtml,
  type RenderWithStylesOptions,
} from "./styles.js";

// Without a DOM, SanitizedHtml cleans section HTML with parse5 (a render never fails: HTML
// nested too deep is flattened).
setSanitizerWithoutDom((html) => sanitizeRichText(html, { tooDeep: "flatten" }));

export interface RenderedView {
  /** The markup of the tree, to put inside the element the client hydrates. */
  html: string;
  /** The CSS the markup needs: Chakra's global styles and tokens, and every used class. */
  css: string;
  /** Emotion ids of the rules in `css` (the client reuses them instead of inserting again). */
  ids: string[];
  /** `css` as one `<style data-emotion="css …">` tag for the document's `<head>`. */
  styleTag: string;
}

export interface RenderViewOptions {
  /** Content-Security-Policy nonce for the style tag. */
  nonce?: string;
}

/** Class names Emotion gave the markup: `css-<id>` (with an optional label after the id). */
function classIdsIn(html: string): Set<string> {
  const ids = new Set<string>();
  for (const match of html.matchAll(new RegExp(`${EMOTION_KEY}-([a-zA-Z0-9_-]+)`, "g"))) {
    if (match[1] !== undefined) ids.add(match[1]);
  }
  return ids;
}

/** The rules of `cache` that `html` uses, plus every global rule (tokens, resets, keyframes). */
function usedStyles(cache: EmotionCache, html: string): { css: string; ids: string[] } {
  const inHtml = classIdsIn(html);
  const ids: string[] = [];
  let css = "";
  for (const [id, rules] of Object.entries(cache.inserted)) {
    if (typeof rules !== "string") continue;
    const isClass = cache.registered[`${EMOTION_KEY}-${id}`] !== undefined;
    if (isClass && !inHtml.has(id)) continue;
    ids.push(id);
    css += rules;
  }
  return { css, ids };
}

const escapeAttribute = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;");

/**
 * Renders a React tree inside the visitor provider to HTML, with Emotion's styles extracted into
 * one style sheet instead of inline `<style>` tags, so the client can hydrate the same tree
 * (inside `VisitorUiProvider`) without a difference. Uses no Node-only API: it runs in an edge
 * runtime as well as in Node.
 */
export function renderVisitorView(node: ReactNode, options: RenderViewOptions = {}): RenderedView {
  const cache = createCache({ key: EMOTION_KEY });
  // compat: keep the rules in the cache instead of rendering a <style> next to each element.
  cache.compat = true;
  const html = renderToString(
    <CacheProvider value={cache}>
      <VisitorUiProvider>{node}</VisitorUiProvider>
    </CacheProvider>,
  );
  const { css, ids } = usedStyles(cache, html);
  const nonce = options.nonce === undefined ? "" : ` nonce="${escapeAttribute(options.nonce)}"`;
  const safeCss = css.replace(/<\//g, "<\\/");
  const styleTag = `<style data-emotion="${EMOTION_KEY} ${ids.join(" ")}"${nonce}>${safeCss}</style>`;
  return { html, css, ids, styleTag };
}
