// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import {
  COOKIE_DEFAULTS,
  createCookieStorageAdapter,
  createLocalStorageAdapter,
  createMemoryStorageAdapter,
  createWebStorageAdapter,
} from "./storage";

afterEach(() => {
  localStorage.clear();
  for (const name of document.cookie.split(";").map((part) => part.split("=")[0]?.trim() ?? "")) {
    if (name !== "") document.cookie = `${name}=; path=/; expires=${new Date(0).toUTCString()}`;
  }
});

describe("cookie storage", () => {
  it("writes cookies for 365 days, secure, path / by default", () => {
    const written: string[] = [];
    const fakeDocument = {
      get cookie() {
        return "";
      },
      set cookie(value: string) {
        written.push(value);
      },
    };
    const now = Date.now();
    createCookieStorageAdapter({ document: fakeDocument }).setItem("a.b@c", "x y");
    expect(COOKIE_DEFAULTS).toEqual({
      path: "/",
      expiresDays: 365,
      secure: true,
      sameSite: "strict",
    });
    const [cookie] = written;
    expect(cookie).toMatch(/^a\.b%40c=x%20y; path=\/; expires=[^;]+; secure; samesite=strict$/);
    const expires = Date.parse(/expires=([^;]+)/.exec(cookie ?? "")?.[1] ?? "");
    expect(Math.round((expires - now) / 86_400_000)).toBe(365);
  });

  it("adds the configured domain", () => {
    const written: string[] = [];
    const fakeDocument = {
      get cookie() {
        return "";
      },
      set cookie(value: string) {
        written.push(value);
      },
    };
    createCookieStorageAdapter({ document: fakeDocument, domain: "example.nl" }).setItem("k", "v");
    expect(written[0]).toContain("; domain=example.nl;");
  });

  it("stores, lists and removes values in the browser's cookie jar", () => {
    const storage = createCookieStorageAdapter();
    storage.setItem("CognitoIdentityServiceProvider.c.LastAuthUser", "anna@example.nl");
    storage.setItem("memorial-auth.x", "1");
    expect(storage.getItem("CognitoIdentityServiceProvider.c.LastAuthUser")).toBe(
      "anna@example.nl",
    );
    expect(storage.keys().sort()).toEqual([
      "CognitoIdentityServiceProvider.c.LastAuthUser",
      "memorial-auth.x",
    ]);
    storage.removeItem("memorial-auth.x");
    expect(storage.getItem("memorial-auth.x")).toBeNull();
    expect(storage.keys()).toEqual(["CognitoIdentityServiceProvider.c.LastAuthUser"]);
  });
});

describe("web storage", () => {
  it("lists the keys of localStorage", () => {
    const storage = createLocalStorageAdapter();
    storage.setItem("one", "1");
    storage.setItem("two", "2");
    expect(storage.keys().sort()).toEqual(["one", "two"]);
    expect(localStorage.getItem("one")).toBe("1");
    storage.removeItem("one");
    expect(storage.keys()).toEqual(["two"]);
  });

  it("falls back to memory when storage is unavailable", () => {
    const storage = createWebStorageAdapter(() => {
      throw new Error("SecurityError");
    });
    storage.setItem("k", "v");
    expect(storage.getItem("k")).toBe("v");
    expect(storage.keys()).toEqual(["k"]);
  });

  it("keeps values in memory for tests and servers", () => {
    const storage = createMemoryStorageAdapter();
    storage.setItem("k", "v");
    storage.removeItem("k");
    expect(storage.getItem("k")).toBeNull();
  });
});
