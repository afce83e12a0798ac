/**
 * Validation of the `redirect` query parameter of /login (docs/security.md items 1 and 2): only a
 * same-origin path is followed; everything else goes home.
 */

const HOME = "/";
const PROBE_ORIGIN = "https://redirect-check.invalid";
// Control characters (tab, newline, ...), DEL and the C1 range; URL parsers strip or rewrite them.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/;
const MAX_LENGTH = 2048;

function isSafePath(path: string): boolean {
  if (path.length === 0 || path.length > MAX_LENGTH) return false;
  if (CONTROL_CHARACTERS.test(path)) return false;
  if (path !== path.trim()) return false;
  if (!path.startsWith("/")) return false; // absolute URLs, javascript:, data:, relative paths
  if (path.includes("\\")) return false; // "/\host" and "\\host" act like "//host"
  if (path.startsWith("//")) return false; // "//host", "///host"
  // Normalise as a browser would (dot segments, "%2e%2e", backslashes) before deciding:
  // "/..//evil.example" resolves to the path "//evil.example", which a router or a later
  // redirect treats as another host.
  let parsed: URL;
  try {
    parsed = new URL(path, PROBE_ORIGIN);
  } catch {
    return false;
  }
  if (parsed.origin !== PROBE_ORIGIN) return false;
  return !parsed.pathname.startsWith("//") && !parsed.pathname.startsWith("/\\");
}

function decodeOnce(value: string): string | undefined {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}

/**
 * Returns the path to go to after sign-in, or `fallback` ("/") when the value is not a safe
 * same-origin path.
 *
 * `raw` is the value as it is written in the query string (still percent-encoded): it is decoded
 * exactly once. A value that would turn into something unsafe when decoded a second time
 * (doubly-encoded "//host", "\\", control characters, ...) is rejected as well.
 */
export function safeRedirect(raw: string | null | undefined, fallback: string = HOME): string {
  if (typeof raw !== "string") return fallback;
  const decoded = decodeOnce(raw);
  if (decoded === undefined || !isSafePath(decoded)) return fallback;
  const decodedTwice = decodeOnce(decoded);
  if (decodedTwice !== undefined && decodedTwice !== decoded && !isSafePath(decodedTwice)) {
    return fallback;
  }
  return decoded;
}

/**
 * Reads the `redirect` parameter from a query string (for example `window.location.search`)
 * without decoding it, and validates it with {@link safeRedirect}.
 */
export function redirectFromSearch(search: string, fallback: string = HOME): string {
  const query = search.startsWith("?") ? search.slice(1) : search;
  for (const pair of query.split("&")) {
    const separator = pair.indexOf("=");
    const key = separator === -1 ? pair : pair.slice(0, separator);
    if (key === "redirect") {
      return separator === -1 ? fallback : safeRedirect(pair.slice(separator + 1), fallback);
    }
  }
  return fallback;
}
