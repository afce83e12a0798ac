// Data access for identity users and their codes. Users are keyed by `sub` (a UUID); the e-mail
// address is the sign-in name, as in a Cognito pool with "email" as username attribute, and the
// internal username (USER_ID_FOR_SRP, cognito:username) is the sub, or Google_<id> for users
// that came through the simulated Google sign-in.
import crypto from "node:crypto";
import type { Db } from "../db/database.ts";
import { hashPassword } from "./passwords.ts";
import { createVerifier } from "./srp.ts";

export type UserStatus =
  "UNCONFIRMED" | "CONFIRMED" | "FORCE_CHANGE_PASSWORD" | "RESET_REQUIRED" | "EXTERNAL_PROVIDER";

export interface UserRow {
  sub: string;
  username: string;
  email: string;
  email_verified: number;
  status: UserStatus;
  name: string | null;
  google_id: string | null;
  srp_salt: string | null;
  srp_verifier: string | null;
  password_hash: string | null;
  failed_sign_ins: number;
  locked_until: number;
  failed_password_changes: number;
  created_at: number;
  updated_at: number;
}

export type CodePurpose = "signup" | "reset";

export interface CodeRow {
  user_sub: string;
  purpose: CodePurpose;
  code: string;
  expires_at: number;
  failed_attempts: number;
}

export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const isEmail = (value: string): boolean => value.length <= 254 && EMAIL_PATTERN.test(value);

export interface PasswordMaterial {
  srp_salt: string;
  srp_verifier: string;
  password_hash: string;
}

export async function passwordMaterial(
  poolName: string,
  username: string,
  password: string,
): Promise<PasswordMaterial> {
  const { salt, verifier } = createVerifier(poolName, username, password);
  return { srp_salt: salt, srp_verifier: verifier, password_hash: await hashPassword(password) };
}

