import type { PasswordPolicy } from "@memorial/domain";
import { useState } from "react";
import { authErrorMessage, type AuthSituation } from "../../texts/errors";
import { newPasswordErrors } from "./password";

/** A new password and its repetition as typed, with their messages (undefined when fine). */
export interface NewPassword {
  policy: PasswordPolicy;
  password: string;
  setPassword: (value: string) => void;
  repeat: string;
  setRepeat: (value: string) => void;
  errors: { password?: string; repeat?: string };
  /** Both fields are fine: the form may be sent. */
  valid: boolean;
}

/** The state of a new password and its repetition; `emptyMessage` when nothing was typed. */
export function useNewPassword(policy: PasswordPolicy, emptyMessage: string): NewPassword {
  const [password, setPassword] = useState("");
  const [repeat, setRepeat] = useState("");
  const errors = newPasswordErrors(password, repeat, policy, emptyMessage);
  return {
    policy,
    password,
    setPassword,
    repeat,
    setRepeat,
    errors,
    valid: errors.password === undefined && errors.repeat === undefined,
  };
}

/** The call of an account form: busy while it runs, its failure as the form's Dutch message. */
export interface Submission {
  busy: boolean;
  /** The message of the last failure. */
  error: string | undefined;
  /** Removes the message (a new attempt starts). */
  clear: () => void;
  /**
   * Runs `call`. After success the form stays busy (the screen goes elsewhere); a failure shows
   * the message for `situation` and lets the user try again.
   */
  run: (call: () => Promise<void>) => Promise<void>;
}

export function useSubmission(situation: AuthSituation): Submission {
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  return {
    busy,
    error,
    clear: () => {
      setError(undefined);
    },
    run: async (call) => {
      setBusy(true);
      try {
        await call();
      } catch (cause) {
        setError(authErrorMessage(situation, cause));
        setBusy(false);
      }
    },
  };
}
