// Rate limits: above its limits the API answers 429 `rate_limited` with
// `Retry-After`, per user (other users carry on) and per client. Against the local backend the
// suite starts a second backend with low limits (the main one runs with generous limits so the
// rest of the suite is never throttled); against another backend it fires a parallel burst.
import { afterAll, describe, expect, it } from "vitest";
import { Api, type ApiResponse } from "./api";
import { createUser, strongPassword, uniqueEmail } from "./test-users";
import { startLocalBackend, type RunningBackend } from "./local-backend";
import { loadSettings } from "./settings";
import { bodyOf, useSuite, type ErrorBody } from "./harness";

/** Limits of the second local backend (requests per minute). */
const PER_USER = 5;
const PER_CLIENT = 30;
/** Requests fired at another backend to reach its limit (CONTRACT_RATE_LIMIT_BURST). */
const EXTERNAL_BURST = Number(process.env.CONTRACT_RATE_LIMIT_BURST ?? 1500);

function expectRateLimited(response: ApiResponse): void {
  expect(response.status).toBe(429);
  expect(bodyOf<ErrorBody>(response).code).toBe("rate_limited");
  const retryAfter = response.headers.get("retry-after") ?? "";
  expect(retryAfter, "Retry-After in whole seconds").toMatch(/^\d+$/);
  expect(Number(retryAfter)).toBeGreaterThan(0);
  expect(Number(retryAfter)).toBeLessThanOrEqual(3600);
}

describe("rate limits of the API (docs/security.md item 20)", () => {
  let running: RunningBackend | undefined;
  afterAll(async () => {
    await running?.stop();
  });

  it("answer 429 with Retry-After per user, then per client", async () => {
    const { ctx, contract } = useSuite();
    if (ctx.mode === "external") {
      const { api, accounts } = useSuite();
      const token = accounts.other.idToken;
      let limited: ApiResponse | undefined;
      for (let sent = 0; sent < EXTERNAL_BURST && limited === undefined; sent += 50) {
        const batch = await Promise.all(
          Array.from({ length: 50 }, () =>
            api.request("GET", "/api/v1/profiles", { token }, "other"),
          ),
        );
        limited = batch.find((response) => response.status === 429);
      }
      expect(limited, `no 429 within ${EXTERNAL_BURST} requests`).toBeDefined();
      if (limited !== undefined) expectRateLimited(limited);
      return;
    }

    const settings = loadSettings();
    running = await startLocalBackend({
      command: settings.mode === "local" ? settings.command : undefined,
      webOrigin: ctx.webOrigin ?? "http://localhost:5173",
      env: {
        MEMORIAL_API_RATE_LIMIT_PER_USER: String(PER_USER),
        MEMORIAL_API_RATE_LIMIT_PER_CLIENT: String(PER_CLIENT),
      },
    });
    const api = new Api(running.apiUrl, contract, undefined);
    const endpoint = { identityUrl: running.identityUrl, clientId: running.clientId };
    const [first, second] = await Promise.all(
      ["rate-a", "rate-b"].map((label) =>
        createUser(
          endpoint,
          running?.identityUrl ?? "",
          uniqueEmail(label, ctx.runId),
          strongPassword(ctx.runId),
        ),
      ),
    );
    if (first === undefined || second === undefined) throw new Error("no users");

    // One user's parallel burst: exactly the limit gets through.
    const burst = await Promise.all(
      Array.from({ length: PER_USER + 3 }, () =>
        api.request("GET", "/api/v1/profiles", { token: first.idToken }, "owner"),
      ),
    );
    expect(burst.filter((response) => response.status === 200)).toHaveLength(PER_USER);
    const refused = burst.filter((response) => response.status !== 200);
    expect(refused).toHaveLength(3);
    refused.forEach(expectRateLimited);

    // Another user from the same client is not affected by the first user's limit.
    const other = await api.request("GET", "/api/v1/profiles", { token: second.idToken }, "other");
    expect(other.status).toBe(200);

    // The client's own limit: anonymous reads from this address run into it too.
    const anonymous = await Promise.all(
      Array.from({ length: PER_CLIENT }, () =>
        api.request("GET", "/public/api/v1/profiles/no-such-page", {}, "anonymous"),
      ),
    );
    const limited = anonymous.filter((response) => response.status === 429);
    expect(limited.length).toBeGreaterThan(0);
    limited.forEach(expectRateLimited);
    expect(
      anonymous.filter((response) => response.status !== 429).every((r) => r.status === 404),
    ).toBe(true);
    // Starts a backend of its own: on a busy 2-core machine that alone can take 30 s.
  }, 120_000);
});
