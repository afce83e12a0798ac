/**
 * The password policy of the user pool and its one implementation, used by the sign-in layer
 * (packages/auth), the UI's forms and the local identity service alike.
 *
 * Counting rule: Amazon Cognito states its limits in characters. Here a character is one Unicode
 * code point, so `Abcde1😀` has 7 characters (the emoji is one code point, though two UTF-16 code
 * units) and `é` written as `e` plus a combining acute accent (U+0301) has 2. Neither UTF-16 code
 * units (`String.length`) nor grapheme clusters (what a reader sees as one letter) are counted.
 */

/** The longest password Cognito accepts, in characters, whatever the policy says. */
export const PASSWORD_MAX_LENGTH = 256;

/** The range Cognito allows for a policy's minimum length. */
export const PASSWORD_MIN_LENGTH_RANGE = { min: 6, max: 99 } as const;

export interface PasswordPolicy {
  /** Fewest characters (code points), PASSWORD_MIN_LENGTH_RANGE.min to .max. */
  readonly minLength: number;
  /** At least one Basic Latin lower-case letter a-z. */
  readonly requireLowercase: boolean;
  /** At least one Basic Latin upper-case letter A-Z. */
  readonly requireUppercase: boolean;
  /** At least one digit 0-9. */
  readonly requireNumbers: boolean;
  /** At least one of Cognito's special characters (PASSWORD_SYMBOLS) or a space. */
  readonly requireSymbols: boolean;
}

/** The pool's policy: the default of the local identity service and of the sign-in layer. */
export const PASSWORD_POLICY: PasswordPolicy = {
  minLength: 8,
  requireLowercase: true,
  requireUppercase: true,
  requireNumbers: true,
  requireSymbols: false,
};

/** Cognito's special characters; Cognito treats a space as a special character as well. */
export const PASSWORD_SYMBOLS = "^$*.[]{}()?\"!@#%&/\\,><':;|_~`=+- ";

/** The rules a password can break, in the order they are checked. */
export const PASSWORD_RULES = [
  "minLength",
  "maxLength",
  "lowercase",
  "uppercase",
  "number",
  "symbol",
] as const;

export type PasswordRule = (typeof PASSWORD_RULES)[number];

/** Length of a password as Cognito counts it: Unicode code points. */
export function passwordLength(password: string): number {
  return Array.from(password).length;
}

/** The rules of `policy` that `password` breaks, in PASSWORD_RULES order; empty when it is fine. */
export function checkPassword(
  password: string,
  policy: PasswordPolicy = PASSWORD_POLICY,
): PasswordRule[] {
  const length = passwordLength(password);
  const broken: PasswordRule[] = [];
  if (length < policy.minLength) broken.push("minLength");
  if (length > PASSWORD_MAX_LENGTH) broken.push("maxLength");
  if (policy.requireLowercase && !/[a-z]/.test(password)) broken.push("lowercase");
  if (policy.requireUppercase && !/[A-Z]/.test(password)) broken.push("uppercase");
  if (policy.requireNumbers && !/[0-9]/.test(password)) broken.push("number");
  if (
    policy.requireSymbols &&
    !Array.from(PASSWORD_SYMBOLS).some((symbol) => password.includes(symbol))
  ) {
    broken.push("symbol");
  }
  return broken;
}

/**
 * What is wrong with a policy, one sentence per problem (empty when it is valid): Cognito allows
 * a minimum length from 6 to 99.
 */
export function passwordPolicyProblems(policy: PasswordPolicy): string[] {
  const { min, max } = PASSWORD_MIN_LENGTH_RANGE;
  if (!Number.isInteger(policy.minLength) || policy.minLength < min || policy.minLength > max) {
    return [`minLength must be a whole number from ${min} to ${max}, got ${policy.minLength}`];
  }
  return [];
}
