/**
 * Browser storage behind one small interface, so tokens can live in local storage (default) or
 * in cookies, and sign-out can find and remove every key that was written.
 */

export interface StorageAdapter {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  /** Every key currently stored (used to remove all keys of this app on sign-out). */
  keys(): string[];
}

export function createMemoryStorageAdapter(): StorageAdapter {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => {
      values.set(key, value);
    },
    removeItem: (key) => {
      values.delete(key);
    },
    keys: () => [...values.keys()],
  };
}

/**
 * Wraps a Web Storage object (`localStorage`, `sessionStorage`). When it is missing or throws
 * (private mode, storage disabled) a memory store is used, so sign-in still works for the tab.
 */
export function createWebStorageAdapter(getStorage: () => Storage | undefined): StorageAdapter {
  let storage: Storage | undefined;
  try {
    storage = getStorage();
    if (storage !== undefined) {
      const probe = "memorial-auth.probe";
      storage.setItem(probe, "1");
      storage.removeItem(probe);
    }
  } catch {
    storage = undefined;
  }
  if (storage === undefined) return createMemoryStorageAdapter();
  const web = storage;
  return {
    getItem: (key) => web.getItem(key),
    setItem: (key, value) => {
      web.setItem(key, value);
    },
    removeItem: (key) => {
      web.removeItem(key);
    },
    keys: () => {
      const result: string[] = [];
      for (let index = 0; index < web.length; index += 1) {
        const key = web.key(index);
        if (key !== null) result.push(key);
      }
      return result;
    },
  };
}

export function createLocalStorageAdapter(): StorageAdapter {
  return createWebStorageAdapter(() =>
    typeof window === "undefined" ? undefined : window.localStorage,
  );
}

export function createSessionStorageAdapter(): StorageAdapter {
  return createWebStorageAdapter(() =>
    typeof window === "undefined" ? undefined : window.sessionStorage,
  );
}

export interface CookieStorageOptions {
  /** Cookie domain; the current host when absent. */
  domain?: string;
  /** Default "/". */
  path?: string;
  /** Default 365 days. */
  expiresDays?: number;
  /** Default true. */
  secure?: boolean;
  /** Default "strict". */
  sameSite?: "strict" | "lax" | "none";
  /** The document whose cookies are used; the global document by default. */
  document?: Pick<Document, "cookie">;
}

export const COOKIE_DEFAULTS = {
  path: "/",
  expiresDays: 365,
  secure: true,
  sameSite: "strict",
} as const;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Tokens in cookies: 365 days, secure, path / by default (spec section 9). */
export function createCookieStorageAdapter(options: CookieStorageOptions = {}): StorageAdapter {
  const path = options.path ?? COOKIE_DEFAULTS.path;
  const expiresDays = options.expiresDays ?? COOKIE_DEFAULTS.expiresDays;
  const secure = options.secure ?? COOKIE_DEFAULTS.secure;
  const sameSite = options.sameSite ?? COOKIE_DEFAULTS.sameSite;
  const doc = (): Pick<Document, "cookie"> => options.document ?? document;

  const attributes = (expires: Date): string =>
    [
      `path=${path}`,
      `expires=${expires.toUTCString()}`,
      ...(options.domain === undefined ? [] : [`domain=${options.domain}`]),
      ...(secure ? ["secure"] : []),
      `samesite=${sameSite}`,
    ].join("; ");

  const entries = (): [string, string][] => {
    const cookie = doc().cookie;
    if (cookie === "") return [];
    const result: [string, string][] = [];
    for (const part of cookie.split(";")) {
      const separator = part.indexOf("=");
      if (separator === -1) continue;
      try {
        result.push([
          decodeURIComponent(part.slice(0, separator).trim()),
          decodeURIComponent(part.slice(separator + 1).trim()),
        ]);
      } catch {
        // A cookie written by someone else with a malformed encoding: not ours, skip it.
      }
    }
    return result;
  };

  return {
    getItem: (key) => entries().find(([name]) => name === key)?.[1] ?? null,
    setItem: (key, value) => {
      const expires = new Date(Date.now() + expiresDays * DAY_MS);
      doc().cookie = `${encodeURIComponent(key)}=${encodeURIComponent(value)}; ${attributes(expires)}`;
    },
    removeItem: (key) => {
      doc().cookie = `${encodeURIComponent(key)}=; ${attributes(new Date(0))}`;
    },
    keys: () => entries().map(([name]) => name),
  };
}
