// Hosted sign-in with PKCE (RFC 7636 appendix B vector), the simulated Google page, logout,
// userInfo and the OpenID configuration; every failure must fail closed.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { s256 } from "./hosted-ui.ts";
import {
  startIdentityHarness,
  submitHostedForm,
  TEST_CLIENT_ID,
  TEST_USER_POOL_ID,
  TEST_WEB_ORIGIN,
  type IdentityHarness,
} from "./test-harness.ts";

const VERIFIER = "dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk";
const CHALLENGE = "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM";
const REDIRECT = `${TEST_WEB_ORIGIN}/login`;

let harness: IdentityHarness;
beforeAll(async () => {
  harness = await startIdentityHarness();
});
afterAll(() => harness.close());

function authorizeUrl(extra: Record<string, string> = {}, on: IdentityHarness = harness): string {
  const params = new URLSearchParams({
    client_id: TEST_CLIENT_ID,
    redirect_uri: REDIRECT,
    response_type: "code",
    scope: "email openid",
    state: "s".repeat(32),
    code_challenge: CHALLENGE,
    code_challenge_method: "S256",
    identity_provider: "Google",
    ...extra,
  });
  return `${on.url}/oauth2/authorize?${params.toString()}`;
}

/** Authorize with the simulated Google page; returns the callback URL the browser would get. */
async function googleSignIn(
  email: string,
  name: string,
  extra: Record<string, string> = {},
  on: IdentityHarness = harness,
) {
  const start = await fetch(authorizeUrl(extra, on), { redirect: "manual" });
  expect(start.status).toBe(302);
  const pageUrl = new URL(start.headers.get("location") ?? "", on.url);
  expect(pageUrl.pathname).toBe("/oauth2/google");
  const page = await fetch(pageUrl);
  const html = await page.text();
  expect(html).toContain("Inloggen met Google");
  expect(html).toContain("Doorgaan");
  const submit = await submitHostedForm(pageUrl, { email, name, action: "continue" });
  expect(submit.status).toBe(302);
  return new URL(submit.headers.get("location") ?? "");
}

const exchange = (params: Record<string, string>, on: IdentityHarness = harness) =>
  fetch(`${on.url}/oauth2/token`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(params).toString(),
  });

const codeParams = (code: string, extra: Record<string, string> = {}) => ({
  grant_type: "authorization_code",
  client_id: TEST_CLIENT_ID,
  code,
  redirect_uri: REDIRECT,
  code_verifier: VERIFIER,
  ...extra,
});

