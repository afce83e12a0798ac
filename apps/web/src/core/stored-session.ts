/**
 * Whether the browser holds a session of the identity library, read without the library: the
 * scripts that decide whether to fetch the app at all (the login island, the visitor's boot
 * script) ask this before anything else has loaded. The key is `LastAuthUser` in the library's
 * layout (`CognitoIdentityServiceProvider.<clientId>.LastAuthUser`, packages/auth's
 * `token-storage.ts`), in local storage or, with cookie storage, as a cookie.
 */
const SESSION_KEY = /^CognitoIdentityServiceProvider\.[^.]+\.LastAuthUser$/;

/** Where a session could be stored. */
export interface SessionPlaces {
  /** The names of local storage's keys (may throw when storage is disabled). */
  storageKeys: () => string[];
  /** `document.cookie`. */
  cookie: string;
}

/** A cookie's name as written by the session's cookie storage; a malformed one as it is. */
function cookieName(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

export function hasStoredSession(places: SessionPlaces): boolean {
  let keys: string[];
  try {
    keys = places.storageKeys();
  } catch {
    // Storage disabled: no session there.
    keys = [];
  }
  if (keys.some((key) => SESSION_KEY.test(key))) return true;
  return places.cookie
    .split(";")
    .map((part) => cookieName(part.split("=")[0]?.trim() ?? ""))
    .some((name) => SESSION_KEY.test(name));
}

/** This browser's places. */
export function browserSessionPlaces(): SessionPlaces {
  let cookie = "";
  try {
    cookie = document.cookie;
  } catch {
    // A document without cookies (sandboxed): no session there.
  }
  return { storageKeys: () => Object.keys(window.localStorage), cookie };
}
