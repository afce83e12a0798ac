// What can go wrong in 'Account verwijderen', and the Dutch line for each failed step.
import { isApiError } from "@memorial/api-client";
import { accountTexts } from "../../texts/account";
import { authName, errorTexts, isRateLimited } from "../../texts/errors";

/** Thrown when the API forgot the account but the identity service kept its sign-in. */
export class SignInRemovalError extends Error {
  constructor(readonly reason: unknown) {
    super("The account's data is deleted, but its sign-in is not");
    this.name = "SignInRemovalError";
  }
}

const BY_CODE: Record<string, string> = {
  account_pages_changed: accountTexts.deleteAccount.changed,
  not_a_manager: accountTexts.deleteAccount.notAManager,
};

/** The Dutch message for a failed 'Account verwijderen', by the step that failed. */
export function deleteAccountErrorMessage(error: unknown): string {
  const texts = accountTexts.deleteAccount;
  if (error instanceof SignInRemovalError) return texts.signInRemovalFailed;
  if (isRateLimited(error)) return errorTexts.rateLimited;
  const name = authName(error);
  if (name === "NotAuthorizedException") return texts.passwordWrong;
  if (name === "NetworkError" || name === "TimeoutError") return errorTexts.network;
  if (isApiError(error)) return BY_CODE[error.code] ?? texts.failed;
  return texts.failed;
}
