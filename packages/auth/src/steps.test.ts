import { describe, expect, it } from "vitest";
import { SIGN_IN_STEPS, signInStepForChallenge, signInStepForError } from "./steps";

describe("sign-in steps (spec section 4)", () => {
  it("has every step name of the spec", () => {
    expect(SIGN_IN_STEPS).toHaveLength(14);
  });

  it.each([
    ["NEW_PASSWORD_REQUIRED", {}, "CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED"],
    ["SELECT_MFA_TYPE", {}, "CONTINUE_SIGN_IN_WITH_MFA_SELECTION"],
    [
      "MFA_SETUP",
      { MFAS_CAN_SETUP: '["SOFTWARE_TOKEN_MFA","EMAIL_OTP"]' },
      "CONTINUE_SIGN_IN_WITH_MFA_SETUP_SELECTION",
    ],
    ["MFA_SETUP", { MFAS_CAN_SETUP: '["SOFTWARE_TOKEN_MFA"]' }, "CONTINUE_SIGN_IN_WITH_TOTP_SETUP"],
    ["MFA_SETUP", { MFAS_CAN_SETUP: "EMAIL_OTP" }, "CONTINUE_SIGN_IN_WITH_EMAIL_SETUP"],
    ["SMS_MFA", {}, "CONFIRM_SIGN_IN_WITH_SMS_CODE"],
    ["SOFTWARE_TOKEN_MFA", {}, "CONFIRM_SIGN_IN_WITH_TOTP_CODE"],
    ["EMAIL_OTP", {}, "CONFIRM_SIGN_IN_WITH_EMAIL_CODE"],
    ["PASSWORD", {}, "CONFIRM_SIGN_IN_WITH_PASSWORD"],
    ["SELECT_CHALLENGE", {}, "CONTINUE_SIGN_IN_WITH_FIRST_FACTOR_SELECTION"],
    ["CUSTOM_CHALLENGE", {}, "CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE"],
  ])("maps the challenge %s %j to %s", (challenge, parameters, step) => {
    expect(signInStepForChallenge(challenge, parameters)).toBe(step);
  });

  it("has no step for an unknown challenge", () => {
    expect(signInStepForChallenge("SOMETHING_NEW")).toBeUndefined();
  });

  it("turns the not-confirmed and reset-required errors into steps", () => {
    expect(signInStepForError("UserNotConfirmedException")).toBe("CONFIRM_SIGN_UP");
    expect(signInStepForError("PasswordResetRequiredException")).toBe("RESET_PASSWORD");
    expect(signInStepForError("NotAuthorizedException")).toBeUndefined();
  });
});
