/**
 * Which layer retries what, shown through the library's public behaviour: the real
 * amazon-cognito-identity-js talks to the fake network through the global fetch (stubbed by
 * testEnvironment), the package's own calls through the injected fetch.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  baseConfig,
  CLIENT_ID,
  providerError,
  storeSession,
  testEnvironment,
  tokenSet,
  type Answer,
  type TestEnvironment,
  USER_POOL_ID,
} from "../test/fake-cognito";
import { createMemoryStorageAdapter } from "./storage";
import { createAuth, type Auth } from "./auth";
import { AuthError } from "./errors";
import { LibraryPool, libraryFailure } from "./cognito-library";
import { RETRY_POLICY } from "./retry";

const PREFIX = `CognitoIdentityServiceProvider.${CLIENT_ID}`;
const USER = "anna@example.nl";
const PASSWORD = "Herinnering2026";
const SRP = { ...baseConfig, authFlow: undefined };

let t: TestEnvironment;
let auth: Auth;

function setup(config = SRP, overrides: Parameters<typeof testEnvironment>[0] = {}): void {
  t = testEnvironment({ random: () => 0, ...overrides });
  auth = createAuth(config, t.env);
}

afterEach(() => {
  auth.dispose();
});

function passwordVerifier(): Answer {
  return {
    body: {
      ChallengeName: "PASSWORD_VERIFIER",
      Session: "srp-session",
      ChallengeParameters: {
        USER_ID_FOR_SRP: "user-sub",
        SRP_B: "b".repeat(768),
        SALT: "a1b2c3d4e5f6",
        SECRET_BLOCK: Buffer.from("secret block").toString("base64"),
      },
    },
  };
}

function signedIn(email = USER): Answer {
  return { body: { AuthenticationResult: tokenSet({ email }), ChallengeParameters: {} } };
}

/** A gateway's 503: no JSON, the error type only in the header. */
const gateway503: Answer = {
  status: 503,
  body: null,
  text: "Service Unavailable",
  headers: { "x-amzn-errortype": "ServiceUnavailableException:" },
};

async function failureOf(promise: Promise<unknown>): Promise<AuthError> {
  const outcome = await promise.then(
    () => undefined,
    (error: unknown) => error,
  );
  expect(outcome).toBeInstanceOf(AuthError);
  return outcome as AuthError;
}

