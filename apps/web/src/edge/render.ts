/**
 * The render function of the visitor's view of a public memorial page: a standard
 * `(request: Request) => Promise<Response>` handler without any Node-only API, so the same code
 * runs in the local preview server and at the edge (README: "Server-rendered visitor pages").
 *
 * For `GET /{profileId}` it reads the page through the public API (no session, no credentials),
 * renders the visitor view to HTML with React's server renderer and the page's critical CSS
 * inline, and adds what its interactive islands need as a JSON data island. Everything else, and every page
 * that is not public (404) or cannot be read, falls through to the client-rendered app's
 * `index.html`, which handles it as before (not-found view, shared pages, sign-in, retry).
 */
import { createApiClient } from "@memorial/api-client";
import type { Profile as WireProfile, Section } from "@memorial/api-types";
import { gatheringToday } from "@memorial/domain";
import { createElement } from "react";
import { visitorTexts } from "../texts/visitor";
import { sanitizeRichText } from "@memorial/sanitize-html";
import { readRegisterSnapshot, type RegisterSnapshot } from "../features/condolences/visitor";
import { dataIslandHtml, pageFactsOf } from "../visitor/data-island";
import { REGISTER_SLOT_ATTRIBUTE } from "../visitor/markers";
import { VisitorPage } from "../visitor/visitor-page";
import { renderWithStyles } from "./emotion-ssr";
import { appScriptOf, buildDocument } from "./html-document";
import { StoryRendererContext } from "../features/visitor-view";
import { ServerStory } from "./server-story";

export interface RenderOptions {
  /** Base URL of the product API (the `apiBaseUrl` of config.json). */
  apiBaseUrl: string;
  /** The built app's `index.html`: the template, and the answer for everything not rendered. */
  indexHtml: () => Promise<string>;
  /** URL of the visitor's boot script (`src/visitor/boot.ts` in the build manifest). */
  visitorScript: string;
  /** Part of the ETag: a new build changes the HTML of an unchanged page. */
  buildId: string;
  /** Seconds a shared cache may serve the page as fresh (default 60). */
  maxAgeSeconds?: number;
  /** Seconds a shared cache may serve it stale while it revalidates (default 600). */
  staleWhileRevalidateSeconds?: number;
  /** The API read gives up after this long and the app renders in the browser (default 3000). */
  apiTimeoutMs?: number;
  /**
   * How many rendered documents to keep, by ETag (default 100; 0 keeps none). The same page
   * and register with the same build render the same document: rendering again costs the
   * visitor tens of milliseconds before the first byte, as a CDN without the page would.
   */
  cacheEntries?: number;
  fetch?: typeof fetch;
}

/** A page id: one path segment of the contract's ProfileId pattern. */
const PROFILE_PATH = /^\/([A-Za-z0-9_-]{1,64})\/?$/;

/** First path segments of the app's own routes: never a page. */
const NAMED_ROUTES = new Set([
  "login",
  "logout",
  "register",
  "reset-password",
  "change-password",
  "toegankelijkheid",
  "assets",
]);

export function profileIdOf(pathname: string): string | null {
  const id = PROFILE_PATH.exec(pathname)?.[1];
  return id === undefined || NAMED_ROUTES.has(id) ? null : id;
}

function isWireProfile(value: unknown): value is WireProfile {
  if (typeof value !== "object" || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record.id === "string" &&
    typeof record.name === "string" &&
    typeof record.isPublic === "boolean" &&
    typeof record.isBlocked === "boolean" &&
    typeof record.plan === "string" &&
    Array.isArray(record.sections)
  );
}

/** Only what a visitor may see: public sections, text sanitised on this side too. */
function publicView(profile: WireProfile): WireProfile {
  const sections: Section[] = profile.isBlocked
    ? []
    : profile.sections
        .filter((section) => section.isPublic)
        .map((section) =>
          section.type === "text"
            ? { ...section, text: sanitizeRichText(section.text, { tooDeep: "flatten" }) }
            : section,
        );
  return { ...profile, sections };
}

/** A short, stable fingerprint of a text (FNV-1a, 32 bits), for the ETag. */
function fingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

function describe(profile: WireProfile): string {
  return visitorTexts.documentTitle(profile.name);
}

