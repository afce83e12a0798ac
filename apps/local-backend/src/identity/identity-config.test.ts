import { describe, expect, it } from "vitest";
import { loadConfig } from "../config.ts";
import { loadIdentityConfig } from "./identity-config.ts";
import { passwordPolicyViolation } from "./passwords.ts";

const base = loadConfig({ MEMORIAL_WEB_ORIGIN: "http://localhost:5173" });

describe("identity settings", () => {
  it("defaults the allow-lists to the web origin's /login and /logout", () => {
    const settings = loadIdentityConfig(base, {});
    expect(settings.callbackUrls).toEqual(["http://localhost:5173/login"]);
    expect(settings.logoutUrls).toEqual(["http://localhost:5173/logout"]);
    expect(settings.passwordPolicy).toEqual({
      minLength: 8,
      requireLowercase: true,
      requireUppercase: true,
      requireNumbers: true,
      requireSymbols: false,
    });
    expect(settings.accessTokenTtlSeconds).toBe(3600);
    expect(settings.preventUserExistenceErrors).toBe(true);
    expect(
      loadIdentityConfig(base, { MEMORIAL_IDENTITY_PREVENT_USER_EXISTENCE_ERRORS: "false" })
        .preventUserExistenceErrors,
    ).toBe(false);
  });

  it("reads values from the environment and fails fast on bad ones", () => {
    const settings = loadIdentityConfig(base, {
      MEMORIAL_IDENTITY_TOKEN_TTL_SECONDS: "5",
      MEMORIAL_IDENTITY_CALLBACK_URLS: "http://a.test/login, http://b.test/login",
      MEMORIAL_IDENTITY_PASSWORD_REQUIRE_SYMBOLS: "true",
    });
    expect(settings.accessTokenTtlSeconds).toBe(5);
    expect(settings.callbackUrls).toEqual(["http://a.test/login", "http://b.test/login"]);
    expect(settings.passwordPolicy.requireSymbols).toBe(true);
    expect(() => loadIdentityConfig(base, { MEMORIAL_IDENTITY_TOKEN_TTL_SECONDS: "soon" })).toThrow(
      "MEMORIAL_IDENTITY_TOKEN_TTL_SECONDS",
    );
    expect(() => loadIdentityConfig(base, { MEMORIAL_IDENTITY_ALLOW_GUESTS: "ja" })).toThrow(
      "MEMORIAL_IDENTITY_ALLOW_GUESTS",
    );
    expect(() => loadIdentityConfig(base, { MEMORIAL_IDENTITY_LOGOUT_URLS: "/logout" })).toThrow(
      "MEMORIAL_IDENTITY_LOGOUT_URLS",
    );
    expect(() =>
      loadIdentityConfig(base, { MEMORIAL_IDENTITY_PASSWORD_MIN_LENGTH: "100" }),
    ).toThrow(
      "MEMORIAL_IDENTITY_PASSWORD_MIN_LENGTH: minLength must be a whole number from 6 to 99",
    );
  });

  it("names the first broken password rule in Cognito's words", () => {
    const policy = loadIdentityConfig(base, {}).passwordPolicy;
    expect(passwordPolicyViolation("Kort1", policy)).toBe("Password not long enough");
    expect(passwordPolicyViolation("ALLESGROOT1", policy)).toBe(
      "Password must have lowercase characters",
    );
    expect(passwordPolicyViolation("alleskleine1", policy)).toBe(
      "Password must have uppercase characters",
    );
    expect(passwordPolicyViolation("GeenCijfers", policy)).toBe(
      "Password must have numeric characters",
    );
    expect(passwordPolicyViolation("Herinnering2026", policy)).toBeUndefined();
    // Characters are code points, as in the web app: the emoji is one character, not two.
    expect(passwordPolicyViolation("Abcde1😀", policy)).toBe("Password not long enough");
    expect(passwordPolicyViolation("Abcde12😀", policy)).toBeUndefined();
    expect(passwordPolicyViolation(`Aa1${"x".repeat(254)}`, policy)).toBe(
      "Password must have length less than or equal to 256",
    );
    expect(passwordPolicyViolation("Herinnering2026", { ...policy, requireSymbols: true })).toBe(
      "Password must have symbol characters",
    );
  });
});
