import { afterEach, describe, expect, it, vi } from "vitest";
import { AuthError } from "./errors";
import { IdentityClient } from "./identity-client";

function client(fetch: (url: string, init: RequestInit) => Promise<Response>, timeoutMs = 1000) {
  return new IdentityClient({
    endpoint: "https://cognito-idp.eu-central-1.amazonaws.com/",
    targetPrefix: "AWSCognitoIdentityProviderService",
    fetch,
    timeoutMs,
    retry: { random: () => 0 },
  });
}

afterEach(() => {
  vi.useRealTimers();
});

describe("IdentityClient", () => {
  it("posts JSON with the operation in X-Amz-Target", async () => {
    const fetch = vi.fn((_url: string, _init: RequestInit) =>
      Promise.resolve(new Response(JSON.stringify({ UserSub: "s" }), { status: 200 })),
    );
    await expect(client(fetch).call("SignUp", { Username: "u" })).resolves.toEqual({
      UserSub: "s",
    });
    const init = fetch.mock.calls[0]?.[1];
    expect(init?.method).toBe("POST");
    expect(new Headers(init?.headers).get("X-Amz-Target")).toBe(
      "AWSCognitoIdentityProviderService.SignUp",
    );
    expect(init?.body).toBe('{"Username":"u"}');
  });

  it("turns a failed fetch into NetworkError and tries 3 times", async () => {
    const fetch = vi.fn(() => Promise.reject(new TypeError("Failed to fetch")));
    await expect(client(fetch).call("GetUser", {})).rejects.toMatchObject({ name: "NetworkError" });
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it("turns a call without answer into TimeoutError", async () => {
    vi.useFakeTimers();
    const fetch = vi.fn(
      (_url: string, init: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener("abort", () => {
            reject(new DOMException("aborted", "AbortError"));
          });
        }),
    );
    const result = client(fetch, 1000).callOnce("GetUser", {});
    const settled = result.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(1000);
    const error = await settled;
    expect(error).toBeInstanceOf(AuthError);
    expect((error as AuthError).name).toBe("TimeoutError");
  });

  it("keeps the __type name without its namespace and the status", async () => {
    const fetch = vi.fn(() =>
      Promise.resolve(
        new Response(
          JSON.stringify({
            __type: "com.amazonaws.cognito#NotAuthorizedException",
            message: "Nee",
          }),
          { status: 400 },
        ),
      ),
    );
    await expect(client(fetch).call("InitiateAuth", {})).rejects.toMatchObject({
      name: "NotAuthorizedException",
      message: "Nee",
      statusCode: 400,
    });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("retries a 500 without a name and then reports UnknownError", async () => {
    const fetch = vi.fn(() => Promise.resolve(new Response("oops", { status: 500 })));
    await expect(client(fetch).call("InitiateAuth", {})).rejects.toMatchObject({
      name: "UnknownError",
      statusCode: 500,
    });
    expect(fetch).toHaveBeenCalledTimes(3);
  });
});
