import { describe, expect, it } from "vitest";
import { isLoopbackHost, loadConfig } from "./config.ts";
import { passwordPolicyViolation } from "./identity/passwords.ts";

const identityOf = (env: NodeJS.ProcessEnv) =>
  loadConfig({ MEMORIAL_WEB_ORIGIN: "http://localhost:5173", ...env }).identity;

describe("identity settings", () => {
  it("defaults the allow-lists to the web origin's /login and /logout", () => {
    const settings = identityOf({});
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
      identityOf({ MEMORIAL_IDENTITY_PREVENT_USER_EXISTENCE_ERRORS: "false" })
        .preventUserExistenceErrors,
    ).toBe(false);
  });

  it("reads values from the environment and fails fast on bad ones", () => {
    const settings = identityOf({
      MEMORIAL_IDENTITY_TOKEN_TTL_SECONDS: "5",
      MEMORIAL_IDENTITY_CALLBACK_URLS: "http://a.test/login, http://b.test/login",
      MEMORIAL_IDENTITY_PASSWORD_REQUIRE_SYMBOLS: "true",
    });
    expect(settings.accessTokenTtlSeconds).toBe(5);
    expect(settings.callbackUrls).toEqual(["http://a.test/login", "http://b.test/login"]);
    expect(settings.passwordPolicy.requireSymbols).toBe(true);
    expect(() => identityOf({ MEMORIAL_IDENTITY_TOKEN_TTL_SECONDS: "soon" })).toThrow(
      "MEMORIAL_IDENTITY_TOKEN_TTL_SECONDS",
    );
    expect(() => identityOf({ MEMORIAL_IDENTITY_ALLOW_GUESTS: "ja" })).toThrow(
      "MEMORIAL_IDENTITY_ALLOW_GUESTS",
    );
    expect(() => identityOf({ MEMORIAL_IDENTITY_LOGOUT_URLS: "/logout" })).toThrow(
      "MEMORIAL_IDENTITY_LOGOUT_URLS",
    );
    expect(() => identityOf({ MEMORIAL_IDENTITY_PASSWORD_MIN_LENGTH: "100" })).toThrow(
      "MEMORIAL_IDENTITY_PASSWORD_MIN_LENGTH: minLength must be a whole number from 6 to 99",
    );
  });

  it("names the first broken password rule in Cognito's words", () => {
    const policy = identityOf({}).passwordPolicy;
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

  it("documents every variable it reads in the README", async () => {
    const fs = await import("node:fs");
    const source = fs.readFileSync(new URL("./config.ts", import.meta.url), "utf8");
    const readme = fs.readFileSync(new URL("../README.md", import.meta.url), "utf8");
    const names = new Set(source.match(/MEMORIAL_[A-Z_]*[A-Z](?![A-Z_*])/g));
    expect(names.size).toBeGreaterThan(30);
    for (const name of names) expect(readme, name).toContain(`\`${name}\``);
  });
});

describe("backend configuration", () => {
  it("names the variable, the expectation and the value when a value is bad", () => {
    expect(() => loadConfig({ MEMORIAL_API_PORT: "80a" })).toThrow(
      'Configuration error: MEMORIAL_API_PORT must be a port number (0 for any free port), got "80a"',
    );
    expect(() => loadConfig({ MEMORIAL_WEB_ORIGIN: "localhost:5173" })).toThrow(
      "MEMORIAL_WEB_ORIGIN must be an absolute http(s) URL",
    );
    expect(() => loadConfig({ MEMORIAL_SEED: "nee" })).toThrow(
      "MEMORIAL_SEED must be true or false",
    );
    expect(() => loadConfig({ MEMORIAL_TRUST_PROXY: "yes" })).toThrow("MEMORIAL_TRUST_PROXY");
    expect(() => loadConfig({ MEMORIAL_IDENTITY_MAX_BODY_BYTES: "-1" })).toThrow(
      "MEMORIAL_IDENTITY_MAX_BODY_BYTES",
    );
  });

  it("refuses a non-loopback host for the local-only helpers unless told otherwise", () => {
    expect(() => loadConfig({ MEMORIAL_HOST: "0.0.0.0" })).toThrow(
      /MEMORIAL_ALLOW_NETWORK_HELPERS/,
    );
    expect(() => loadConfig({ MEMORIAL_HOST: "192.168.1.10" })).toThrow(/not a loopback/);
    const open = loadConfig({ MEMORIAL_HOST: "0.0.0.0", MEMORIAL_ALLOW_NETWORK_HELPERS: "true" });
    expect(open.allowNetworkHelpers).toBe(true);
    expect(loadConfig({}).host).toBe("127.0.0.1");
    expect(["127.0.0.1", "127.1.2.3", "::1", "localhost"].every(isLoopbackHost)).toBe(true);
    expect(["0.0.0.0", "::", "10.0.0.1", "example.nl"].some(isLoopbackHost)).toBe(false);
  });

  it("has small identity limits by default", () => {
    const identity = identityOf({});
    expect(identity.maxBodyBytes).toBe(65536);
    expect(loadConfig({}).trustProxy).toBe(false);
  });
});

describe("CORS origins", () => {
  it("answers the web origin, plus the extra origins the environment names", () => {
    const base = { MEMORIAL_WEB_ORIGIN: "https://localhost:5800" };
    expect(loadConfig(base).corsOrigins).toEqual(["https://localhost:5800"]);
    expect(
      loadConfig({ ...base, MEMORIAL_EXTRA_WEB_ORIGINS: "https://localhost:5801/, http://a.test" })
        .corsOrigins,
    ).toEqual(["https://localhost:5800", "https://localhost:5801", "http://a.test"]);
    expect(() => loadConfig({ ...base, MEMORIAL_EXTRA_WEB_ORIGINS: "not a url" })).toThrow(
      "MEMORIAL_EXTRA_WEB_ORIGINS",
    );
  });
});
