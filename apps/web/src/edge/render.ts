/**
 * The render function of the visitor's view of a public memorial page: a standard
 * `(request: Request) => Promise<Response>` handler without any Node-only API, so the same code
 * runs in the local preview server and at the edge (README: "Server-rendered visitor pages").
 *
 * For `GET /{profileId}` (`?volledig`: with every section of a long page) it reads the page through the public API with `@memorial/api-client` (no
 * session, no credentials),
 * renders the visitor view to HTML with React's server renderer and the page's critical CSS
 * inline, and adds what its interactive islands need as a JSON data island. Everything else, and every page
 * that is not public (404) or cannot be read, falls through to the client-rendered app's
 * `index.html`, which handles it as before (not-found view, shared pages, sign-in, retry).
 *
 * The page's photos load through the page's own address (`./photos.ts`): the markup names them
 * `/media/{profileId}/{file}`, and the same handler passes those paths on to the API, so a host
 * of the render sends `/media/…` here too.
 *
 * Rendered documents are kept in a `DocumentCache` under their ETag (page as read, register,
 * build): the Worker gives it the platform's Cache API (`src/edge/worker.ts`), the Node preview
 * server a small in-process one (`server/visitor-render.ts`). The page is read on every request,
 * so a page that stops being public falls through at once; the shared-cache lifetime of the
 * answer (`s-maxage` + `stale-while-revalidate`, 30 + 30 s by default) bounds how long a cache in
 * front of the render may still serve it: at most 60 s.
 */
import {
  ApiError,
  createApiClient,
  findPageByAddress,
  isNotFound,
  isPageDeleted,
  readPublicProfile,
  type FetchLike,
} from "@memorial/api-client";
import type { Profile as WireProfile, Section } from "@memorial/api-types";
import { gatheringToday, isPageIdShape } from "@memorial/domain";
import { sanitizeRichText } from "@memorial/sanitize-html";
import { readRegisterSnapshot, type RegisterSnapshot } from "../features/condolences/visitor";
import { visitorTexts } from "../texts/visitor";
import { dataIslandHtml, pageFactsOf } from "../visitor/data-island";
import { FULL_PAGE_PARAMETER } from "../core/visitor-markers";
import { renderVisitorPage } from "../visitor/visitor-page";
// SanitizedHtml cleans stories with parse5 here: the Worker's and Node's export conditions
// choose that build of @memorial/sanitize-html/section (the browser's is DOMPurify).
import { appScriptOf, buildDocument } from "./html-document";
import { etagValue, noneMatchHits } from "./etag";
import { INDEX, linkPreviewOf, linkPreviewTags, NOINDEX } from "./link-preview";
import { isPhotoPath } from "../core/photo-paths";
import { passPhoto, withPhotosThroughPage, type PhotoCache } from "./photos";
import { profileIdOf } from "./routes";

/** Where rendered documents are kept, by ETag (the Worker: the Cache API). */
export interface DocumentCache {
  /** The document kept under `key`, or undefined. */
  match(key: string): Promise<string | undefined>;
  /** Keeps `document` under `key` for up to `ttlSeconds`. */
  put(key: string, document: string, ttlSeconds: number): Promise<void>;
}

