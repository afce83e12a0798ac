// The identity service tried as an attacker would (docs/security.md items 20, 21, 23-25):
// parallel guessing, per-client and per-account limits, user enumeration, oversized input,
// revoked sessions, framing and CSRF. Every concurrency test fires real parallel requests at a
// real server on a free port.
import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  cookiesOf,
  startIdentityHarness,
  submitHostedForm,
  TEST_CLIENT_ID,
  TEST_WEB_ORIGIN,
  type IdentityHarness,
} from "./test-harness.ts";

const PASSWORD = "Geheim123";

function authorizeUrl(h: IdentityHarness): string {
  const url = new URL(`${h.url}/oauth2/authorize`);
  url.search = new URLSearchParams({
    client_id: TEST_CLIENT_ID,
    response_type: "code",
    redirect_uri: `${TEST_WEB_ORIGIN}/login`,
    code_challenge: "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM",
    code_challenge_method: "S256",
    state: "s",
  }).toString();
  return url.toString();
}

/** The hosted /login page of a fresh authorize request. */
async function loginPageUrl(h: IdentityHarness): Promise<URL> {
  const start = await fetch(authorizeUrl(h), { redirect: "manual" });
  return new URL(start.headers.get("location") ?? "", h.url);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? 0;

async function timed(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

describe("guessing (docs/security.md item 20)", { timeout: 30_000 }, () => {
  let h: IdentityHarness;
  beforeAll(async () => {
    h = await startIdentityHarness({
      options: {
        settings: {
          requestsPerMinute: 10_000,
          accountRequestsPerMinute: 10_000,
          hostedRequestsPerMinute: 10_000,
          hostedBurstPosts: 10_000,
        },
      },
    });
  });
  afterAll(() => h.close());

  it("evaluates at most the threshold of a 100-guess parallel burst on USER_PASSWORD_AUTH", async () => {
    await h.service.createConfirmedUser("burst@example.nl", PASSWORD);
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        h.wire.signInWithPassword("burst@example.nl", `Fout${i}xY`),
      ),
    );
    const evaluated = answers.filter((a) => a.message === "Incorrect username or password.");
    const refused = answers.filter((a) => a.message === "Password attempts exceeded");
    expect(evaluated.length).toBeLessThanOrEqual(5);
    expect(evaluated.length + refused.length).toBe(100);
    expect(refused.every((a) => a.errorType === "NotAuthorizedException")).toBe(true);
    // Locked: even the right password is refused now.
    const right = await h.wire.signInWithPassword("burst@example.nl", PASSWORD);
    expect(right.message).toBe("Password attempts exceeded");
  });

  it("evaluates at most the threshold of a 100-guess parallel burst on the hosted /login", async () => {
    await h.service.createConfirmedUser("hosted-burst@example.nl", PASSWORD);
    const pageUrl = await loginPageUrl(h);
    const opened = await fetch(pageUrl);
    const csrf = /name="csrf" value="([^"]*)"/.exec(await opened.text())?.[1] ?? "";
    const cookie = cookiesOf(opened);
    const pages = await Promise.all(
      Array.from({ length: 100 }, async (_, i) => {
        const response = await fetch(`${h.url}/login`, {
          method: "POST",
          redirect: "manual",
          headers: { "content-type": "application/x-www-form-urlencoded", cookie },
          body: new URLSearchParams({
            request: pageUrl.searchParams.get("request") ?? "",
            csrf,
            email: "hosted-burst@example.nl",
            password: `Fout${i}xY`,
          }).toString(),
        });
        return response.text();
      }),
    );
    const evaluated = pages.filter((p) => p.includes("Onjuist e-mailadres of wachtwoord."));
    const refused = pages.filter((p) => p.includes("Te veel mislukte pogingen."));
    expect(evaluated.length).toBeLessThanOrEqual(5);
    expect(evaluated.length + refused.length).toBe(100);
  });
});

