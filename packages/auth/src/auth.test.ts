import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CHALLENGE_CASES } from "../test/challenge-cases";
import { createAuth, type Auth } from "./auth";
import { AuthError } from "./errors";
import { PENDING_SIGN_IN_KEY } from "./pending-sign-in";
import {
  baseConfig,
  CLIENT_ID,
  ORIGIN,
  providerError,
  storeSession,
  testEnvironment,
  tokenSet,
  type Answer,
  type TestEnvironment,
} from "../test/fake-cognito";

const PREFIX = `CognitoIdentityServiceProvider.${CLIENT_ID}`;
const USER = "anna@example.nl";
const PASSWORD = "Herinnering2026";

let t: TestEnvironment;
let auth: Auth;

function setup(config = baseConfig, overrides: Parameters<typeof testEnvironment>[0] = {}): void {
  t = testEnvironment(overrides);
  auth = createAuth(config, t.env);
}

function signedInAnswer(options: Parameters<typeof tokenSet>[0] = {}): Answer {
  return { body: { AuthenticationResult: tokenSet(options), ChallengeParameters: {} } };
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

afterEach(() => {
  auth.dispose();
  vi.useRealTimers();
});

describe("signIn", () => {
  beforeEach(() => {
    setup();
  });

  it("signs in and gives DONE, with the e-mail from the id token in the auth state", async () => {
    t.cognito.on("InitiateAuth", () => signedInAnswer());
    const listener = vi.fn();
    auth.store.subscribe(listener);
    await expect(auth.signIn({ username: ` ${USER} `, password: PASSWORD })).resolves.toEqual({
      isSignedIn: true,
      nextStep: { signInStep: "DONE" },
    });
    const [call] = t.cognito.callsOf("InitiateAuth");
    expect(call?.target).toBe("AWSCognitoIdentityProviderService.InitiateAuth");
    expect(call?.headers["content-type"]).toBe("application/x-amz-json-1.1");
    expect(call?.body).toMatchObject({
      AuthFlow: "USER_PASSWORD_AUTH",
      ClientId: CLIENT_ID,
      AuthParameters: { USERNAME: USER, PASSWORD },
    });
    expect(call?.url).toBe("https://cognito-idp.eu-central-1.amazonaws.com/");
    expect(auth.store.getSnapshot()).toMatchObject({ status: "authenticated", email: USER });
    expect(listener).toHaveBeenCalled();
    expect(t.channel.posted).toEqual([{ type: "signedIn" }]);
    expect(t.storage.getItem(`${PREFIX}.LastAuthUser`)).toBe(USER);
  });

  it.each(CHALLENGE_CASES)(
    "maps the challenge %s %j to %s and keeps the pending sign-in",
    async (challenge, parameters, step) => {
      t.cognito.on("InitiateAuth", () => ({
        body: { ChallengeName: challenge, Session: "session-1", ChallengeParameters: parameters },
      }));
      const result = await auth.signIn({ username: USER, password: PASSWORD });
      expect(result).toEqual({
        isSignedIn: false,
        nextStep: { signInStep: step, challengeParameters: parameters },
      });
      expect(auth.getPendingSignIn()).toEqual({
        username: USER,
        challengeName: challenge,
        session: "session-1",
      });
      expect(auth.store.getSnapshot().status).not.toBe("authenticated");
    },
  );

  it("forgets the pending sign-in in session storage after 180 seconds", async () => {
    vi.useFakeTimers();
    t.cognito.on("InitiateAuth", () => ({
      body: {
        ChallengeName: "NEW_PASSWORD_REQUIRED",
        Session: "session-1",
        ChallengeParameters: {},
      },
    }));
    await auth.signIn({ username: USER, password: PASSWORD });
    expect(t.sessionStorage.getItem(PENDING_SIGN_IN_KEY)).toContain("session-1");
    vi.advanceTimersByTime(179_999);
    expect(auth.getPendingSignIn()?.challengeName).toBe("NEW_PASSWORD_REQUIRED");
    vi.advanceTimersByTime(1);
    expect(auth.getPendingSignIn()).toBeUndefined();
    expect(t.sessionStorage.getItem(PENDING_SIGN_IN_KEY)).toBeNull();
  });

  it("reports an unknown challenge as an error", async () => {
    t.cognito.on("InitiateAuth", () => ({ body: { ChallengeName: "BRAND_NEW", Session: "s" } }));
    expect((await errorOf(auth.signIn({ username: USER, password: PASSWORD }))).name).toBe(
      "UnknownError",
    );
  });

  it("gives CONFIRM_SIGN_UP for a not-confirmed user", async () => {
    t.cognito.on("InitiateAuth", () => providerError("UserNotConfirmedException"));
    await expect(auth.signIn({ username: USER, password: PASSWORD })).resolves.toEqual({
      isSignedIn: false,
      nextStep: { signInStep: "CONFIRM_SIGN_UP" },
    });
  });

  it("gives RESET_PASSWORD for a user who must reset the password", async () => {
    t.cognito.on("InitiateAuth", () => providerError("PasswordResetRequiredException"));
    await expect(auth.signIn({ username: USER, password: PASSWORD })).resolves.toEqual({
      isSignedIn: false,
      nextStep: { signInStep: "RESET_PASSWORD" },
    });
  });

  it.each(["NotAuthorizedException", "UserNotFoundException", "InvalidParameterException"])(
    "keeps the provider's error name %s",
    async (name) => {
      t.cognito.on("InitiateAuth", () => providerError(name, "Incorrect username or password."));
      const error = await errorOf(auth.signIn({ username: USER, password: PASSWORD }));
      expect(error.name).toBe(name);
      expect(error.statusCode).toBe(400);
      expect(t.cognito.calls).toHaveLength(1);
    },
  );

  it("names an error without a name UnknownError", async () => {
    t.cognito.on("InitiateAuth", () => ({ status: 400, body: {} }));
    expect((await errorOf(auth.signIn({ username: USER, password: PASSWORD }))).name).toBe(
      "UnknownError",
    );
  });

  it("reads the error name from the x-amzn-errortype header", async () => {
    t.cognito.on("InitiateAuth", () => ({
      status: 400,
      body: {},
      headers: { "x-amzn-errortype": "CodeMismatchException:http://internal.amazon.com/" },
    }));
    expect((await errorOf(auth.signIn({ username: USER, password: PASSWORD }))).name).toBe(
      "CodeMismatchException",
    );
  });

  it.each(["LimitExceededException", "TooManyRequestsException", "TooManyFailedAttemptsException"])(
    "does not retry the rate-limit error %s",
    async (name) => {
      t.cognito.on("InitiateAuth", () => providerError(name));
      expect((await errorOf(auth.signIn({ username: USER, password: PASSWORD }))).name).toBe(name);
      expect(t.cognito.calls).toHaveLength(1);
    },
  );

  it("retries a 503 and then succeeds", async () => {
    let calls = 0;
    t.cognito.on("InitiateAuth", () => {
      calls += 1;
      return calls === 1 ? providerError("InternalErrorException", "down", 503) : signedInAnswer();
    });
    setup(baseConfig, { fetch: t.cognito.fetch, random: () => 0 });
    await expect(auth.signIn({ username: USER, password: PASSWORD })).resolves.toMatchObject({
      isSignedIn: true,
    });
    expect(calls).toBe(2);
  });

  it("sends no device key with the password flow (it cannot answer DEVICE_SRP_AUTH)", async () => {
    t.storage.setItem(`${PREFIX}.${USER}.deviceKey`, "eu-central-1_device-1");
    t.cognito.on("InitiateAuth", () => signedInAnswer());
    await auth.signIn({ username: USER, password: PASSWORD });
    expect(t.cognito.callsOf("InitiateAuth")[0]?.body.AuthParameters).toEqual({
      USERNAME: USER,
      PASSWORD,
    });
  });

  it("refuses a second sign-in while signed in", async () => {
    storeSession(t.storage, tokenSet());
    expect((await errorOf(auth.signIn({ username: USER, password: PASSWORD }))).name).toBe(
      "UserAlreadyAuthenticatedException",
    );
    expect(t.cognito.calls).toHaveLength(0);
  });
});

/** The first SRP answer: the server's B, salt and secret block for the library's maths. */
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

/** Challenges amazon-cognito-identity-js hands over through its callbacks after SRP. */
const SRP_CHALLENGE_CASES: readonly (readonly [string, Record<string, string>, string])[] = [
  [
    "NEW_PASSWORD_REQUIRED",
    {
      userAttributes: '{"email":"anna@example.nl"}',
      requiredAttributes: '["userAttributes.name"]',
    },
    "CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED",
  ],
  ["SMS_MFA", { CODE_DELIVERY_DESTINATION: "+31******78" }, "CONFIRM_SIGN_IN_WITH_SMS_CODE"],
  ["SOFTWARE_TOKEN_MFA", {}, "CONFIRM_SIGN_IN_WITH_TOTP_CODE"],
  [
    "SELECT_MFA_TYPE",
    { MFAS_CAN_CHOOSE: '["SMS_MFA","SOFTWARE_TOKEN_MFA"]' },
    "CONTINUE_SIGN_IN_WITH_MFA_SELECTION",
  ],
  ["MFA_SETUP", { MFAS_CAN_SETUP: '["SOFTWARE_TOKEN_MFA"]' }, "CONTINUE_SIGN_IN_WITH_TOTP_SETUP"],
  ["CUSTOM_CHALLENGE", { question: "kleur" }, "CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE"],
];

describe("signIn with SRP (the library's default flow)", () => {
  beforeEach(() => {
    setup({ ...baseConfig, authFlow: undefined });
  });

  it.each(SRP_CHALLENGE_CASES)(
    "maps the challenge %s %j after the password verifier to %s",
    async (challenge, parameters, step) => {
      t.cognito.on("InitiateAuth", () => passwordVerifier());
      t.cognito.on("RespondToAuthChallenge", () => ({
        body: { ChallengeName: challenge, Session: "session-2", ChallengeParameters: parameters },
      }));
      await expect(auth.signIn({ username: USER, password: PASSWORD })).resolves.toEqual({
        isSignedIn: false,
        nextStep: { signInStep: step, challengeParameters: parameters },
      });
      expect(auth.getPendingSignIn()).toEqual({
        username: USER,
        challengeName: challenge,
        session: "session-2",
      });
      expect(t.storage.keys()).toEqual([]);
      expect(auth.store.getSnapshot().status).not.toBe("authenticated");
    },
  );

  it("reports a challenge the library does not know (EMAIL_OTP) as UnknownError", async () => {
    t.cognito.on("InitiateAuth", () => passwordVerifier());
    t.cognito.on("RespondToAuthChallenge", () => ({
      body: { ChallengeName: "EMAIL_OTP", Session: "session-2", ChallengeParameters: {} },
    }));
    expect((await errorOf(auth.signIn({ username: USER, password: PASSWORD }))).name).toBe(
      "UnknownError",
    );
    expect(t.cognito.callsOf("RespondToAuthChallenge")).toHaveLength(1);
  });

  it("keeps the provider's error name and gives CONFIRM_SIGN_UP for a not-confirmed user", async () => {
    t.cognito.on("InitiateAuth", () => passwordVerifier());
    t.cognito.on("RespondToAuthChallenge", () =>
      providerError("NotAuthorizedException", "Incorrect username or password."),
    );
    expect((await errorOf(auth.signIn({ username: USER, password: PASSWORD }))).name).toBe(
      "NotAuthorizedException",
    );
    t.cognito.on("InitiateAuth", () => providerError("UserNotConfirmedException"));
    await expect(auth.signIn({ username: USER, password: PASSWORD })).resolves.toEqual({
      isSignedIn: false,
      nextStep: { signInStep: "CONFIRM_SIGN_UP" },
    });
  });

  it("lets the library forget an unknown device key and answer once more without it", async () => {
    const devicePrefix = `${PREFIX}.user-sub`;
    t.storage.setItem(`${devicePrefix}.deviceKey`, "eu-central-1_device-1");
    t.storage.setItem(`${devicePrefix}.randomPasswordKey`, "random");
    t.storage.setItem(`${devicePrefix}.deviceGroupKey`, "group");
    t.cognito.on("InitiateAuth", () => passwordVerifier());
    let answers = 0;
    t.cognito.on("RespondToAuthChallenge", () => {
      answers += 1;
      return answers === 1
        ? providerError("ResourceNotFoundException", "Device does not exist.")
        : signedInAnswer();
    });
    await expect(auth.signIn({ username: USER, password: PASSWORD })).resolves.toMatchObject({
      nextStep: { signInStep: "DONE" },
    });
    const [first, second] = t.cognito.callsOf("RespondToAuthChallenge");
    expect(first?.body.ChallengeResponses).toMatchObject({ DEVICE_KEY: "eu-central-1_device-1" });
    expect(second?.body.ChallengeResponses).not.toHaveProperty(
      "DEVICE_KEY",
      "eu-central-1_device-1",
    );
    expect(t.storage.getItem(`${devicePrefix}.deviceKey`)).toBeNull();
    expect(t.storage.getItem(`${devicePrefix}.randomPasswordKey`)).toBeNull();
  });

  it("answers the PASSWORD_VERIFIER challenge with the library's SRP proof", async () => {
    t.cognito.on("InitiateAuth", () => passwordVerifier());
    t.cognito.on("RespondToAuthChallenge", () => signedInAnswer());
    await expect(auth.signIn({ username: USER, password: PASSWORD })).resolves.toMatchObject({
      nextStep: { signInStep: "DONE" },
    });
    const [initiate] = t.cognito.callsOf("InitiateAuth");
    expect(initiate?.body).toMatchObject({ AuthFlow: "USER_SRP_AUTH" });
    expect(initiate?.body.AuthParameters).toMatchObject({ USERNAME: USER });
    expect(JSON.stringify(initiate?.body)).not.toContain(PASSWORD);
    const [respond] = t.cognito.callsOf("RespondToAuthChallenge");
    expect(respond?.body).toMatchObject({
      ChallengeName: "PASSWORD_VERIFIER",
      Session: "srp-session",
    });
    expect(respond?.body.ChallengeResponses).toMatchObject({
      USERNAME: "user-sub",
      TIMESTAMP: expect.stringMatching(
        /^[A-Z][a-z]{2} [A-Z][a-z]{2} \d{1,2} \d\d:\d\d:\d\d UTC \d{4}$/,
      ),
      PASSWORD_CLAIM_SIGNATURE: expect.stringMatching(/^[A-Za-z0-9+/]+=*$/),
    });
    expect(auth.store.getSnapshot()).toMatchObject({ status: "authenticated" });
  });
});

describe("empty input (spec section 5)", () => {
  beforeEach(() => {
    setup();
  });

  it.each([
    [
      "signIn without e-mail",
      "EmptySignInUsername",
      () => auth.signIn({ username: " ", password: PASSWORD }),
    ],
    [
      "signIn without password",
      "EmptySignInPassword",
      () => auth.signIn({ username: USER, password: "" }),
    ],
    [
      "signUp without e-mail",
      "EmptySignUpUsername",
      () => auth.signUp({ username: "", password: PASSWORD }),
    ],
    [
      "signUp without password",
      "EmptySignUpPassword",
      () => auth.signUp({ username: USER, password: "" }),
    ],
    [
      "confirmSignUp without e-mail",
      "EmptyConfirmSignUpUsername",
      () => auth.confirmSignUp({ username: "", confirmationCode: "123456" }),
    ],
    [
      "confirmSignUp without code",
      "EmptyConfirmSignUpCode",
      () => auth.confirmSignUp({ username: USER, confirmationCode: " " }),
    ],
    [
      "resetPassword without e-mail",
      "EmptyResetPasswordUsername",
      () => auth.resetPassword({ username: "" }),
    ],
    [
      "confirmResetPassword without e-mail",
      "EmptyConfirmResetPasswordUsername",
      () =>
        auth.confirmResetPassword({
          username: "",
          confirmationCode: "123456",
          newPassword: PASSWORD,
        }),
    ],
    [
      "confirmResetPassword without new password",
      "EmptyConfirmResetPasswordNewPassword",
      () =>
        auth.confirmResetPassword({ username: USER, confirmationCode: "123456", newPassword: "" }),
    ],
    [
      "confirmResetPassword without code",
      "EmptyConfirmResetPasswordConfirmationCode",
      () =>
        auth.confirmResetPassword({ username: USER, confirmationCode: "", newPassword: PASSWORD }),
    ],
    [
      "updatePassword without old password",
      "EmptyUpdatePassword",
      () => auth.updatePassword({ oldPassword: "", newPassword: PASSWORD }),
    ],
    [
      "updatePassword without new password",
      "EmptyUpdatePassword",
      () => auth.updatePassword({ oldPassword: PASSWORD, newPassword: "" }),
    ],
    [
      "signUp with different repeat",
      "PasswordsDoNotMatch",
      () => auth.signUp({ username: USER, password: PASSWORD, repeatPassword: "Other2026x" }),
    ],
    [
      "confirmResetPassword with different repeat",
      "PasswordsDoNotMatch",
      () =>
        auth.confirmResetPassword({
          username: USER,
          confirmationCode: "123456",
          newPassword: PASSWORD,
          repeatPassword: "x",
        }),
    ],
    [
      "updatePassword with different repeat",
      "PasswordsDoNotMatch",
      () =>
        auth.updatePassword({
          oldPassword: "Old2026pass",
          newPassword: PASSWORD,
          repeatPassword: "x",
        }),
    ],
  ])("%s gives %s without calling the provider", async (_label, name, run) => {
    expect((await errorOf(run())).name).toBe(name);
    expect(t.cognito.calls).toHaveLength(0);
  });

  it("checks the configured password policy before signing up", async () => {
    expect((await errorOf(auth.signUp({ username: USER, password: "kort1" }))).name).toBe(
      "InvalidPasswordException",
    );
    // 7 characters, though 8 UTF-16 code units: too short, as the identity service says too.
    expect((await errorOf(auth.signUp({ username: USER, password: "Abcde1😀" }))).message).toBe(
      "Password does not conform to policy: minLength",
    );
    setup({
      ...baseConfig,
      passwordPolicy: { minLength: 6, requireUppercase: false, requireNumbers: false },
    });
    t.cognito.on("SignUp", () => ({ body: { UserConfirmed: false, UserSub: "sub-1" } }));
    await expect(auth.signUp({ username: USER, password: "zonder" })).resolves.toMatchObject({
      nextStep: { signUpStep: "CONFIRM_SIGN_UP" },
    });
  });
});

describe("signUp and confirmSignUp", () => {
  beforeEach(() => {
    setup();
  });

  it("sends the spec's payload and gives CONFIRM_SIGN_UP", async () => {
    t.cognito.on("SignUp", () => ({
      body: {
        UserConfirmed: false,
        UserSub: "sub-1",
        CodeDeliveryDetails: {
          Destination: "a***@e***",
          DeliveryMedium: "EMAIL",
          AttributeName: "email",
        },
      },
    }));
    await expect(
      auth.signUp({ username: USER, password: PASSWORD, repeatPassword: PASSWORD }),
    ).resolves.toEqual({
      isSignUpComplete: false,
      userId: "sub-1",
      nextStep: {
        signUpStep: "CONFIRM_SIGN_UP",
        codeDeliveryDetails: {
          destination: "a***@e***",
          deliveryMedium: "EMAIL",
          attributeName: "email",
        },
      },
    });
    expect(t.cognito.callsOf("SignUp")[0]?.body).toMatchObject({
      ClientId: CLIENT_ID,
      Username: USER,
      Password: PASSWORD,
      UserAttributes: [{ Name: "email", Value: USER }],
    });
  });

  it("gives DONE for a confirmed user and COMPLETE_AUTO_SIGN_IN when auto sign-in was asked", async () => {
    t.cognito.on("SignUp", () => ({ body: { UserConfirmed: true, UserSub: "sub-1" } }));
    await expect(auth.signUp({ username: USER, password: PASSWORD })).resolves.toMatchObject({
      isSignUpComplete: true,
      nextStep: { signUpStep: "DONE" },
    });
    await expect(
      auth.signUp({ username: USER, password: PASSWORD, autoSignIn: true }),
    ).resolves.toMatchObject({ nextStep: { signUpStep: "COMPLETE_AUTO_SIGN_IN" } });
  });

  it("keeps the provider's sign-up error names", async () => {
    t.cognito.on("SignUp", () => providerError("UsernameExistsException"));
    expect((await errorOf(auth.signUp({ username: USER, password: PASSWORD }))).name).toBe(
      "UsernameExistsException",
    );
  });

  it("confirms with username and code and gives DONE", async () => {
    t.cognito.on("ConfirmSignUp", () => ({ body: {} }));
    await expect(
      auth.confirmSignUp({ username: USER, confirmationCode: "123456" }),
    ).resolves.toEqual({
      isSignUpComplete: true,
      nextStep: { signUpStep: "DONE" },
    });
    expect(t.cognito.callsOf("ConfirmSignUp")[0]?.body).toMatchObject({
      ClientId: CLIENT_ID,
      Username: USER,
      ConfirmationCode: "123456",
    });
  });

  it.each(["CodeMismatchException", "ExpiredCodeException"])("keeps %s", async (name) => {
    t.cognito.on("ConfirmSignUp", () => providerError(name));
    expect(
      (await errorOf(auth.confirmSignUp({ username: USER, confirmationCode: "1" }))).name,
    ).toBe(name);
  });

  it("resends the code", async () => {
    t.cognito.on("ResendConfirmationCode", () => ({
      body: {
        CodeDeliveryDetails: {
          Destination: "a***",
          DeliveryMedium: "EMAIL",
          AttributeName: "email",
        },
      },
    }));
    await expect(auth.resendSignUpCode({ username: USER })).resolves.toEqual({
      destination: "a***",
      deliveryMedium: "EMAIL",
      attributeName: "email",
    });
  });
});

describe("auto sign-in after sign-up (at most 180 s)", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    setup();
    t.cognito.on("SignUp", () => ({ body: { UserConfirmed: false, UserSub: "sub-1" } }));
    t.cognito.on("ConfirmSignUp", () => ({ body: {} }));
    t.cognito.on("InitiateAuth", () => signedInAnswer());
  });

  it("completes the sign-in within the window", async () => {
    await auth.signUp({ username: USER, password: PASSWORD, autoSignIn: true });
    vi.advanceTimersByTime(179_000);
    await expect(
      auth.confirmSignUp({ username: USER, confirmationCode: "123456" }),
    ).resolves.toMatchObject({
      nextStep: { signUpStep: "COMPLETE_AUTO_SIGN_IN" },
    });
    await expect(auth.autoSignIn()).resolves.toMatchObject({ nextStep: { signInStep: "DONE" } });
    expect(t.cognito.callsOf("InitiateAuth")[0]?.body.AuthParameters).toMatchObject({
      USERNAME: USER,
    });
  });

  it("gives up after 180 seconds", async () => {
    await auth.signUp({ username: USER, password: PASSWORD, autoSignIn: true });
    vi.advanceTimersByTime(180_000);
    await expect(
      auth.confirmSignUp({ username: USER, confirmationCode: "123456" }),
    ).resolves.toMatchObject({
      nextStep: { signUpStep: "DONE" },
    });
    expect((await errorOf(auth.autoSignIn())).name).toBe("AutoSignInException");
    expect(t.cognito.callsOf("InitiateAuth")).toHaveLength(0);
  });
});

