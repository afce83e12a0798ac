/**
 * Builds the document of a server-rendered page from the app's own `index.html` (so the head,
 * icons and meta of every deployment stay one file): the client-rendered app's entry script and
 * its module preloads are taken out (the visitor's page has its own small script),
 * the title, description, critical CSS, the rendered markup, the data island and the visitor
 * script are put in.
 */
import { escapeHtml } from "@memorial/sanitize-html/escape";
import { LOGIN_SHELL } from "../core/login-handoff";

export interface DocumentParts {
  title: string;
  description: string;
  /** `<style>` elements of the critical CSS. */
  css: string;
  /** Markup for `<div id="root">`. */
  body: string;
  /** The data island element. */
  dataIsland: string;
  /** URL of the visitor's boot script. */
  script: string;
  /** Link-preview tags and the canonical address (`link-preview.ts`), put in the head. */
  previewTags?: string;
  /** The `robots` meta of this page (index.html says `noindex` for every other answer). */
  robots?: string;
}

const ENTRY_SCRIPT = /<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"[^>]*><\/script>\s*/i;
const MODULE_PRELOADS = /<link\b[^>]*\brel="modulepreload"[^>]*>\s*/gi;

/** The client-rendered app's entry script named in index.html, or null. */
export function appScriptOf(indexHtml: string): string | null {
  return ENTRY_SCRIPT.exec(indexHtml)?.[1] ?? null;
}

/**
 * The image preloads React writes at the start of the markup (for the portrait's
 * `fetchpriority="high"`): left out. The first screen's images are `<img>` elements near the top
 * of an 11 kB document, which the browser's preload scanner finds in its first packets anyway;
 * in Lighthouse's simulated slow connection a preload in the head made them share it with the
 * document itself (`pnpm bench:web` on 2026-11-27: LCP 1.06x and 1.12x the reference with them,
 * 1.00x-1.16x in five runs without, median 1.05x: no worse, and one thing less).
 */
const LEADING_PRELOADS = /^(?:<link\b[^>]*\brel="preload"[^>]*\/?>)+/i;

/** Where index.html carries the app's first paint (`withAppShell`). */
const SHELL_CSS = /<!--app-shell-css-->[\s\S]*?<!--\/app-shell-css-->/;
const SHELL_MARKUP = /<!--app-shell-->[\s\S]*?<!--\/app-shell-->/;

/**
 * index.html with the app's first paint (`src/app/shell/app-shell.tsx`): its CSS at the end of the
 * head and its markup in `<div id="root">`, each between markers so that `withoutAppShell` (and
 * every server-rendered page) can take them out again.
 */
export function withAppShell(indexHtml: string, shell: { css: string; html: string }): string {
  const bare = withoutAppShell(indexHtml);
  if (!/<div id="root"><\/div>/i.test(bare))
    throw new Error('index.html has no empty <div id="root">');
  return bare
    .replace(/<\/head>/i, `<!--app-shell-css-->${shell.css}<!--/app-shell-css--></head>`)
    .replace(
      /<div id="root"><\/div>/i,
      `<div id="root"><!--app-shell-->${shell.html}<!--/app-shell--></div>`,
    );
}

/**
 * index.html with an island's script in place of the app's entry script (and without its module
 * preloads): the login screen's own document (`scripts/write-app-shell.ts`). The island finds the
 * app's script, which it fetches on the first touch, in `data-app-script`.
 */
export function withIslandScript(indexHtml: string, island: string): string {
  const app = appScriptOf(indexHtml);
  if (app === null) throw new Error("index.html has no entry script");
  return indexHtml
    .replace(MODULE_PRELOADS, "")
    .replace(
      ENTRY_SCRIPT,
      `<script type="module" crossorigin src="${escapeHtml(island)}" ${LOGIN_SHELL.appScript}="${escapeHtml(app)}"></script>`,
    );
}

/** index.html without the app's first paint. */
export function withoutAppShell(indexHtml: string): string {
  return indexHtml.replace(SHELL_CSS, "").replace(SHELL_MARKUP, "");
}

export function buildDocument(indexHtml: string, parts: DocumentParts): string {
  const body = parts.body.replace(LEADING_PRELOADS, "");
  // Replacements are functions: a replacement string reads `$&`, `$'` and `$1` in the page's
  // own text as patterns.
  const put = (doc: string, pattern: RegExp, text: string) => doc.replace(pattern, () => text);
  let doc = withoutAppShell(indexHtml).replace(ENTRY_SCRIPT, "").replace(MODULE_PRELOADS, "");
  doc = put(doc, /<title>[\s\S]*?<\/title>/i, `<title>${escapeHtml(parts.title)}</title>`);
  doc = put(
    doc,
    /<meta\s+name="description"[\s\S]*?>/i,
    `<meta name="description" content="${escapeHtml(parts.description)}" />`,
  );
  if (parts.robots !== undefined) {
    doc = put(
      doc,
      /<meta\s+name="robots"[\s\S]*?>/i,
      `<meta name="robots" content="${escapeHtml(parts.robots)}" />`,
    );
  }
  const head = `${parts.previewTags ?? ""}${parts.css}<script type="module" src="${escapeHtml(parts.script)}"></script>`;
  doc = put(doc, /<\/head>/i, `${head}</head>`);
  return put(doc, /<div id="root"><\/div>/i, `<div id="root">${body}</div>${parts.dataIsland}`);
}
