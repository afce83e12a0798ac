// Identity pool, CORS, mailbox pages, rate limits, devices, and persistence across restarts.
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  startIdentityHarness,
  TEST_CLIENT_ID,
  TEST_USER_POOL_ID,
  TEST_WEB_ORIGIN,
  type IdentityHarness,
} from "./test-harness.ts";
import { tempFolder } from "../testing/temp-folder.ts";

const IDP = "AWSCognitoIdentityProviderService.";
const POOL_ID = "eu-central-1:00000000-0000-4000-8000-000000000001";
const LOGIN_KEY = `cognito-idp.eu-central-1.amazonaws.com/${TEST_USER_POOL_ID}`;

async function signIn(h: IdentityHarness, email: string, password = "Geheim123") {
  const response = await h.call(`${IDP}InitiateAuth`, {
    ClientId: TEST_CLIENT_ID,
    AuthFlow: "USER_PASSWORD_AUTH",
    AuthParameters: { USERNAME: email, PASSWORD: password },
  });
  expect(response.status).toBe(200);
  return response.body.AuthenticationResult as Record<string, string | undefined> & {
    NewDeviceMetadata?: { DeviceKey: string; DeviceGroupKey: string };
  };
}

describe("identity service", () => {
  let h: IdentityHarness;
  beforeAll(async () => {
    h = await startIdentityHarness({
      options: { settings: { requestsPerMinute: 8, maxCodesPerHour: 2, deviceTracking: true } },
    });
  });
  afterAll(() => h.close());

  it("hands out identities and well-formed credentials only with a valid login", async () => {
    await h.service.createConfirmedUser("quinten@example.nl", "Geheim123");
    const tokens = await signIn(h, "quinten@example.nl");
    const guest = await h.call("AWSCognitoIdentityService.GetId", { IdentityPoolId: POOL_ID });
    expect(guest.body.__type).toBe("NotAuthorizedException");

    const id = await h.call("AWSCognitoIdentityService.GetId", {
      IdentityPoolId: POOL_ID,
      Logins: { [LOGIN_KEY]: tokens.IdToken },
    });
    expect(String(id.body.IdentityId)).toMatch(/^eu-central-1:[0-9a-f-]{36}$/);
    const before = Math.floor(Date.now() / 1000);
    const credentials = await h.call("AWSCognitoIdentityService.GetCredentialsForIdentity", {
      IdentityId: id.body.IdentityId,
      Logins: { [LOGIN_KEY]: tokens.IdToken },
    });
    const c = credentials.body.Credentials as Record<string, unknown>;
    expect(c.AccessKeyId).toMatch(/^ASIA[A-Z2-7]{16}$/);
    expect(typeof c.SecretKey).toBe("string");
    expect(typeof c.SessionToken).toBe("string");
    expect(c.Expiration).toBeGreaterThanOrEqual(before + 3600);
    expect(c.Expiration).toBeLessThan(before + 3700);

    const withoutLogin = await h.call("AWSCognitoIdentityService.GetCredentialsForIdentity", {
      IdentityId: id.body.IdentityId,
    });
    expect(withoutLogin.body.__type).toBe("NotAuthorizedException");
  });

  it("issues device metadata and confirms devices; unknown device keys are not found", async () => {
    await h.service.createConfirmedUser("roos@example.nl", "Geheim123");
    const tokens = await signIn(h, "roos@example.nl");
    const device = tokens.NewDeviceMetadata;
    expect(device?.DeviceKey).toMatch(/^eu-central-1_/);
    const confirmed = await h.call(`${IDP}ConfirmDevice`, {
      AccessToken: tokens.AccessToken,
      DeviceKey: device?.DeviceKey,
      DeviceSecretVerifierConfig: { PasswordVerifier: "dmVyaWZpZXI=", Salt: "c2FsdA==" },
      DeviceName: "test",
    });
    expect(confirmed.body).toEqual({ UserConfirmationNecessary: false });
    const unknown = await h.call(`${IDP}InitiateAuth`, {
      ClientId: TEST_CLIENT_ID,
      AuthFlow: "USER_PASSWORD_AUTH",
      AuthParameters: {
        USERNAME: "roos@example.nl",
        PASSWORD: "Geheim123",
        DEVICE_KEY: "eu-central-1_nope",
      },
    });
    expect(unknown.body).toEqual({
      __type: "ResourceNotFoundException",
      message: "Device does not exist.",
    });
  });

  it("limits code sending (LimitExceededException) and request rates (TooManyRequestsException)", async () => {
    const signUp = {
      ClientId: TEST_CLIENT_ID,
      Username: "sanne@example.nl",
      Password: "Geheim123",
    };
    expect((await h.call(`${IDP}SignUp`, signUp)).status).toBe(200);
    const resend = { ClientId: TEST_CLIENT_ID, Username: "sanne@example.nl" };
    expect((await h.call(`${IDP}ResendConfirmationCode`, resend)).status).toBe(200);
    expect((await h.call(`${IDP}ResendConfirmationCode`, resend)).body.__type).toBe(
      "LimitExceededException",
    );
    const results: unknown[] = [];
    for (let i = 0; i < 10; i++) {
      results.push((await h.call(`${IDP}GetUser`, { AccessToken: "x" })).body.__type);
    }
    expect(results).toContain("TooManyRequestsException");
  });

  it("answers CORS only for the web origin, with the Cognito headers", async () => {
    const preflight = (origin: string) =>
      fetch(`${h.url}/`, {
        method: "OPTIONS",
        headers: {
          origin,
          "access-control-request-method": "POST",
          "access-control-request-headers":
            "content-type,x-amz-target,x-amz-user-agent,cache-control",
        },
      });
    const allowed = await preflight(TEST_WEB_ORIGIN);
    expect(allowed.headers.get("access-control-allow-origin")).toBe(TEST_WEB_ORIGIN);
    expect(allowed.headers.get("access-control-allow-headers")).toContain("x-amz-target");
    const denied = await preflight("https://evil.example");
    expect(denied.headers.get("access-control-allow-origin")).toBeNull();
    // The calls themselves (JSON protocol and token endpoint) too.
    const call = (url: string, origin: string) =>
      fetch(url, { method: "POST", headers: { origin, "x-amz-target": `${IDP}GetUser` } });
    for (const url of [`${h.url}/`, `${h.url}/oauth2/token`]) {
      const fromWeb = await call(url, TEST_WEB_ORIGIN);
      expect(fromWeb.headers.get("access-control-allow-origin")).toBe(TEST_WEB_ORIGIN);
      const fromElsewhere = await call(url, "http://localhost:5174");
      expect(fromElsewhere.headers.get("access-control-allow-origin")).toBeNull();
    }
  });

  it("shows the mailbox as a Dutch page and as JSON, newest first", async () => {
    const json = (await (await fetch(`${h.url}/mailbox.json?to=SANNE@example.nl`)).json()) as {
      messages: { id: number; to: string; kind: string; body: string }[];
    };
    expect(json.messages).toHaveLength(2);
    expect(json.messages[0]!.id).toBeGreaterThan(json.messages[1]!.id);
    expect(json.messages[0]).toMatchObject({ to: "sanne@example.nl", kind: "signup-code" });
    expect(json.messages[0]!.body).toMatch(/^Beste,\n[\s\S]*Uw activeringscode is: \d{6}/);
    expect(json.messages[0]!.body).toContain("Met warme groet,\nHerinneringspagina");
    const html = await (await fetch(`${h.url}/mailbox`)).text();
    expect(html).toContain("<h1>Postvak (lokaal)</h1>");
    expect(html).toContain("Uw activeringscode voor Herinneringspagina");
  });

  it("rejects bodies that are not JSON objects", async () => {
    const response = await fetch(`${h.url}/`, {
      method: "POST",
      headers: { "x-amz-target": `${IDP}SignUp` },
      body: "[1,",
    });
    expect(await response.json()).toEqual({
      __type: "SerializationException",
      message: "The request body is not a JSON object.",
    });
  });
});