describe("rate limits per client and per account", { timeout: 30_000 }, () => {
  it("limits each client by its connection's address, not everyone at once", async () => {
    const h = await startIdentityHarness({ options: { settings: { requestsPerMinute: 3 } } });
    try {
      // Two clients on different loopback addresses: the first one's excess does not block the
      // second (today every caller counted as the same client).
      const from = (localAddress: string) =>
        new Promise<{ status: number; retryAfter: string | undefined }>((resolve, reject) => {
          const body = JSON.stringify({ ClientId: TEST_CLIENT_ID, Username: "x@example.nl" });
          const request = http.request(
            `${h.url}/`,
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
                resolve({
                  status: response.statusCode ?? 0,
                  retryAfter: response.headers["retry-after"],
                });
              });
            },
          );
          request.on("error", reject);
          request.end(body);
        });
      const first = await Promise.all(Array.from({ length: 5 }, () => from("127.0.0.2")));
      expect(first.filter((a) => a.status === 429)).toHaveLength(2);
      const limited = first.find((a) => a.status === 429);
      expect(Number(limited?.retryAfter)).toBeGreaterThan(0);
      expect(Number(limited?.retryAfter)).toBeLessThanOrEqual(60);
      expect((await from("127.0.0.3")).status).toBe(200);
    } finally {
      await h.close();
    }
  });

  it("reads X-Forwarded-For only when told to trust a proxy", async () => {
    const settings = { requestsPerMinute: 2, accountRequestsPerMinute: 1000 };
    const direct = await startIdentityHarness({ options: { settings } });
    const proxied = await startIdentityHarness({
      options: { settings },
      env: { MEMORIAL_TRUST_PROXY: "true" },
    });
    try {
      const call = (h: IdentityHarness, address: string) =>
        h.wire.userPool(
          "ForgotPassword",
          { Username: "y@example.nl" },
          { "x-forwarded-for": `${address}, 10.0.0.1` },
        );
      const spoofed = [];
      for (const address of ["203.0.113.1", "203.0.113.2", "203.0.113.3"]) {
        spoofed.push((await call(direct, address)).status);
      }
      expect(spoofed).toEqual([200, 200, 429]);
      const behindProxy = [];
      for (const address of ["203.0.113.1", "203.0.113.2", "203.0.113.3"]) {
        behindProxy.push((await call(proxied, address)).status);
      }
      expect(behindProxy).toEqual([200, 200, 200]);
    } finally {
      await direct.close();
      await proxied.close();
    }
  });

  it("limits one account from many clients (429 with Retry-After)", async () => {
    const h = await startIdentityHarness({
      options: { settings: { accountRequestsPerMinute: 4 } },
      env: { MEMORIAL_TRUST_PROXY: "true" },
    });
    try {
      await h.service.createConfirmedUser("target@example.nl", PASSWORD);
      const answers = [];
      for (let i = 0; i < 6; i += 1) {
        answers.push(
          await h.wire.signInWithPassword("Target@example.nl", `Fout${i}xY`, {
            "x-forwarded-for": `198.51.100.${i}`,
          }),
        );
      }
      expect(answers.map((a) => a.status)).toEqual([400, 400, 400, 400, 429, 429]);
      expect(answers[4]?.errorType).toBe("TooManyRequestsException");
      expect(Number(answers[4]?.headers.get("retry-after"))).toBeGreaterThan(0);
      // Another account is not affected.
      expect((await h.wire.signInWithPassword("other@example.nl", "Fout1xY")).status).toBe(400);
    } finally {
      await h.close();
    }
  });

  it("stops password spraying from one address: a burst of wrong sign-ins for different accounts", async () => {
    // Default settings (10 posts in 10 s): one address tries 20 accounts within a few seconds.
    let time = Date.now();
    const h = await startIdentityHarness({ options: { now: () => time } });
    try {
      const pageUrl = await loginPageUrl(h);
      const answers: Response[] = [];
      for (let i = 0; i < 20; i += 1) {
        answers.push(
          await submitHostedForm(pageUrl, { email: `spray${i}@example.nl`, password: "Fout1xY" }),
        );
      }
      const statuses = answers.map((answer) => answer.status);
      expect(statuses.slice(0, 10)).toEqual(Array(10).fill(400));
      expect(statuses.slice(10)).toEqual(Array(10).fill(429));
      const last = answers[19];
      const wait = Number(last?.headers.get("retry-after"));
      expect(wait).toBeGreaterThan(0);
      expect(wait).toBeLessThanOrEqual(10);
      expect(await last?.text()).toContain("te veel pogingen");
      // After the answered wait the address may try again (the per-minute limit is not reached).
      time += wait * 1000;
      const again = await submitHostedForm(pageUrl, { email: "later@example.nl", password: "x" });
      expect(again.status).toBe(400);
    } finally {
      await h.close();
    }
  });

  it("keeps the burst limit per client address", async () => {
    const h = await startIdentityHarness({
      options: { settings: { hostedBurstPosts: 2, hostedBurstSeconds: 60 } },
      env: { MEMORIAL_TRUST_PROXY: "true" },
    });
    try {
      const pageUrl = await loginPageUrl(h);
      const post = async (address: string) => {
        const opened = await fetch(pageUrl);
        const csrf = /name="csrf" value="([^"]*)"/.exec(await opened.text())?.[1] ?? "";
        const response = await fetch(`${h.url}/login`, {
          method: "POST",
          redirect: "manual",
          headers: {
            "content-type": "application/x-www-form-urlencoded",
            cookie: cookiesOf(opened),
            "x-forwarded-for": address,
          },
          body: new URLSearchParams({
            request: pageUrl.searchParams.get("request") ?? "",
            csrf,
            email: "n@example.nl",
            password: "Fout1xY",
          }).toString(),
        });
        return response.status;
      };
      expect([await post("203.0.113.1"), await post("203.0.113.1")]).toEqual([400, 400]);
      expect(await post("203.0.113.1")).toBe(429);
      expect(await post("203.0.113.2")).toBe(400);
    } finally {
      await h.close();
    }
  });

  it("limits the hosted sign-in page per client with a Dutch 429 page", async () => {
    const h = await startIdentityHarness({ options: { settings: { hostedRequestsPerMinute: 3 } } });
    try {
      const pageUrl = await loginPageUrl(h);
      const statuses = [];
      let last: Response | undefined;
      for (let i = 0; i < 4; i += 1) {
        last = await submitHostedForm(pageUrl, { email: "n@example.nl", password: "Fout1xY" });
        statuses.push(last.status);
      }
      expect(statuses).toEqual([400, 400, 400, 429]);
      expect(Number(last?.headers.get("retry-after"))).toBeGreaterThan(0);
      const text = await last?.text();
      expect(text).toContain("te veel pogingen");
      expect(text).toContain('lang="nl"');
    } finally {
      await h.close();
    }
  });
});

