// The shared part of the user-pool operations: member checks, challenges (stored and phantom),
// codes, lock-outs, devices and the tokens of a finished sign-in. Each group of operations
// (user-pool-sign-in.ts, user-pool-accounts.ts, user-pool-session.ts) takes what it needs.
import crypto from "node:crypto";
import { maskEmail, USER_ADMIN_SCOPE, type IdentityCore, type SessionTokens } from "./core.ts";
import { IdentityError, invalidParameter, notAuthorized } from "./errors.ts";
import { longerThan, MAX_PASSWORD_LENGTH } from "./identity-config.ts";
import { passwordPolicyViolation } from "./passwords.ts";
import { randomToken, sha256 } from "./tokens.ts";
import { isEmail, normalizeEmail, type CodePurpose, type UserRow } from "./users.ts";

export interface ChallengeRow {
  session_hash: string;
  user_sub: string;
  kind: "srp" | "new_password";
  data: string;
  expires_at: number;
}

export interface SrpChallengeData {
  A: string;
  b: string;
  B: string;
  secretBlock: string;
  deviceKey: string | null;
}

/** The first SRP step of a sign-in name without an account (kept in memory, never stored). */
export interface PhantomChallenge extends SrpChallengeData {
  username: string;
  verifier: string;
  expiresAt: number;
}

/** Cognito's limits on member lengths (characters). */
const MAX_USERNAME_LENGTH = 128;
const MAX_CODE_LENGTH = 2048;

export type UserPoolKit = ReturnType<typeof createUserPoolKit>;

