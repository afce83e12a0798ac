import { describe, expect, it } from "vitest";
import { BASE_URL, fakeApi, json, recordingFetch } from "../test/fake-api";
import { apiErrorFromResponse, createApiClient, send } from "./client";
import { ApiError, isApiError } from "./errors";
import { listProfiles, readProfile } from "./profiles";
import { bearerTokenOf } from "./tokens";

const PROFILES = { profiles: [] };

describe("createApiClient", () => {
  it("sends the accept header and the id token as bearer", async () => {
    const api = fakeApi(() => json(200, PROFILES), {
      tokens: { idToken: "the-id-token", accessToken: "the-access-token" },
    });
    await listProfiles(api.client);
    const [call] = api.calls;
    expect(call?.url.href).toBe(`${BASE_URL}/api/v1/profiles`);
    expect(call?.headers.get("Accept")).toBe("application/json");
    expect(call?.headers.get("Authorization")).toBe("Bearer the-id-token");
  });

  it("sends a GET with CORS-safelisted headers only (no preflight beyond the bearer token)", async () => {
    const api = fakeApi(() => json(200, PROFILES), { tokens: null });
    await listProfiles(api.client);
    const [call] = api.calls;
    expect(call?.method).toBe("GET");
    // A GET has no body, so a Content-Type (application/json is not safelisted) would only
    // force a preflight. Without a session nothing but safelisted headers goes out.
    expect(call?.headers.has("Content-Type")).toBe(false);
    const safelisted = new Set(["accept", "accept-language", "content-language"]);
    const names = [...(call?.headers.keys() ?? [])];
    expect(names.filter((name) => !safelisted.has(name))).toEqual([]);
  });

  it("still labels a JSON body with Content-Type: application/json", async () => {
    const api = fakeApi(() => json(200, { isPublic: true }));
    await api.client.http.POST("/api/v1/profiles/{id}/public", {
      params: { path: { id: "p1" } },
      body: { isPublic: true },
    });
    expect(api.calls[0]?.headers.get("Content-Type")).toBe("application/json");
  });

  it("falls back to the access token when there is no id token", async () => {
    const api = fakeApi(() => json(200, PROFILES), {
      tokens: { idToken: null, accessToken: "the-access-token" },
    });
    await listProfiles(api.client);
    expect(api.calls[0]?.headers.get("Authorization")).toBe("Bearer the-access-token");
  });

  it("sends no Authorization header without a session", async () => {
    const api = fakeApi(() => json(200, PROFILES), { tokens: null });
    await listProfiles(api.client);
    expect(api.calls[0]?.headers.has("Authorization")).toBe(false);
  });

  it("reads the tokens anew for every request (a refreshed token is used)", async () => {
    let token = "first";
    const { fetch, calls } = recordingFetch(() => json(200, PROFILES));
    const client = createApiClient({
      baseUrl: `${BASE_URL}/`,
      getTokens: () => Promise.resolve({ idToken: token }),
      fetch,
    });
    await listProfiles(client);
    token = "second";
    await listProfiles(client);
    expect(calls.map((call) => call.headers.get("Authorization"))).toEqual([
      "Bearer first",
      "Bearer second",
    ]);
    expect(calls[0]?.url.href).toBe(`${BASE_URL}/api/v1/profiles`);
  });

  it("never sends a bearer token on the public path", async () => {
    const { fetch, calls } = recordingFetch(() =>
      json(200, {
        id: "p1",
        name: "",
        isPublic: true,
        isBlocked: false,
        plan: "trial",
        sections: [],
      }),
    );
    let tokens: { idToken: string } | null = null;
    const client = createApiClient({ baseUrl: BASE_URL, getTokens: () => tokens, fetch });
    await readProfile(client, "p1");
    tokens = { idToken: "later" };
    await client.http.GET("/public/api/v1/profiles/{id}", { params: { path: { id: "p1" } } });
    expect(calls.map((call) => call.path)).toEqual([
      "/public/api/v1/profiles/p1",
      "/public/api/v1/profiles/p1",
    ]);
    expect(calls.every((call) => !call.headers.has("Authorization"))).toBe(true);
  });

  it("uses the fetch upload transport when XMLHttpRequest does not exist", async () => {
    const { fetch, calls } = recordingFetch(() => new Response(null, { status: 204 }));
    const client = createApiClient({ baseUrl: BASE_URL, getTokens: () => null, fetch });
    const result = await client.uploadTransport({
      url: "http://uploads.test/u1?token=abc",
      headers: { "Content-Type": "image/png" },
      body: new Blob(["png"]),
    });
    expect(result).toEqual({ status: 204 });
    expect(calls[0]?.method).toBe("PUT");
    expect(calls[0]?.headers.has("Authorization")).toBe(false);
  });
});