describe("no user enumeration (docs/security.md item 21)", { timeout: 30_000 }, () => {
  let h: IdentityHarness;
  beforeAll(async () => {
    h = await startIdentityHarness();
    await h.service.createConfirmedUser("known@example.nl", PASSWORD);
  });
  afterAll(() => h.close());

  const srpA = "a".repeat(768);
  const firstStep = (email: string) =>
    h.wire.userPool("InitiateAuth", {
      AuthFlow: "USER_SRP_AUTH",
      AuthParameters: { USERNAME: email, SRP_A: srpA },
    });

  it("answers the first SRP step of an unknown e-mail with a fake but consistent challenge", async () => {
    const known = await firstStep("known@example.nl");
    const unknown = await firstStep("nobody@example.nl");
    const again = await firstStep("NOBODY@example.nl");
    expect(unknown.status).toBe(known.status);
    expect(unknown.body.ChallengeName).toBe("PASSWORD_VERIFIER");
    const k = known.body.ChallengeParameters as Record<string, string>;
    const u = unknown.body.ChallengeParameters as Record<string, string>;
    const u2 = again.body.ChallengeParameters as Record<string, string>;
    expect(Object.keys(u).sort()).toEqual(Object.keys(k).sort());
    expect(u.SALT).toMatch(/^[0-9a-f]{32}$/);
    expect(u.USER_ID_FOR_SRP).toMatch(/^[0-9a-f-]{36}$/);
    expect(u2.SALT).toBe(u.SALT);
    expect(u2.USER_ID_FOR_SRP).toBe(u.USER_ID_FOR_SRP);
    expect(u.SRP_B).not.toBe(u2.SRP_B);
    // The second step fails like a wrong password.
    const second = await h.wire.userPool("RespondToAuthChallenge", {
      ChallengeName: "PASSWORD_VERIFIER",
      ChallengeResponses: {
        USERNAME: u.USER_ID_FOR_SRP,
        PASSWORD_CLAIM_SECRET_BLOCK: u.SECRET_BLOCK,
        PASSWORD_CLAIM_SIGNATURE: Buffer.alloc(32).toString("base64"),
        TIMESTAMP: "Mon Nov 23 10:00:00 UTC 2026",
      },
    });
    expect(second.errorType).toBe("NotAuthorizedException");
    expect(second.message).toBe("Incorrect username or password.");
  });

  it("takes as long to refuse an unknown user as a known one, on both password paths", async () => {
    const api: Record<"known" | "unknown", number[]> = { known: [], unknown: [] };
    const hosted: Record<"known" | "unknown", number[]> = { known: [], unknown: [] };
    const pageUrl = await loginPageUrl(h);
    for (let i = 0; i < 3; i += 1) {
      for (const who of ["known", "unknown"] as const) {
        const email = `${who}@example.nl`;
        api[who].push(await timed(() => h.wire.signInWithPassword(email, `Fout${i}xY`)));
        hosted[who].push(
          await timed(async () => {
            const response = await submitHostedForm(pageUrl, { email, password: `Fout${i}xY` });
            await response.text();
          }),
        );
      }
    }
    // Today: 32-53 ms known versus 3-4 ms unknown. Both now check one scrypt hash.
    expect(median(api.unknown)).toBeGreaterThan(median(api.known) * 0.5);
    expect(median(hosted.unknown)).toBeGreaterThan(median(hosted.known) * 0.5);
  });
});

