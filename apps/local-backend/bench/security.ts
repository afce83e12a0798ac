// Security figures (not a test): what an attacker gets out of the local backend. Prints
//  - wrong guesses evaluated of a 100-guess parallel burst, per sign-in path (SRP is computed
//    client-side by the test library, so the burst uses USER_PASSWORD_AUTH and the hosted /login);
//  - password spraying from one address: 30 wrong sign-ins for 30 accounts on the hosted /login
//    as fast as they go, with the default limits (how many were answered, how many got 429);
//  - the time for a 20 MiB identity body to be refused, and the health check's latency meanwhile.
// Meant to be extended with the API's figures (storage quota under parallel uploads).
//   pnpm --filter @memorial/local-backend run bench:security
import http from "node:http";
import { createCognitoWire } from "@memorial/auth/testing";
import type { RunningBackend } from "../src/server.ts";
import { withBenchBackend } from "./shared.ts";

const BURST = 100;
const PASSWORD = "Bench2026x";

export interface SecurityFigure {
  label: string;
  value: string;
}

async function guessesViaApi(backend: RunningBackend): Promise<SecurityFigure> {
  const wire = createCognitoWire({
    endpoint: backend.identityUrl,
    clientId: backend.config.clientId,
  });
  await backend.identity.createConfirmedUser("burst-api@example.nl", PASSWORD);
  const answers = await Promise.all(
    Array.from({ length: BURST }, (_, i) =>
      wire.signInWithPassword("burst-api@example.nl", `Wrong${i}xY`),
    ),
  );
  const evaluated = answers.filter((a) => a.message === "Incorrect username or password.").length;
  return {
    label: `USER_PASSWORD_AUTH: wrong guesses evaluated of ${BURST} parallel`,
    value: String(evaluated),
  };
}

const SPRAY = 30;

/** The hosted /login page of a fresh authorize request, with its CSRF token and cookie. */
async function openLoginPage(backend: RunningBackend) {
  const authorize = new URL(`${backend.identityUrl}/oauth2/authorize`);
  authorize.search = new URLSearchParams({
    client_id: backend.config.clientId,
    response_type: "code",
    redirect_uri: `${backend.config.webOrigin}/login`,
    code_challenge: "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM",
    code_challenge_method: "S256",
  }).toString();
  const start = await fetch(authorize, { redirect: "manual" });
  const pageUrl = new URL(start.headers.get("location") ?? "", backend.identityUrl);
  const opened = await fetch(pageUrl);
  const csrf = /name="csrf" value="([^"]*)"/.exec(await opened.text())?.[1] ?? "";
  const cookie = opened.headers
    .getSetCookie()
    .map((line) => line.split(";")[0] ?? "")
    .join("; ");
  return { request: pageUrl.searchParams.get("request") ?? "", csrf, cookie };
}

async function guessesViaHostedPage(backend: RunningBackend): Promise<SecurityFigure> {
  await backend.identity.createConfirmedUser("burst-hosted@example.nl", PASSWORD);
  const page = await openLoginPage(backend);
  const pages = await Promise.all(
    Array.from({ length: BURST }, async (_, i) => {
      const response = await fetch(`${backend.identityUrl}/login`, {
        method: "POST",
        redirect: "manual",
        headers: { "content-type": "application/x-www-form-urlencoded", cookie: page.cookie },
        body: new URLSearchParams({
          request: page.request,
          csrf: page.csrf,
          email: "burst-hosted@example.nl",
          password: `Wrong${i}xY`,
        }).toString(),
      });
      return response.text();
    }),
  );
  const evaluated = pages.filter((p) => p.includes("Onjuist e-mailadres of wachtwoord.")).length;
  return {
    label: `hosted /login: wrong guesses evaluated of ${BURST} parallel`,
    value: String(evaluated),
  };
}

