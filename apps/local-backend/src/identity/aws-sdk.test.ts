// Drives the identity service with @aws-sdk/client-cognito-identity-provider, the way the
// contract tests and server-side tools call Cognito.
import {
  ChangePasswordCommand,
  CognitoIdentityProviderClient,
  ConfirmForgotPasswordCommand,
  ConfirmSignUpCommand,
  DeleteUserCommand,
  ForgotPasswordCommand,
  GetTokensFromRefreshTokenCommand,
  GetUserCommand,
  GlobalSignOutCommand,
  InitiateAuthCommand,
  ResendConfirmationCodeCommand,
  RevokeTokenCommand,
  SignUpCommand,
} from "@aws-sdk/client-cognito-identity-provider";
import { createRemoteJWKSet, decodeJwt, jwtVerify } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  startIdentityHarness,
  TEST_CLIENT_ID,
  TEST_USER_POOL_ID,
  type IdentityHarness,
} from "./test-harness.ts";

let harness: IdentityHarness;
let client: CognitoIdentityProviderClient;
let clock = Date.now();

beforeAll(async () => {
  harness = await startIdentityHarness({
    options: {
      now: () => clock,
      settings: { accessTokenTtlSeconds: 60, maxCodeAttempts: 3, maxFailedSignIns: 3 },
    },
  });
  client = new CognitoIdentityProviderClient({
    region: "eu-central-1",
    endpoint: harness.url,
    maxAttempts: 1,
  });
});
afterAll(async () => {
  client.destroy();
  await harness.close();
});

const errorName = async (promise: Promise<unknown>): Promise<string> => {
  try {
    await promise;
  } catch (error) {
    return (error as Error).name;
  }
  throw new Error("expected the call to fail");
};

async function signedUp(email: string, password = "Geheim123") {
  const result = await client.send(
    new SignUpCommand({
      ClientId: TEST_CLIENT_ID,
      Username: email,
      Password: password,
      UserAttributes: [{ Name: "email", Value: email }],
    }),
  );
  return result;
}

const passwordAuth = (email: string, password: string) =>
  client.send(
    new InitiateAuthCommand({
      ClientId: TEST_CLIENT_ID,
      AuthFlow: "USER_PASSWORD_AUTH",
      AuthParameters: { USERNAME: email, PASSWORD: password },
    }),
  );

