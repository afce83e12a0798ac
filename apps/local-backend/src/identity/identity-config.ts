// The identity service's password rule in Cognito's words. Its settings (MEMORIAL_IDENTITY_*) are
// parsed with every other variable in ../config.ts.
import type { PasswordPolicy } from "../config.ts";

export type { IdentityConfig, PasswordPolicy } from "../config.ts";

/** Cognito's limit on the length of a password (characters). */
export const MAX_PASSWORD_LENGTH = 256;

/** Whether a value has more than `limit` characters (Unicode code points, as Cognito counts). */
export function longerThan(value: string, limit: number): boolean {
  if (value.length <= limit) return false;
  let count = 0;
  for (const _character of value) {
    count += 1;
    if (count > limit) return true;
  }
  return false;
}

/** Cognito's wording for the first rule a password breaks, or undefined when it conforms. */
export function passwordPolicyViolation(
  password: string,
  policy: PasswordPolicy,
): string | undefined {
  if (password.length < policy.minLength) return "Password not long enough";
  if (policy.requireLowercase && !/[a-z]/.test(password)) {
    return "Password must have lowercase characters";
  }
  if (policy.requireUppercase && !/[A-Z]/.test(password)) {
    return "Password must have uppercase characters";
  }
  if (policy.requireNumbers && !/[0-9]/.test(password)) {
    return "Password must have numeric characters";
  }
  if (policy.requireSymbols && !/[\^$*.[\]{}()?"!@#%&/\\,><':;|_~`=+-]/.test(password)) {
    return "Password must have symbol characters";
  }
  return undefined;
}
