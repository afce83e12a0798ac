// The real @memorial/auth package against the real local identity service: sign-up, SRP
// sign-in, session, password change, sign-out with revocation, password reset and the hosted
// (Google) sign-in with PKCE, all over HTTP on a free port.
import {
  AuthError,
  createAuth,
  createMemoryStorageAdapter,
  type Auth,
  type CrossTabChannel,
  type StorageAdapter,
} from "@memorial/auth";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import {
  startIdentityHarness,
  submitHostedForm,
  TEST_CLIENT_ID,
  TEST_USER_POOL_ID,
  TEST_WEB_ORIGIN,
  type IdentityHarness,
} from "./test-harness.ts";

const EMAIL = "anna.jansen@example.nl";
const FIRST_PASSWORD = "Herinnering2026";
const SECOND_PASSWORD = "Gedenkboek2027";
const THIRD_PASSWORD = "Kaarslicht2028";

let harness: IdentityHarness;
const opened: Auth[] = [];
/** AuthFlow of every InitiateAuth the package sent. */
const authFlows: string[] = [];
const networkFetch = globalThis.fetch.bind(globalThis);

/**
 * Records the AuthFlow of every InitiateAuth. It is the package's injected fetch and also the
 * global one, which amazon-cognito-identity-js uses for the SRP sign-in.
 */
function recordingFetch(input: string | URL | Request, init?: RequestInit): Promise<Response> {
  if (typeof init?.body === "string" && init.body.includes('"AuthFlow"')) {
    const body = JSON.parse(init.body) as { AuthFlow?: unknown };
    authFlows.push(String(body.AuthFlow));
  }
  return networkFetch(input, init);
}

beforeAll(async () => {
  harness = await startIdentityHarness();
  vi.stubGlobal("fetch", recordingFetch);
});
afterAll(async () => {
  vi.unstubAllGlobals();
  await harness.close();
});
afterEach(() => {
  for (const auth of opened.splice(0)) auth.dispose();
});

interface Client {
  auth: Auth;
  storage: StorageAdapter;
  sessionStorage: StorageAdapter;
  navigated: string[];
  replaced: string[];
  currentUrl: { value: string };
}

const silentChannel: CrossTabChannel = {
  post: () => undefined,
  subscribe: () => () => undefined,
  close: () => undefined,
};