describe("persistence", () => {
  it("keeps users, refresh tokens and the signing key across a restart", async () => {
    const dir = tempFolder("identity");
    const dbFile = path.join(dir, "memorial.db");
    try {
      const first = await startIdentityHarness({ dbFile });
      const user = await first.service.createConfirmedUser("tess@example.nl", "Geheim123");
      const tokens = await signIn(first, "tess@example.nl");
      const keys = first.service.jwks();
      await first.close();

      const second = await startIdentityHarness({ dbFile });
      try {
        expect(second.service.jwks()).toEqual(keys);
        expect(second.service.findUserBySub(user.sub)).toEqual(user);
        const refreshed = await second.call(`${IDP}InitiateAuth`, {
          ClientId: TEST_CLIENT_ID,
          AuthFlow: "REFRESH_TOKEN_AUTH",
          AuthParameters: { REFRESH_TOKEN: tokens.RefreshToken },
        });
        expect(refreshed.status).toBe(200);
        await signIn(second, "tess@example.nl");
      } finally {
        await second.close();
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("password storage", () => {
  it("never writes a password to the database, only SRP verifiers and scrypt hashes", async () => {
    const dir = tempFolder("identity");
    const dbFile = path.join(dir, "memorial.db");
    const passwords = ["Eerste123Geheim", "Tweede456Geheim", "Derde789Geheim"];
    try {
      const h = await startIdentityHarness({ dbFile });
      try {
        const email = "uma@example.nl";
        const ok = async (operation: string, body: Record<string, unknown>) => {
          const response = await h.call(`${IDP}${operation}`, body);
          expect(response.status).toBe(200);
          return response.body;
        };
        await ok("SignUp", { ClientId: TEST_CLIENT_ID, Username: email, Password: passwords[0] });
        await ok("ConfirmSignUp", {
          ClientId: TEST_CLIENT_ID,
          Username: email,
          ConfirmationCode: h.latestCode(email),
        });
        const tokens = await signIn(h, email, passwords[0]);
        await ok("ChangePassword", {
          AccessToken: tokens.AccessToken,
          PreviousPassword: passwords[0],
          ProposedPassword: passwords[1],
        });
        await ok("ForgotPassword", { ClientId: TEST_CLIENT_ID, Username: email });
        await ok("ConfirmForgotPassword", {
          ClientId: TEST_CLIENT_ID,
          Username: email,
          ConfirmationCode: h.latestCode(email),
          Password: passwords[2],
        });
        await signIn(h, email, passwords[2]);
        const row = h.ctx.db
          .prepare<[string], { password_hash: string; srp_verifier: string; srp_salt: string }>(
            "SELECT password_hash, srp_verifier, srp_salt FROM identity_users WHERE email = ?",
          )
          .get(email);
        expect(row?.password_hash).toMatch(
          /^scrypt\$16384\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/,
        );
        expect(row?.srp_verifier).toMatch(/^[0-9a-f]+$/);
      } finally {
        await h.close();
      }
      // Every byte the database left on disk (main file, WAL, journal).
      const bytes = Buffer.concat(
        fs.readdirSync(dir).map((file) => fs.readFileSync(path.join(dir, file))),
      );
      expect(bytes.includes(Buffer.from("uma@example.nl", "utf8"))).toBe(true); // the scan sees data
      for (const password of passwords) {
        expect(bytes.includes(Buffer.from(password, "utf8"))).toBe(false);
        expect(bytes.includes(Buffer.from(password, "utf16le"))).toBe(false);
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