describe("resetPassword, confirmResetPassword and updatePassword", () => {
  beforeEach(() => {
    setup();
  });

  it("gives CONFIRM_RESET_PASSWORD_WITH_CODE", async () => {
    t.cognito.on("ForgotPassword", () => ({
      body: {
        CodeDeliveryDetails: {
          Destination: "a***",
          DeliveryMedium: "EMAIL",
          AttributeName: "email",
        },
      },
    }));
    await expect(auth.resetPassword({ username: USER })).resolves.toEqual({
      isPasswordReset: false,
      nextStep: {
        resetPasswordStep: "CONFIRM_RESET_PASSWORD_WITH_CODE",
        codeDeliveryDetails: {
          destination: "a***",
          deliveryMedium: "EMAIL",
          attributeName: "email",
        },
      },
    });
    expect(t.cognito.callsOf("ForgotPassword")[0]?.body).toMatchObject({ Username: USER });
  });

  it("confirms a reset with username, code and new password, then DONE", async () => {
    t.cognito.on("ConfirmForgotPassword", () => ({ body: {} }));
    await expect(
      auth.confirmResetPassword({
        username: USER,
        confirmationCode: "123456",
        newPassword: PASSWORD,
      }),
    ).resolves.toEqual({ isPasswordReset: true, nextStep: { resetPasswordStep: "DONE" } });
    expect(t.cognito.callsOf("ConfirmForgotPassword")[0]?.body).toMatchObject({
      Username: USER,
      ConfirmationCode: "123456",
      Password: PASSWORD,
    });
  });

  it("keeps ExpiredCodeException of a reset", async () => {
    t.cognito.on("ConfirmForgotPassword", () => providerError("ExpiredCodeException"));
    const error = await errorOf(
      auth.confirmResetPassword({ username: USER, confirmationCode: "1", newPassword: PASSWORD }),
    );
    expect(error.name).toBe("ExpiredCodeException");
  });

  it("changes the password with the access token", async () => {
    const tokens = tokenSet();
    storeSession(t.storage, tokens);
    t.cognito.on("ChangePassword", () => ({ body: {} }));
    await auth.updatePassword({
      oldPassword: "Oud2026wachtwoord",
      newPassword: PASSWORD,
      repeatPassword: PASSWORD,
    });
    expect(t.cognito.callsOf("ChangePassword")[0]?.body).toEqual({
      PreviousPassword: "Oud2026wachtwoord",
      ProposedPassword: PASSWORD,
      AccessToken: tokens.AccessToken,
    });
  });

  it("needs a signed-in user to change the password", async () => {
    const error = await errorOf(
      auth.updatePassword({ oldPassword: "Oud2026wachtwoord", newPassword: PASSWORD }),
    );
    expect(error.name).toBe("UserUnAuthenticatedException");
  });
});