export function createUserPoolKit(core: IdentityCore) {
  const { users, settings, db } = core;

  const userNotFound = () =>
    settings.preventUserExistenceErrors
      ? notAuthorized()
      : new IdentityError("UserNotFoundException", "User does not exist.");

  const codeUserNotFound = () =>
    settings.preventUserExistenceErrors
      ? new IdentityError(
          "CodeMismatchException",
          "Invalid verification code provided, please try again.",
        )
      : new IdentityError("UserNotFoundException", "Username/client id combination not found.");

  /** The answer to a code request for an unknown e-mail when user existence is hidden. */
  function simulatedDelivery(login: string) {
    if (!settings.preventUserExistenceErrors || !isEmail(normalizeEmail(login))) {
      throw new IdentityError("UserNotFoundException", "Username/client id combination not found.");
    }
    return {
      CodeDeliveryDetails: {
        Destination: maskEmail(normalizeEmail(login)),
        DeliveryMedium: "EMAIL",
        AttributeName: "email",
      },
    };
  }

  /**
   * A password member, at most 256 characters (Cognito's limit, answered before any hashing).
   * `member` is the name in Cognito's validation message.
   */
  function passwordMember(value: string, member: string): string {
    if (longerThan(value, MAX_PASSWORD_LENGTH)) {
      throw invalidParameter(
        `1 validation error detected: Value at '${member}' failed to satisfy constraint: Member must have length less than or equal to ${MAX_PASSWORD_LENGTH}`,
      );
    }
    return value;
  }

  /** A sign-in name member, at most 128 characters. */
  function usernameMember(value: string, member = "username"): string {
    if (longerThan(value, MAX_USERNAME_LENGTH)) {
      throw invalidParameter(
        `1 validation error detected: Value at '${member}' failed to satisfy constraint: Member must have length less than or equal to ${MAX_USERNAME_LENGTH}`,
      );
    }
    return value;
  }

  function codeMember(value: string): string {
    if (value.length > MAX_CODE_LENGTH) {
      throw invalidParameter(
        `1 validation error detected: Value at 'confirmationCode' failed to satisfy constraint: Member must have length less than or equal to ${MAX_CODE_LENGTH}`,
      );
    }
    return value;
  }

  const phantoms = new Map<string, PhantomChallenge>();

  function storePhantom(key: string, challenge: PhantomChallenge): void {
    const now = core.nowSeconds();
    for (const [stored, entry] of phantoms) {
      if (entry.expiresAt <= now || phantoms.size > 10_000) phantoms.delete(stored);
    }
    phantoms.set(sha256(key), challenge);
  }

  function takePhantom(key: string): PhantomChallenge | undefined {
    const entry = phantoms.get(sha256(key));
    if (entry) phantoms.delete(sha256(key));
    return entry && entry.expiresAt > core.nowSeconds() ? entry : undefined;
  }

  function checkPolicy(password: string): void {
    const violation = passwordPolicyViolation(password, settings.passwordPolicy);
    if (violation !== undefined) {
      throw new IdentityError(
        "InvalidPasswordException",
        `Password did not conform with policy: ${violation}`,
      );
    }
  }

  function checkNotLocked(user: UserRow): void {
    if (user.locked_until > core.nowSeconds()) throw notAuthorized("Password attempts exceeded");
  }

  const attemptsExceeded = () => notAuthorized("Password attempts exceeded");

  function checkDevice(user: UserRow, deviceKey: string | null | undefined): void {
    if (deviceKey === undefined || deviceKey === null || deviceKey === "") return;
    const device = db
      .prepare<[string, string], { device_key: string }>(
        "SELECT device_key FROM identity_devices WHERE device_key = ? AND user_sub = ?",
      )
      .get(deviceKey, user.sub);
    if (!device) throw new IdentityError("ResourceNotFoundException", "Device does not exist.");
  }

  function storeChallenge(
    key: string,
    user: UserRow,
    kind: ChallengeRow["kind"],
    data: unknown,
  ): void {
    db.prepare("DELETE FROM identity_challenges WHERE expires_at <= ?").run(core.nowSeconds());
    db.prepare(
      "INSERT INTO identity_challenges (session_hash, user_sub, kind, data, expires_at) VALUES (?, ?, ?, ?, ?)",
    ).run(
      sha256(key),
      user.sub,
      kind,
      JSON.stringify(data),
      core.nowSeconds() + settings.challengeSessionTtlSeconds,
    );
  }

  /** Takes a challenge out of the store (single use); NotAuthorized when missing or expired. */
  function takeChallenge(key: string, kind: ChallengeRow["kind"]): ChallengeRow {
    const row = db
      .prepare<[string], ChallengeRow>("SELECT * FROM identity_challenges WHERE session_hash = ?")
      .get(sha256(key));
    if (row) db.prepare("DELETE FROM identity_challenges WHERE session_hash = ?").run(sha256(key));
    if (!row || row.kind !== kind || row.expires_at <= core.nowSeconds()) {
      throw notAuthorized("Invalid session for the user, session is expired.");
    }
    return row;
  }

  function authenticationResult(tokens: SessionTokens | Awaited<ReturnType<typeof core.refresh>>) {
    return {
      AccessToken: tokens.accessToken,
      ExpiresIn: tokens.expiresIn,
      IdToken: tokens.idToken,
      TokenType: "Bearer",
      ...(tokens.refreshToken !== undefined ? { RefreshToken: tokens.refreshToken } : {}),
    };
  }

  /** After a correct password: confirmation and forced-change checks, then tokens. */
  async function completeSignIn(user: UserRow) {
    users.resetFailedSignIns(user.sub);
    if (user.status === "UNCONFIRMED") {
      throw new IdentityError("UserNotConfirmedException", "User is not confirmed.");
    }
    if (user.status === "RESET_REQUIRED") {
      throw new IdentityError(
        "PasswordResetRequiredException",
        "Password reset required for the user",
      );
    }
    if (user.status === "FORCE_CHANGE_PASSWORD") {
      const session = randomToken(48);
      storeChallenge(session, user, "new_password", {});
      return {
        ChallengeName: "NEW_PASSWORD_REQUIRED",
        Session: session,
        ChallengeParameters: {
          USER_ID_FOR_SRP: user.username,
          requiredAttributes: "[]",
          userAttributes: JSON.stringify({ email: user.email }),
        },
      };
    }
    const tokens = await core.startSession(user, { scope: USER_ADMIN_SCOPE });
    const result: Record<string, unknown> = authenticationResult(tokens);
    if (settings.deviceTracking) {
      const deviceKey = `${core.config.region}_${crypto.randomUUID()}`;
      const groupKey = `-${randomToken(9)}`;
      db.prepare(
        "INSERT INTO identity_devices (device_key, user_sub, group_key, created_at) VALUES (?, ?, ?, ?)",
      ).run(deviceKey, user.sub, groupKey, core.nowSeconds());
      result.NewDeviceMetadata = { DeviceKey: deviceKey, DeviceGroupKey: groupKey };
    }
    return { ChallengeParameters: {}, AuthenticationResult: result };
  }

  function findForSignIn(login: string): UserRow | undefined {
    const user = users.byLogin(login);
    if (!user) {
      if (settings.preventUserExistenceErrors) return undefined;
      throw userNotFound();
    }
    checkNotLocked(user);
    if (user.status === "RESET_REQUIRED") {
      throw new IdentityError(
        "PasswordResetRequiredException",
        "Password reset required for the user",
      );
    }
    return user;
  }

  /** Checks a code; burns it after too many wrong tries with the given error name. */
  function checkCode(
    user: UserRow,
    purpose: CodePurpose,
    code: string,
    tooMany: () => IdentityError,
  ): void {
    const stored = users.code(user.sub, purpose);
    if (!stored) {
      throw new IdentityError(
        "ExpiredCodeException",
        "Invalid code provided, please request a code again.",
      );
    }
    if (stored.failed_attempts >= settings.maxCodeAttempts) throw tooMany();
    if (stored.expires_at <= core.nowSeconds()) {
      throw new IdentityError(
        "ExpiredCodeException",
        "Invalid code provided, please request a code again.",
      );
    }
    const matches =
      code.length === stored.code.length &&
      crypto.timingSafeEqual(Buffer.from(code), Buffer.from(stored.code));
    if (!matches) {
      const failures = users.recordFailedCode(user.sub, purpose);
      if (failures >= settings.maxCodeAttempts) throw tooMany();
      throw new IdentityError(
        "CodeMismatchException",
        "Invalid verification code provided, please try again.",
      );
    }
    users.deleteCode(user.sub, purpose);
  }

  const limitExceeded = () =>
    new IdentityError(
      "LimitExceededException",
      "Attempt limit exceeded, please try after some time.",
    );

  return {
    core,
    users,
    settings,
    db,
    userNotFound,
    codeUserNotFound,
    simulatedDelivery,
    passwordMember,
    usernameMember,
    codeMember,
    phantoms,
    storePhantom,
    takePhantom,
    checkPolicy,
    checkNotLocked,
    attemptsExceeded,
    checkDevice,
    storeChallenge,
    takeChallenge,
    authenticationResult,
    completeSignIn,
    findForSignIn,
    checkCode,
    limitExceeded,
  };
}
