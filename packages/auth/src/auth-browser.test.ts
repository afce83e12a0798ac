// @vitest-environment jsdom
/**
 * The facade with its browser defaults: localStorage / cookies, sessionStorage, history and
 * storage events of other tabs.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createAuth, type Auth } from "./auth";
import { createCookieStorageAdapter } from "./storage";
import { baseConfig, CLIENT_ID, FakeCognito, FakeChannel, tokenSet } from "../test/fake-cognito";

const PREFIX = `CognitoIdentityServiceProvider.${CLIENT_ID}`;
const USER = "anna@example.nl";
let cognito: FakeCognito;
let auth: Auth;
let navigate: ReturnType<typeof vi.fn<(url: string) => void>>;

function make(config = baseConfig): Auth {
  return createAuth(config, { fetch: cognito.fetch, navigate, channel: new FakeChannel() });
}

function clearCookies(): void {
  for (const name of document.cookie.split(";").map((part) => part.split("=")[0]?.trim() ?? "")) {
    if (name !== "") document.cookie = `${name}=; path=/; expires=${new Date(0).toUTCString()}`;
  }
}

beforeEach(() => {
  cognito = new FakeCognito();
  cognito.on("InitiateAuth", () => ({
    body: { AuthenticationResult: tokenSet(), ChallengeParameters: {} },
  }));
  cognito.on("RevokeToken", () => ({ body: {} }));
  // amazon-cognito-identity-js sends with the global fetch (restored after each test).
  vi.stubGlobal("fetch", cognito.fetch);
  navigate = vi.fn<(url: string) => void>();
  localStorage.clear();
  sessionStorage.clear();
  clearCookies();
});

afterEach(() => {
  auth.dispose();
});

describe("in the browser", () => {
  it("keeps the session in localStorage and removes every key on sign-out", async () => {
    localStorage.setItem("other-app", "keep");
    auth = make();
    await auth.signIn({ username: USER, password: "Herinnering2026" });
    expect(localStorage.getItem(`${PREFIX}.LastAuthUser`)).toBe(USER);
    for (const suffix of ["accessToken", "idToken", "refreshToken", "clockDrift"]) {
      expect(localStorage.getItem(`${PREFIX}.${USER}.${suffix}`)).not.toBeNull();
    }
    localStorage.setItem(`${PREFIX}.${USER}.userData`, "{}");
    sessionStorage.setItem("memorial-auth.pendingSignIn", "{}");
    await auth.signOut();
    expect(Object.keys(localStorage)).toEqual(["other-app"]);
    expect(sessionStorage.length).toBe(0);
    expect(navigate).toHaveBeenCalledWith(`${window.location.origin}/login`);
  });

  it("keeps the session in cookies when configured, and removes them on sign-out", async () => {
    auth = make({ ...baseConfig, storage: "cookie" });
    await auth.signIn({ username: USER, password: "Herinnering2026" });
    const cookies = createCookieStorageAdapter();
    expect(cookies.getItem(`${PREFIX}.LastAuthUser`)).toBe(USER);
    expect(localStorage.length).toBe(0);
    await auth.signOut();
    expect(cookies.keys()).toEqual([]);
  });

  it("learns about a sign-out in another tab from the storage event", async () => {
    auth = make();
    await auth.signIn({ username: USER, password: "Herinnering2026" });
    expect(auth.store.getSnapshot().status).toBe("authenticated");
    localStorage.removeItem(`${PREFIX}.LastAuthUser`);
    window.dispatchEvent(new StorageEvent("storage", { key: `${PREFIX}.LastAuthUser` }));
    expect(auth.store.getSnapshot()).toEqual({ status: "unauthenticated" });
  });

  it("removes code and state from the address bar", async () => {
    auth = make();
    window.history.replaceState(null, "", "/login?code=abc&state=wrong&x=1");
    await expect(auth.handleRedirectCallback()).rejects.toMatchObject({
      name: "StateValidationFailedException",
    });
    expect(`${window.location.pathname}${window.location.search}`).toBe("/login?x=1");
    expect(cognito.calls).toHaveLength(0);
  });
});
