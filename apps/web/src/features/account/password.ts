import { checkPassword, type PasswordPolicy } from "@memorial/domain";
import { accountTexts } from "../../texts/account";
import { errorTexts } from "../../texts/errors";

/** The policy as one Dutch sentence, shown under new-password fields. */
export function describePolicy(policy: PasswordPolicy): string {
  const r = accountTexts.passwordRules;
  const rules: string[] = [r.minLength(policy.minLength)];
  if (policy.requireLowercase) rules.push(r.lowercase);
  if (policy.requireUppercase) rules.push(r.uppercase);
  if (policy.requireNumbers) rules.push(r.number);
  if (policy.requireSymbols) rules.push(r.symbol);
  return accountTexts.passwordPolicy(rules);
}

/** Messages of a new password and its repetition (spec section 5); undefined when fine. */
export function newPasswordErrors(
  password: string,
  repeat: string,
  policy: PasswordPolicy,
  emptyMessage: string,
): { password?: string; repeat?: string } {
  const result: { password?: string; repeat?: string } = {};
  if (password === "") result.password = emptyMessage;
  else if (checkPassword(password, policy).length > 0) result.password = errorTexts.passwordPolicy;
  if (repeat !== password) result.repeat = errorTexts.passwordsDoNotMatch;
  return result;
}
