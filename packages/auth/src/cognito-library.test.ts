/* eslint-disable @typescript-eslint/no-deprecated -- the library's own classes are inspected on
   purpose: this test notices an upgrade that moves the transport this package replaces. */
import { CognitoUserPool } from "amazon-cognito-identity-js";
import { describe, expect, it, vi } from "vitest";
import { isLibraryTransportShape, LibraryPool } from "./cognito-library";
import { IdentityClient } from "./identity-client";
import { createMemoryStorageAdapter } from "./storage";

describe("the Cognito library's transport", () => {
  it("is still where LibraryPool replaces it, with the methods the library calls", () => {
    const pool = new CognitoUserPool({ UserPoolId: "eu-central-1_Pool", ClientId: "client" });
    expect(isLibraryTransportShape((pool as unknown as Record<string, unknown>).client)).toBe(true);
  });

  it("sends every call of the library through the injected client", async () => {
    const fetch = vi.fn(() =>
      Promise.resolve(
        new Response(JSON.stringify({ __type: "NotAuthorizedException", message: "no" }), {
          status: 400,
        }),
      ),
    );
    const client = new IdentityClient({
      endpoint: "http://id.test/",
      targetPrefix: "AWSCognitoIdentityProviderService",
      fetch,
      timeoutMs: 1000,
    });
    const pool = new LibraryPool({
      userPoolId: "eu-central-1_Pool",
      clientId: "client",
      endpoint: "http://id.test/",
      storage: createMemoryStorageAdapter(),
      client,
    });
    await expect(pool.confirmSignUp("a@example.nl", "123456")).rejects.toMatchObject({
      name: "NotAuthorizedException",
    });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("recognises a transport only with all three methods", () => {
    const request = () => undefined;
    expect(isLibraryTransportShape({ request, requestWithRetry: request })).toBe(false);
    expect(isLibraryTransportShape(undefined)).toBe(false);
  });
});
