// Access tokens with bad times: every call that takes an access token refuses one
// without `exp`, one issued in the future and an expired one, with Cognito's
// NotAuthorizedException; the identity pool does the same for id tokens. The tokens are forged
// with the service's own signing key (read from its database), copied from a real sign-in's
// token, so only the claim under test differs; the same copy with good times is accepted.
import crypto from "node:crypto";
import { decodeJwt, decodeProtectedHeader, SignJWT, type JWTPayload } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startIdentityHarness, TEST_USER_POOL_ID, type IdentityHarness } from "./test-harness.ts";

const PASSWORD = "Geheim123";

type Times = { exp?: number | null; iat?: number | null };

describe("token times on every call that takes a token", { timeout: 30_000 }, () => {
  let h: IdentityHarness;
  let privateKey: crypto.KeyObject;
  let accessToken: string;
  let idToken: string;
  const now = () => Math.floor(Date.now() / 1000);

  beforeAll(async () => {
    h = await startIdentityHarness({ options: { settings: { deviceTracking: true } } });
    const row = h.ctx.db
      .prepare<[], { private_jwk: string }>("SELECT private_jwk FROM identity_signing_keys")
      .get();
    if (!row) throw new Error("the service has no signing key");
    privateKey = crypto.createPrivateKey({
      key: JSON.parse(row.private_jwk) as crypto.JsonWebKey,
      format: "jwk",
    });
    await h.service.createConfirmedUser("tijden@example.nl", PASSWORD);
    const signedIn = await h.wire.signInWithPassword("tijden@example.nl", PASSWORD);
    const result = signedIn.body.AuthenticationResult as Record<string, string>;
    accessToken = result.AccessToken ?? "";
    idToken = result.IdToken ?? "";
  });
  afterAll(() => h.close());

  /** A copy of a real token, re-signed with the service's key, with other times. */
  async function forge(real: string, times: Times, extra: JWTPayload = {}): Promise<string> {
    const { exp: _exp, iat: _iat, ...claims } = decodeJwt(real);
    const jwt = new SignJWT({ ...claims, ...extra }).setProtectedHeader(
      decodeProtectedHeader(real) as { alg: string; kid: string },
    );
    if (times.iat !== null) jwt.setIssuedAt(times.iat ?? now());
    if (times.exp !== null) jwt.setExpirationTime(times.exp ?? now() + 600);
    return jwt.sign(privateKey);
  }

  const badTimes: [string, () => Times][] = [
    ["without exp", () => ({ exp: null })],
    ["without iat", () => ({ iat: null })],
    ["issued an hour in the future", () => ({ iat: now() + 3600, exp: now() + 7200 })],
    ["issued a minute in the future", () => ({ iat: now() + 60 })],
    ["expired", () => ({ iat: now() - 7200, exp: now() - 3600 })],
  ];

  /** Every user-pool call that takes an access token, with the rest of a valid body. */
  const calls: [string, (token: string) => Record<string, unknown>][] = [
    ["GetUser", (token) => ({ AccessToken: token })],
    ["GlobalSignOut", (token) => ({ AccessToken: token })],
    [
      "ChangePassword",
      (token) => ({
        AccessToken: token,
        PreviousPassword: PASSWORD,
        ProposedPassword: "Anders123",
      }),
    ],
    ["ConfirmDevice", (token) => ({ AccessToken: token, DeviceKey: "eu-central-1_unknown" })],
  ];

  it("accepts the re-signed copy with good times (the forging works)", async () => {
    const copy = await forge(accessToken, {});
    const answer = await h.call("AWSCognitoIdentityProviderService.GetUser", { AccessToken: copy });
    expect(answer.status).toBe(200);
    expect(answer.body.Username).toBeTypeOf("string");
    const withOpenid = await forge(accessToken, {}, { scope: "openid" });
    const info = await fetch(`${h.url}/oauth2/userInfo`, {
      headers: { authorization: `Bearer ${withOpenid}` },
    });
    expect(info.status).toBe(200);
  });

  describe.each(calls)("%s", (operation, body) => {
    it.each(badTimes)("refuses an access token %s", async (_label, times) => {
      const token = await forge(accessToken, times());
      const answer = await h.call(`AWSCognitoIdentityProviderService.${operation}`, body(token));
      expect(answer.status).toBe(400);
      expect(answer.body.__type).toBe("NotAuthorizedException");
      // Refused for the token itself, not because an earlier case ended the session.
      expect(answer.body.message).toMatch(/^(Invalid Access Token|Access Token has expired)$/);
    });
  });

  it.each(badTimes)("/oauth2/userInfo refuses an access token %s", async (_label, times) => {
    const token = await forge(accessToken, times(), { scope: "openid" });
    const info = await fetch(`${h.url}/oauth2/userInfo`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(info.status).toBe(401);
    expect(info.headers.get("www-authenticate")).not.toContain("revoked");
  });

  it.each(badTimes)("the identity pool refuses an id token %s", async (_label, times) => {
    const provider = `cognito-idp.${h.ctx.config.region}.amazonaws.com/${TEST_USER_POOL_ID}`;
    const call = async (token: string) =>
      h.call("AWSCognitoIdentityService.GetId", {
        IdentityPoolId: h.ctx.config.identity.identityPoolId,
        Logins: { [provider]: token },
      });
    expect((await call(await forge(idToken, {}))).status).toBe(200);
    const answer = await call(await forge(idToken, times()));
    expect(answer.status).toBe(400);
    expect(answer.body.__type).toBe("NotAuthorizedException");
  });

  it("still accepts the real tokens after all the refusals", async () => {
    const answer = await h.call("AWSCognitoIdentityProviderService.GetUser", {
      AccessToken: accessToken,
    });
    expect(answer.status).toBe(200);
  });
});
