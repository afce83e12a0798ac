// The privacy statement names every key the app keeps in the browser (BROWSER_STORAGE). This
// test reads the source of the web app and of the packages it runs in the browser: a new file
// that touches browser storage, or a new key literal, fails here until the statement lists it.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { BROWSER_STORAGE } from "../../texts/privacy";

const REPO = path.resolve(import.meta.dirname, "..", "..", "..", "..", "..");
const SOURCES = ["apps/web/src", "packages/auth/src", "packages/api-client/src", "packages/ui/src"];

/**
 * The files that read or write browser storage today (cookies, local, session, IndexedDB, and
 * the Cache Storage of the service worker's saved pages).
 */
const STORAGE_FILES = [
  "apps/web/src/core/saved-page-caches.ts",
  "apps/web/src/core/stored-session.ts",
  "apps/web/src/features/condolences/queries.ts",
  "apps/web/src/features/memorial-page/drafts.ts",
  "apps/web/src/features/payment/payment-return.ts",
  "apps/web/src/home-island.ts",
  "apps/web/src/service-worker/saved-copies.ts",
  "packages/api-client/src/condolences.ts",
  "packages/auth/src/auth-types.ts",
  "packages/auth/src/auth.ts",
  "packages/auth/src/cognito-library.ts",
  "packages/auth/src/config.ts",
  "packages/auth/src/context.ts",
  "packages/auth/src/hosted-redirect.ts",
  "packages/auth/src/hosted-sign-in.ts",
  "packages/auth/src/pending-sign-in.ts",
  "packages/auth/src/session.ts",
  "packages/auth/src/storage.ts",
];

const STORAGE_USE =
  /\b(localStorage|sessionStorage|indexedDB|document\.cookie|CacheStorage)\b|\.setItem\(|\bcaches\.(?:open|delete|has|keys|match)\(/;
/** A literal that starts a key name of the app or of the identity library. */
const KEY_LITERAL =
  /["'`]((?:memorial|herinneringspagina|CognitoIdentityServiceProvider)[\w.:-]*)/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(REPO, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === "generated" ? [] : sourceFiles(relative);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.(test|stories)\.|test-data/.test(entry.name)
      ? [relative]
      : [];
  });
}

const read = (file: string) => readFileSync(path.join(REPO, file), "utf8");
const names = BROWSER_STORAGE.map((entry) => entry.name);

describe("the privacy statement's list of browser storage", () => {
  const files = SOURCES.flatMap(sourceFiles);

  it("knows every file that touches browser storage", () => {
    expect(files.filter((file) => STORAGE_USE.test(read(file))).sort()).toEqual(
      [...STORAGE_FILES].sort(),
    );
  });

  it("lists every key the code writes", () => {
    const literals = new Set(
      [...STORAGE_FILES, "packages/auth/src/token-storage.ts"].flatMap((file) =>
        [...read(file).matchAll(KEY_LITERAL)].map((m) => m[1] ?? ""),
      ),
    );
    expect(literals.size).toBeGreaterThan(3);
    const unlisted = [...literals].filter(
      (literal) => !names.some((name) => name.startsWith(literal)),
    );
    expect(unlisted).toEqual([]);
  });

  it("lists each token and device key of the identity library's layout", () => {
    const layout = read("packages/auth/src/token-storage.ts");
    const suffixes = [
      ...[...layout.matchAll(/\}(\w+)`/g)].map((m) => m[1] ?? ""),
      ...[...layout.matchAll(/"\.(\w+)"/g)].map((m) => m[1] ?? ""),
    ];
    expect(suffixes).toContain("refreshToken");
    for (const suffix of suffixes) {
      expect(names.some((name) => name.includes(`.${suffix}`))).toBe(true);
    }
  });
});