describe("bearerTokenOf", () => {
  it("prefers the id token, then the access token, and ignores blank tokens", () => {
    expect(bearerTokenOf({ idToken: "id", accessToken: "access" })).toBe("id");
    expect(bearerTokenOf({ idToken: "  ", accessToken: "access" })).toBe("access");
    expect(bearerTokenOf({ accessToken: "" })).toBeUndefined();
    expect(bearerTokenOf(null)).toBeUndefined();
    expect(bearerTokenOf(undefined)).toBeUndefined();
  });
});

describe("ApiError for non-ok responses", () => {
  it("carries status, code and message of the error body", async () => {
    const api = fakeApi(() => json(403, { code: "forbidden", message: "manage access required" }));
    const error = await listProfiles(api.client).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      name: "ApiError",
      status: 403,
      code: "forbidden",
      message: "manage access required",
      cause: { code: "forbidden", message: "manage access required" },
    });
  });

  it.each([
    [400, "invalid_request"],
    [401, "unauthorized"],
    [403, "forbidden"],
    [404, "not_found"],
    [409, "http_error"],
    [412, "version_conflict"],
    [413, "payload_too_large"],
    [429, "rate_limited"],
    [500, "internal_error"],
    [503, "internal_error"],
    [418, "http_error"],
  ])("derives the code of a %i without an error body", async (status, code) => {
    const api = fakeApi(() => new Response("<html>oops</html>", { status, statusText: "Oops" }));
    const error = await listProfiles(api.client).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status, code, message: `HTTP ${status} Oops` });
  });

  it("reads Retry-After (seconds) of a 429", async () => {
    const api = fakeApi(() =>
      json(429, { code: "rate_limited", message: "slow down" }, { "Retry-After": "30" }),
    );
    const error = await listProfiles(api.client).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 429, retryAfterSeconds: 30 });
  });

  it("ignores a Retry-After that is not a number of seconds", () => {
    const response = new Response(null, {
      status: 429,
      headers: { "Retry-After": "Wed, 21 Oct 2026 07:28:00 GMT" },
    });
    expect(apiErrorFromResponse(response, undefined).retryAfterSeconds).toBeUndefined();
  });

  it("turns a network failure into status 0 network_error", async () => {
    const client = createApiClient({
      baseUrl: BASE_URL,
      getTokens: () => null,
      fetch: () => Promise.reject(new TypeError("fetch failed")),
    });
    const error = await listProfiles(client).catch((caught: unknown) => caught);
    expect(isApiError(error)).toBe(true);
    expect(error).toMatchObject({ status: 0, code: "network_error", message: "fetch failed" });
  });

  it("turns a thrown non-Error into a network_error with a generic message", async () => {
    const thrown: unknown = "connection reset";
    const call = new Promise<never>((_resolve, reject) => {
      queueMicrotask(() => {
        (reject as (reason: unknown) => void)(thrown);
      });
    });
    const error = await send(call).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 0, code: "network_error", message: "network error" });
  });

  it("passes a failure of getTokens through untouched, without calling the API", async () => {
    const authError = Object.assign(new Error("Refresh Token has expired"), {
      name: "NotAuthorizedException",
    });
    const { fetch, calls } = recordingFetch(() => json(200, PROFILES));
    const client = createApiClient({
      baseUrl: BASE_URL,
      getTokens: () => Promise.reject(authError),
      fetch,
    });
    await expect(listProfiles(client)).rejects.toBe(authError);
    await expect(readProfile(client, "p1")).rejects.toBe(authError);
    expect(calls).toHaveLength(0);
  });

  it("passes a cancellation through untouched", async () => {
    const abort = new DOMException("aborted", "AbortError");
    const client = createApiClient({
      baseUrl: BASE_URL,
      getTokens: () => null,
      fetch: () => Promise.reject(abort),
    });
    await expect(listProfiles(client)).rejects.toBe(abort);
  });

  it("rejects a 2xx answer whose body does not fit the contract", async () => {
    const api = fakeApi(() => json(200, { items: [] }));
    await expect(listProfiles(api.client)).rejects.toMatchObject({
      status: 200,
      code: "invalid_response",
    });
  });
});
