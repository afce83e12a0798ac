// Password storage for USER_PASSWORD_AUTH and the hosted sign-in page: scrypt with a random salt,
// compared in constant time. (SRP sign-in uses the verifier from srp.ts instead.)
import crypto from "node:crypto";
import { promisify } from "node:util";
import { checkPassword, type PasswordPolicy, type PasswordRule } from "@memorial/domain";

const scrypt = promisify(crypto.scrypt) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: crypto.ScryptOptions,
) => Promise<Buffer>;

const COST = 16384;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;
const KEY_LENGTH = 32;

export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.randomBytes(16);
  const key = await scrypt(password, salt, KEY_LENGTH, {
    N: COST,
    r: BLOCK_SIZE,
    p: PARALLELISM,
  });
  return [
    "scrypt",
    COST,
    BLOCK_SIZE,
    PARALLELISM,
    salt.toString("base64"),
    key.toString("base64"),
  ].join("$");
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, cost, blockSize, parallelism, salt, key] = stored.split("$");
  if (scheme !== "scrypt" || salt === undefined || key === undefined) return false;
  const expected = Buffer.from(key, "base64");
  const actual = await scrypt(password, Buffer.from(salt, "base64"), expected.length, {
    N: Number(cost),
    r: Number(blockSize),
    p: Number(parallelism),
  });
  return crypto.timingSafeEqual(actual, expected);
}

/** Cognito's wording of each broken rule (after "Password did not conform with policy: "). */
const VIOLATION_MESSAGES: Readonly<Record<PasswordRule, string>> = {
  minLength: "Password not long enough",
  maxLength: "Password must have length less than or equal to 256",
  lowercase: "Password must have lowercase characters",
  uppercase: "Password must have uppercase characters",
  number: "Password must have numeric characters",
  symbol: "Password must have symbol characters",
};

/**
 * Cognito's wording for the first rule of `policy` that `password` breaks (checked by the one
 * implementation, `checkPassword` of @memorial/domain), or undefined when it conforms.
 */
export function passwordPolicyViolation(
  password: string,
  policy: PasswordPolicy,
): string | undefined {
  const [rule] = checkPassword(password, policy);
  return rule === undefined ? undefined : VIOLATION_MESSAGES[rule];
}