describe("hosted sign-in", () => {
  it("computes the RFC 7636 appendix B challenge", () => {
    expect(s256(VERIFIER)).toBe(CHALLENGE);
  });

  it("signs in through the simulated Google page with PKCE; codes are single use", async () => {
    const callback = await googleSignIn("nina@example.nl", "Nina de Vries");
    expect(`${callback.origin}${callback.pathname}`).toBe(REDIRECT);
    expect(callback.searchParams.get("state")).toBe("s".repeat(32));
    const code = callback.searchParams.get("code") ?? "";

    const response = await exchange(codeParams(code));
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const tokens = (await response.json()) as Record<string, string>;
    expect(Object.keys(tokens).sort()).toEqual([
      "access_token",
      "expires_in",
      "id_token",
      "refresh_token",
      "token_type",
    ]);
    const id = JSON.parse(
      Buffer.from(tokens.id_token!.split(".")[1]!, "base64url").toString(),
    ) as Record<string, unknown>;
    expect(id.email).toBe("nina@example.nl");
    expect(String(id["cognito:username"])).toMatch(/^Google_\d+$/);

    const info = await fetch(`${harness.url}/oauth2/userInfo`, {
      headers: { authorization: `Bearer ${tokens.access_token!}` },
    });
    expect(await info.json()).toMatchObject({ email: "nina@example.nl", email_verified: "true" });

    const again = await exchange(codeParams(code));
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ error: "invalid_grant" });
    // Replaying the code revokes what it produced.
    const refresh = await exchange({
      grant_type: "refresh_token",
      client_id: TEST_CLIENT_ID,
      refresh_token: tokens.refresh_token!,
    });
    expect(refresh.status).toBe(400);
  });

  it("fails closed on a wrong verifier, a wrong redirect_uri and a missing challenge", async () => {
    const first = await googleSignIn("otto@example.nl", "Otto");
    const wrongVerifier = await exchange(
      codeParams(first.searchParams.get("code") ?? "", {
        code_verifier: `${VERIFIER.slice(0, -1)}x`,
      }),
    );
    expect(wrongVerifier.status).toBe(400);
    expect(await wrongVerifier.json()).toMatchObject({ error: "invalid_grant" });

    const second = await googleSignIn("otto@example.nl", "Otto");
    const wrongRedirect = await exchange(
      codeParams(second.searchParams.get("code") ?? "", {
        redirect_uri: `${TEST_WEB_ORIGIN}/other`,
      }),
    );
    expect(await wrongRedirect.json()).toMatchObject({ error: "invalid_grant" });
    // A failed exchange burns the code too.
    const retry = await exchange(codeParams(second.searchParams.get("code") ?? ""));
    expect(retry.status).toBe(400);

    const foreign = await fetch(authorizeUrl({ redirect_uri: "https://evil.example/login" }), {
      redirect: "manual",
    });
    expect(foreign.status).toBe(400);
    expect(foreign.headers.get("location")).toBeNull();

    const plain = await fetch(authorizeUrl({ code_challenge_method: "plain" }), {
      redirect: "manual",
    });
    const error = new URL(plain.headers.get("location") ?? "");
    expect(error.searchParams.get("error")).toBe("invalid_request");
    expect(error.searchParams.get("state")).toBe("s".repeat(32));
    expect(error.searchParams.get("code")).toBeNull();
  });

  it("expires authorization codes after the configured lifetime", async () => {
    let clock = Date.now();
    const clocked = await startIdentityHarness({
      options: { now: () => clock, settings: { authorizationCodeTtlSeconds: 30 } },
    });
    try {
      const fresh = await googleSignIn("rosa@example.nl", "Rosa", {}, clocked);
      clock += 29_000;
      const inTime = await exchange(codeParams(fresh.searchParams.get("code") ?? ""), clocked);
      expect(inTime.status).toBe(200);

      const late = await googleSignIn("rosa@example.nl", "Rosa", {}, clocked);
      clock += 30_000;
      const expired = await exchange(codeParams(late.searchParams.get("code") ?? ""), clocked);
      expect(expired.status).toBe(400);
      expect(await expired.json()).toMatchObject({ error: "invalid_grant" });
    } finally {
      await clocked.close();
    }
  });

  it("reports a cancelled Google sign-in as access_denied", async () => {
    const start = await fetch(authorizeUrl(), { redirect: "manual" });
    const cancel = await submitHostedForm(
      new URL(start.headers.get("location") ?? "", harness.url),
      { action: "cancel" },
    );
    const callback = new URL(cancel.headers.get("location") ?? "");
    expect(callback.searchParams.get("error")).toBe("access_denied");
  });

  it("links Google to an existing e-mail account and signs in on the hosted page", async () => {
    const existing = await harness.service.createConfirmedUser("pim@example.nl", "Geheim123");
    const callback = await googleSignIn("pim@example.nl", "Pim");
    const tokens = (await (
      await exchange(codeParams(callback.searchParams.get("code") ?? ""))
    ).json()) as Record<string, string>;
    const id = JSON.parse(
      Buffer.from(tokens.id_token!.split(".")[1]!, "base64url").toString(),
    ) as Record<string, unknown>;
    expect(id.sub).toBe(existing.sub);

    // The refresh_token grant answers new id and access tokens (no new refresh token).
    const refreshed = await exchange({
      grant_type: "refresh_token",
      client_id: TEST_CLIENT_ID,
      refresh_token: tokens.refresh_token!,
    });
    expect(refreshed.status).toBe(200);
    const renewed = (await refreshed.json()) as Record<string, unknown>;
    expect(Object.keys(renewed).sort()).toEqual([
      "access_token",
      "expires_in",
      "id_token",
      "token_type",
    ]);
    const renewedId = JSON.parse(
      Buffer.from(String(renewed.id_token).split(".")[1]!, "base64url").toString(),
    ) as Record<string, unknown>;
    expect(renewedId).toMatchObject({ sub: existing.sub, origin_jti: id.origin_jti });

    const start = await fetch(authorizeUrl({ identity_provider: "COGNITO" }), {
      redirect: "manual",
    });
    const loginUrl = new URL(start.headers.get("location") ?? "", harness.url);
    expect(loginUrl.pathname).toBe("/login");
    const login = (password: string) =>
      submitHostedForm(loginUrl, { email: "pim@example.nl", password });
    const wrong = await login("Fout12345");
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain("Onjuist e-mailadres of wachtwoord.");
    const ok = await login("Geheim123");
    expect(ok.status).toBe(302);
    expect(new URL(ok.headers.get("location") ?? "").searchParams.get("code")).toMatch(/.+/);
    expect(ok.headers.getSetCookie().join("\n")).toContain("HttpOnly");
    const cookie = ok.headers
      .getSetCookie()
      .find((line) => line.startsWith("memorial_identity_session="))!;

    const withSession =
      (
        await fetch(authorizeUrl({ identity_provider: "COGNITO" }), {
          redirect: "manual",
          headers: { cookie: cookie.split(";")[0] ?? "" },
        })
      ).headers.get("location") ?? "";
    expect(new URL(withSession).searchParams.get("code")).toMatch(/.+/);

    const logout = await fetch(
      `${harness.url}/logout?client_id=${TEST_CLIENT_ID}&logout_uri=${encodeURIComponent(`${TEST_WEB_ORIGIN}/logout`)}`,
      { redirect: "manual", headers: { cookie: cookie.split(";")[0] ?? "" } },
    );
    expect(logout.status).toBe(302);
    expect(logout.headers.get("location")).toBe(`${TEST_WEB_ORIGIN}/logout`);
    const afterLogout = await fetch(authorizeUrl({ identity_provider: "COGNITO" }), {
      redirect: "manual",
      headers: { cookie: cookie.split(";")[0] ?? "" },
    });
    expect(new URL(afterLogout.headers.get("location") ?? "", harness.url).pathname).toBe("/login");
    const badLogout = await fetch(
      `${harness.url}/logout?client_id=${TEST_CLIENT_ID}&logout_uri=${encodeURIComponent("https://evil.example/")}`,
      { redirect: "manual" },
    );
    expect(badLogout.status).toBe(400);
  });

  it("answers OAuth errors, never a crash, for bad token and userInfo requests", async () => {
    const json = await fetch(`${harness.url}/oauth2/token`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{}",
    });
    expect(await json.json()).toMatchObject({ error: "invalid_request" });
    const badBasic = await fetch(`${harness.url}/oauth2/token`, {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        authorization: `Basic ${Buffer.from("%E0%A4%A:secret").toString("base64")}`,
      },
      body: "grant_type=authorization_code",
    });
    expect(badBasic.status).toBe(400);
    expect(await badBasic.json()).toMatchObject({ error: "invalid_client" });
    const otherClient = await exchange({ grant_type: "refresh_token", client_id: "other" });
    expect(await otherClient.json()).toMatchObject({ error: "invalid_client" });
    const grant = await exchange({ grant_type: "password", client_id: TEST_CLIENT_ID });
    expect(await grant.json()).toMatchObject({ error: "unsupported_grant_type" });
    const missing = await exchange({ grant_type: "authorization_code", client_id: TEST_CLIENT_ID });
    expect(await missing.json()).toMatchObject({ error: "invalid_request" });
    const unknownCode = await exchange(codeParams("not-a-code"));
    expect(await unknownCode.json()).toMatchObject({ error: "invalid_grant" });
    const info = await fetch(`${harness.url}/oauth2/userInfo`, {
      headers: { authorization: "Bearer not-a-token" },
    });
    expect(info.status).toBe(401);
    expect(info.headers.get("www-authenticate")).toContain("invalid_token");
    const expired = await fetch(`${harness.url}/oauth2/google?request=unknown`);
    expect(expired.status).toBe(400);
    expect(await expired.text()).toContain("Inloggen verlopen");
  });

  it("publishes JWKS and the OpenID configuration at Cognito's paths", async () => {
    const config = (await (
      await fetch(`${harness.url}/${TEST_USER_POOL_ID}/.well-known/openid-configuration`)
    ).json()) as Record<string, unknown>;
    expect(config.issuer).toBe(harness.service.issuer);
    expect(config.code_challenge_methods_supported).toEqual(["S256"]);
    const jwks = (await (await fetch(String(config.jwks_uri))).json()) as {
      keys: { kid: string }[];
    };
    expect(jwks).toEqual(harness.service.jwks());
  });
});