describe("oversized input (docs/security.md item 24)", { timeout: 30_000 }, () => {
  let h: IdentityHarness;
  beforeAll(async () => {
    h = await startIdentityHarness();
  });
  afterAll(() => h.close());

  it("refuses a password over 256 characters with 400, before hashing", async () => {
    const long = `Aa1${"x".repeat(254)}`;
    const signUp = await h.wire.userPool("SignUp", { Username: "long@example.nl", Password: long });
    expect(signUp.status).toBe(400);
    expect(signUp.errorType).toBe("InvalidParameterException");
    expect(signUp.message).toContain("less than or equal to 256");
    const signIn = await h.wire.signInWithPassword("long@example.nl", long);
    expect(signIn.errorType).toBe("InvalidParameterException");
    // 256 characters (emoji count as one each) are fine.
    const emoji = `Aa1${"😀".repeat(253)}`;
    expect(
      (await h.wire.userPool("SignUp", { Username: "ok@example.nl", Password: emoji })).status,
    ).toBe(200);
  });

  it("refuses a 20 MiB body with 413 at once and keeps answering others meanwhile", async () => {
    const huge = JSON.stringify({
      ClientId: TEST_CLIENT_ID,
      Username: "huge@example.nl",
      Password: `Aa1${"x".repeat(20 * 1024 * 1024)}`,
    });
    const started = performance.now();
    const [big, health] = await Promise.all([
      h.wire.call("AWSCognitoIdentityProviderService.SignUp", huge).catch(() => undefined),
      (async () => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        return timed(() => fetch(`${h.url}/eu-central-1_TestPool/.well-known/jwks.json`));
      })(),
    ]);
    const elapsed = performance.now() - started;
    expect(big?.status).toBe(413);
    expect(elapsed).toBeLessThan(3000);
    expect(health).toBeLessThan(1000);
    expect(
      (await h.wire.userPool("SignUp", { Username: "huge@example.nl", Password: PASSWORD })).status,
    ).toBe(200);
  });

  it("refuses a large body without Content-Length (chunked) as soon as it passes the limit", async () => {
    const chunks = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 200; i += 1) controller.enqueue(new Uint8Array(64 * 1024).fill(32));
        controller.close();
      },
    });
    const response = await fetch(`${h.url}/`, {
      method: "POST",
      headers: {
        "content-type": "application/x-amz-json-1.1",
        "x-amz-target": "AWSCognitoIdentityProviderService.SignUp",
      },
      body: chunks,
      duplex: "half",
    } as RequestInit).catch(() => undefined);
    expect(response?.status).toBe(413);
  });
});

