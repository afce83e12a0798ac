/**
 * A forgotten password (code by e-mail, then a new password) and the password change of a
 * signed-in user. Plain user-pool calls of the package's own client.
 */
import type { ResetPasswordOutput } from "./auth-types";
import {
  checkNewPassword,
  deliveryDetails,
  required,
  requiredSecret,
  type AuthContext,
} from "./context";
import { AUTH_ERRORS, AuthError } from "./errors";
import { withRetry } from "./retry";

export async function resetPassword(
  context: AuthContext,
  input: { username: string },
): Promise<ResetPasswordOutput> {
  const username = required(input.username, AUTH_ERRORS.EmptyResetPasswordUsername, "A username");
  const answer = await context.userPool.call("ForgotPassword", {
    ClientId: context.config.clientId,
    Username: username,
  });
  const details = deliveryDetails(answer.CodeDeliveryDetails);
  return {
    isPasswordReset: false,
    nextStep: {
      resetPasswordStep: "CONFIRM_RESET_PASSWORD_WITH_CODE",
      ...(details === undefined ? {} : { codeDeliveryDetails: details }),
    },
  };
}

export async function confirmResetPassword(
  context: AuthContext,
  input: {
    username: string;
    confirmationCode: string;
    newPassword: string;
    repeatPassword?: string;
  },
): Promise<ResetPasswordOutput> {
  const username = required(
    input.username,
    AUTH_ERRORS.EmptyConfirmResetPasswordUsername,
    "A username",
  );
  const newPassword = requiredSecret(
    input.newPassword,
    AUTH_ERRORS.EmptyConfirmResetPasswordNewPassword,
    "A new password",
  );
  const code = required(
    input.confirmationCode,
    AUTH_ERRORS.EmptyConfirmResetPasswordConfirmationCode,
    "A confirmation code",
  );
  checkNewPassword(context.config, newPassword, input.repeatPassword);
  await context.userPool.call("ConfirmForgotPassword", {
    ClientId: context.config.clientId,
    Username: username,
    ConfirmationCode: code,
    Password: newPassword,
  });
  return { isPasswordReset: true, nextStep: { resetPasswordStep: "DONE" } };
}

export async function updatePassword(
  context: AuthContext,
  input: { oldPassword: string; newPassword: string; repeatPassword?: string },
): Promise<void> {
  if (input.oldPassword === "" || input.newPassword === "") {
    throw new AuthError(AUTH_ERRORS.EmptyUpdatePassword, "Old and new password are required");
  }
  checkNewPassword(context.config, input.newPassword, input.repeatPassword);
  const tokens = await context.session.validTokens(false);
  if (tokens === undefined) {
    throw new AuthError(AUTH_ERRORS.UserUnAuthenticatedException, "No user is signed in");
  }
  await context.userPool.call("ChangePassword", {
    PreviousPassword: input.oldPassword,
    ProposedPassword: input.newPassword,
    AccessToken: tokens.accessToken,
  });
}

/**
 * Checks the signed-in user's password again (before 'Account verwijderen'): one sign-in
 * exchange with the session's own username whose tokens are not kept, so the session is left
 * as it was. A wrong password fails with NotAuthorizedException; a challenge (such as MFA)
 * means the password itself was right.
 */
export async function verifyPassword(
  context: AuthContext,
  input: { password: string },
): Promise<void> {
  if (input.password === "") {
    throw new AuthError(AUTH_ERRORS.EmptyVerifyPassword, "A password is required");
  }
  const tokens = await context.session.validTokens(false);
  if (tokens === undefined) {
    throw new AuthError(AUTH_ERRORS.UserUnAuthenticatedException, "No user is signed in");
  }
  if (context.config.authFlow === "USER_SRP_AUTH") {
    await withRetry(
      () =>
        context.library.signInWithSrp(tokens.username, input.password, {
          timeoutMs: context.config.requestTimeoutMs,
          store: false,
        }),
      context.retry,
    );
    return;
  }
  await context.userPool.call("InitiateAuth", {
    AuthFlow: "USER_PASSWORD_AUTH",
    ClientId: context.config.clientId,
    AuthParameters: { USERNAME: tokens.username, PASSWORD: input.password },
  });
}

/**
 * Deletes the signed-in account at the identity provider (Cognito's `DeleteUser` with its own
 * access token), then ends the session here. Every session and refresh token of the account
 * stops working; signing in with the address afterwards reads as an unknown user. The caller
 * asks for the password again first (a fresh sign-in), so a forgotten open tab cannot do it.
 */
export async function deleteUser(context: AuthContext): Promise<void> {
  const tokens = await context.session.validTokens(false);
  if (tokens === undefined) {
    throw new AuthError(AUTH_ERRORS.UserUnAuthenticatedException, "No user is signed in");
  }
  await context.userPool.call("DeleteUser", { AccessToken: tokens.accessToken });
  context.pending.clear();
  context.session.end();
}
