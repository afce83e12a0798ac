// Types of the identity service's settings; every MEMORIAL_IDENTITY_* variable is parsed with the
// rest in ../config.ts. The password policy and its one implementation live in @memorial/domain
// (checked in passwords.ts with Cognito's wording).
import { PASSWORD_MAX_LENGTH, passwordLength } from "@memorial/domain";

export type { IdentityConfig } from "../config.ts";
export type { PasswordPolicy } from "@memorial/domain";

/** Cognito's limit on the length of a password (characters). */
export const MAX_PASSWORD_LENGTH = PASSWORD_MAX_LENGTH;

/** Whether a value has more than `limit` characters (code points, as Cognito and the domain count). */
export const longerThan = (value: string, limit: number): boolean =>
  value.length > limit && passwordLength(value) > limit;