describe("deleteUser", () => {
  beforeEach(() => {
    setup();
  });

  it("deletes the account with its access token and ends the session here", async () => {
    const tokens = tokenSet();
    storeSession(t.storage, tokens);
    t.cognito.on("DeleteUser", () => ({ body: {} }));
    await auth.deleteUser();
    expect(t.cognito.callsOf("DeleteUser")[0]?.body).toEqual({ AccessToken: tokens.AccessToken });
    expect((await auth.fetchSession()).tokens).toBeUndefined();
  });

  it("keeps the session when the provider refuses", async () => {
    const tokens = tokenSet();
    storeSession(t.storage, tokens);
    t.cognito.on("DeleteUser", () => providerError("NotAuthorizedException"));
    expect((await errorOf(auth.deleteUser())).name).toBe("NotAuthorizedException");
    expect((await auth.fetchSession()).tokens?.accessToken).toBe(tokens.AccessToken);
  });

  it("needs a signed-in user", async () => {
    expect((await errorOf(auth.deleteUser())).name).toBe("UserUnAuthenticatedException");
    expect(t.cognito.callsOf("DeleteUser")).toHaveLength(0);
  });
});

describe("verifyPassword and isHostedSession", () => {
  it("checks the password with the session's own username and keeps the session as it was", async () => {
    setup();
    const tokens = tokenSet();
    storeSession(t.storage, tokens);
    const before = t.storage.keys().map((key) => [key, t.storage.getItem(key)]);
    t.cognito.on("InitiateAuth", () => signedInAnswer({ username: "other" }));
    await auth.verifyPassword({ password: PASSWORD });
    expect(t.cognito.callsOf("InitiateAuth")[0]?.body.AuthParameters).toEqual({
      USERNAME: USER,
      PASSWORD,
    });
    expect(t.storage.keys().map((key) => [key, t.storage.getItem(key)])).toEqual(before);
    expect(auth.isHostedSession()).toBe(false);
  });

  it("fails with NotAuthorizedException for a wrong password, and without one or a session", async () => {
    setup();
    expect((await errorOf(auth.verifyPassword({ password: PASSWORD }))).name).toBe(
      "UserUnAuthenticatedException",
    );
    storeSession(t.storage, tokenSet());
    expect((await errorOf(auth.verifyPassword({ password: "" }))).name).toBe("EmptyVerifyPassword");
    t.cognito.on("InitiateAuth", () => providerError("NotAuthorizedException"));
    expect((await errorOf(auth.verifyPassword({ password: "fout" }))).name).toBe(
      "NotAuthorizedException",
    );
    expect((await auth.fetchSession()).tokens).toBeDefined();
  });

  it("with SRP stores none of the new tokens", async () => {
    setup({ ...baseConfig, authFlow: undefined });
    storeSession(t.storage, tokenSet());
    const before = t.storage.keys().map((key) => [key, t.storage.getItem(key)]);
    t.cognito.on("InitiateAuth", () => passwordVerifier());
    t.cognito.on("RespondToAuthChallenge", () => signedInAnswer({ username: "user-sub" }));
    await auth.verifyPassword({ password: PASSWORD });
    expect(t.cognito.callsOf("RespondToAuthChallenge")).toHaveLength(1);
    expect(t.storage.keys().map((key) => [key, t.storage.getItem(key)])).toEqual(before);
  });
});

