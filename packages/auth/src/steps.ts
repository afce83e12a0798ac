/** The step names of the spec (section 4) and how provider challenges map onto them. */

export const SIGN_IN_STEPS = [
  "DONE",
  "CONFIRM_SIGN_UP",
  "RESET_PASSWORD",
  "CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED",
  "CONTINUE_SIGN_IN_WITH_MFA_SELECTION",
  "CONTINUE_SIGN_IN_WITH_MFA_SETUP_SELECTION",
  "CONTINUE_SIGN_IN_WITH_TOTP_SETUP",
  "CONTINUE_SIGN_IN_WITH_EMAIL_SETUP",
  "CONFIRM_SIGN_IN_WITH_SMS_CODE",
  "CONFIRM_SIGN_IN_WITH_TOTP_CODE",
  "CONFIRM_SIGN_IN_WITH_EMAIL_CODE",
  "CONFIRM_SIGN_IN_WITH_PASSWORD",
  "CONTINUE_SIGN_IN_WITH_FIRST_FACTOR_SELECTION",
  "CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE",
] as const;
export type SignInStep = (typeof SIGN_IN_STEPS)[number];

export const SIGN_UP_STEPS = ["CONFIRM_SIGN_UP", "COMPLETE_AUTO_SIGN_IN", "DONE"] as const;
export type SignUpStep = (typeof SIGN_UP_STEPS)[number];

export const RESET_PASSWORD_STEPS = ["CONFIRM_RESET_PASSWORD_WITH_CODE", "DONE"] as const;
export type ResetPasswordStep = (typeof RESET_PASSWORD_STEPS)[number];

function parseList(value: string | undefined): string[] {
  if (value === undefined || value === "") return [];
  try {
    const parsed: unknown = JSON.parse(value);
    if (Array.isArray(parsed))
      return parsed.filter((item): item is string => typeof item === "string");
  } catch {
    // Not JSON: Cognito also sends comma-separated lists.
  }
  return value
    .split(",")
    .map((item) => item.trim())
    .filter((item) => item !== "");
}

/**
 * The sign-in step for a challenge the user pool answered with. Unknown challenges give
 * undefined (the caller reports them as an error).
 */
export function signInStepForChallenge(
  challengeName: string,
  parameters: Record<string, string> = {},
): SignInStep | undefined {
  switch (challengeName) {
    case "NEW_PASSWORD_REQUIRED":
      return "CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED";
    case "SELECT_MFA_TYPE":
      return "CONTINUE_SIGN_IN_WITH_MFA_SELECTION";
    case "MFA_SETUP": {
      const canSetUp = parseList(parameters.MFAS_CAN_SETUP);
      const totp = canSetUp.includes("SOFTWARE_TOKEN_MFA");
      const email = canSetUp.includes("EMAIL_OTP");
      if (totp && email) return "CONTINUE_SIGN_IN_WITH_MFA_SETUP_SELECTION";
      if (email) return "CONTINUE_SIGN_IN_WITH_EMAIL_SETUP";
      return "CONTINUE_SIGN_IN_WITH_TOTP_SETUP";
    }
    case "SMS_MFA":
    case "SMS_OTP":
      return "CONFIRM_SIGN_IN_WITH_SMS_CODE";
    case "SOFTWARE_TOKEN_MFA":
      return "CONFIRM_SIGN_IN_WITH_TOTP_CODE";
    case "EMAIL_OTP":
      return "CONFIRM_SIGN_IN_WITH_EMAIL_CODE";
    case "PASSWORD":
    case "PASSWORD_SRP":
      return "CONFIRM_SIGN_IN_WITH_PASSWORD";
    case "SELECT_CHALLENGE":
      return "CONTINUE_SIGN_IN_WITH_FIRST_FACTOR_SELECTION";
    case "CUSTOM_CHALLENGE":
      return "CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE";
    default:
      return undefined;
  }
}

/** Sign-in errors that are really a next step (spec section 4). */
export function signInStepForError(errorName: string): SignInStep | undefined {
  if (errorName === "UserNotConfirmedException") return "CONFIRM_SIGN_UP";
  if (errorName === "PasswordResetRequiredException") return "RESET_PASSWORD";
  return undefined;
}
