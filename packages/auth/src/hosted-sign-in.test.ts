import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createAuth, type Auth } from "./auth";
import { AuthError } from "./errors";
import { OAUTH_STATE_KEY } from "./hosted-sign-in";
import { pkceChallenge } from "./pkce";
import {
  baseConfig,
  CLIENT_ID,
  HOSTED,
  makeJwt,
  ORIGIN,
  storeSession,
  testEnvironment,
  tokenSet,
  type TestEnvironment,
} from "../test/fake-cognito";

let t: TestEnvironment;
let auth: Auth;

beforeEach(() => {
  t = testEnvironment();
  auth = createAuth(baseConfig, t.env);
  t.cognito.on("/oauth2/token", () => {
    const tokens = tokenSet({ username: "Google_1234", email: "google@example.nl" });
    return {
      body: {
        access_token: tokens.AccessToken,
        id_token: tokens.IdToken,
        refresh_token: "hosted-refresh",
        token_type: "Bearer",
        expires_in: 3600,
      },
    };
  });
  t.cognito.on("RevokeToken", () => ({ body: {} }));
});

afterEach(() => {
  auth.dispose();
});

async function startRedirect(returnPath?: string): Promise<URL> {
  await auth.signInWithRedirect(returnPath === undefined ? {} : { returnPath });
  const target = t.navigate.mock.calls.at(-1)?.[0];
  if (target === undefined) throw new Error("no redirect");
  return new URL(target);
}

async function errorOf(promise: Promise<unknown>): Promise<AuthError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(AuthError);
    return error as AuthError;
  }
  throw new Error("expected the call to fail");
}

describe("signInWithRedirect", () => {
  it("redirects to the authorize path with PKCE S256 and a 32-character state", async () => {
    const url = await startRedirect("/abc?x=1#s");
    expect(`${url.origin}${url.pathname}`).toBe(`${HOSTED}/oauth2/authorize`);
    const params = Object.fromEntries(url.searchParams.entries());
    expect(params).toMatchObject({
      redirect_uri: `${ORIGIN}/login`,
      response_type: "code",
      client_id: CLIENT_ID,
      identity_provider: "Google",
      scope: "email openid aws.cognito.signin.user.admin",
      code_challenge_method: "S256",
    });
    expect(params.state).toMatch(/^[A-Za-z0-9\-._~]{32}$/);
    const stored = JSON.parse(t.sessionStorage.getItem(OAUTH_STATE_KEY) ?? "{}") as Record<
      string,
      string
    >;
    expect(stored.state).toBe(params.state);
    expect(stored.codeVerifier).toMatch(/^[A-Za-z0-9\-._~]{128}$/);
    expect(params.code_challenge).toBe(await pkceChallenge(stored.codeVerifier ?? ""));
    expect(stored.returnPath).toBe("/abc?x=1#s");
  });

  it("keeps only a safe return path", async () => {
    await startRedirect("//evil.example");
    const stored = JSON.parse(t.sessionStorage.getItem(OAUTH_STATE_KEY) ?? "{}") as Record<
      string,
      string
    >;
    expect(stored.returnPath).toBe("/");
  });

  it("refuses when already signed in", async () => {
    storeSession(t.storage, tokenSet());
    expect((await errorOf(auth.signInWithRedirect())).name).toBe(
      "UserAlreadyAuthenticatedException",
    );
    expect(t.navigate).not.toHaveBeenCalled();
  });

  it("refuses a redirect address on another origin", async () => {
    auth.dispose();
    auth = createAuth({ ...baseConfig, redirectSignIn: "https://other.example/login" }, t.env);
    expect((await errorOf(auth.signInWithRedirect())).name).toBe("InvalidRedirectException");
  });

  it("needs a hosted sign-in domain", async () => {
    auth.dispose();
    auth = createAuth({ ...baseConfig, hostedDomain: undefined }, t.env);
    expect((await errorOf(auth.signInWithRedirect())).name).toBe("OAuthNotConfiguredException");
  });
});

