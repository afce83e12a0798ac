/* eslint-disable @typescript-eslint/no-deprecated -- this test exists to drive the local service
   with amazon-cognito-identity-js, which marks its whole API deprecated (maintenance mode). */
// Drives the identity service with the real amazon-cognito-identity-js client; its default
// sign-in is SRP (USER_SRP_AUTH + PASSWORD_VERIFIER).
import {
  AuthenticationDetails,
  CognitoUser,
  CognitoUserAttribute,
  CognitoUserPool,
  type CognitoUserSession,
} from "amazon-cognito-identity-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  startIdentityHarness,
  TEST_CLIENT_ID,
  TEST_USER_POOL_ID,
  type IdentityHarness,
} from "./test-harness.ts";

let harness: IdentityHarness;
let pool: CognitoUserPool;

beforeAll(async () => {
  harness = await startIdentityHarness();
  pool = new CognitoUserPool({
    UserPoolId: TEST_USER_POOL_ID,
    ClientId: TEST_CLIENT_ID,
    endpoint: `${harness.url}/`,
  });
});
afterAll(() => harness.close());

const userFor = (email: string) => new CognitoUser({ Username: email, Pool: pool });

function signUp(email: string, password: string): Promise<string> {
  return new Promise((resolve, reject) => {
    pool.signUp(
      email,
      password,
      [new CognitoUserAttribute({ Name: "email", Value: email })],
      [],
      (error, result) => {
        if (error || !result) reject(error ?? new Error("no result"));
        else resolve(result.userSub);
      },
    );
  });
}

function confirm(email: string, code: string): Promise<unknown> {
  return new Promise((resolve, reject) => {
    userFor(email).confirmRegistration(code, false, (error: Error | null, result: unknown) => {
      if (error) reject(error);
      else resolve(result);
    });
  });
}

function signIn(user: CognitoUser, password: string): Promise<CognitoUserSession> {
  return new Promise((resolve, reject) => {
    user.authenticateUser(
      new AuthenticationDetails({ Username: user.getUsername(), Password: password }),
      {
        onSuccess: resolve,
        onFailure: reject,
        newPasswordRequired: () => {
          reject(new Error("unexpected NEW_PASSWORD_REQUIRED"));
        },
      },
    );
  });
}

const errorName = async (promise: Promise<unknown>): Promise<string> => {
  try {
    await promise;
  } catch (error) {
    return (error as { code?: string }).code ?? (error as Error).name;
  }
  throw new Error("expected the call to fail");
};

async function registeredUser(email: string, password: string): Promise<void> {
  await signUp(email, password);
  await confirm(email, harness.latestCode(email));
}