export function createUserStore(db: Db) {
  const byEmail = db.prepare<[string], UserRow>("SELECT * FROM identity_users WHERE email = ?");
  const bySub = db.prepare<[string], UserRow>("SELECT * FROM identity_users WHERE sub = ?");
  const byUsername = db.prepare<[string], UserRow>(
    "SELECT * FROM identity_users WHERE username = ?",
  );
  const byGoogleId = db.prepare<[string], UserRow>(
    "SELECT * FROM identity_users WHERE google_id = ?",
  );

  return {
    byEmail: (email: string) => byEmail.get(normalizeEmail(email)),
    bySub: (sub: string) => bySub.get(sub),
    byGoogleId: (googleId: string) => byGoogleId.get(googleId),
    /** Sign-in names: the e-mail address, the internal username, or the sub. */
    byLogin(login: string): UserRow | undefined {
      return byEmail.get(normalizeEmail(login)) ?? byUsername.get(login) ?? bySub.get(login);
    },
    insert(user: {
      email: string;
      status: UserStatus;
      emailVerified: boolean;
      material: PasswordMaterial | null;
      sub?: string;
      username?: string;
      name?: string | null;
      googleId?: string | null;
      now: number;
    }): UserRow {
      const sub = user.sub ?? crypto.randomUUID();
      db.prepare(
        `INSERT INTO identity_users (sub, username, email, email_verified, status, name, google_id,
          srp_salt, srp_verifier, password_hash, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ).run(
        sub,
        user.username ?? sub,
        normalizeEmail(user.email),
        user.emailVerified ? 1 : 0,
        user.status,
        user.name ?? null,
        user.googleId ?? null,
        user.material?.srp_salt ?? null,
        user.material?.srp_verifier ?? null,
        user.material?.password_hash ?? null,
        user.now,
        user.now,
      );
      const row = bySub.get(sub);
      if (!row) throw new Error("User insert failed");
      return row;
    },
    setPassword(sub: string, material: PasswordMaterial, status: UserStatus, now: number): void {
      db.prepare(
        `UPDATE identity_users SET srp_salt = ?, srp_verifier = ?, password_hash = ?, status = ?,
          failed_sign_ins = 0, locked_until = 0, failed_password_changes = 0, updated_at = ?
         WHERE sub = ?`,
      ).run(material.srp_salt, material.srp_verifier, material.password_hash, status, now, sub);
    },
    setStatus(sub: string, status: UserStatus, emailVerified: boolean, now: number): void {
      db.prepare(
        "UPDATE identity_users SET status = ?, email_verified = ?, updated_at = ? WHERE sub = ?",
      ).run(status, emailVerified ? 1 : 0, now, sub);
    },
    linkGoogle(sub: string, googleId: string, name: string, now: number): void {
      db.prepare(
        `UPDATE identity_users SET google_id = ?, name = ?, email_verified = 1,
          status = CASE WHEN status = 'UNCONFIRMED' THEN 'CONFIRMED' ELSE status END, updated_at = ?
         WHERE sub = ?`,
      ).run(googleId, name, now, sub);
    },
    /**
     * Reserves one password attempt atomically, before the (slow) password check: it counts as
     * a failure until {@link resetFailedSignIns} clears it after a correct password. The attempt
     * that reaches `maxFailures` locks the account until `lockoutUntil`; while locked (and for
     * attempts beyond the threshold that were racing) nothing is reserved and false is answered.
     * An expired lock starts a fresh count.
     */
    reserveSignInAttempt(sub: string, maxFailures: number, now: number, lockoutUntil: number) {
      const fresh = "locked_until <> 0 AND locked_until <= @now";
      const count = `CASE WHEN ${fresh} THEN 1 ELSE failed_sign_ins + 1 END`;
      const result = db
        .prepare(
          `UPDATE identity_users SET failed_sign_ins = ${count},
            locked_until = CASE WHEN ${count} >= @max THEN @lockoutUntil
              WHEN ${fresh} THEN 0 ELSE locked_until END
           WHERE sub = @sub AND locked_until <= @now AND (${fresh} OR failed_sign_ins < @max)`,
        )
        .run({ sub, max: maxFailures, now, lockoutUntil });
      return result.changes > 0;
    },
    resetFailedSignIns(sub: string): void {
      db.prepare(
        "UPDATE identity_users SET failed_sign_ins = 0, locked_until = 0 WHERE sub = ?",
      ).run(sub);
    },
    recordFailedPasswordChange(sub: string): number {
      db.prepare(
        "UPDATE identity_users SET failed_password_changes = failed_password_changes + 1 WHERE sub = ?",
      ).run(sub);
      return bySub.get(sub)?.failed_password_changes ?? 0;
    },

    code(sub: string, purpose: CodePurpose): CodeRow | undefined {
      return db
        .prepare<[string, string], CodeRow>(
          "SELECT * FROM identity_codes WHERE user_sub = ? AND purpose = ?",
        )
        .get(sub, purpose);
    },
    /** Stores a fresh 6-digit code (replacing an older one) and logs the send for rate limits. */
    newCode(sub: string, purpose: CodePurpose, expiresAt: number, now: number): string {
      const code = String(crypto.randomInt(0, 1_000_000)).padStart(6, "0");
      db.prepare(
        `INSERT INTO identity_codes (user_sub, purpose, code, expires_at, failed_attempts)
         VALUES (?, ?, ?, ?, 0)
         ON CONFLICT (user_sub, purpose) DO UPDATE SET code = excluded.code,
           expires_at = excluded.expires_at, failed_attempts = 0`,
      ).run(sub, purpose, code, expiresAt);
      db.prepare("INSERT INTO identity_code_sends (user_sub, sent_at) VALUES (?, ?)").run(sub, now);
      return code;
    },
    codesSentSince(sub: string, since: number): number {
      const row = db
        .prepare<[string, number], { count: number }>(
          "SELECT COUNT(*) AS count FROM identity_code_sends WHERE user_sub = ? AND sent_at > ?",
        )
        .get(sub, since);
      return row?.count ?? 0;
    },
    recordFailedCode(sub: string, purpose: CodePurpose): number {
      db.prepare(
        "UPDATE identity_codes SET failed_attempts = failed_attempts + 1 WHERE user_sub = ? AND purpose = ?",
      ).run(sub, purpose);
      return this.code(sub, purpose)?.failed_attempts ?? 0;
    },
    deleteCode(sub: string, purpose: CodePurpose): void {
      db.prepare("DELETE FROM identity_codes WHERE user_sub = ? AND purpose = ?").run(sub, purpose);
    },
  };
}

export type UserStore = ReturnType<typeof createUserStore>;