describe(
  "sessions end on password reset and change (docs/security.md item 23)",
  { timeout: 30_000 },
  () => {
    let h: IdentityHarness;
    beforeAll(async () => {
      h = await startIdentityHarness();
    });
    afterAll(() => h.close());

    const tokensOf = async (email: string, password = PASSWORD) =>
      (await h.wire.signInWithPassword(email, password)).body.AuthenticationResult as Record<
        string,
        string
      >;
    const refresh = (refreshToken: string) =>
      h.wire.userPool("InitiateAuth", {
        AuthFlow: "REFRESH_TOKEN_AUTH",
        AuthParameters: { REFRESH_TOKEN: refreshToken },
      });

    it("revokes every session on a password reset", async () => {
      await h.service.createConfirmedUser("reset@example.nl", PASSWORD);
      const laptop = await tokensOf("reset@example.nl");
      const phone = await tokensOf("reset@example.nl");
      expect((await refresh(laptop.RefreshToken!)).status).toBe(200);
      await h.wire.userPool("ForgotPassword", { Username: "reset@example.nl" });
      const reset = await h.wire.userPool("ConfirmForgotPassword", {
        Username: "reset@example.nl",
        ConfirmationCode: h.latestCode("reset@example.nl"),
        Password: "Nieuw12345",
      });
      expect(reset.status).toBe(200);
      for (const session of [laptop, phone]) {
        const answer = await refresh(session.RefreshToken!);
        expect(answer.errorType).toBe("NotAuthorizedException");
        expect(
          (await h.wire.userPool("GetUser", { AccessToken: session.AccessToken })).status,
        ).toBe(400);
      }
      expect(
        h.service.sessionIsLive(
          (
            JSON.parse(Buffer.from(laptop.IdToken!.split(".")[1]!, "base64url").toString()) as {
              origin_jti: string;
            }
          ).origin_jti,
        ),
      ).toBe(false);
    });

    it("revokes the other sessions on a password change and keeps the one that changed it", async () => {
      await h.service.createConfirmedUser("change@example.nl", PASSWORD);
      const current = await tokensOf("change@example.nl");
      const other = await tokensOf("change@example.nl");
      const change = await h.wire.userPool("ChangePassword", {
        AccessToken: current.AccessToken,
        PreviousPassword: PASSWORD,
        ProposedPassword: "Anders12345",
      });
      expect(change.status).toBe(200);
      expect((await refresh(other.RefreshToken!)).errorType).toBe("NotAuthorizedException");
      expect((await refresh(current.RefreshToken!)).status).toBe(200);
    });
  },
);

describe(
  "hosted pages cannot be framed and need a CSRF token (docs/security.md item 25)",
  { timeout: 30_000 },
  () => {
    let h: IdentityHarness;
    beforeAll(async () => {
      h = await startIdentityHarness();
      await h.service.createConfirmedUser("csrf@example.nl", PASSWORD);
    });
    afterAll(() => h.close());

    it("sends frame-ancestors 'none' and X-Frame-Options on every page", async () => {
      const pageUrl = await loginPageUrl(h);
      for (const url of [pageUrl.toString(), `${h.url}/mailbox`, `${h.url}/login?request=x`]) {
        const response = await fetch(url);
        expect(response.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
        expect(response.headers.get("x-frame-options")).toBe("DENY");
      }
    });

    it("refuses a sign-in post without the CSRF token of the browser's cookie", async () => {
      const pageUrl = await loginPageUrl(h);
      const opened = await fetch(pageUrl);
      const page = await opened.text();
      const csrf = /name="csrf" value="([^"]*)"/.exec(page)?.[1];
      expect(csrf).toMatch(/^[\w-]{43}$/);
      const post = (fields: Record<string, string>, cookie: string) =>
        fetch(`${h.url}/login`, {
          method: "POST",
          redirect: "manual",
          headers: { "content-type": "application/x-www-form-urlencoded", cookie },
          body: new URLSearchParams({
            request: pageUrl.searchParams.get("request") ?? "",
            email: "csrf@example.nl",
            password: PASSWORD,
            ...fields,
          }).toString(),
        });
      expect((await post({}, cookiesOf(opened))).status).toBe(403);
      expect((await post({ csrf: csrf ?? "" }, "")).status).toBe(403);
      expect((await post({ csrf: "x".repeat(43) }, cookiesOf(opened))).status).toBe(403);
      expect((await post({ csrf: csrf ?? "" }, cookiesOf(opened))).status).toBe(302);
    });

    it("escapes what it echoes on the page", async () => {
      const pageUrl = await loginPageUrl(h);
      const response = await submitHostedForm(pageUrl, {
        email: '"><script>alert(1)</script>',
        password: "x",
      });
      const text = await response.text();
      expect(text).not.toContain("<script>alert(1)</script>");
      expect(text).toContain("&quot;&gt;&lt;script&gt;");
      expect(text).toContain(`font-family: system-ui, -apple-system, "Segoe UI"`);
    });
  },
);