describe("signOut (docs/security.md item 5)", () => {
  beforeEach(() => {
    setup();
    t.cognito.on("InitiateAuth", () => signedInAnswer());
    t.cognito.on("RevokeToken", () => ({ body: {} }));
  });

  it("revokes the refresh token, removes every key and ends on /login", async () => {
    t.storage.setItem("another-app.setting", "keep");
    t.sessionStorage.setItem("another-app.state", "keep");
    await auth.signIn({ username: USER, password: PASSWORD });
    // What else the library and the app may have written meanwhile:
    t.storage.setItem(`${PREFIX}.${USER}.userData`, "{}");
    t.storage.setItem(`${PREFIX}.${USER}.deviceKey`, "device");
    t.sessionStorage.setItem(PENDING_SIGN_IN_KEY, JSON.stringify({ username: USER }));
    expect(t.storage.getItem(`${PREFIX}.${USER}.clockDrift`)).not.toBeNull();

    await auth.signOut();

    expect(t.cognito.callsOf("RevokeToken")[0]?.body).toEqual({
      Token: "refresh-token-1",
      ClientId: CLIENT_ID,
    });
    expect(t.cognito.callsOf("GlobalSignOut")).toHaveLength(0);
    expect(t.storage.keys()).toEqual(["another-app.setting"]);
    expect(t.sessionStorage.keys()).toEqual(["another-app.state"]);
    expect(auth.store.getSnapshot()).toEqual({ status: "unauthenticated" });
    expect(t.channel.posted.at(-1)).toEqual({ type: "signedOut" });
    expect(t.navigate).toHaveBeenCalledWith(`${ORIGIN}/login`);
    await expect(auth.fetchSession()).resolves.toEqual({ tokens: undefined });
  });

  it("signs out locally when the provider cannot be reached", async () => {
    auth.dispose();
    setup(baseConfig, { random: () => 0 });
    t.cognito.on("InitiateAuth", () => signedInAnswer());
    t.cognito.on("RevokeToken", () => "network-error");
    await auth.signIn({ username: USER, password: PASSWORD });
    await auth.signOut();
    expect(t.cognito.callsOf("RevokeToken")).toHaveLength(3);
    expect(t.storage.keys()).toEqual([]);
    expect(auth.store.getSnapshot()).toEqual({ status: "unauthenticated" });
  });

  it("does not revoke a token without origin_jti (revocation off)", async () => {
    t.cognito.on("InitiateAuth", () => signedInAnswer({ revocable: false }));
    await auth.signIn({ username: USER, password: PASSWORD });
    await auth.signOut();
    expect(t.cognito.callsOf("RevokeToken")).toHaveLength(0);
    expect(t.storage.keys()).toEqual([]);
  });
});

