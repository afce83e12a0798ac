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
   * Attributes of the elements from which on the rules of the page travel with the markup (e.g.
   * `data-section-type` of each section, `data-condolences-slot`): a rule first used inside the
   * markup from such an element on goes into a style element right before that element instead
   * of the head, so the head holds only what the top of the page needs and the first screen's
   * markup and its images arrive sooner. Every element with the attribute is a split point.
   */
  laterFrom?: string | readonly string[];
  /**
   * Emotion's key for the class names and style elements (default `EMOTION_KEY`, which the
   * client's cache adopts). Markup that the client replaces instead of hydrating (the app's first
   * paint in index.html) takes a key of its own, so that no client cache adopts its rules.
   */
  emotionKey?: string;
  /**
   * React's prefix of the ids `useId` makes (`renderToString`'s `identifierPrefix`): markup that
   * is put into a page rendered on its own (a long page's later sections) takes one of its own,
   * so that no id is on the page twice.
   */
  identifierPrefix?: string;
}

/** CSS text is put in a style element: nothing inside it may close that element. */
function safeCss(css: string): string {
  return css.replace(/<\/style/gi, "<\\/style");
}

// A custom property's name may hold escaped characters (Chakra's `--chakra-sizes-1\/2`).
const NAME = String.raw`--(?:[A-Za-z0-9_-]|\\.)+`;
const CUSTOM_PROPERTY = new RegExp(String.raw`(${NAME})\s*:\s*([^;{}]*)(;?)`, "g");
const VAR_REFERENCE = new RegExp(String.raw`var\(\s*(${NAME})`, "g");
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
  // Named means: in an animation (or animation-name) declaration or a custom property's value,
  // not merely the same word elsewhere (`position` is also a property).
  const named = `${page}${properties.replace(KEYFRAMES, "")}`;
  return properties.replace(KEYFRAMES, (match, name: string) =>
    new RegExp(String.raw`(?:animation(?:-name)?|--[A-Za-z0-9_-]+)\s*:[^;{}]*\b${name}\b`).test(
      named,
    )
      ? match
      : "",
  );
}

/**
 * What a selector of the global styles can match: the tags, class names and attribute names
 * (lower case) of the markup.
 */
export interface MarkupFacts {
  tags: ReadonlySet<string>;
  classes: ReadonlySet<string>;
  attributes: ReadonlySet<string>;
}