describe("the SRP sign-in: the library sends, the package retries", () => {
  it("retries a 503 by the policy, with one library request per attempt", async () => {
    setup();
    let initiations = 0;
    t.cognito.on("InitiateAuth", () => {
      initiations += 1;
      return initiations === 1 ? gateway503 : passwordVerifier();
    });
    t.cognito.on("RespondToAuthChallenge", () => signedIn());
    await expect(auth.signIn({ username: USER, password: PASSWORD })).resolves.toMatchObject({
      isSignedIn: true,
    });
    expect(t.cognito.calls.map((call) => call.operation)).toEqual([
      "InitiateAuth",
      "InitiateAuth",
      "RespondToAuthChallenge",
    ]);
    // A new SRP exchange: a fresh A, not a resend.
    const [first, second] = t.cognito.callsOf("InitiateAuth");
    expect(first?.body.AuthParameters).not.toEqual(second?.body.AuthParameters);
  });

  it("gives up after the policy's attempts with the 503's name and status", async () => {
    setup();
    t.cognito.on("InitiateAuth", () => gateway503);
    const error = await failureOf(auth.signIn({ username: USER, password: PASSWORD }));
    expect(error).toMatchObject({ name: "ServiceUnavailableException", statusCode: 503 });
    expect(t.cognito.callsOf("InitiateAuth")).toHaveLength(RETRY_POLICY.maxAttempts);
  });

  it("retries Cognito's InternalErrorException (HTTP 500, named in the JSON body)", async () => {
    setup();
    let initiations = 0;
    t.cognito.on("InitiateAuth", () => {
      initiations += 1;
      return initiations === 1
        ? providerError("InternalErrorException", "internal", 500)
        : passwordVerifier();
    });
    t.cognito.on("RespondToAuthChallenge", () => signedIn());
    await auth.signIn({ username: USER, password: PASSWORD });
    expect(t.cognito.callsOf("InitiateAuth")).toHaveLength(2);
  });

  it.each(["NotAuthorizedException", "TooManyRequestsException"])(
    "does not retry %s: one exchange, one request each",
    async (name) => {
      setup();
      t.cognito.on("InitiateAuth", () => passwordVerifier());
      t.cognito.on("RespondToAuthChallenge", () => providerError(name));
      expect((await failureOf(auth.signIn({ username: USER, password: PASSWORD }))).name).toBe(
        name,
      );
      expect(t.cognito.calls.map((call) => call.operation)).toEqual([
        "InitiateAuth",
        "RespondToAuthChallenge",
      ]);
    },
  );

  it("retries a network failure of the library's request", async () => {
    setup();
    let initiations = 0;
    t.cognito.on("InitiateAuth", () => {
      initiations += 1;
      return initiations === 1 ? "network-error" : passwordVerifier();
    });
    t.cognito.on("RespondToAuthChallenge", () => signedIn());
    await auth.signIn({ username: USER, password: PASSWORD });
    expect(t.cognito.callsOf("InitiateAuth")).toHaveLength(2);
  });

  it("gives up an attempt after the time limit; its late answer stores nothing", async () => {
    setup({ ...SRP, requestTimeoutMs: 100 });
    const late = { release: (): void => undefined };
    let initiations = 0;
    t.cognito.on("InitiateAuth", () => {
      initiations += 1;
      if (initiations > 1) return passwordVerifier();
      return new Promise<Answer>((resolve) => {
        late.release = () => {
          resolve(passwordVerifier());
        };
      });
    });
    let answers = 0;
    t.cognito.on("RespondToAuthChallenge", () => {
      answers += 1;
      return signedIn(answers === 1 ? "current@example.nl" : "late@example.nl");
    });
    await expect(auth.signIn({ username: USER, password: PASSWORD })).resolves.toMatchObject({
      isSignedIn: true,
    });
    expect(auth.store.getSnapshot()).toMatchObject({ email: "current@example.nl" });
    const stored = t.storage.getItem(`${PREFIX}.user-sub.idToken`);
    const keys = t.storage.keys();

    late.release();
    await vi.waitFor(() => {
      expect(t.cognito.callsOf("RespondToAuthChallenge")).toHaveLength(2);
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(t.storage.getItem(`${PREFIX}.user-sub.idToken`)).toBe(stored);
    expect(t.storage.keys()).toEqual(keys);
  });
});

describe("which fetch carries which call", () => {
  it("sends the SRP sign-in with the global fetch and the package's calls with env.fetch", async () => {
    const injected = vi.fn(() => Promise.reject(new TypeError("Failed to fetch")));
    setup(SRP, { fetch: injected });
    t.cognito.on("InitiateAuth", () => passwordVerifier());
    t.cognito.on("RespondToAuthChallenge", () => signedIn());
    await auth.signIn({ username: USER, password: PASSWORD });
    expect(injected).not.toHaveBeenCalled();
    expect(t.cognito.calls).toHaveLength(2);

    expect((await failureOf(auth.resetPassword({ username: USER }))).name).toBe("NetworkError");
    expect(injected).toHaveBeenCalledTimes(RETRY_POLICY.maxAttempts);
    expect(t.cognito.calls).toHaveLength(2);
  });
});

describe("the refresh: the package's own call, never the library's requestWithRetry", () => {
  /** The library's transport must not be used for a refresh: it would fail this test. */
  function forbidGlobalFetch(): ReturnType<typeof vi.fn> {
    const globalFetch = vi.fn(() => Promise.reject(new Error("the global fetch was used")));
    vi.stubGlobal("fetch", globalFetch);
    return globalFetch;
  }

  it("makes exactly one request for a refused refresh and signs out", async () => {
    setup();
    const globalFetch = forbidGlobalFetch();
    storeSession(t.storage, tokenSet({ lifetimeSeconds: -10 }));
    t.cognito.on("InitiateAuth", () =>
      providerError("NotAuthorizedException", "Refresh Token has been revoked"),
    );
    expect((await failureOf(auth.fetchSession())).name).toBe("NotAuthorizedException");
    expect(t.cognito.callsOf("InitiateAuth")).toHaveLength(1);
    expect(t.cognito.callsOf("InitiateAuth")[0]?.body).toMatchObject({
      AuthFlow: "REFRESH_TOKEN_AUTH",
      AuthParameters: { REFRESH_TOKEN: "refresh-token-1" },
    });
    expect(globalFetch).not.toHaveBeenCalled();
    expect(auth.store.getSnapshot()).toEqual({ status: "unauthenticated" });
  });

  it("answers N concurrent expired calls with one refresh request", async () => {
    setup();
    const globalFetch = forbidGlobalFetch();
    storeSession(t.storage, tokenSet({ lifetimeSeconds: -10 }));
    t.cognito.on("InitiateAuth", () => signedIn("fresh@example.nl"));
    const tokens = await Promise.all(Array.from({ length: 12 }, () => auth.getBearerToken()));
    expect(new Set(tokens).size).toBe(1);
    expect(tokens[0]).toBe(t.storage.getItem(`${PREFIX}.${USER}.idToken`));
    expect(t.cognito.callsOf("InitiateAuth")).toHaveLength(1);
    expect(globalFetch).not.toHaveBeenCalled();
    // The library's layout: the old refresh token is kept, the clock drift written.
    expect(t.storage.getItem(`${PREFIX}.${USER}.refreshToken`)).toBe("refresh-token-1");
    expect(t.storage.getItem(`${PREFIX}.${USER}.clockDrift`)).not.toBeNull();
  });

  it("retries a 503 of a refresh by the same policy", async () => {
    setup();
    storeSession(t.storage, tokenSet({ lifetimeSeconds: -10 }));
    t.cognito.on("InitiateAuth", () => providerError("InternalErrorException", "down", 503));
    expect((await failureOf(auth.fetchSession())).statusCode).toBe(503);
    expect(t.cognito.callsOf("InitiateAuth")).toHaveLength(RETRY_POLICY.maxAttempts);
  });
});

describe("libraryFailure", () => {
  it("keeps a name and a status the library read", () => {
    const error = Object.assign(new Error("503"), {
      name: "ServiceUnavailableException",
      code: "ServiceUnavailableException",
      statusCode: 503,
    });
    expect(libraryFailure(error)).toMatchObject({
      name: "ServiceUnavailableException",
      statusCode: 503,
    });
  });

  it("names the library's network error NetworkError", () => {
    const error = Object.assign(new Error("Network error"), { code: "NetworkError" });
    expect(libraryFailure(error).name).toBe("NetworkError");
  });

  it("makes an answer the library could not read an UnknownError without status", () => {
    const error = libraryFailure(new TypeError("Cannot read properties of undefined"));
    expect(error).toMatchObject({ name: "UnknownError", statusCode: undefined });
  });
});

describe("LibraryPool.storeSession", () => {
  const tokens = () => {
    const set = tokenSet();
    return { accessToken: set.AccessToken, idToken: set.IdToken, refreshToken: set.RefreshToken };
  };
  const options = () => ({
    userPoolId: USER_POOL_ID,
    clientId: CLIENT_ID,
    endpoint: "https://cognito.example",
    storage: createMemoryStorageAdapter(),
  });

  it("loads the library on first use and stores the session in its layout", async () => {
    const settings = options();
    const pool = new LibraryPool(settings);
    // Nothing is written (or loaded) by making the pool.
    expect(settings.storage.keys()).toEqual([]);
    await expect(pool.storeSession("anna", tokens())).resolves.toBe(true);
    expect(settings.storage.keys()).toContain(
      `CognitoIdentityServiceProvider.${CLIENT_ID}.LastAuthUser`,
    );
  });

  it("stores nothing when the session is no longer wanted, before or after the library loads", async () => {
    const settings = options();
    const pool = new LibraryPool(settings);
    await expect(pool.storeSession("anna", tokens(), () => false)).resolves.toBe(false);
    let checks = 0;
    // Wanted when asked first, not any more once the library is there.
    await expect(pool.storeSession("anna", tokens(), () => checks++ === 0)).resolves.toBe(false);
    expect(settings.storage.keys()).toEqual([]);
  });
});