describe("fetchSession and refresh", () => {
  beforeEach(() => {
    setup();
  });

  it("returns the tokens and the e-mail from the id token without a call", async () => {
    const tokens = tokenSet({ email: "bert@example.nl" });
    storeSession(t.storage, tokens);
    const session = await auth.fetchSession();
    expect(session.tokens).toMatchObject({
      accessToken: tokens.AccessToken,
      idToken: tokens.IdToken,
      email: "bert@example.nl",
    });
    expect(session.credentials).toBeUndefined();
    await expect(auth.getBearerToken()).resolves.toBe(tokens.IdToken);
    expect(t.cognito.calls).toHaveLength(0);
  });

  it("has no session when nothing is stored", async () => {
    await expect(auth.fetchSession()).resolves.toEqual({ tokens: undefined });
    await expect(auth.getBearerToken()).resolves.toBeUndefined();
  });

  it("refreshes a token within the 5-second drift tolerance, not one with 6 seconds left", async () => {
    // A fixed clock on a whole second, so "seconds left" is exact.
    const now = Date.UTC(2026, 10, 22, 8, 0, 0);
    auth.dispose();
    setup(baseConfig, { now: () => now });
    t.cognito.on("InitiateAuth", () => signedInAnswer({ email: "new@example.nl", nowMs: now }));
    storeSession(t.storage, tokenSet({ lifetimeSeconds: 6, nowMs: now }));
    await auth.fetchSession();
    expect(t.cognito.calls).toHaveLength(0);
    storeSession(t.storage, tokenSet({ lifetimeSeconds: 5, nowMs: now }));
    const session = await auth.fetchSession();
    expect(session.tokens?.email).toBe("new@example.nl");
    expect(t.cognito.callsOf("InitiateAuth")).toHaveLength(1);
    expect(t.cognito.callsOf("InitiateAuth")[0]?.body).toMatchObject({
      AuthFlow: "REFRESH_TOKEN_AUTH",
      AuthParameters: { REFRESH_TOKEN: "refresh-token-1" },
    });
  });

  it("collapses concurrent refreshes into one (single flight, docs/security.md item 7)", async () => {
    storeSession(t.storage, tokenSet({ lifetimeSeconds: -10 }));
    let release: () => void = () => undefined;
    t.cognito.on(
      "InitiateAuth",
      () =>
        new Promise<Answer>((resolve) => {
          release = () => {
            resolve(signedInAnswer({ email: "fresh@example.nl" }));
          };
        }),
    );
    const calls = Array.from({ length: 8 }, () => auth.getBearerToken());
    await vi.waitFor(() => {
      expect(t.cognito.calls).toHaveLength(1);
    });
    release();
    const tokens = await Promise.all(calls);
    expect(new Set(tokens).size).toBe(1);
    expect(tokens[0]).toBe(t.storage.getItem(`${PREFIX}.${USER}.idToken`));
    expect(t.cognito.calls).toHaveLength(1);
    expect(auth.store.getSnapshot()).toMatchObject({
      status: "authenticated",
      email: "fresh@example.nl",
    });
  });

  function pendingRefresh(): { release: () => void } {
    const handle = { release: (): void => undefined };
    t.cognito.on(
      "InitiateAuth",
      () =>
        new Promise<Answer>((resolve) => {
          handle.release = () => {
            resolve(signedInAnswer({ email: "late@example.nl" }));
          };
        }),
    );
    return handle;
  }

  it("lets a sign-out during a refresh win: the late answer is not stored", async () => {
    t.cognito.on("RevokeToken", () => ({ body: {} }));
    storeSession(t.storage, tokenSet({ lifetimeSeconds: -10 }));
    const refresh = pendingRefresh();
    const bearer = auth.getBearerToken();
    await vi.waitFor(() => {
      expect(t.cognito.callsOf("InitiateAuth")).toHaveLength(1);
    });
    await auth.signOut();
    refresh.release();
    await expect(bearer).resolves.toBeUndefined();
    expect(t.storage.keys()).toEqual([]);
    expect(auth.store.getSnapshot()).toEqual({ status: "unauthenticated" });
    await expect(auth.getBearerToken()).resolves.toBeUndefined();
  });

  it("lets a sign-out in another tab during a refresh win", async () => {
    storeSession(t.storage, tokenSet({ lifetimeSeconds: -10 }));
    const refresh = pendingRefresh();
    const bearer = auth.getBearerToken();
    await vi.waitFor(() => {
      expect(t.cognito.callsOf("InitiateAuth")).toHaveLength(1);
    });
    // The other tab removes the shared keys and tells this one.
    for (const key of t.storage.keys()) t.storage.removeItem(key);
    t.channel.receive({ type: "signedOut" });
    refresh.release();
    await expect(bearer).resolves.toBeUndefined();
    expect(t.storage.keys()).toEqual([]);
    expect(auth.store.getSnapshot()).toEqual({ status: "unauthenticated" });
  });

  it("signs out once when the refresh is refused", async () => {
    storeSession(t.storage, tokenSet({ lifetimeSeconds: -10 }));
    t.cognito.on("InitiateAuth", () =>
      providerError("NotAuthorizedException", "Refresh Token has expired"),
    );
    const results = await Promise.allSettled([
      auth.fetchSession(),
      auth.fetchSession(),
      auth.getBearerToken(),
    ]);
    expect(results.map((result) => result.status)).toEqual(["rejected", "rejected", "rejected"]);
    expect(t.cognito.calls).toHaveLength(1);
    expect(t.storage.keys()).toEqual([]);
    expect(auth.store.getSnapshot()).toEqual({ status: "unauthenticated" });
    expect(t.channel.posted).toEqual([{ type: "signedOut" }]);
    await expect(auth.fetchSession()).resolves.toEqual({ tokens: undefined });
    expect(t.cognito.calls).toHaveLength(1);
  });

  it("keeps the session when the refresh fails on the network", async () => {
    setup(baseConfig, { random: () => 0 });
    storeSession(t.storage, tokenSet({ lifetimeSeconds: -10 }));
    t.cognito.on("InitiateAuth", () => "network-error");
    expect((await errorOf(auth.fetchSession())).name).toBe("NetworkError");
    expect(t.cognito.calls).toHaveLength(3);
    expect(t.storage.getItem(`${PREFIX}.LastAuthUser`)).toBe(USER);
    expect(t.channel.posted).toEqual([]);
    await expect(auth.initialise()).resolves.toMatchObject({ status: "authenticated" });
  });

  it.each([
    ["InternalErrorException", 500, 3],
    ["ServiceUnavailable", 503, 3],
    ["UnknownError", 502, 3],
    ["ThrottlingException", 400, 3],
    ["TooManyRequestsException", 429, 1],
  ] as const)(
    "keeps the session when the provider still fails with %s (HTTP %i) after the retries",
    async (name, status, attempts) => {
      auth.dispose();
      setup(baseConfig, { random: () => 0 });
      storeSession(t.storage, tokenSet({ lifetimeSeconds: -10 }));
      t.cognito.on("InitiateAuth", () =>
        name === "UnknownError"
          ? { status, body: undefined, text: "<html>Bad Gateway</html>" }
          : providerError(name, "The service is unavailable", status),
      );
      const error = await errorOf(auth.fetchSession());
      expect(error.name).toBe(name);
      expect(error.statusCode).toBe(status);
      expect(t.cognito.calls).toHaveLength(attempts);
      expect(t.storage.getItem(`${PREFIX}.LastAuthUser`)).toBe(USER);
      expect(t.storage.getItem(`${PREFIX}.${USER}.refreshToken`)).toBe("refresh-token-1");
      expect(t.channel.posted).toEqual([]);
      // Once the provider is back, the kept session refreshes as usual.
      t.cognito.on("InitiateAuth", () => signedInAnswer({ email: "back@example.nl" }));
      await expect(auth.fetchSession()).resolves.toMatchObject({
        tokens: { email: "back@example.nl" },
      });
    },
  );

  it.each([
    ["NotAuthorizedException", "Refresh Token has been revoked"],
    ["UserNotFoundException", "User does not exist."],
    ["PasswordResetRequiredException", "Password reset required for the user"],
  ])(
    "ends the session when the provider refuses the refresh token with %s",
    async (name, message) => {
      storeSession(t.storage, tokenSet({ lifetimeSeconds: -10 }));
      t.cognito.on("InitiateAuth", () => providerError(name, message));
      expect((await errorOf(auth.fetchSession())).name).toBe(name);
      expect(t.cognito.calls).toHaveLength(1);
      expect(t.storage.keys()).toEqual([]);
      expect(auth.store.getSnapshot()).toEqual({ status: "unauthenticated" });
      expect(t.channel.posted).toEqual([{ type: "signedOut" }]);
    },
  );

  it("keeps the session at start-up when the provider is down", async () => {
    auth.dispose();
    setup(baseConfig, { random: () => 0 });
    storeSession(t.storage, tokenSet({ lifetimeSeconds: -10 }));
    t.cognito.on("InitiateAuth", () =>
      providerError("InternalErrorException", "Internal error", 500),
    );
    await expect(auth.initialise()).resolves.toMatchObject({ status: "authenticated" });
    expect(t.storage.getItem(`${PREFIX}.LastAuthUser`)).toBe(USER);
  });

  it("clears an unknown device key during refresh and retries once", async () => {
    storeSession(t.storage, tokenSet({ lifetimeSeconds: -10 }));
    t.storage.setItem(`${PREFIX}.${USER}.deviceKey`, "device-1");
    let calls = 0;
    const fresh = tokenSet();
    t.cognito.on("InitiateAuth", () => {
      calls += 1;
      return calls === 1
        ? providerError("ResourceNotFoundException", "Device does not exist.")
        : { body: { AuthenticationResult: fresh, ChallengeParameters: {} } };
    });
    await expect(auth.getBearerToken()).resolves.toBe(fresh.IdToken);
    expect(calls).toBe(2);
    expect(t.storage.getItem(`${PREFIX}.${USER}.deviceKey`)).toBeNull();
    expect(t.cognito.callsOf("InitiateAuth")[1]?.body.AuthParameters).not.toHaveProperty(
      "DEVICE_KEY",
      "device-1",
    );
  });
});

