import type { SignInOutput } from "@memorial/auth";

/** Where a sign-in step leads (spec section 4 plus the not-confirmed and reset-required cases). */
export type SignInOutcome =
  | { kind: "done" }
  | { kind: "confirm-sign-up" }
  | { kind: "reset-password" }
  | { kind: "unsupported"; step: string };

export function signInOutcome(output: SignInOutput): SignInOutcome {
  const step = output.nextStep.signInStep;
  if (step === "DONE") return { kind: "done" };
  if (step === "CONFIRM_SIGN_UP") return { kind: "confirm-sign-up" };
  if (step === "RESET_PASSWORD") return { kind: "reset-password" };
  return { kind: "unsupported", step };
}