describe("@aws-sdk/client-cognito-identity-provider against the local identity service", () => {
  it("signs up, confirms and signs in with USER_PASSWORD_AUTH; tokens have Cognito's claims", async () => {
    const signUp = await signedUp("hanna@example.nl");
    expect(signUp.UserConfirmed).toBe(false);
    expect(signUp.CodeDeliveryDetails).toEqual({
      Destination: "h***@e***",
      DeliveryMedium: "EMAIL",
      AttributeName: "email",
    });
    expect(await errorName(passwordAuth("hanna@example.nl", "Geheim123"))).toBe(
      "UserNotConfirmedException",
    );
    await client.send(
      new ConfirmSignUpCommand({
        ClientId: TEST_CLIENT_ID,
        Username: "hanna@example.nl",
        ConfirmationCode: harness.latestCode("hanna@example.nl"),
      }),
    );
    const result = await passwordAuth("hanna@example.nl", "Geheim123");
    const tokens = result.AuthenticationResult;
    expect(tokens?.TokenType).toBe("Bearer");
    expect(tokens?.ExpiresIn).toBe(60);

    const jwks = createRemoteJWKSet(
      new URL(`${harness.url}/${TEST_USER_POOL_ID}/.well-known/jwks.json`),
    );
    const issuer = `${harness.url}/${TEST_USER_POOL_ID}`;
    expect(harness.service.issuer).toBe(issuer);
    const { payload: id, protectedHeader } = await jwtVerify(tokens?.IdToken ?? "", jwks, {
      issuer,
      audience: TEST_CLIENT_ID,
      currentDate: new Date(clock),
    });
    expect(protectedHeader.alg).toBe("RS256");
    expect(id).toMatchObject({
      sub: signUp.UserSub,
      email: "hanna@example.nl",
      email_verified: true,
      "cognito:username": signUp.UserSub,
      token_use: "id",
    });
    for (const claim of ["auth_time", "exp", "iat", "jti", "origin_jti"]) {
      expect(id[claim]).toBeDefined();
    }
    const { payload: access } = await jwtVerify(tokens?.AccessToken ?? "", jwks, {
      issuer,
      currentDate: new Date(clock),
    });
    expect(access).toMatchObject({
      sub: signUp.UserSub,
      client_id: TEST_CLIENT_ID,
      username: signUp.UserSub,
      scope: "aws.cognito.signin.user.admin",
      token_use: "access",
      origin_jti: id.origin_jti,
    });
    expect((access.exp ?? 0) - (access.iat ?? 0)).toBe(60);

    const user = await client.send(new GetUserCommand({ AccessToken: tokens?.AccessToken }));
    expect(user.UserAttributes).toContainEqual({ Name: "email", Value: "hanna@example.nl" });
  });

  it("names the errors as Cognito does", async () => {
    await signedUp("ivo@example.nl");
    expect(await errorName(signedUp("ivo@example.nl"))).toBe("UsernameExistsException");
    expect(await errorName(signedUp("jet@example.nl", "kort"))).toBe("InvalidPasswordException");
    expect(await errorName(signedUp("jet@example.nl", "alleenkleineletters1"))).toBe(
      "InvalidPasswordException",
    );
    expect(
      await errorName(
        client.send(
          new ConfirmSignUpCommand({
            ClientId: "other",
            Username: "ivo@example.nl",
            ConfirmationCode: "123456",
          }),
        ),
      ),
    ).toBe("ResourceNotFoundException");
  });

  it("does not reveal whether an e-mail has an account (docs/security.md item 8)", async () => {
    await signedUp("noor@example.nl");
    await client.send(
      new ConfirmSignUpCommand({
        ClientId: TEST_CLIENT_ID,
        Username: "noor@example.nl",
        ConfirmationCode: harness.latestCode("noor@example.nl"),
      }),
    );
    const wrongPassword = await passwordAuth("noor@example.nl", "Verkeerd123").catch(
      (error: unknown) => error as Error,
    );
    const unknownUser = await passwordAuth("onbekend@example.nl", "Geheim123").catch(
      (error: unknown) => error as Error,
    );
    expect(wrongPassword).toMatchObject({
      name: "NotAuthorizedException",
      message: "Incorrect username or password.",
    });
    expect(unknownUser).toMatchObject({
      name: "NotAuthorizedException",
      message: "Incorrect username or password.",
    });
    // Code requests answer as if a code was sent; confirming one fails like a wrong code.
    const forgot = await client.send(
      new ForgotPasswordCommand({ ClientId: TEST_CLIENT_ID, Username: "onbekend@example.nl" }),
    );
    expect(forgot.CodeDeliveryDetails).toEqual({
      Destination: "o***@e***",
      DeliveryMedium: "EMAIL",
      AttributeName: "email",
    });
    const resend = await client.send(
      new ResendConfirmationCodeCommand({
        ClientId: TEST_CLIENT_ID,
        Username: "onbekend@example.nl",
      }),
    );
    expect(resend.CodeDeliveryDetails?.Destination).toBe("o***@e***");
    expect(harness.ctx.mailbox.list("onbekend@example.nl")).toEqual([]);
    expect(
      await errorName(
        client.send(
          new ConfirmSignUpCommand({
            ClientId: TEST_CLIENT_ID,
            Username: "onbekend@example.nl",
            ConfirmationCode: "123456",
          }),
        ),
      ),
    ).toBe("CodeMismatchException");
    expect(
      await errorName(
        client.send(
          new ConfirmForgotPasswordCommand({
            ClientId: TEST_CLIENT_ID,
            Username: "onbekend@example.nl",
            ConfirmationCode: "123456",
            Password: "Nieuw1234",
          }),
        ),
      ),
    ).toBe("CodeMismatchException");
  });

  it("names unknown users UserNotFoundException when existence errors are allowed", async () => {
    const legacy = await startIdentityHarness({
      options: { settings: { preventUserExistenceErrors: false } },
    });
    try {
      const signIn = await legacy.call("AWSCognitoIdentityProviderService.InitiateAuth", {
        ClientId: TEST_CLIENT_ID,
        AuthFlow: "USER_PASSWORD_AUTH",
        AuthParameters: { USERNAME: "onbekend@example.nl", PASSWORD: "Geheim123" },
      });
      expect(signIn).toEqual({
        status: 400,
        body: { __type: "UserNotFoundException", message: "User does not exist." },
      });
      const forgot = await legacy.call("AWSCognitoIdentityProviderService.ForgotPassword", {
        ClientId: TEST_CLIENT_ID,
        Username: "onbekend@example.nl",
      });
      expect(forgot.body.__type).toBe("UserNotFoundException");
    } finally {
      await legacy.close();
    }
  });

  it("limits wrong codes and wrong passwords", async () => {
    await signedUp("kees@example.nl");
    const code = harness.latestCode("kees@example.nl");
    const wrong = code === "111111" ? "222222" : "111111";
    const confirm = (value: string) =>
      client.send(
        new ConfirmSignUpCommand({
          ClientId: TEST_CLIENT_ID,
          Username: "kees@example.nl",
          ConfirmationCode: value,
        }),
      );
    expect(await errorName(confirm(wrong))).toBe("CodeMismatchException");
    expect(await errorName(confirm(wrong))).toBe("CodeMismatchException");
    expect(await errorName(confirm(wrong))).toBe("TooManyFailedAttemptsException");
    expect(await errorName(confirm(code))).toBe("TooManyFailedAttemptsException");
    await client.send(
      new ResendConfirmationCodeCommand({ ClientId: TEST_CLIENT_ID, Username: "kees@example.nl" }),
    );
    await confirm(harness.latestCode("kees@example.nl"));

    for (let i = 0; i < 3; i++) {
      expect(await errorName(passwordAuth("kees@example.nl", "Fout12345"))).toBe(
        "NotAuthorizedException",
      );
    }
    await expect(passwordAuth("kees@example.nl", "Geheim123")).rejects.toThrow(
      "Password attempts exceeded",
    );
  });

  it("expires codes and tokens by the clock", async () => {
    await signedUp("piet@example.nl");
    const signUpCode = harness.latestCode("piet@example.nl");
    clock += 24 * 3600 * 1000; // the sign-up code lives 24 hours
    expect(
      await errorName(
        client.send(
          new ConfirmSignUpCommand({
            ClientId: TEST_CLIENT_ID,
            Username: "piet@example.nl",
            ConfirmationCode: signUpCode,
          }),
        ),
      ),
    ).toBe("ExpiredCodeException");
    await signedUp("lot@example.nl");
    await client.send(
      new ConfirmSignUpCommand({
        ClientId: TEST_CLIENT_ID,
        Username: "lot@example.nl",
        ConfirmationCode: harness.latestCode("lot@example.nl"),
      }),
    );
    await client.send(
      new ForgotPasswordCommand({ ClientId: TEST_CLIENT_ID, Username: "lot@example.nl" }),
    );
    const code = harness.latestCode("lot@example.nl");
    expect(harness.ctx.mailbox.list("lot@example.nl")[0]?.kind).toBe("reset-code");
    const session = await passwordAuth("lot@example.nl", "Geheim123");
    clock += 3601 * 1000;
    expect(
      await errorName(
        client.send(
          new ConfirmForgotPasswordCommand({
            ClientId: TEST_CLIENT_ID,
            Username: "lot@example.nl",
            ConfirmationCode: code,
            Password: "Nieuw1234",
          }),
        ),
      ),
    ).toBe("ExpiredCodeException");
    await expect(
      client.send(new GetUserCommand({ AccessToken: session.AuthenticationResult?.AccessToken })),
    ).rejects.toThrow("Access Token has expired");
    // The refresh token outlives the access token.
    const refreshed = await client.send(
      new InitiateAuthCommand({
        ClientId: TEST_CLIENT_ID,
        AuthFlow: "REFRESH_TOKEN_AUTH",
        AuthParameters: { REFRESH_TOKEN: session.AuthenticationResult?.RefreshToken ?? "" },
      }),
    );
    expect(refreshed.AuthenticationResult?.RefreshToken).toBeUndefined();
    expect(decodeJwt(refreshed.AuthenticationResult?.IdToken ?? "").email).toBe("lot@example.nl");
    // ... until the refresh token itself ends (30 days by default).
    clock += 30 * 24 * 3600 * 1000;
    await expect(
      client.send(
        new InitiateAuthCommand({
          ClientId: TEST_CLIENT_ID,
          AuthFlow: "REFRESH_TOKEN_AUTH",
          AuthParameters: { REFRESH_TOKEN: session.AuthenticationResult?.RefreshToken ?? "" },
        }),
      ),
    ).rejects.toThrow("Refresh Token has expired");
  });

  it("resets and changes passwords, refreshes with rotation, revokes and signs out globally", async () => {
    await signedUp("mila@example.nl");
    await client.send(
      new ConfirmSignUpCommand({
        ClientId: TEST_CLIENT_ID,
        Username: "mila@example.nl",
        ConfirmationCode: harness.latestCode("mila@example.nl"),
      }),
    );
    await client.send(
      new ForgotPasswordCommand({ ClientId: TEST_CLIENT_ID, Username: "mila@example.nl" }),
    );
    await client.send(
      new ConfirmForgotPasswordCommand({
        ClientId: TEST_CLIENT_ID,
        Username: "mila@example.nl",
        ConfirmationCode: harness.latestCode("mila@example.nl"),
        Password: "Herstel123",
      }),
    );
    const first = (await passwordAuth("mila@example.nl", "Herstel123")).AuthenticationResult;
    await client.send(
      new ChangePasswordCommand({
        AccessToken: first?.AccessToken,
        PreviousPassword: "Herstel123",
        ProposedPassword: "Gewijzigd1",
      }),
    );
    expect(await errorName(passwordAuth("mila@example.nl", "Herstel123"))).toBe(
      "NotAuthorizedException",
    );

    const rotated = await client.send(
      new GetTokensFromRefreshTokenCommand({
        ClientId: TEST_CLIENT_ID,
        RefreshToken: first?.RefreshToken,
      }),
    );
    const newRefresh = rotated.AuthenticationResult?.RefreshToken;
    expect(newRefresh).toEqual(expect.any(String));
    expect(newRefresh).not.toBe(first?.RefreshToken);
    expect(
      await errorName(
        client.send(
          new GetTokensFromRefreshTokenCommand({
            ClientId: TEST_CLIENT_ID,
            RefreshToken: first?.RefreshToken,
          }),
        ),
      ),
    ).toBe("NotAuthorizedException");

    await client.send(new RevokeTokenCommand({ ClientId: TEST_CLIENT_ID, Token: newRefresh }));
    await expect(
      client.send(new GetUserCommand({ AccessToken: rotated.AuthenticationResult?.AccessToken })),
    ).rejects.toThrow("Access Token has been revoked");

    const second = (await passwordAuth("mila@example.nl", "Gewijzigd1")).AuthenticationResult;
    const third = (await passwordAuth("mila@example.nl", "Gewijzigd1")).AuthenticationResult;
    await client.send(new GlobalSignOutCommand({ AccessToken: second?.AccessToken }));
    await expect(
      client.send(
        new InitiateAuthCommand({
          ClientId: TEST_CLIENT_ID,
          AuthFlow: "REFRESH_TOKEN_AUTH",
          AuthParameters: { REFRESH_TOKEN: third?.RefreshToken ?? "" },
        }),
      ),
    ).rejects.toThrow("Refresh Token has been revoked");
  });

  it("deletes the account with DeleteUser: its tokens are refused, its address is unknown", async () => {
    await signedUp("weg@example.nl");
    await client.send(
      new ConfirmSignUpCommand({
        ClientId: TEST_CLIENT_ID,
        Username: "weg@example.nl",
        ConfirmationCode: harness.latestCode("weg@example.nl"),
      }),
    );
    const first = (await passwordAuth("weg@example.nl", "Geheim123")).AuthenticationResult;
    const second = (await passwordAuth("weg@example.nl", "Geheim123")).AuthenticationResult;
    await client.send(new DeleteUserCommand({ AccessToken: first?.AccessToken }));

    // Every session ends: access tokens of both and the other session's refresh token.
    for (const token of [first?.AccessToken, second?.AccessToken]) {
      expect(await errorName(client.send(new GetUserCommand({ AccessToken: token })))).toBe(
        "NotAuthorizedException",
      );
    }
    expect(
      await errorName(
        client.send(
          new InitiateAuthCommand({
            ClientId: TEST_CLIENT_ID,
            AuthFlow: "REFRESH_TOKEN_AUTH",
            AuthParameters: { REFRESH_TOKEN: second?.RefreshToken ?? "" },
          }),
        ),
      ),
    ).toBe("NotAuthorizedException");
    // Signing in again reads exactly as an unknown user or a wrong password.
    const again = await passwordAuth("weg@example.nl", "Geheim123").catch(
      (error: unknown) => error as Error,
    );
    expect(again).toMatchObject({
      name: "NotAuthorizedException",
      message: "Incorrect username or password.",
    });
    // Nothing of the account is left in the identity tables.
    expect(
      harness.ctx.db
        .prepare("SELECT COUNT(*) AS n FROM identity_users WHERE email = ?")
        .get("weg@example.nl"),
    ).toEqual({ n: 0 });
    // Deleting again with a dead token is refused.
    expect(
      await errorName(client.send(new DeleteUserCommand({ AccessToken: first?.AccessToken }))),
    ).toBe("NotAuthorizedException");
  });

  it("answers unsupported operations with an error naming them", async () => {
    const response = await harness.call("AWSCognitoIdentityProviderService.AdminCreateUser", {});
    expect(response).toEqual({
      status: 400,
      body: {
        __type: "UnknownOperationException",
        message:
          "The local identity service does not support the operation AWSCognitoIdentityProviderService.AdminCreateUser.",
      },
    });
    // Members every object inherits are not operations either.
    for (const target of [
      "AWSCognitoIdentityProviderService.toString",
      "AWSCognitoIdentityProviderService.constructor",
      "AWSCognitoIdentityProviderService.hasOwnProperty",
      "AWSCognitoIdentityService.__proto__",
      "AWSCognitoIdentityService.valueOf",
    ]) {
      expect(await harness.call(target, {})).toEqual({
        status: 400,
        body: {
          __type: "UnknownOperationException",
          message: `The local identity service does not support the operation ${target}.`,
        },
      });
    }
  });
});