describe("identity-pool credentials", () => {
  const poolConfig = { ...baseConfig, identityPoolId: "eu-central-1:pool-1" };
  let credentialCalls = 0;

  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date("2026-11-22T08:00:00Z"));
    credentialCalls = 0;
  });

  function answerIdentityPool(): void {
    t.cognito.on("GetId", () => ({ body: { IdentityId: "eu-central-1:identity-1" } }));
    t.cognito.on("GetCredentialsForIdentity", () => {
      credentialCalls += 1;
      return {
        body: {
          IdentityId: "eu-central-1:identity-1",
          Credentials: {
            AccessKeyId: `AKIA${credentialCalls}`,
            SecretKey: "secret",
            SessionToken: "session",
            Expiration: Math.floor(Date.now() / 1000) + 3600,
          },
        },
      };
    });
  }

  it("fetches credentials for the signed-in user and refreshes them after 3000 s", async () => {
    setup(poolConfig);
    answerIdentityPool();
    storeSession(t.storage, tokenSet({ lifetimeSeconds: 7200 }));
    const first = await auth.fetchSession();
    expect(first.identityId).toBe("eu-central-1:identity-1");
    expect(first.credentials?.accessKeyId).toBe("AKIA1");
    expect(first.credentials?.expiration.getTime()).toBe(Date.now() + 3_600_000);
    const getId = t.cognito.callsOf("GetId")[0];
    expect(getId?.target).toBe("AWSCognitoIdentityService.GetId");
    expect(getId?.body).toEqual({
      IdentityPoolId: "eu-central-1:pool-1",
      Logins: {
        "cognito-idp.eu-central-1.amazonaws.com/eu-central-1_TestPool": first.tokens?.idToken,
      },
    });
    expect(getId?.url).toBe("https://cognito-identity.eu-central-1.amazonaws.com/");

    vi.advanceTimersByTime(2_999_000);
    expect((await auth.fetchSession()).credentials?.accessKeyId).toBe("AKIA1");
    vi.advanceTimersByTime(1_000);
    expect((await auth.fetchSession()).credentials?.accessKeyId).toBe("AKIA2");
    expect(t.cognito.callsOf("GetId")).toHaveLength(1);
  });

  it("gives guests credentials only when the configuration allows it", async () => {
    setup(poolConfig);
    answerIdentityPool();
    await expect(auth.fetchSession()).resolves.toEqual({ tokens: undefined });
    expect(t.cognito.calls).toHaveLength(0);
    auth.dispose();
    setup({ ...poolConfig, allowGuestAccess: true });
    answerIdentityPool();
    const session = await auth.fetchSession();
    expect(session.credentials?.accessKeyId).toBe("AKIA1");
    expect(t.cognito.callsOf("GetId")[0]?.body).toEqual({ IdentityPoolId: "eu-central-1:pool-1" });
  });
});