function client(): Client {
  const storage = createMemoryStorageAdapter();
  const sessionStorage = createMemoryStorageAdapter();
  const navigated: string[] = [];
  const replaced: string[] = [];
  const currentUrl = { value: `${TEST_WEB_ORIGIN}/login` };
  const auth = createAuth(
    {
      userPoolId: TEST_USER_POOL_ID,
      clientId: TEST_CLIENT_ID,
      endpoint: harness.url,
      hostedDomain: harness.url,
    },
    {
      fetch: recordingFetch,
      storage,
      sessionStorage,
      crypto: globalThis.crypto,
      origin: TEST_WEB_ORIGIN,
      currentUrl: () => currentUrl.value,
      navigate: (url) => navigated.push(url),
      replaceUrl: (url) => replaced.push(url),
      channel: silentChannel,
      random: () => 0,
      listenToStorageEvents: false,
    },
  );
  opened.push(auth);
  return { auth, storage, sessionStorage, navigated, replaced, currentUrl };
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

function emailClaim(jwt: string): unknown {
  const payload = jwt.split(".")[1] ?? "";
  return (JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as Record<string, unknown>)
    .email;
}

function refreshTokenIn(storage: StorageAdapter): string {
  const key = storage.keys().find((name) => name.endsWith(".refreshToken"));
  const value = key === undefined ? null : storage.getItem(key);
  if (value === null || value === "") throw new Error("no refresh token stored");
  return value;
}

describe("@memorial/auth against the local identity service", () => {
  it("signs up, confirms, signs in, changes, signs out, resets and signs in again", async () => {
    const { auth, storage } = client();

    const signUp = await auth.signUp({ username: EMAIL, password: FIRST_PASSWORD });
    expect(signUp.nextStep.signUpStep).toBe("CONFIRM_SIGN_UP");
    expect(harness.ctx.mailbox.list(EMAIL)).toHaveLength(1);

    const unconfirmed = await auth.signIn({ username: EMAIL, password: FIRST_PASSWORD });
    expect(unconfirmed.nextStep.signInStep).toBe("CONFIRM_SIGN_UP");

    const wrongCode = harness.latestCode(EMAIL) === "000000" ? "111111" : "000000";
    expect(
      (await errorOf(auth.confirmSignUp({ username: EMAIL, confirmationCode: wrongCode }))).name,
    ).toBe("CodeMismatchException");
    const confirmed = await auth.confirmSignUp({
      username: EMAIL,
      confirmationCode: harness.latestCode(EMAIL),
    });
    expect(confirmed.nextStep.signUpStep).toBe("DONE");

    const wrong = await errorOf(auth.signIn({ username: EMAIL, password: "Verkeerd2026" }));
    expect(wrong.name).toBe("NotAuthorizedException");
    expect(auth.store.getSnapshot().status).not.toBe("authenticated");

    authFlows.length = 0;
    const signIn = await auth.signIn({ username: EMAIL, password: FIRST_PASSWORD });
    expect(authFlows).toEqual(["USER_SRP_AUTH"]);
    expect(signIn).toEqual({ isSignedIn: true, nextStep: { signInStep: "DONE" } });
    const session = await auth.fetchSession();
    expect(session.tokens?.email).toBe(EMAIL);
    expect(emailClaim(session.tokens?.idToken ?? "")).toBe(EMAIL);
    expect(await auth.getBearerToken()).toBe(session.tokens?.idToken);
    const state = auth.store.getSnapshot();
    expect(state.status === "authenticated" ? state.email : undefined).toBe(EMAIL);

    await auth.updatePassword({ oldPassword: FIRST_PASSWORD, newPassword: SECOND_PASSWORD });
    const oldRefresh = refreshTokenIn(storage);
    const beforeSignOut = await harness.call("AWSCognitoIdentityProviderService.InitiateAuth", {
      AuthFlow: "REFRESH_TOKEN_AUTH",
      ClientId: TEST_CLIENT_ID,
      AuthParameters: { REFRESH_TOKEN: oldRefresh },
    });
    expect(beforeSignOut.status).toBe(200);

    await auth.signOut();
    expect(storage.keys()).toEqual([]);
    expect(auth.store.getSnapshot().status).toBe("unauthenticated");
    expect(await auth.getBearerToken()).toBeUndefined();
    const afterSignOut = await harness.call("AWSCognitoIdentityProviderService.InitiateAuth", {
      AuthFlow: "REFRESH_TOKEN_AUTH",
      ClientId: TEST_CLIENT_ID,
      AuthParameters: { REFRESH_TOKEN: oldRefresh },
    });
    expect(afterSignOut.status).toBe(400);
    expect(String(afterSignOut.body.__type)).toContain("NotAuthorizedException");

    const oldPassword = await errorOf(auth.signIn({ username: EMAIL, password: FIRST_PASSWORD }));
    expect(oldPassword.name).toBe("NotAuthorizedException");

    const mailsBeforeReset = harness.ctx.mailbox.list(EMAIL).length;
    const reset = await auth.resetPassword({ username: EMAIL });
    expect(reset.nextStep.resetPasswordStep).toBe("CONFIRM_RESET_PASSWORD_WITH_CODE");
    expect(harness.ctx.mailbox.list(EMAIL)).toHaveLength(mailsBeforeReset + 1);
    const confirmedReset = await auth.confirmResetPassword({
      username: EMAIL,
      confirmationCode: harness.latestCode(EMAIL),
      newPassword: THIRD_PASSWORD,
    });
    expect(confirmedReset.nextStep.resetPasswordStep).toBe("DONE");

    const stale = await errorOf(auth.signIn({ username: EMAIL, password: SECOND_PASSWORD }));
    expect(stale.name).toBe("NotAuthorizedException");
    const again = await auth.signIn({ username: EMAIL, password: THIRD_PASSWORD });
    expect(again).toEqual({ isSignedIn: true, nextStep: { signInStep: "DONE" } });
    expect((await auth.fetchSession()).tokens?.email).toBe(EMAIL);
    // Seven SRP sign-ins computed in JavaScript by the Cognito library: slow on a loaded machine.
  }, 30_000);

  it("gives NotAuthorizedException for an unknown user, like a wrong password", async () => {
    const { auth, storage } = client();
    const error = await errorOf(
      auth.signIn({ username: "niemand@example.nl", password: FIRST_PASSWORD }),
    );
    expect(error.name).toBe("NotAuthorizedException");
    expect(storage.keys()).toEqual([]);
  });

  it("completes the hosted Google sign-in with PKCE and comes back on the return path", async () => {
    const { auth, sessionStorage, navigated, replaced } = client();
    await auth.signInWithRedirect({ returnPath: "/profielen/oma-jansen" });
    const authorize = new URL(navigated.at(-1) ?? "");
    expect(authorize.origin).toBe(harness.url);
    expect(authorize.pathname).toBe("/oauth2/authorize");
    expect(authorize.searchParams.get("code_challenge_method")).toBe("S256");
    expect(authorize.searchParams.get("identity_provider")).toBe("Google");
    const state = authorize.searchParams.get("state");

    const start = await fetch(authorize, { redirect: "manual" });
    expect(start.status).toBe(302);
    const page = new URL(start.headers.get("location") ?? "", harness.url);
    expect(page.pathname).toBe("/oauth2/google");
    const submit = await submitHostedForm(page, {
      email: "piet.google@example.nl",
      name: "Piet de Vries",
      action: "continue",
    });
    expect(submit.status).toBe(302);
    const callback = new URL(submit.headers.get("location") ?? "");
    expect(`${callback.origin}${callback.pathname}`).toBe(`${TEST_WEB_ORIGIN}/login`);
    expect(callback.searchParams.get("state")).toBe(state);

    const result = await auth.handleRedirectCallback(callback.toString());
    expect(result).toEqual({ handled: true, redirectTo: "/profielen/oma-jansen" });
    expect(replaced).toEqual(["/login"]);
    expect(sessionStorage.keys()).toEqual([]);
    const session = await auth.fetchSession();
    expect(session.tokens?.email).toBe("piet.google@example.nl");
    expect(emailClaim(session.tokens?.idToken ?? "")).toBe("piet.google@example.nl");

    // The code is single use: replaying the callback fails without a new session.
    const replay = await errorOf(auth.handleRedirectCallback(callback.toString()));
    expect(replay.name).toBe("StateValidationFailedException");

    await auth.signOut();
    const logout = new URL(navigated.at(-1) ?? "");
    expect(logout.origin).toBe(harness.url);
    expect(logout.pathname).toBe("/logout");
    expect(logout.searchParams.get("logout_uri")).toBe(`${TEST_WEB_ORIGIN}/logout`);
  });
});