async function sprayFromOneAddress(backend: RunningBackend): Promise<SecurityFigure> {
  const page = await openLoginPage(backend);
  const started = performance.now();
  let answered = 0;
  let refused = 0;
  let retryAfter = "";
  for (let i = 0; i < SPRAY; i += 1) {
    const response = await fetch(`${backend.identityUrl}/login`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded", cookie: page.cookie },
      body: new URLSearchParams({
        request: page.request,
        csrf: page.csrf,
        email: `spray${i}@example.nl`,
        password: `Wrong${i}xY`,
      }).toString(),
    });
    await response.text();
    if (response.status === 429) {
      refused += 1;
      retryAfter = response.headers.get("retry-after") ?? "";
    } else {
      answered += 1;
    }
  }
  const ms = performance.now() - started;
  return {
    label: `hosted /login: ${SPRAY} accounts sprayed from one address (default limits)`,
    value: `${answered} answered, ${refused} × 429 (Retry-After ${retryAfter} s) in ${ms.toFixed(0)} ms`,
  };
}

async function hugeBody(backend: RunningBackend): Promise<SecurityFigure[]> {
  const body = Buffer.from(
    JSON.stringify({
      ClientId: backend.config.clientId,
      Username: "huge@example.nl",
      Password: `Aa1${"x".repeat(20 * 1024 * 1024)}`,
    }),
  );
  const started = performance.now();
  // Raw HTTP so the client does not hold up the (in-process) server while it sends.
  const refused = new Promise<{ status: string; ms: number }>((resolve) => {
    const request = http.request(`${backend.identityUrl}/`, {
      method: "POST",
      headers: {
        "content-type": "application/x-amz-json-1.1",
        "content-length": String(body.length),
        "x-amz-target": "AWSCognitoIdentityProviderService.SignUp",
      },
    });
    request.on("response", (response) => {
      resolve({ status: String(response.statusCode), ms: performance.now() - started });
      response.resume();
    });
    request.on("error", () => {
      resolve({ status: "connection closed", ms: performance.now() - started });
    });
    request.end(body);
  });
  const healthTimes: number[] = [];
  for (let i = 0; i < 5; i += 1) {
    const healthStarted = performance.now();
    await fetch(`${backend.apiUrl}/health`);
    healthTimes.push(performance.now() - healthStarted);
  }
  const health = healthTimes.sort((a, b) => a - b)[healthTimes.length >> 1] ?? Number.NaN;
  const result = await refused;
  return [
    {
      label: "20 MiB identity body: refused after",
      value: `${result.ms.toFixed(1)} ms (${result.status})`,
    },
    {
      label: "health check meanwhile (median of 5)",
      value: `${health.toFixed(1)} ms`,
    },
  ];
}

/** Runs every figure against a fresh backend; `extra` adds figures of other parts. */
export async function securityFigures(
  extra: ((backend: RunningBackend) => Promise<SecurityFigure[]>)[] = [],
): Promise<SecurityFigure[]> {
  // The guessing figures measure the per-account lockout, so the per-address limits are high.
  const figures = await withBenchBackend(
    "security",
    {
      MEMORIAL_IDENTITY_HOSTED_REQUESTS_PER_MINUTE: "1000",
      MEMORIAL_IDENTITY_HOSTED_BURST_POSTS: "1000",
    },
    async (backend) => {
      const figures = [await guessesViaApi(backend), await guessesViaHostedPage(backend)];
      figures.push(...(await hugeBody(backend)));
      for (const add of extra) figures.push(...(await add(backend)));
      return figures;
    },
  );
  figures.push(await withBenchBackend("security-spray", {}, sprayFromOneAddress));
  return figures;
}

if (import.meta.url === `file://${process.argv[1] ?? ""}`) {
  const figures = await securityFigures();
  const width = Math.max(...figures.map((f) => f.label.length));
  process.stdout.write("Security figures of the local backend\n");
  for (const figure of figures) {
    process.stdout.write(`  ${figure.label.padEnd(width)}  ${figure.value}\n`);
  }
}