export interface RenderOptions {
  /** Base URL of the product API (the `apiBaseUrl` of config.json). */
  apiBaseUrl: string;
  /** The built app's `index.html`: the template, and the answer for everything not rendered. */
  indexHtml: () => Promise<string>;
  /** URL of the visitor's boot script (`src/visitor/boot.ts` in the build manifest). */
  visitorScript: string;
  /** Part of the ETag and of the cache key: a new build changes the HTML of an unchanged page. */
  buildId: string;
  /** Seconds a shared cache may serve the page as fresh (`s-maxage`, default 30). */
  sharedMaxAgeSeconds?: number;
  /** Seconds a shared cache may serve it stale while it revalidates (default 30). */
  staleWhileRevalidateSeconds?: number;
  /** The API read gives up after this long and the app renders in the browser (default 3000). */
  apiTimeoutMs?: number;
  /**
   * Rendered documents by ETag. The same page and register with the same build render the same
   * document: rendering again costs CPU time (tens of milliseconds) before the first byte.
   */
  cache?: DocumentCache;
  /** Where the photos through the page's address are kept (the Worker: the Cache API). */
  photoCache?: PhotoCache;
  /** How long a kept document may live in `cache` (default one day; the key changes anyway). */
  cacheTtlSeconds?: number;
  /**
   * Asked before a render that the cache cannot answer (the expensive part); false serves the
   * client-rendered app instead (the Worker's rate limit).
   */
  mayRender?: (request: Request) => Promise<boolean>;
  /** The API's fetch (tests, the Worker); default the global fetch. */
  fetch?: FetchLike;
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

/** Why the API read gave no page, for the `X-Memorial-Render` header. */
function reasonOf(error: unknown): string {
  if (isNotFound(error)) return "not public";
  if (error instanceof ApiError) {
    if (error.code === "invalid_response" || error.cause instanceof SyntaxError) {
      return "api answer unreadable";
    }
    return error.status === 0 ? "api unreachable" : `api ${String(error.status)}`;
  }
  return "api unreachable";
}

export function createRenderer(options: RenderOptions): (request: Request) => Promise<Response> {
  const doFetch: FetchLike = options.fetch ?? ((input) => fetch(input));
  const sharedMaxAge = options.sharedMaxAgeSeconds ?? 30;
  const stale = options.staleWhileRevalidateSeconds ?? 30;
  const timeoutMs = options.apiTimeoutMs ?? 3000;
  const apiBase = options.apiBaseUrl.replace(/\/+$/, "");
  const cacheTtl = options.cacheTtlSeconds ?? 86_400;
  // No session, no cookies; a redirect is not followed (it is not an answer of the contract).
  const api = createApiClient({
    baseUrl: apiBase,
    getTokens: () => null,
    fetch: (input) => doFetch(new Request(input, { redirect: "manual" })),
  });
  const cached = async (key: string): Promise<string | undefined> => {
    try {
      return await options.cache?.match(key);
    } catch {
      return undefined;
    }
  };
  const keep = async (key: string, document: string): Promise<void> => {
    try {
      await options.cache?.put(key, document, cacheTtl);
    } catch {
      // A cache that cannot keep the document costs the next render, nothing else.
    }
  };

  /**
   * A permanent redirect (308) to the page's current readable address, query kept: an earlier
   * address, or the id of a page that has an address. Not kept by caches (`no-cache`): a page may
   * take an earlier address back, and a kept redirect would then go round in circles.
   */
  const toCurrentAddress = (url: URL, address: string): Response =>
    new Response(null, {
      status: 308,
      headers: {
        Location: `/${address}${url.search}`,
        "Cache-Control": "no-cache",
        "X-Memorial-Render": "redirect; current address",
      },
    });

  /**
   * A readable address that leads to no public page: the app (which says 'Niet gevonden', or
   * shows the page to a member who signs in) with status 404, the same answer for an address
   * nobody ever had and for one of a page that is not public.
   */
  const unknownAddress = async (request: Request): Promise<Response> => {
    const answer = await fallThrough(request, "not found");
    return new Response(answer.body, { status: 404, headers: answer.headers });
  };

  /**
   * A page its owner deleted (the API answers 410 `page_deleted` for its id and every address it
   * had): the app, which says calmly that the page was deleted, with status 410. Nothing of the
   * page is read, so no kept render of it can be served: the document cache is only asked after
   * a successful read, under that read's ETag. Never kept by any cache.
   */
  const deletedPage = async (request: Request): Promise<Response> => {
    const answer = await fallThrough(request, "page deleted");
    const headers = new Headers(answer.headers);
    headers.set("Cache-Control", "no-store");
    return new Response(answer.body, { status: 410, headers });
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
        // App routes and pages that are not public are never indexed (nor previewed).
        "X-Robots-Tag": NOINDEX,
      },
    });
  };

  const renderDocument = async (
    profile: WireProfile,
    register: RegisterSnapshot | null,
    pageUrl: string,
    sections: "first" | "all",
  ): Promise<string> => {
    const preview = linkPreviewOf(profile, pageUrl);
    const indexHtml = await options.indexHtml();
    // React writes preloads for the first screen's images; `buildDocument` leaves them out.
    const { html, css } = renderVisitorPage({
      profile: withPhotosThroughPage(profile, apiBase),
      apiBaseUrl: apiBase,
      register,
      sections,
    });
    return buildDocument(indexHtml, {
      title: describe(profile),
      description: describe(profile),
      css,
      body: html,
      dataIsland: dataIslandHtml({
        page: pageFactsOf(profile),
        apiBaseUrl: apiBase,
        registerShown: register !== null,
        appScript: appScriptOf(indexHtml),
      }),
      script: options.visitorScript,
      previewTags: linkPreviewTags(preview),
      robots: preview.indexable ? INDEX : NOINDEX,
    });
  };

  return async (request: Request): Promise<Response> => {
    if (request.method !== "GET" && request.method !== "HEAD") {
      return new Response(null, { status: 405, headers: { Allow: "GET, HEAD" } });
    }
    const started = Date.now();
    const url = new URL(request.url);
    if (isPhotoPath(url.pathname)) {
      return passPhoto(request, {
        apiBaseUrl: apiBase,
        fetch: doFetch,
        ...(options.photoCache === undefined ? {} : { cache: options.photoCache }),
      });
    }
    const segment = profileIdOf(url.pathname);
    if (segment === null) return fallThrough(request, "not a page");
    let profileId = segment;
    if (!isPageIdShape(segment)) {
      // A readable address: the public lookup says which page, and its current address.
      try {
        const found = await findPageByAddress(api, segment, {
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (found.address !== segment) return toCurrentAddress(url, found.address);
        profileId = found.profileId;
      } catch (error) {
        if (isPageDeleted(error)) return deletedPage(request);
        return isNotFound(error) ? unknownAddress(request) : fallThrough(request, reasonOf(error));
      }
    }

    // The register's first pages are read at the same time as the page (one round trip); for a
    // page that is not public they answer 404 and are not used.
    const signal = AbortSignal.timeout(timeoutMs);
    const registerRead = readRegisterSnapshot(api, profileId, signal);
    let wire: WireProfile;
    let apiEtag: string | undefined;
    try {
      ({ profile: wire, etag: apiEtag } = await readPublicProfile(api, profileId, { signal }));
    } catch (error) {
      if (isPageDeleted(error)) return deletedPage(request);
      return fallThrough(request, reasonOf(error));
    }
    if (!wire.isPublic) return fallThrough(request, "not public");
    const address = typeof wire.address === "string" ? wire.address : null;
    if (address !== null && address !== segment) return toCurrentAddress(url, address);

    const register = await registerRead;
    // A long page's first view holds the sections of its first screens; `?volledig` asks for
    // every section ('Meer van deze pagina', and what its island takes the rest from).
    const sections = url.searchParams.has(FULL_PAGE_PARAMETER) ? "all" : "first";
    // Everything the HTML is made of is in the ETag: the page as read (the API's ETag leaves
    // out the public flag, plan and block state), the register (a new message or candle is a new
    // version) and the build.
    // The day counts too: a gathering turns into 'Heeft plaatsgevonden' overnight.
    const content = fingerprint(
      gatheringToday() +
        JSON.stringify(wire) +
        JSON.stringify(register?.condolences ?? null) +
        JSON.stringify(register?.candles ?? null) +
        JSON.stringify(register?.memories ?? null) +
        url.origin +
        sections,
    );
    const etag = `"${etagValue(apiEtag ?? "none")}.${content}.${options.buildId}"`;
    const cacheHeaders = {
      ETag: etag,
      // Search engines only by the family's choice ('Vindbaar via zoekmachines').
      "X-Robots-Tag": wire.isSearchable === true ? INDEX : NOINDEX,
      // Browsers ask again every time (a 304 when nothing changed); shared caches keep the page
      // at most s-maxage + stale-while-revalidate seconds after it stops being public.
      "Cache-Control": `public, max-age=0, s-maxage=${String(sharedMaxAge)}, stale-while-revalidate=${String(stale)}`,
      Vary: "Accept-Encoding",
    };
    if (apiEtag !== undefined && noneMatchHits(request.headers.get("If-None-Match"), etag)) {
      return new Response(null, { status: 304, headers: cacheHeaders });
    }

    const renderStart = Date.now();
    // Without the API's ETag the page's version is unknown: render, keep nothing.
    const kept = apiEtag === undefined ? undefined : await cached(etag);
    if (
      kept === undefined &&
      options.mayRender !== undefined &&
      !(await options.mayRender(request))
    ) {
      return fallThrough(request, "render limit");
    }
    const document =
      kept ??
      (await renderDocument(
        publicView(wire),
        register,
        `${url.origin}/${address ?? profileId}`,
        sections,
      ));
    if (kept === undefined && apiEtag !== undefined) await keep(etag, document);
    return new Response(request.method === "HEAD" ? null : document, {
      status: 200,
      headers: {
        ...cacheHeaders,
        "Content-Type": "text/html; charset=utf-8",
        "X-Memorial-Render": "server",
        "Server-Timing": `api;dur=${String(renderStart - started)}, render;dur=${String(Date.now() - renderStart)}${kept === undefined ? "" : ";desc=cached"}`,
      },
    });
  };
}
