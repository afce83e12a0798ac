/** The tokens of a user-pool answer (sign-in and refresh share this reader). */
import { AUTH_ERRORS, AuthError } from "./errors";
import type { JsonObject } from "./identity-client";

export interface ResultTokens {
  accessToken: string;
  idToken: string;
  /** Absent in the answer to a refresh (the old refresh token stays valid). */
  refreshToken: string | undefined;
}

/** The tokens of an InitiateAuth answer; an answer without them is an error. */
export function authenticationResultTokens(answer: JsonObject, operation: string): ResultTokens {
  const result = answer.AuthenticationResult;
  const record =
    typeof result === "object" && result !== null ? (result as Record<string, unknown>) : {};
  const { AccessToken, IdToken, RefreshToken } = record;
  if (typeof AccessToken !== "string" || typeof IdToken !== "string") {
    throw new AuthError(AUTH_ERRORS.UnknownError, `${operation} answered without tokens`);
  }
  return {
    accessToken: AccessToken,
    idToken: IdToken,
    refreshToken:
      typeof RefreshToken === "string" && RefreshToken !== "" ? RefreshToken : undefined,
  };
}