describe("auth state store and other tabs", () => {
  beforeEach(() => {
    setup();
  });

  it("starts initialising and becomes unauthenticated without a session", async () => {
    expect(auth.store.getSnapshot()).toEqual({ status: "initialising" });
    const listener = vi.fn();
    auth.store.subscribe(listener);
    await expect(auth.initialise()).resolves.toEqual({ status: "unauthenticated" });
    expect(listener).toHaveBeenCalledTimes(1);
    const snapshot = auth.store.getSnapshot();
    await auth.initialise();
    expect(auth.store.getSnapshot()).toBe(snapshot);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it("becomes authenticated with the access token and e-mail of a stored session", async () => {
    const tokens = tokenSet();
    storeSession(t.storage, tokens);
    await expect(auth.initialise()).resolves.toEqual({
      status: "authenticated",
      accessToken: tokens.AccessToken,
      idToken: tokens.IdToken,
      email: USER,
    });
  });

  it("follows sign-in and sign-out in another tab", async () => {
    await auth.initialise();
    storeSession(t.storage, tokenSet());
    t.channel.receive({ type: "signedIn" });
    expect(auth.store.getSnapshot()).toMatchObject({ status: "authenticated" });
    for (const key of t.storage.keys()) t.storage.removeItem(key);
    t.channel.receive({ type: "signedOut" });
    expect(auth.store.getSnapshot()).toEqual({ status: "unauthenticated" });
    await expect(auth.getBearerToken()).resolves.toBeUndefined();
  });

  it("stops listening after dispose", async () => {
    await auth.initialise();
    auth.dispose();
    storeSession(t.storage, tokenSet());
    t.channel.receive({ type: "signedIn" });
    expect(auth.store.getSnapshot()).toEqual({ status: "unauthenticated" });
  });
});

describe("configuration", () => {
  it("defaults to eu-central-1, scopes email openid and the account's own, response type code and Google", () => {
    setup({ userPoolId: "eu-central-1_abc", clientId: "c1" });
    expect(auth.config).toMatchObject({
      region: "eu-central-1",
      scopes: ["email", "openid", "aws.cognito.signin.user.admin"],
      responseType: "code",
      identityProvider: "Google",
      redirectSignIn: `${ORIGIN}/login`,
      redirectSignOut: `${ORIGIN}/logout`,
      allowGuestAccess: false,
      authFlow: "USER_SRP_AUTH",
      storage: "localStorage",
    });
  });

  it("sends every call to the local endpoint when one is configured", async () => {
    setup({ ...baseConfig, userPoolId: "local_memorial", endpoint: "http://localhost:4001" });
    t.cognito.on("InitiateAuth", () => signedInAnswer());
    await auth.signIn({ username: USER, password: PASSWORD });
    expect(t.cognito.calls[0]?.url).toBe("http://localhost:4001/");
    expect(auth.config.providerName).toBe("cognito-idp.eu-central-1.amazonaws.com/local_memorial");
  });

  it("lists every problem of an invalid configuration", () => {
    expect(() => createAuth({ userPoolId: "", clientId: "" }, t.env)).toThrow(
      /clientId is missing.*userPoolId is missing/,
    );
    expect(() => createAuth({ userPoolId: "us-east-1_abc", clientId: "c" }, t.env)).toThrow(
      /not in region eu-central-1/,
    );
  });
});
