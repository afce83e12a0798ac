/**
 * The app's server render of a whole document: critical CSS split for the head and for below the
 * first screen, and a lean copy of the theme's global styles. Uses no Node-only API, so it runs
 * in the Node preview server and in an edge runtime (workerd) alike.
 */
import createCache from "@emotion/cache";
import { CacheProvider } from "@emotion/react";
import { createElement, type ReactElement } from "react";
import { renderToString } from "react-dom/server";

/** The Emotion key of the server render; the client's default cache uses the same ("css"). */
export const EMOTION_KEY = "css";

export interface RenderedHtml {
  /** The markup of the element. */
  html: string;
  /** `<style>` elements with the CSS the markup needs (for the document's head). */
  css: string;
}

export interface RenderWithStylesOptions {
  /**
   * Marks the element from which on the page is below the first screen (an attribute of it,
   * e.g. `data-condolences-slot`): the rules used only from there on go into a style element
   * right before that element instead of the head, so the head (and with it the first screen's
   * markup and its images) arrives sooner.
   */
  laterFrom?: string;
}

/** CSS text is put in a style element: nothing inside it may close that element. */
function safeCss(css: string): string {
  return css.replace(/<\/style/gi, "<\\/style");
}

const CUSTOM_PROPERTY = /(--[A-Za-z0-9_-]+)\s*:\s*([^;{}]*)(;?)/g;
const VAR_REFERENCE = /var\(\s*(--[A-Za-z0-9_-]+)/g;
const KEYFRAMES =
  /@(?:-webkit-|-moz-)?keyframes\s+([A-Za-z0-9_-]+)\s*\{(?:[^{}]*\{[^{}]*\})*[^{}]*\}/g;

/**
 * The server's copy of the theme's global styles, without what the page does not use: the
 * custom properties nothing of the page reaches (the theme defines over 600, a page reads
 * under 200) and the keyframes no rule names. It keeps the first screen's CSS small; the
 * complete global styles arrive with the islands (the lean copy is written under its own name,
 * so the browser's Emotion inserts the full one when an island starts).
 */
export function leanGlobalCss(global: string, page: string): string {
  const declared = new Map<string, string[]>();
  const withoutProperties = global.replace(
    CUSTOM_PROPERTY,
    (_match, name: string, value: string) => {
      declared.set(name, [...(declared.get(name) ?? []), value]);
      return "";
    },
  );
  const used = new Set<string>();
  const pending: string[] = [];
  const reach = (text: string) => {
    for (const [, name] of text.matchAll(VAR_REFERENCE)) {
      if (name !== undefined && !used.has(name)) {
        used.add(name);
        pending.push(name);
      }
    }
  };
  reach(page);
  reach(withoutProperties);
  for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
    for (const value of declared.get(name) ?? []) reach(value);
  }
  const properties = global.replace(CUSTOM_PROPERTY, (match, name: string) =>
    used.has(name) ? match : "",
  );
  // A keyframes rule stays when anything left names it (a rule, a kept property, the markup).
  const named = `${page}${properties.replace(KEYFRAMES, "")}`;
  return properties.replace(KEYFRAMES, (match, name: string) =>
    new RegExp(`\\b${name}\\b`).test(named) ? match : "",
  );
}

function styleElement(ids: readonly string[], rules: string): string {
  return ids.length === 0
    ? ""
    : `<style data-emotion="${EMOTION_KEY} ${ids.join(" ")}">${safeCss(rules)}</style>`;
}

/**
 * Renders `element` (which brings its own provider, e.g. the app's visitor page inside
 * `VisitorUiProvider`) with the CSS split for a document: the global styles as a lean copy
 * (`leanGlobalCss`) and the used classes in the head, the classes first used below `laterFrom`
 * right before that element. The ids of the style elements match what the browser's Emotion
 * cache (key "css") adopts when the page's islands start, so no rule is inserted twice.
 */
export function renderWithStyles(
  element: ReactElement,
  options: RenderWithStylesOptions = {},
): RenderedHtml {
  const cache = createCache({ key: EMOTION_KEY });
  cache.compat = true;
  const rendered = renderToString(createElement(CacheProvider, { value: cache }, element));
  // Where each class is first used.
  const firstUse = new Map<string, number>();
  for (const match of rendered.matchAll(/\bcss-([a-zA-Z0-9_-]+)/g)) {
    if (match[1] !== undefined && !firstUse.has(match[1])) firstUse.set(match[1], match.index);
  }
  const marker = options.laterFrom === undefined ? -1 : rendered.indexOf(options.laterFrom);
  const split = marker < 0 ? -1 : rendered.lastIndexOf("<", marker);
  const globals: { id: string; css: string }[] = [];
  const early = { ids: [] as string[], rules: "" };
  const later = { ids: [] as string[], rules: "" };
  for (const [id, value] of Object.entries(cache.inserted)) {
    if (typeof value !== "string") continue;
    const isGlobal = cache.registered[`${EMOTION_KEY}-${id}`] === undefined;
    const position = firstUse.get(id);
    if (isGlobal) {
      globals.push({ id, css: value });
    } else if (position !== undefined) {
      const group = split >= 0 && position >= split ? later : early;
      group.ids.push(id);
      group.rules += value;
    }
  }
  const html =
    split < 0
      ? rendered
      : rendered.slice(0, split) + styleElement(later.ids, later.rules) + rendered.slice(split);
  // Everything of the page that can read a custom property: its rules and its markup (inline
  // styles).
  const page = early.rules + later.rules + html;
  const globalCss = globals
    .map(({ id, css }) => {
      const lean = leanGlobalCss(css, page);
      const name = lean === css ? id : `${id}-lean`;
      return `<style data-emotion="${EMOTION_KEY}-global ${name}">${safeCss(lean)}</style>`;
    })
    .join("");
  return { html, css: globalCss + styleElement(early.ids, early.rules) };
}