/** `"abc"` or `W/"abc"` → `abc`. */
function etagValue(etag: string): string {
  return etag.replace(/^W\//, "").replace(/^"|"$/g, "");
}

function matches(ifNoneMatch: string | null, etag: string): boolean {
  if (ifNoneMatch === null) return false;
  return ifNoneMatch
    .split(",")
    .map((candidate) => candidate.trim())
    .some((candidate) => candidate === "*" || etagValue(candidate) === etagValue(etag));
}

export function createRenderer(options: RenderOptions): (request: Request) => Promise<Response> {
  const doFetch = options.fetch ?? fetch;
  const maxAge = options.maxAgeSeconds ?? 60;
  const stale = options.staleWhileRevalidateSeconds ?? 600;
  const timeoutMs = options.apiTimeoutMs ?? 3000;
  const apiBase = options.apiBaseUrl.replace(/\/+$/, "");
  const cacheEntries = options.cacheEntries ?? 100;
  const rendered = new Map<string, string>();
  const remember = (etag: string, document: string) => {
    if (cacheEntries <= 0) return;
    rendered.delete(etag);
    rendered.set(etag, document);
    while (rendered.size > cacheEntries) {
      const oldest = rendered.keys().next().value;
      if (oldest === undefined) break;
      rendered.delete(oldest);
    }
  };

  /** The client-rendered app: never cached by shared caches as a page. */
  const fallThrough = async (request: Request, reason: string): Promise<Response> => {
    const body = request.method === "HEAD" ? null : await options.indexHtml();
    return new Response(body, {
      status: 200,
      headers: {
        "Content-Type": "text/html; charset=utf-8",
        "Cache-Control": "no-cache",
        "X-Memorial-Render": `app; ${reason}`,
      },
    });
  };

  const renderDocument = async (
    profile: WireProfile,
    register: RegisterSnapshot | null,
  ): Promise<string> => {
    const indexHtml = await options.indexHtml();
    // React itself adds the preloads of the portrait and of a first photo near the top.
    const { html, css } = renderWithStyles(
      createElement(
        StoryRendererContext.Provider,
        { value: ServerStory },
        createElement(VisitorPage, { profile, apiBaseUrl: apiBase, register }),
      ),
      // The register and the footer are below the sections: their rules travel with them.
      { laterFrom: REGISTER_SLOT_ATTRIBUTE },
    );
    return buildDocument(indexHtml, {
      title: describe(profile),
      description: describe(profile),
      css,
      body: html,
      dataIsland: dataIslandHtml({
        page: pageFactsOf(profile),
        apiBaseUrl: apiBase,
        register,
        appScript: appScriptOf(indexHtml),
      }),
      script: options.visitorScript,
    });
  };

  return async (request: Request): Promise<Response> => {
    if (request.method !== "GET" && request.method !== "HEAD") {
      return new Response(null, { status: 405, headers: { Allow: "GET, HEAD" } });
    }
    const started = Date.now();
    const url = new URL(request.url);
    const profileId = profileIdOf(url.pathname);
    if (profileId === null) return fallThrough(request, "not a page");

    // The register's first pages are read at the same time as the page (one round trip); for a
    // page that is not public they answer 404 and are not used.
    const registerRead = readRegisterSnapshot(
      createApiClient({
        baseUrl: apiBase,
        getTokens: () => null,
        fetch: (input) => doFetch(input, { credentials: "omit", redirect: "error" }),
      }),
      profileId,
      AbortSignal.timeout(timeoutMs),
    );
    let answer: Response;
    try {
      answer = await doFetch(`${apiBase}/public/api/v1/profiles/${encodeURIComponent(profileId)}`, {
        headers: { Accept: "application/json" },
        credentials: "omit",
        redirect: "error",
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch {
      return fallThrough(request, "api unreachable");
    }
    if (answer.status === 404) return fallThrough(request, "not public");
    if (!answer.ok) return fallThrough(request, `api ${answer.status}`);
    let wire: unknown;
    try {
      wire = await answer.json();
    } catch {
      return fallThrough(request, "api answer unreadable");
    }
    if (!isWireProfile(wire) || !wire.isPublic) return fallThrough(request, "not public");

    const apiEtag = answer.headers.get("ETag");
    const register = await registerRead;
    // Everything the HTML is made of is in the ETag: the page as read (the API's ETag leaves
    // out the public flag, plan and block state), the register (a new message or candle is a new
    // version) and the build.
    // The day counts too: a gathering turns into 'Heeft plaatsgevonden' overnight.
    const content = fingerprint(
      gatheringToday() +
        JSON.stringify(wire) +
        JSON.stringify(register?.condolences ?? null) +
        JSON.stringify(register?.candles ?? null),
    );
    const etag = `"${etagValue(apiEtag ?? "none")}.${content}.${options.buildId}"`;
    const cacheHeaders = {
      ETag: etag,
      "Cache-Control": `public, max-age=${maxAge}, stale-while-revalidate=${stale}`,
      Vary: "Accept-Encoding",
    };
    if (apiEtag !== null && matches(request.headers.get("If-None-Match"), etag)) {
      return new Response(null, { status: 304, headers: cacheHeaders });
    }

    const renderStart = Date.now();
    const cached = apiEtag === null ? undefined : rendered.get(etag);
    const document = cached ?? (await renderDocument(publicView(wire), register));
    if (cached === undefined && apiEtag !== null) remember(etag, document);
    return new Response(request.method === "HEAD" ? null : document, {
      status: 200,
      headers: {
        ...cacheHeaders,
        "Content-Type": "text/html; charset=utf-8",
        "X-Memorial-Render": "server",
        "Server-Timing": `api;dur=${String(renderStart - started)}, render;dur=${String(Date.now() - renderStart)}${cached === undefined ? "" : ";desc=cached"}`,
      },
    });
  };
}
