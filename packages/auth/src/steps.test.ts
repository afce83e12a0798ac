import { describe, expect, it } from "vitest";
import { CHALLENGE_CASES } from "../test/challenge-cases";
import { SIGN_IN_STEPS, signInStepForChallenge, signInStepForError } from "./steps";

describe("sign-in steps (spec section 4)", () => {
  it("has every step name of the spec", () => {
    expect(SIGN_IN_STEPS).toHaveLength(14);
  });

  it.each(CHALLENGE_CASES)("maps the challenge %s %j to %s", (challenge, parameters, step) => {
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