describe(
  "amazon-cognito-identity-js against the local identity service",
  { timeout: 20_000 },
  () => {
    it("signs up, confirms with the mailed code and signs in with SRP", async () => {
      const sub = await signUp("anna@example.nl", "Geheim123");
      const mail = harness.ctx.mailbox.list("anna@example.nl")[0];
      expect(mail?.kind).toBe("signup-code");
      expect(mail?.subject).toBe("Uw activeringscode voor Herinneringspagina");
      await confirm("anna@example.nl", harness.latestCode("anna@example.nl"));

      const user = userFor("anna@example.nl");
      const session = await signIn(user, "Geheim123");
      expect(session.isValid()).toBe(true);
      const idPayload = session.getIdToken().decodePayload();
      expect(idPayload.sub).toBe(sub);
      expect(idPayload.email).toBe("anna@example.nl");
      expect(idPayload.token_use).toBe("id");
      expect(session.getAccessToken().decodePayload().client_id).toBe(TEST_CLIENT_ID);
      expect(harness.service.findUserBySub(sub)).toEqual({ sub, email: "anna@example.nl" });
    });

    it("rejects a wrong password and an unknown user alike: NotAuthorizedException, same message", async () => {
      await registeredUser("bert@example.nl", "Geheim123");
      const failure = async (promise: Promise<unknown>) => {
        const error = await promise.then(
          () => undefined,
          (caught: unknown) => caught as { code?: string; message?: string },
        );
        return { code: error?.code, message: error?.message };
      };
      const expected = {
        code: "NotAuthorizedException",
        message: "Incorrect username or password.",
      };
      expect(await failure(signIn(userFor("bert@example.nl"), "Verkeerd123"))).toEqual(expected);
      expect(await failure(signIn(userFor("niemand@example.nl"), "Geheim123"))).toEqual(expected);
    });

    it("refuses an unconfirmed user after a correct password", async () => {
      await signUp("carla@example.nl", "Geheim123");
      expect(await errorName(signIn(userFor("carla@example.nl"), "Geheim123"))).toBe(
        "UserNotConfirmedException",
      );
      expect(await errorName(confirm("carla@example.nl", "000000"))).toMatch(
        /CodeMismatchException|ExpiredCodeException/,
      );
    });

    it("resets a forgotten password and changes a password", async () => {
      await registeredUser("daan@example.nl", "Geheim123");
      const user = userFor("daan@example.nl");
      await new Promise<void>((resolve, reject) => {
        user.forgotPassword({
          onSuccess: () => {
            resolve();
          },
          onFailure: reject,
        });
      });
      const code = harness.latestCode("daan@example.nl");
      await new Promise<void>((resolve, reject) => {
        user.confirmPassword(code, "Nieuw4567", {
          onSuccess: () => {
            resolve();
          },
          onFailure: reject,
        });
      });
      expect(await errorName(signIn(userFor("daan@example.nl"), "Geheim123"))).toBe(
        "NotAuthorizedException",
      );
      const signedIn = userFor("daan@example.nl");
      await signIn(signedIn, "Nieuw4567");
      await new Promise<void>((resolve, reject) => {
        signedIn.changePassword("Nieuw4567", "Anders890", (error) => {
          if (error) reject(error);
          else resolve();
        });
      });
      expect(
        await errorName(
          new Promise<void>((resolve, reject) => {
            signedIn.changePassword("Fout12345", "Anders891", (error) => {
              if (error) reject(error);
              else resolve();
            });
          }),
        ),
      ).toBe("NotAuthorizedException");
      const again = await signIn(userFor("daan@example.nl"), "Anders890");
      expect(again.isValid()).toBe(true);
    });

    it("refreshes, reads attributes, signs out with token revocation and signs out globally", async () => {
      await registeredUser("eva@example.nl", "Geheim123");
      const user = userFor("eva@example.nl");
      const session = await signIn(user, "Geheim123");
      const refreshed = await new Promise<CognitoUserSession>((resolve, reject) => {
        user.refreshSession(
          session.getRefreshToken(),
          (error: Error | null, result: CognitoUserSession) => {
            if (error) reject(error);
            else resolve(result);
          },
        );
      });
      expect(refreshed.getAccessToken().getJwtToken()).not.toBe(
        session.getAccessToken().getJwtToken(),
      );
      expect(refreshed.getAccessToken().decodePayload().origin_jti).toBe(
        session.getAccessToken().decodePayload().origin_jti,
      );
      const attributes = await new Promise<CognitoUserAttribute[]>((resolve, reject) => {
        user.getUserAttributes((error, result) => {
          if (error || !result) reject(error ?? new Error("no attributes"));
          else resolve(result);
        });
      });
      expect(attributes.find((a) => a.getName() === "email")?.getValue()).toBe("eva@example.nl");

      // signOut revokes the refresh token (RevokeToken); the refresh token then stops working.
      await new Promise<void>((resolve) => {
        user.signOut(() => {
          resolve();
        });
      });
      // (The library's refreshSession retries every error for about 6 s, so ask directly.)
      const revoked = await harness.call("AWSCognitoIdentityProviderService.InitiateAuth", {
        AuthFlow: "REFRESH_TOKEN_AUTH",
        ClientId: TEST_CLIENT_ID,
        AuthParameters: { REFRESH_TOKEN: session.getRefreshToken().getToken() },
      });
      expect(revoked).toEqual({
        status: 400,
        body: { __type: "NotAuthorizedException", message: "Refresh Token has been revoked" },
      });

      const second = userFor("eva@example.nl");
      const secondSession = await signIn(second, "Geheim123");
      await new Promise<void>((resolve, reject) => {
        second.globalSignOut({
          onSuccess: () => {
            resolve();
          },
          onFailure: reject,
        });
      });
      const afterGlobal = await harness.call("AWSCognitoIdentityProviderService.GetUser", {
        AccessToken: secondSession.getAccessToken().getJwtToken(),
      });
      expect(afterGlobal).toEqual({
        status: 400,
        body: { __type: "NotAuthorizedException", message: "Access Token has been revoked" },
      });
    });

    it("completes NEW_PASSWORD_REQUIRED for a user with a temporary password", async () => {
      const created = await fetch(`${harness.url}/_local/users`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: "fleur@example.nl", temporaryPassword: "Tijdelijk1" }),
      });
      expect(created.status).toBe(201);
      const user = userFor("fleur@example.nl");
      const session = await new Promise<CognitoUserSession>((resolve, reject) => {
        user.authenticateUser(
          new AuthenticationDetails({ Username: "fleur@example.nl", Password: "Tijdelijk1" }),
          {
            onSuccess: () => {
              reject(new Error("expected a new-password challenge"));
            },
            onFailure: reject,
            newPasswordRequired: () => {
              user.completeNewPasswordChallenge(
                "Definitief1",
                {},
                { onSuccess: resolve, onFailure: reject },
              );
            },
          },
        );
      });
      expect(session.getIdToken().decodePayload().email).toBe("fleur@example.nl");
      expect((await signIn(userFor("fleur@example.nl"), "Definitief1")).isValid()).toBe(true);
    });

    it("answers PasswordResetRequiredException after an administrator reset", async () => {
      await registeredUser("gijs@example.nl", "Geheim123");
      const response = await fetch(`${harness.url}/_local/users/require-password-reset`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: "gijs@example.nl" }),
      });
      expect(response.status).toBe(200);
      expect(await errorName(signIn(userFor("gijs@example.nl"), "Geheim123"))).toBe(
        "PasswordResetRequiredException",
      );
    });
  },
);
