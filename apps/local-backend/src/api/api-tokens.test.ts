// Tokens as the product API sees them (docs/security.md item 23): the whole backend on free ports,
// real sign-ins. Tokens of a signed-out or revoked session are refused, access and id tokens
// alike; the verifier requires exp, refuses a future iat and checks issuer, audience/client id
// and token_use. Also: the client address reaches the identity service's limits.
import http from "node:http";
import { createCognitoWire, type CognitoWire } from "@memorial/auth/testing";
import { generateKeyPair, exportJWK, SignJWT, type JWK } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createJwtVerifier } from "./auth.ts";
import type { Logger } from "../context.ts";
import { startTestBackend, type TestBackend } from "../testing/backend.ts";

const PASSWORD = "Geheim123";
const silent: Logger = { info: () => undefined, error: () => undefined };

describe("the product API refuses tokens of ended sessions", { timeout: 30_000 }, () => {
  let backend: TestBackend;
  let wire: CognitoWire;
  beforeAll(async () => {
    backend = await startTestBackend({
      env: { MEMORIAL_IDENTITY_REQUESTS_PER_MINUTE: "4" },
      log: silent,
    });
    wire = createCognitoWire({ endpoint: backend.identityUrl, clientId: backend.config.clientId });
  });
  afterAll(async () => {
    await backend.stop();
  });

  const signIn = async (email: string) =>
    (await wire.signInWithPassword(email, PASSWORD)).body.AuthenticationResult as Record<
      string,
      string
    >;
  const listProfiles = (token: string) =>
    fetch(`${backend.apiUrl}/api/v1/profiles`, { headers: { authorization: `Bearer ${token}` } });

  it("after a global sign-out", async () => {
    await backend.identity.createConfirmedUser("signout@example.nl", PASSWORD);
    const tokens = await signIn("signout@example.nl");
    expect((await listProfiles(tokens.IdToken!)).status).toBe(200);
    expect((await listProfiles(tokens.AccessToken!)).status).toBe(200);
    expect((await wire.userPool("GlobalSignOut", { AccessToken: tokens.AccessToken })).status).toBe(
      200,
    );
    expect((await listProfiles(tokens.IdToken!)).status).toBe(401);
    expect((await listProfiles(tokens.AccessToken!)).status).toBe(401);
  });

  it("after the refresh token of the session is revoked", async () => {
    await backend.identity.createConfirmedUser("revoke@example.nl", PASSWORD);
    const tokens = await signIn("revoke@example.nl");
    await wire.userPool("RevokeToken", { Token: tokens.RefreshToken });
    expect((await listProfiles(tokens.IdToken!)).status).toBe(401);
  });

  it("after a password reset, on every device", async () => {
    await backend.identity.createConfirmedUser("reset-api@example.nl", PASSWORD);
    const tokens = await signIn("reset-api@example.nl");
    await backend.identity.createConfirmedUser("reset-api@example.nl", "Anders12345");
    expect((await listProfiles(tokens.IdToken!)).status).toBe(401);
  });

  it("counts each client address on its own (the connection reaches the limits)", async () => {
    const from = (localAddress: string) =>
      new Promise<number>((resolve, reject) => {
        const request = http.request(
          `${backend.identityUrl}/`,
          {
            method: "POST",
            localAddress,
            headers: {
              "content-type": "application/x-amz-json-1.1",
              "x-amz-target": "AWSCognitoIdentityProviderService.ForgotPassword",
            },
          },
          (response) => {
            response.resume();
            response.on("end", () => {
              resolve(response.statusCode ?? 0);
            });
          },
        );
        request.on("error", reject);
        request.end(
          JSON.stringify({ ClientId: backend.config.clientId, Username: "z@example.nl" }),
        );
      });
    const first = [];
    for (let i = 0; i < 5; i += 1) first.push(await from("127.0.0.4"));
    expect(first).toEqual([200, 200, 200, 200, 429]);
    expect(await from("127.0.0.5")).toBe(200);
  });
});

describe("JWT verification of the product API", { timeout: 30_000 }, () => {
  const issuer = "http://id.test/eu-central-1_Pool";
  const clientId = "client";
  let key: CryptoKey;
  let jwk: JWK;
  beforeAll(async () => {
    const pair = await generateKeyPair("RS256");
    key = pair.privateKey;
    jwk = { ...(await exportJWK(pair.publicKey)), kid: "k", alg: "RS256" };
  });
  const verify = (token: string, live = true) =>
    createJwtVerifier({
      issuer,
      clientId,
      jwks: () => ({ keys: [jwk] }),
      findUserBySub: (sub) => ({ sub, email: "a@example.nl" }),
      isSessionLive: () => live,
    })(token);
  const now = () => Math.floor(Date.now() / 1000);
  const token = (
    claims: Record<string, unknown>,
    options: { exp?: number | null; iat?: number; iss?: string } = {},
  ) => {
    const jwt = new SignJWT({
      token_use: "id",
      aud: clientId,
      email: "a@example.nl",
      origin_jti: "o",
      ...claims,
    })
      .setProtectedHeader({ alg: "RS256", kid: "k" })
      .setSubject("sub-1")
      .setIssuer(options.iss ?? issuer)
      .setIssuedAt(options.iat ?? now());
    if (options.exp !== null) jwt.setExpirationTime(options.exp ?? now() + 600);
    return jwt.sign(key);
  };

  it("accepts a good id token and a good access token", async () => {
    expect(await verify(await token({}))).toEqual({ sub: "sub-1", email: "a@example.nl" });
    const access = await token({ token_use: "access", aud: undefined, client_id: clientId });
    expect(await verify(access)).toMatchObject({ sub: "sub-1" });
  });

  it.each([
    ["without exp", () => token({}, { exp: null })],
    ["issued in the future", () => token({}, { iat: now() + 3600 })],
    ["expired", () => token({}, { exp: now() - 60, iat: now() - 120 })],
    ["of another issuer", () => token({}, { iss: "http://evil.test/pool" })],
    ["for another audience", () => token({ aud: "other" })],
    ["of another client", () => token({ token_use: "access", aud: undefined, client_id: "other" })],
    ["without token_use", () => token({ token_use: undefined })],
    ["with another token_use", () => token({ token_use: "refresh" })],
    ["without a session", () => token({ origin_jti: undefined })],
  ])("refuses a token %s", async (_label, make) => {
    expect(await verify(await make())).toBeUndefined();
  });

  it("refuses a token whose session has ended", async () => {
    expect(await verify(await token({}), false)).toBeUndefined();
  });
});
