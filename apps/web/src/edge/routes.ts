/**
 * The one list of the app's named routes that sit where a page id or a page's readable address
 * could (`/{segment}`), and the one test of whether an address is a memorial page. The Node preview server, the render
 * function and the Cloudflare Worker all use `profileIdOf`; `routes.test.ts` checks the list
 * against the route files in `src/routes`.
 */
import { isResourceId } from "@memorial/api-client";

/** First path segments of the app's own routes and of the build's folders: never a page. */
export const NAMED_SEGMENTS: ReadonlySet<string> = new Set([
  "login",
  "logout",
  "register",
  "reset-password",
  "change-password",
  "mijn-account",
  "toegankelijkheid",
  "privacy",
  "bericht-intrekken",
  "volgen",
  "afmelden",
  "eigenaar-worden",
  "assets",
]);

/**
 * The page of a memorial page address: exactly one path segment (a trailing slash allowed) that
 * matches the contract's `ProfileId` pattern and is not a named route, else null. The segment is
 * the page's id (a UUID) or one of its readable addresses (`isPageIdShape` of `@memorial/domain`
 * tells them apart); every named route is a reserved address, so no page can have one.
 */
export function profileIdOf(pathname: string): string | null {
  const id = /^\/([^/]+)\/?$/.exec(pathname)?.[1];
  return id !== undefined && isResourceId(id) && !NAMED_SEGMENTS.has(id) ? id : null;
}
