// The local identity service honours the user pool's settings of @memorial/domain, the same
// module the production pool (infra/) is declared from: password policy, token lifetimes, code
// validity, scopes, PKCE, callback and logout addresses, and the Dutch code mail.
import { USER_POOL_SETTINGS, appClientUrls, codeMail } from "@memorial/domain";
import { decodeJwt } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config.ts";
import {
  startIdentityHarness,
  TEST_CLIENT_ID,
  TEST_USER_POOL_ID,
  type IdentityHarness,
} from "./test-harness.ts";

const PASSWORD = "Geheim123";

describe("the identity service's defaults are the pool's settings", () => {
  const identity = loadConfig({ MEMORIAL_WEB_ORIGIN: "https://www.example.nl" }).identity;

  it("has the pool's password policy, token lifetimes and code validity", () => {
    expect(identity.passwordPolicy).toEqual(USER_POOL_SETTINGS.passwordPolicy);
    expect(identity.accessTokenTtlSeconds).toBe(USER_POOL_SETTINGS.tokenValiditySeconds.access);
    expect(identity.accessTokenTtlSeconds).toBe(USER_POOL_SETTINGS.tokenValiditySeconds.id);
    expect(identity.refreshTokenTtlSeconds).toBe(USER_POOL_SETTINGS.tokenValiditySeconds.refresh);
    expect(identity.signUpCodeTtlSeconds).toBe(USER_POOL_SETTINGS.codeValiditySeconds.signUp);
    expect(identity.resetCodeTtlSeconds).toBe(USER_POOL_SETTINGS.codeValiditySeconds.reset);
    expect(identity.challengeSessionTtlSeconds).toBe(USER_POOL_SETTINGS.challengeSessionSeconds);
    expect(identity.authorizationCodeTtlSeconds).toBe(USER_POOL_SETTINGS.authorizationCodeSeconds);
    expect(identity.preventUserExistenceErrors).toBe(USER_POOL_SETTINGS.preventUserExistenceErrors);
  });

  it("returns to the app client's callback and logout paths on the web origin", () => {
    const urls = appClientUrls("https://www.example.nl");
    expect(identity.callbackUrls).toEqual([urls.callbackUrl]);
    expect(identity.logoutUrls).toEqual([urls.logoutUrl]);
  });
});

describe("the running identity service honours the pool's settings", { timeout: 30_000 }, () => {
  let h: IdentityHarness;
  beforeAll(async () => {
    h = await startIdentityHarness();
  });
  afterAll(() => h.close());

  it("issues tokens with the pool's lifetimes", async () => {
    await h.service.createConfirmedUser("instellingen@example.nl", PASSWORD);
    const signedIn = await h.wire.signInWithPassword("INSTELLINGEN@example.nl", PASSWORD);
    const result = signedIn.body.AuthenticationResult as Record<string, string | number>;
    const access = decodeJwt(String(result.AccessToken));
    const id = decodeJwt(String(result.IdToken));
    const tokens = USER_POOL_SETTINGS.tokenValiditySeconds;
    expect((access.exp ?? 0) - (access.iat ?? 0)).toBe(tokens.access);
    expect((id.exp ?? 0) - (id.iat ?? 0)).toBe(tokens.id);
    expect(result.ExpiresIn).toBe(tokens.access);
  });

  it("announces and allows only the app client's scopes and PKCE method", async () => {
    const discovery = (await (
      await fetch(`${h.url}/${TEST_USER_POOL_ID}/.well-known/openid-configuration`)
    ).json()) as Record<string, unknown>;
    expect([...(discovery.scopes_supported as string[])].sort()).toEqual(
      [...USER_POOL_SETTINGS.appClient.scopes].sort(),
    );
    expect(discovery.code_challenge_methods_supported).toEqual([
      USER_POOL_SETTINGS.appClient.pkceMethod,
    ]);
    const authorize = (scope: string) =>
      fetch(
        `${h.url}/oauth2/authorize?${new URLSearchParams({
          client_id: TEST_CLIENT_ID,
          redirect_uri: h.ctx.config.identity.callbackUrls[0] ?? "",
          response_type: "code",
          scope,
          state: "s".repeat(32),
          code_challenge: "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM",
          code_challenge_method: "S256",
        }).toString()}`,
        { redirect: "manual" },
      );
    const refused = await authorize("openid email profile");
    expect(refused.status).toBe(302);
    expect(refused.headers.get("location")).toContain("error=invalid_scope");
    const allowed = await authorize(USER_POOL_SETTINGS.appClient.scopes.join(" "));
    expect(allowed.headers.get("location") ?? "").not.toContain("error=");
  });

  it("mails the pool's Dutch sign-up code", async () => {
    await h.wire.call("AWSCognitoIdentityProviderService.SignUp", {
      ClientId: TEST_CLIENT_ID,
      Username: "nieuw@example.nl",
      Password: PASSWORD,
      UserAttributes: [{ Name: "email", Value: "nieuw@example.nl" }],
    });
    const code = h.latestCode("nieuw@example.nl");
    const [mail] = h.ctx.mailbox.list("nieuw@example.nl");
    // The same words as the production pool's template (codeMail), with the real code and the
    // pool's validity.
    const expected = codeMail("signup", code);
    expect(mail?.subject).toBe(expected.subject);
    for (const line of expected.lines.filter((text) => text !== "")) {
      expect(mail?.body).toContain(line);
    }
    expect(mail?.html ?? "").toContain(code);
  });
});