describe("handleRedirectCallback on /login", () => {
  it("exchanges the code form-encoded, stores the session and returns the validated path", async () => {
    const authorize = await startRedirect("/abc?x=1#s");
    const state = authorize.searchParams.get("state") ?? "";
    const { codeVerifier } = JSON.parse(t.sessionStorage.getItem(OAUTH_STATE_KEY) ?? "{}") as {
      codeVerifier: string;
    };
    const result = await auth.handleRedirectCallback(
      `${ORIGIN}/login?code=abc123&state=${state}&lang=nl`,
    );
    expect(result).toEqual({ handled: true, redirectTo: "/abc?x=1#s" });

    const [call] = t.cognito.callsOf("/oauth2/token");
    expect(call?.url).toBe(`${HOSTED}/oauth2/token`);
    expect(call?.headers["content-type"]).toBe("application/x-www-form-urlencoded");
    expect(call?.body).toEqual({
      grant_type: "authorization_code",
      code: "abc123",
      client_id: CLIENT_ID,
      redirect_uri: `${ORIGIN}/login`,
      code_verifier: codeVerifier,
    });
    expect(t.replaceUrl).toHaveBeenCalledWith("/login?lang=nl");
    expect(auth.store.getSnapshot()).toMatchObject({
      status: "authenticated",
      email: "google@example.nl",
    });
    expect(t.storage.getItem(`CognitoIdentityServiceProvider.${CLIENT_ID}.LastAuthUser`)).toBe(
      "Google_1234",
    );
    expect(t.sessionStorage.getItem(OAUTH_STATE_KEY)).toBeNull();
    expect(t.channel.posted).toEqual([{ type: "signedIn" }]);
  });

  it("fails closed on a mismatched state: no token request", async () => {
    await startRedirect();
    const error = await errorOf(
      auth.handleRedirectCallback(`${ORIGIN}/login?code=abc&state=${"x".repeat(32)}`),
    );
    expect(error.name).toBe("StateValidationFailedException");
    expect(t.cognito.calls).toHaveLength(0);
    expect(t.replaceUrl).toHaveBeenCalledWith("/login");
    expect(auth.store.getSnapshot().status).not.toBe("authenticated");
  });

  it("fails closed without a stored state: no token request", async () => {
    const error = await errorOf(
      auth.handleRedirectCallback(`${ORIGIN}/login?code=abc&state=${"x".repeat(32)}`),
    );
    expect(error.name).toBe("StateValidationFailedException");
    expect(t.cognito.calls).toHaveLength(0);
  });

  it("fails closed without a state parameter", async () => {
    await startRedirect();
    const error = await errorOf(auth.handleRedirectCallback(`${ORIGIN}/login?code=abc`));
    expect(error.name).toBe("StateValidationFailedException");
    expect(t.cognito.calls).toHaveLength(0);
  });

  it("uses state and verifier once: replaying the callback does not exchange again", async () => {
    const state = (await startRedirect()).searchParams.get("state") ?? "";
    const callback = `${ORIGIN}/login?code=abc&state=${state}`;
    await auth.handleRedirectCallback(callback);
    await auth.signOut();
    const error = await errorOf(auth.handleRedirectCallback(callback));
    expect(error.name).toBe("StateValidationFailedException");
    expect(t.cognito.callsOf("/oauth2/token")).toHaveLength(1);
  });

  it("is not a callback without code, state or error", async () => {
    await expect(auth.handleRedirectCallback(`${ORIGIN}/login?redirect=%2Fabc`)).resolves.toEqual({
      handled: false,
      redirectTo: "/",
    });
    expect(t.replaceUrl).not.toHaveBeenCalled();
  });

  it("names a cancelled sign-in", async () => {
    await startRedirect();
    const error = await errorOf(
      auth.handleRedirectCallback(
        `${ORIGIN}/login?error=access_denied&error_description=cancelled`,
      ),
    );
    expect(error.name).toBe("OAuthCancelledException");
    expect(t.replaceUrl).toHaveBeenCalledWith("/login");
    expect(t.cognito.calls).toHaveLength(0);
  });

  it("names other provider errors", async () => {
    await startRedirect();
    const error = await errorOf(auth.handleRedirectCallback(`${ORIGIN}/login?error=server_error`));
    expect(error.name).toBe("OAuthSignInException");
  });

  it("refuses a callback on another path", async () => {
    const state = (await startRedirect()).searchParams.get("state") ?? "";
    const error = await errorOf(
      auth.handleRedirectCallback(`${ORIGIN}/elsewhere?code=abc&state=${state}`),
    );
    expect(error.name).toBe("InvalidRedirectException");
    expect(t.cognito.calls).toHaveLength(0);
  });

  it("re-validates the stored return path after the round trip", async () => {
    const state = (await startRedirect()).searchParams.get("state") ?? "";
    const stored = JSON.parse(t.sessionStorage.getItem(OAUTH_STATE_KEY) ?? "{}") as Record<
      string,
      string
    >;
    t.sessionStorage.setItem(
      OAUTH_STATE_KEY,
      JSON.stringify({ ...stored, returnPath: "//evil.example" }),
    );
    const result = await auth.handleRedirectCallback(`${ORIGIN}/login?code=abc&state=${state}`);
    expect(result.redirectTo).toBe("/");
  });

  it("reports a refused code exchange", async () => {
    t.cognito.on("/oauth2/token", () => ({ status: 400, body: { error: "invalid_grant" } }));
    const state = (await startRedirect()).searchParams.get("state") ?? "";
    const error = await errorOf(
      auth.handleRedirectCallback(`${ORIGIN}/login?code=abc&state=${state}`),
    );
    expect(error).toMatchObject({
      name: "OAuthSignInException",
      message: "invalid_grant",
      statusCode: 400,
    });
    expect(t.cognito.calls).toHaveLength(1);
  });

  it("signs a hosted session out through the provider's logout endpoint", async () => {
    const state = (await startRedirect()).searchParams.get("state") ?? "";
    await auth.handleRedirectCallback(`${ORIGIN}/login?code=abc&state=${state}`);
    await auth.signOut();
    const logout = new URL(t.navigate.mock.calls.at(-1)?.[0] ?? "");
    expect(`${logout.origin}${logout.pathname}`).toBe(`${HOSTED}/logout`);
    expect(Object.fromEntries(logout.searchParams.entries())).toEqual({
      client_id: CLIENT_ID,
      logout_uri: `${ORIGIN}/logout`,
    });
    expect(t.cognito.callsOf("RevokeToken")[0]?.body).toMatchObject({ Token: "hosted-refresh" });
    expect(t.storage.keys()).toEqual([]);
    expect(t.sessionStorage.keys()).toEqual([]);
  });

  it("refuses tokens that name no user", async () => {
    t.cognito.on("/oauth2/token", () => ({
      body: {
        access_token: makeJwt({ exp: 1 }),
        id_token: makeJwt({ exp: 1 }),
        refresh_token: "r",
      },
    }));
    const state = (await startRedirect()).searchParams.get("state") ?? "";
    const error = await errorOf(
      auth.handleRedirectCallback(`${ORIGIN}/login?code=abc&state=${state}`),
    );
    expect(error.name).toBe("OAuthSignInException");
    expect(t.storage.keys()).toEqual([]);
  });
});