// An attribute of a start tag: its name, then an optional quoted or bare value.
const ATTRIBUTE = /\s([^\s"'<>/=]+)(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?/g;

/**
 * The tags, class names and attribute names of `html`, with `html` and `body` (the document
 * around it; `lang` and `dir` are on `html`).
 */
export function markupFacts(html: string): MarkupFacts {
  const tags = new Set(["html", "body"]);
  const attributes = new Set(["lang", "dir"]);
  // `exec` loops, not `matchAll`: this runs over every rendered page, and the iterators' arrays
  // cost a third of its time.
  const tag = /<([a-zA-Z][a-zA-Z0-9-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g;
  for (let found = tag.exec(html); found !== null; found = tag.exec(html)) {
    tags.add((found[1] ?? "").toLowerCase());
    const rest = found[2] ?? "";
    if (rest.length < 2) continue;
    ATTRIBUTE.lastIndex = 0;
    for (
      let attribute = ATTRIBUTE.exec(rest);
      attribute !== null;
      attribute = ATTRIBUTE.exec(rest)
    ) {
      attributes.add((attribute[1] ?? "").toLowerCase());
    }
  }
  const classes = new Set<string>();
  for (const [, list] of html.matchAll(/\bclass="([^"]*)"/g)) {
    for (const name of (list ?? "").split(/\s+/)) if (name !== "") classes.add(name);
  }
  return { tags, classes, attributes };
}

function joinedFacts(a: MarkupFacts, b: MarkupFacts): MarkupFacts {
  return {
    tags: new Set([...a.tags, ...b.tags]),
    classes: new Set([...a.classes, ...b.classes]),
    attributes: new Set([...a.attributes, ...b.attributes]),
  };
}

/** The facts with the style elements a render puts into the markup (`styleElement`), if any. */
function withStyleElements(facts: MarkupFacts, any: boolean): MarkupFacts {
  return any
    ? {
        ...facts,
        tags: new Set([...facts.tags, "style"]),
        attributes: new Set([...facts.attributes, "data-emotion"]),
      }
    : facts;
}

interface Block {
  /** The selector list or at-rule prelude, trimmed. */
  prelude: string;
  /** The text between the braces; null for a statement (`@layer a, b;`). */
  body: string | null;
}

/** The top-level rules of `css` (strings and nested braces respected). */
function blocksOf(css: string): Block[] {
  const blocks: Block[] = [];
  let start = 0;
  let index = 0;
  while (index < css.length) {
    const char = css[index];
    if (char === '"' || char === "'") {
      index = css.indexOf(char, index + 1);
      if (index < 0) break;
    } else if (char === ";") {
      const prelude = css.slice(start, index).trim();
      if (prelude !== "") blocks.push({ prelude, body: null });
      start = index + 1;
    } else if (char === "{") {
      let depth = 1;
      let end = index + 1;
      for (; end < css.length && depth > 0; end++) {
        const inner = css[end];
        if (inner === '"' || inner === "'") {
          const close = css.indexOf(inner, end + 1);
          end = close < 0 ? css.length : close;
        } else if (inner === "{") depth++;
        else if (inner === "}") depth--;
      }
      blocks.push({ prelude: css.slice(start, index).trim(), body: css.slice(index + 1, end - 1) });
      start = end;
      index = end;
      continue;
    }
    index++;
  }
  const rest = css.slice(start).trim();
  if (rest !== "") blocks.push({ prelude: rest, body: null });
  return blocks;
}

/** Splits a selector list at its top-level commas (not inside `:is(a, b)`). */
function selectorsOf(list: string): string[] {
  const selectors: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < list.length; index++) {
    const char = list[index];
    if (char === "(" || char === "[") depth++;
    else if (char === ")" || char === "]") depth--;
    else if (char === "," && depth === 0) {
      selectors.push(list.slice(start, index).trim());
      start = index + 1;
    }
  }
  selectors.push(list.slice(start).trim());
  return selectors;
}

/** Pseudo-elements and -classes that only form fields have. */
const FORM_FIELD_PSEUDOS: readonly [RegExp, readonly string[]][] = [
  [/::?(-webkit-input-|-moz-)?placeholder|:-ms-input-placeholder/, ["input", "textarea"]],
  [/::-webkit-(search-|file-upload|inner-spin|outer-spin)/, ["input"]],
  [/:-moz-ui-invalid/, ["input", "textarea", "select"]],
];

const unescapeCss = (name: string) => name.replace(/\\(.)/g, "$1");

/**
 * Whether `selector` can match the markup: every class it names, every attribute it requires
 * and every element type of its compounds are in it. What is inside parentheses
 * (`:where(html, .x)`, `:not([y])`) and attribute values are not judged, so such a selector is
 * kept.
 */
function mayMatch(selector: string, facts: MarkupFacts): boolean {
  let outer = selector;
  for (let previous = ""; previous !== outer;) {
    previous = outer;
    outer = outer.replace(/\([^()]*\)/g, "");
  }
  for (const [, name] of outer.matchAll(/\[\s*([^\s\]~|^$*=]+)/g)) {
    if (name !== undefined && !facts.attributes.has(unescapeCss(name).toLowerCase())) return false;
  }
  outer = outer.replace(/\[[^\]]*\]/g, "");
  for (const [, name] of outer.matchAll(/\.((?:[A-Za-z0-9_-]|\\.)+)/g)) {
    if (name !== undefined && !facts.classes.has(unescapeCss(name))) return false;
  }
  for (const [pattern, tags] of FORM_FIELD_PSEUDOS) {
    if (pattern.test(outer) && !tags.some((tag) => facts.tags.has(tag))) return false;
  }
  for (const compound of outer.split(/[\s>+~]+/)) {
    const tag = /^[a-zA-Z][a-zA-Z0-9-]*/.exec(compound)?.[0];
    if (tag !== undefined && !facts.tags.has(tag.toLowerCase())) return false;
  }
  return true;
}

/**
 * The global styles without the rules that cannot match the markup (the reset of form fields
 * on a page without any, the dark theme's tokens on a page without `.dark`). Inside `@layer`,
 * `@media`, `@supports` and `@container` the rules are judged one by one; other at-rules
 * (keyframes, font faces) stay. A selector list keeps the selectors that may match.
 */
export function pruneUnusedRules(css: string, facts: MarkupFacts): string {
  let out = "";
  for (const { prelude, body } of blocksOf(css)) {
    if (body === null) {
      out += `${prelude};`;
    } else if (/^@(layer|media|supports|container)\b/i.test(prelude)) {
      const inner = pruneUnusedRules(body, facts);
      if (inner !== "") out += `${prelude}{${inner}}`;
    } else if (prelude.startsWith("@")) {
      out += `${prelude}{${body}}`;
    } else {
      const kept = selectorsOf(prelude).filter((selector) => mayMatch(selector, facts));
      if (kept.length > 0 && body.trim() !== "") out += `${kept.join(",")}{${body}}`;
    }
  }
  return out;
}

/**
 * Where the markup's elements carrying one of `attributes` start (the `<` of their tag), in
 * order. Only an attribute inside a tag counts, not the same word in the page's text.
 */
function splitPoints(markup: string, attributes: string | readonly string[] | undefined): number[] {
  const names =
    attributes === undefined ? [] : typeof attributes === "string" ? [attributes] : attributes;
  const points = new Set<number>();
  for (const name of names) {
    for (let at = markup.indexOf(name); at >= 0; at = markup.indexOf(name, at + name.length)) {
      const open = markup.lastIndexOf("<", at);
      const after = markup[at + name.length];
      const inTag = open > markup.lastIndexOf(">", at) && open >= 0;
      if (inTag && markup[at - 1] === " " && (after === "=" || after === " " || after === ">")) {
        points.add(open);
      }
    }
  }
  return [...points].sort((a, b) => a - b);
}

/** The declarations of a rule's body (`;` inside strings and parentheses respected). */
function declarationsOf(body: string): string[] {
  const declarations: string[] = [];
  let depth = 0;
  let quote: string | null = null;
  let start = 0;
  for (let index = 0; index < body.length; index++) {
    const char = body[index];
    if (quote !== null) {
      if (char === quote) quote = null;
    } else if (char === '"' || char === "'") quote = char;
    else if (char === "(") depth++;
    else if (char === ")") depth--;
    else if (char === ";" && depth === 0) {
      declarations.push(body.slice(start, index).trim());
      start = index + 1;
    }
  }
  declarations.push(body.slice(start).trim());
  return declarations.filter((declaration) => declaration !== "");
}

/** Every rule of `css` under a key of its at-rule context and prelude, for `subtractRules`. */
function ruleIndex(css: string, context = "", index = new Map<string, Set<string>>()) {
  for (const { prelude, body } of blocksOf(css)) {
    const key = `${context}\u0000${prelude}`;
    if (
      body === null ||
      (prelude.startsWith("@") && !/^@(layer|media|supports|container)\b/i.test(prelude))
    ) {
      index.set(key, new Set([body ?? ""]));
    } else if (prelude.startsWith("@")) {
      ruleIndex(body, key, index);
    } else {
      index.set(key, new Set(declarationsOf(body)));
    }
  }
  return index;
}

/**
 * `css` without what `already` has: the same statements and at-rules, and in a rule with the
 * same selector in the same context only the declarations `already` does not hold.
 */
export function subtractRules(css: string, already: string): string {
  const index = ruleIndex(already);
  const subtract = (text: string, context: string): string => {
    let out = "";
    for (const { prelude, body } of blocksOf(text)) {
      const key = `${context}\u0000${prelude}`;
      const seen = index.get(key);
      if (body === null) {
        if (seen === undefined) out += `${prelude};`;
      } else if (prelude.startsWith("@") && /^@(layer|media|supports|container)\b/i.test(prelude)) {
        const inner = subtract(body, key);
        if (inner !== "") out += `${prelude}{${inner}}`;
      } else if (prelude.startsWith("@")) {
        if (!seen?.has(body)) out += `${prelude}{${body}}`;
      } else {
        const rest = declarationsOf(body).filter((declaration) => !seen?.has(declaration));
        if (rest.length > 0) out += `${prelude}{${rest.join(";")};}`;
      }
    }
    return out;
  };
  return subtract(css, "");
}

/** A selector of a state only a visitor's hand brings: hover, keyboard focus, an open menu. */
const INTERACTION_STATE =
  /:hover|\[data-hover\]|:focus-visible|\[data-focus-visible\]|:focus-within|\[aria-expanded=true\]|\[data-expanded\]|\[data-state=expanded\]|\[aria-busy=/;

/** A selector of Chakra's disabled state (`:is(:disabled, [disabled], [data-disabled], …)`). */
const DISABLED_STATE =
  /:is\(:disabled,\s*\[disabled\],\s*\[data-disabled\],\s*\[aria-disabled=true\]\)/;
const DISABLED_ATTRIBUTES = ["disabled", "data-disabled", "aria-disabled"];

/**
 * Splits rules into what the first paint needs and what only applies once the visitor moves
 * the pointer over or tabs to an element (`@media (hover: hover)` blocks, selectors of hover,
 * focus, expanded or busy states). A rule with several selectors stays unless all are such.
 * Given the facts of the markup the rules are for, the disabled state waits too when nothing
 * in that markup is disabled.
 */
export function splitInteractionRules(
  css: string,
  facts?: MarkupFacts,
): { now: string; later: string } {
  const nothingDisabled =
    facts !== undefined && !DISABLED_ATTRIBUTES.some((name) => facts.attributes.has(name));
  const waits = (selector: string) =>
    INTERACTION_STATE.test(selector) || (nothingDisabled && DISABLED_STATE.test(selector));
  let now = "";
  let later = "";
  for (const { prelude, body } of blocksOf(css)) {
    if (body === null) {
      now += `${prelude};`;
    } else if (/^@media\s*\(\s*hover\s*:\s*hover\s*\)$/i.test(prelude)) {
      later += `${prelude}{${body}}`;
    } else if (/^@(layer|media|supports|container)\b/i.test(prelude)) {
      const inner = splitInteractionRules(body, facts);
      if (inner.now !== "") now += `${prelude}{${inner.now}}`;
      if (inner.later !== "") later += `${prelude}{${inner.later}}`;
    } else if (!prelude.startsWith("@") && selectorsOf(prelude).every(waits)) {
      later += `${prelude}{${body}}`;
    } else {
      now += `${prelude}{${body}}`;
    }
  }
  return { now, later };
}

/** What a stylesheet's selectors can ask of markup: its class names, tags and attribute names. */
interface SelectorVocabulary {
  classes: ReadonlySet<string>;
  tags: ReadonlySet<string>;
  attributes: ReadonlySet<string>;
}

/**
 * Every name the selectors of `css` may test markup for (a superset: any word of the text may
 * be a tag). `mayMatch` asks the markup's facts only about such names, and about the form
 * fields behind the form-field pseudos.
 */
function vocabularyOf(css: string): SelectorVocabulary {
  const classes = new Set<string>();
  for (const [, name] of css.matchAll(/\.((?:[A-Za-z0-9_-]|\\.)+)/g)) {
    if (name !== undefined) classes.add(unescapeCss(name));
  }
  const tags = new Set(FORM_FIELD_PSEUDOS.flatMap(([, fields]) => fields));
  for (const [word] of css.matchAll(/[a-zA-Z][a-zA-Z0-9-]*/g)) tags.add(word.toLowerCase());
  const attributes = new Set<string>();
  for (const [, name] of css.matchAll(/\[\s*([^\s\]~|^$*=]+)/g)) {
    if (name !== undefined) attributes.add(unescapeCss(name).toLowerCase());
  }
  return { classes, tags, attributes };
}

// A declaration that may name keyframes (`leanGlobalCss` keeps those named in one).
const ANIMATION_DECLARATION = /(?:animation(?:-name)?|--[A-Za-z0-9_-]+)\s*:[^;{}]*/g;

/**
 * Keeps what `leanGlobalCss(pruneUnusedRules(css, facts), page)` answered, under a key of
 * exactly what that answer depends on: the markup facts the stylesheet's selectors can ask
 * about, the custom properties the page reads and the page's declarations that may name
 * keyframes. Pages made of the same components share an entry, so a render seldom prunes the
 * theme's global styles again (the work of a few milliseconds per request).
 */
const leanGlobals = new Map<string, string>();
const vocabularies = new Map<string, SelectorVocabulary>();
const LEAN_GLOBALS_KEPT = 200;

/** What CSS reads: the custom properties it names in `var()`, and declarations that may name keyframes. */
interface Reads {
  readonly properties: readonly string[];
  readonly naming: readonly string[];
}

function readsOfText(css: string): Reads {
  const properties = new Set<string>();
  for (const [, name] of css.matchAll(VAR_REFERENCE)) if (name !== undefined) properties.add(name);
  const naming = new Set<string>();
  for (const [declaration] of css.matchAll(ANIMATION_DECLARATION)) naming.add(declaration);
  return { properties: [...properties], naming: [...naming] };
}

/**
 * The reads of a class's rules, kept by their text: a page's classes are mostly the ones the
 * last pages had, so a render scans only the rules it has not seen (scanning all of a page's
 * CSS for every request took about a millisecond).
 */
const ruleReads = new Map<string, Reads>();
const RULE_READS_KEPT = 5000;

function readsOfRules(css: string): Reads {
  let reads = ruleReads.get(css);
  if (reads === undefined) {
    if (ruleReads.size >= RULE_READS_KEPT) ruleReads.clear();
    reads = readsOfText(css);
    ruleReads.set(css, reads);
  }
  return reads;
}

/**
 * What a part of the page can read custom properties and name keyframes with: its rules and its
 * markup's inline styles. `reads` is the key `leanGlobalOf` keeps an answer under; `text()` is
 * that CSS, for when an answer must be worked out.
 */
interface PageCss {
  reads: string;
  text: () => string;
}

function pageCss(rules: readonly string[], inline: string): PageCss {
  const properties = new Set<string>();
  const naming = new Set<string>();
  for (const reads of [...rules.map(readsOfRules), readsOfText(inline)]) {
    for (const name of reads.properties) properties.add(name);
    for (const declaration of reads.naming) naming.add(declaration);
  }
  return {
    reads: `${[...properties].sort().join(" ")}\u0000${[...naming].sort().join("\u0001")}`,
    text: () => rules.join("") + inline,
  };
}

/** The inline styles of markup up to `end`, one after the other. */
function inlineStylesOf(styles: readonly { index: number; value: string }[], end: number): string {
  let css = "";
  for (const style of styles) if (style.index < end) css += `${style.value};`;
  return css;
}

function leanGlobalOf(id: string, css: string, facts: MarkupFacts, page: PageCss): string {
  let vocabulary = vocabularies.get(id);
  if (vocabulary === undefined) {
    vocabulary = vocabularyOf(css);
    vocabularies.set(id, vocabulary);
  }
  const known = vocabulary;
  const asked = (names: ReadonlySet<string>, of: ReadonlySet<string>) =>
    [...names]
      .filter((name) => of.has(name))
      .sort()
      .join(" ");
  const key = [
    id,
    css.length,
    asked(facts.classes, known.classes),
    asked(facts.tags, known.tags),
    asked(facts.attributes, known.attributes),
    page.reads,
  ].join("\u0000");
  const kept = leanGlobals.get(key);
  if (kept !== undefined) return kept;
  const lean = leanGlobalCss(pruneUnusedRules(css, facts), page.text());
  if (leanGlobals.size >= LEAN_GLOBALS_KEPT) {
    const oldest = leanGlobals.keys().next().value;
    if (oldest !== undefined) leanGlobals.delete(oldest);
  }
  leanGlobals.set(key, lean);
  return lean;
}

/** `subtractRules(css, already)` kept for the last pairs asked (the same pages ask again). */
const subtracted = new Map<string, string>();

function subtractKept(css: string, already: string): string {
  const key = `${css}\u0000${already}`;
  const kept = subtracted.get(key);
  if (kept !== undefined) return kept;
  const rest = subtractRules(css, already);
  if (subtracted.size >= LEAN_GLOBALS_KEPT) {
    const oldest = subtracted.keys().next().value;
    if (oldest !== undefined) subtracted.delete(oldest);
  }
  subtracted.set(key, rest);
  return rest;
}

function globalElement(key: string, name: string, css: string): string {
  return `<style data-emotion="${key}-global ${name}">${safeCss(css)}</style>`;
}

function styleElement(key: string, ids: readonly string[], rules: string): string {
  return ids.length === 0
    ? ""
    : `<style data-emotion="${key} ${ids.join(" ")}">${safeCss(rules)}</style>`;
}

/**
 * The server's Emotion keeps the CSS it compiled for a style (stylis' work) across renders, per
 * list of plugins *by identity*: one list for every render, so a request compiles only the
 * styles no earlier request of the isolate used.
 */
const NO_STYLIS_PLUGINS: never[] = [];

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
  // No vendor prefixes (stylis' prefixer doubles the size of flex and transform rules): the
  // browsers the app supports need none, and the islands' Emotion brings its own rules.
  const key = options.emotionKey ?? EMOTION_KEY;
  const cache = createCache({ key, stylisPlugins: NO_STYLIS_PLUGINS });
  cache.compat = true;
  const rendered = renderToString(
    createElement(CacheProvider, { value: cache }, element),
    options.identifierPrefix === undefined
      ? undefined
      : { identifierPrefix: options.identifierPrefix },
  );
  // Where each class is first used.
  const firstUse = new Map<string, number>();
  for (const match of rendered.matchAll(new RegExp(String.raw`\b${key}-([a-zA-Z0-9_-]+)`, "g"))) {
    if (match[1] !== undefined && !firstUse.has(match[1])) firstUse.set(match[1], match.index);
  }
  const splits = splitPoints(rendered, options.laterFrom);
  // What the head's rules are for: the markup before the first split point.
  const headFacts = splits[0] === undefined ? undefined : markupFacts(rendered.slice(0, splits[0]));
  // Group 0 is the head; group n the style element before the n-th split point.
  const groups = Array.from({ length: splits.length + 1 }, () => ({
    ids: [] as string[],
    rules: "",
  }));
  const globals: { id: string; css: string }[] = [];
  const deferred: { id: string; rules: string }[] = [];
  // Each class's rules, as the head and the later style elements hold them.
  const topRules: string[] = [];
  const laterRules: string[] = [];
  for (const [id, value] of Object.entries(cache.inserted)) {
    if (typeof value !== "string") continue;
    const isGlobal = cache.registered[`${key}-${id}`] === undefined;
    const position = firstUse.get(id);
    if (isGlobal) {
      globals.push({ id, css: value });
    } else if (position !== undefined) {
      const index = splits.filter((split) => split <= position).length;
      const group = groups[index];
      if (group === undefined) continue;
      // The head's hover and focus rules wait for the first split point (before anyone can
      // point at or tab to anything: the document is one answer), and so does the disabled
      // state when nothing above that point is disabled (scripts run after the whole answer).
      const { now, later } =
        index === 0 && headFacts !== undefined
          ? splitInteractionRules(value, headFacts)
          : { now: value, later: "" };
      group.ids.push(id);
      group.rules += now;
      (index === 0 ? topRules : laterRules).push(now);
      if (later !== "") {
        deferred.push({ id, rules: later });
        laterRules.push(later);
      }
    }
  }
  const next = groups[1];
  if (next !== undefined && deferred.length > 0) {
    next.ids = [...deferred.map((entry) => entry.id), ...next.ids];
    next.rules = deferred.map((entry) => entry.rules).join("") + next.rules;
  }
  // The markup with each later style element before its split point, joined once.
  const pieces: string[] = [];
  let from = 0;
  splits.forEach((split, index) => {
    pieces.push(rendered.slice(from, split));
    const group = groups[index + 1];
    if (group !== undefined) pieces.push(styleElement(key, group.ids, group.rules));
    from = split;
  });
  pieces.push(rendered.slice(from));
  let html = pieces.join("");
  const early = groups[0] ?? { ids: [], rules: "" };
  // Everything of the page that can read a custom property: its rules and its markup's inline
  // styles.
  const inline = [...rendered.matchAll(/ style="([^"]*)"/g)].map((match) => ({
    index: match.index,
    value: match[1] ?? "",
  }));
  const page = pageCss([...topRules, ...laterRules], inlineStylesOf(inline, rendered.length));
  // The markup's facts: the head's (scanned above) and the rest's, with the later style elements.
  const facts =
    headFacts === undefined || splits[0] === undefined
      ? markupFacts(html)
      : withStyleElements(
          joinedFacts(headFacts, markupFacts(rendered.slice(splits[0]))),
          groups.slice(1).some((group) => group.ids.length > 0),
        );
  // The global styles the top of the page needs go into the head; what only the sections and
  // the register need (their custom properties, the reset of form fields) comes with the first
  // section.
  const first = splits[0];
  const top = first === undefined ? html : html.slice(0, first);
  const topFacts = headFacts ?? markupFacts(top);
  const topPage = pageCss(topRules, inlineStylesOf(inline, first ?? rendered.length));
  let globalCss = "";
  let restCss = "";
  for (const { id, css } of globals) {
    const lean = leanGlobalOf(id, css, facts, page);
    const name = lean === css ? id : `${id}-lean`;
    if (first === undefined) {
      globalCss += globalElement(key, name, lean);
      continue;
    }
    const head = leanGlobalOf(id, css, topFacts, topPage);
    const rest = subtractKept(lean, head);
    globalCss += globalElement(key, head === css ? id : `${id}-lean`, head);
    if (rest !== "") restCss += globalElement(key, `${id}-rest`, rest);
  }
  if (first !== undefined && restCss !== "")
    html = html.slice(0, first) + restCss + html.slice(first);
  return { html, css: globalCss + styleElement(key, early.ids, early.rules) };
}
