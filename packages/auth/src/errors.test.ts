import { describe, expect, it } from "vitest";
import {
  AUTH_ERRORS,
  AuthError,
  EMPTY_INPUT_ERRORS,
  HOSTED_FLOW_ERRORS,
  isDeviceNotFound,
  PROVIDER_ERRORS,
  RATE_LIMIT_ERRORS,
  toAuthError,
} from "./errors";

describe("error names (spec sections 5 and 8)", () => {
  it("lists the spec's empty-input identifiers", () => {
    expect(Object.values(EMPTY_INPUT_ERRORS)).toEqual(
      expect.arrayContaining([
        "EmptySignInUsername",
        "EmptySignInPassword",
        "EmptyConfirmResetPasswordUsername",
        "EmptyConfirmResetPasswordNewPassword",
        "EmptyConfirmResetPasswordConfirmationCode",
        "EmptyUpdatePassword",
        "PasswordsDoNotMatch",
      ]),
    );
  });

  it("lists the spec's auth error names", () => {
    expect(Object.values(AUTH_ERRORS)).toEqual(
      expect.arrayContaining([
        "NotAuthorizedException",
        "ExpiredCodeException",
        "UsernameExistsException",
        "InvalidPasswordException",
        "PasswordsDoNotMatch",
        "UnknownError",
        "UserNotFoundException",
        "UserNotConfirmedException",
        "CodeMismatchException",
        "LimitExceededException",
        "TooManyRequestsException",
        "TooManyFailedAttemptsException",
        "PasswordResetRequiredException",
      ]),
    );
    expect(Object.keys(PROVIDER_ERRORS)).toEqual(Object.values(PROVIDER_ERRORS));
  });

  it("names the hosted flow's errors", () => {
    expect(Object.values(HOSTED_FLOW_ERRORS)).toEqual(
      expect.arrayContaining([
        "UserAlreadyAuthenticatedException",
        "UserUnAuthenticatedException",
        "InvalidRedirectException",
        "StateValidationFailedException",
        "OAuthCancelledException",
      ]),
    );
  });

  it("has the three rate-limit names", () => {
    expect(RATE_LIMIT_ERRORS).toEqual([
      "LimitExceededException",
      "TooManyRequestsException",
      "TooManyFailedAttemptsException",
    ]);
  });
});

describe("toAuthError", () => {
  it("keeps a provider's name and message", () => {
    const source = Object.assign(new Error("Incorrect username or password."), {
      name: "NotAuthorizedException",
    });
    const error = toAuthError(source);
    expect(error).toBeInstanceOf(AuthError);
    expect(error.name).toBe("NotAuthorizedException");
    expect(error.message).toBe("Incorrect username or password.");
    expect(error.cause).toBe(source);
  });

  it("uses the code when the name is the generic Error", () => {
    const source = Object.assign(new Error("Network error"), { code: "NetworkError" });
    expect(toAuthError(source).name).toBe("NetworkError");
  });

  it.each([
    ["a plain Error", new Error("boom")],
    ["an object without a name", { message: "boom" }],
    ["an empty name", Object.assign(new Error("boom"), { name: "" })],
    ["a string", "boom"],
    ["undefined", undefined],
  ])("turns %s into UnknownError", (_label, value) => {
    expect(toAuthError(value).name).toBe("UnknownError");
  });

  it("returns an AuthError unchanged", () => {
    const error = new AuthError("CodeMismatchException", "wrong code", { statusCode: 400 });
    expect(toAuthError(error)).toBe(error);
  });

  it("recognises a device-not-found error", () => {
    expect(
      isDeviceNotFound(new AuthError("ResourceNotFoundException", "Device does not exist.")),
    ).toBe(true);
    expect(
      isDeviceNotFound(new AuthError("ResourceNotFoundException", "User pool not found")),
    ).toBe(false);
  });
});
