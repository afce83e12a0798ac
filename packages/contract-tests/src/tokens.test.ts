// Bad tokens on both sides of the product (docs/security.md item 23): the API answers 401
// `unauthorized`, every identity call that takes an access token answers Cognito's
// NotAuthorizedException. Garbage, a tampered signature and an unsigned token are tried against
// any backend; tokens that are validly signed but carry bad times (no `exp`, `iat` in the
// future, expired) need the service's own key and are forged only against the local backend
// (see signing-key.ts). A forged copy with good times must be accepted, so the forging itself is
// checked too.
import { createPrivateKey, sign } from "node:crypto";
import { createCognitoWire } from "@memorial/auth/testing";
import { beforeAll, describe, expect, it } from "vitest";
import { expectStatus, skipBecause, useSuite } from "./harness";
import type { SigningKey } from "./signing-key";
import { createUser, strongPassword, uniqueEmail, type Tokens } from "./test-users";

const now = () => Math.floor(Date.now() / 1000);
const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString("utf8")) as Record<
    string,
    unknown
  >;

/** A copy of a real token's claims with other times, signed RS256 with the service's key. */
function forge(key: SigningKey, real: string, times: { exp?: number; iat?: number }): string {
  const { exp: _exp, iat: _iat, ...claims } = claimsOf(real);
  const header = part({ alg: "RS256", kid: key.kid });
  const payload = part({ ...claims, ...times });
  const privateKey = createPrivateKey({ key: key.privateJwk, format: "jwk" });
  const signature = sign("sha256", Buffer.from(`${header}.${payload}`), privateKey);
  return `${header}.${payload}.${signature.toString("base64url")}`;
}

/** Tokens that no key is needed for: they fail against any backend. */
const UNSIGNED_CASES: [string, (real: string) => string][] = [
  ["garbage", () => "not-a-jwt"],
  [
    "a tampered signature",
    (real) => {
      const [header, payload, signature = ""] = real.split(".");
      const flipped = signature.startsWith("A")
        ? `B${signature.slice(1)}`
        : `A${signature.slice(1)}`;
      return `${header}.${payload}.${flipped}`;
    },
  ],
  [
    "an unsigned token",
    (real) => `${part({ alg: "none", typ: "JWT" })}.${real.split(".")[1] ?? ""}.`,
  ],
];

/** Validly signed tokens with bad times. */
const FORGED_CASES: [string, () => { exp?: number; iat?: number }][] = [
  ["a token without exp", () => ({ iat: now() })],
  ["a token issued an hour in the future", () => ({ iat: now() + 3600, exp: now() + 7200 })],
  ["an expired token", () => ({ iat: now() - 7200, exp: now() - 3600 })],
];

/** Every identity call that takes an access token, with the rest of a valid body. */
function identityCalls(password: string): [string, (token: string) => Record<string, unknown>][] {
  return [
    ["GetUser", (token) => ({ AccessToken: token })],
    ["GlobalSignOut", (token) => ({ AccessToken: token })],
    [
      "ChangePassword",
      (token) => ({
        AccessToken: token,
        PreviousPassword: password,
        ProposedPassword: `${password}-Nieuw1`,
      }),
    ],
    [
      "ConfirmDevice",
      (token) => ({
        AccessToken: token,
        DeviceKey: "eu-central-1_00000000-0000-4000-8000-000000000000",
      }),
    ],
  ];
}

describe("bad tokens", () => {
  // Identity calls use an account of their own: a call that wrongly accepted a bad token could
  // sign it out or change its password, and must not take the suite's accounts with it.
  let subject: Tokens & { password: string };
  beforeAll(async () => {
    const { ctx, accounts } = useSuite();
    if (ctx.mailboxUrl === undefined) {
      subject = { ...accounts.other };
      return;
    }
    const password = strongPassword(ctx.runId);
    const tokens = await createUser(
      { identityUrl: ctx.identityUrl, clientId: ctx.clientId },
      ctx.mailboxUrl,
      uniqueEmail("tokens", ctx.runId),
      password,
    );
    subject = { ...tokens, password };
  });

  const wire = () => {
    const { ctx } = useSuite();
    return createCognitoWire({ endpoint: ctx.identityUrl, clientId: ctx.clientId });
  };
  const listProfiles = (token: string) =>
    useSuite().api.request("GET", "/api/v1/profiles", { token }, "owner");
  const signingKey = (): SigningKey | { reason: string } => useSuite().ctx.signingKey;

  async function expectIdentityRefusal(operation: string, body: Record<string, unknown>) {
    const answer = await wire().userPool(operation, body);
    expect(answer.status, `${operation}: ${answer.message ?? ""}`).toBe(400);
    expect(answer.errorType, operation).toBe("NotAuthorizedException");
    // Refused for the token itself, not because an earlier case ended the session.
    expect(answer.message ?? "", operation).not.toMatch(/revoked/i);
  }

  describe("the API answers 401 unauthorized", () => {
    it.each(UNSIGNED_CASES)("for %s (access token)", async (_label, make) => {
      expectStatus(
        await listProfiles(make(useSuite().accounts.owner.accessToken)),
        401,
        "unauthorized",
      );
    });

    it.for(FORGED_CASES)("for %s, id or access token", async ([, times], test) => {
      const key = signingKey();
      if ("reason" in key) skipBecause(test, key.reason);
      const { owner } = useSuite().accounts;
      for (const real of [owner.idToken, owner.accessToken]) {
        expectStatus(await listProfiles(forge(key, real, times())), 401, "unauthorized");
        // The same copy with good times is accepted: only the times are wrong.
        expectStatus(await listProfiles(forge(key, real, { iat: now(), exp: now() + 600 })), 200);
      }
    });
  });

  describe("the identity service answers NotAuthorizedException", () => {
    it("on every call that takes an access token, for garbage, tampering and no signature", async () => {
      for (const [operation, body] of identityCalls(subject.password)) {
        for (const [, make] of UNSIGNED_CASES) {
          await expectIdentityRefusal(operation, body(make(subject.accessToken)));
        }
      }
    });

    it.for(FORGED_CASES)(
      "on every call that takes an access token, for %s",
      async ([, times], test) => {
        const key = signingKey();
        if ("reason" in key) skipBecause(test, key.reason);
        const good = await wire().userPool("GetUser", {
          AccessToken: forge(key, subject.accessToken, { iat: now(), exp: now() + 600 }),
        });
        expect(good.status, "a forged copy with good times is accepted").toBe(200);
        for (const [operation, body] of identityCalls(subject.password)) {
          await expectIdentityRefusal(operation, body(forge(key, subject.accessToken, times())));
        }
      },
    );

    it("still accepts the account's real token after every refusal", async () => {
      const answer = await wire().userPool("GetUser", { AccessToken: subject.accessToken });
      expect(answer.status).toBe(200);
    });
  });
});
