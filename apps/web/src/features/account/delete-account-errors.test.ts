import { ApiError, type ApiErrorCode } from "@memorial/api-client";
import { AuthError } from "@memorial/auth";
import { describe, expect, it } from "vitest";
import { accountTexts } from "../../texts/account";
import { errorTexts } from "../../texts/errors";
import { deleteAccountErrorMessage, SignInRemovalError } from "./delete-account-errors";

const texts = accountTexts.deleteAccount;
const api = (status: number, code: ApiErrorCode) =>
  new ApiError({ status, code, message: "developer text" });

describe("deleteAccountErrorMessage", () => {
  it("names the step that failed", () => {
    expect(deleteAccountErrorMessage(new AuthError("NotAuthorizedException", "x"))).toBe(
      texts.passwordWrong,
    );
    expect(deleteAccountErrorMessage(new AuthError("NetworkError", "x"))).toBe(errorTexts.network);
    expect(deleteAccountErrorMessage(api(409, "account_pages_changed"))).toBe(texts.changed);
    expect(deleteAccountErrorMessage(api(409, "not_a_manager"))).toBe(texts.notAManager);
    expect(deleteAccountErrorMessage(api(429, "rate_limited"))).toBe(errorTexts.rateLimited);
    expect(deleteAccountErrorMessage(new SignInRemovalError(new Error("down")))).toBe(
      texts.signInRemovalFailed,
    );
  });

  it("says it failed, without details, for anything else", () => {
    expect(deleteAccountErrorMessage(api(500, "internal_error"))).toBe(texts.failed);
    expect(deleteAccountErrorMessage(new Error("?"))).toBe(texts.failed);
  });
});
