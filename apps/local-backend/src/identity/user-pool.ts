// The operations of the user-pool JSON protocol (X-Amz-Target
// AWSCognitoIdentityProviderService.<Operation>), with Cognito's error names and messages.
import crypto from "node:crypto";
import { maskEmail, USER_ADMIN_SCOPE, type IdentityCore, type SessionTokens } from "./core.ts";
import { IdentityError, invalidParameter, notAuthorized } from "./errors.ts";
import {
  attributeList,
  optionalMap,
  optionalString,
  requiredEntry,
  requiredString,
  type Body,
} from "./params.ts";
import { passwordPolicyViolation, verifyPassword } from "./passwords.ts";
import {
  claimSignature,
  createServerEphemeral,
  isValidClientA,
  parseSrpTimestamp,
  passwordAuthenticationKey,
} from "./srp.ts";
import { randomToken, sha256 } from "./tokens.ts";
import {
  isEmail,
  normalizeEmail,
  passwordMaterial,
  type CodePurpose,
  type UserRow,
} from "./users.ts";

/** An operation answers a value or a promise of one; errors are IdentityErrors. */
type Operation = (body: Body) => unknown;

interface ChallengeRow {
  session_hash: string;
  user_sub: string;
  kind: "srp" | "new_password";
  data: string;
  expires_at: number;
}

interface SrpChallengeData {
  A: string;
  b: string;
  B: string;
  secretBlock: string;
  deviceKey: string | null;
}

/** How far the client's TIMESTAMP may be from the service clock. */
const TIMESTAMP_TOLERANCE_SECONDS = 300;

export function createUserPoolOperations(core: IdentityCore): Record<string, Operation> {
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

  function recordWrongPassword(user: UserRow): never {
    users.recordFailedSignIn(
      user.sub,
      settings.maxFailedSignIns,
      core.nowSeconds() + settings.signInLockoutSeconds,
    );
    throw notAuthorized();
  }

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

  function findForSignIn(login: string): UserRow {
    const user = users.byLogin(login);
    if (!user) throw userNotFound();
    checkNotLocked(user);
    if (user.status === "RESET_REQUIRED") {
      throw new IdentityError(
        "PasswordResetRequiredException",
        "Password reset required for the user",
      );
    }
    return user;
  }

  async function initiateAuth(body: Body) {
    core.checkClient(requiredString(body, "ClientId"));
    const flow = requiredString(body, "AuthFlow");
    const params = optionalMap(body, "AuthParameters");
    switch (flow) {
      case "USER_SRP_AUTH": {
        const user = findForSignIn(requiredEntry(params, "USERNAME"));
        const A = requiredEntry(params, "SRP_A");
        if (!isValidClientA(A)) throw invalidParameter("Invalid SRP_A value.");
        if (user.srp_verifier === null || user.srp_salt === null) throw notAuthorized();
        const ephemeral = createServerEphemeral(user.srp_verifier);
        const secretBlock = crypto.randomBytes(64).toString("base64");
        const data: SrpChallengeData = {
          A,
          b: ephemeral.b,
          B: ephemeral.B,
          secretBlock,
          deviceKey: params.DEVICE_KEY ?? null,
        };
        storeChallenge(secretBlock, user, "srp", data);
        return {
          ChallengeName: "PASSWORD_VERIFIER",
          ChallengeParameters: {
            SALT: user.srp_salt,
            SECRET_BLOCK: secretBlock,
            SRP_B: ephemeral.B,
            USERNAME: user.username,
            USER_ID_FOR_SRP: user.username,
          },
        };
      }
      case "USER_PASSWORD_AUTH": {
        const user = findForSignIn(requiredEntry(params, "USERNAME"));
        const password = requiredEntry(params, "PASSWORD");
        const ok =
          user.password_hash !== null && (await verifyPassword(password, user.password_hash));
        if (!ok) recordWrongPassword(user);
        checkDevice(user, params.DEVICE_KEY);
        return completeSignIn(user);
      }
      case "REFRESH_TOKEN_AUTH":
      case "REFRESH_TOKEN": {
        const tokens = await core.refresh(requiredEntry(params, "REFRESH_TOKEN"), false);
        return { ChallengeParameters: {}, AuthenticationResult: authenticationResult(tokens) };
      }
      case "CUSTOM_AUTH":
        throw invalidParameter("Custom auth lambda trigger is not configured for the user pool.");
      default:
        throw invalidParameter(`Initiate Auth method not supported: ${flow}.`);
    }
  }

  async function respondToAuthChallenge(body: Body) {
    core.checkClient(requiredString(body, "ClientId"));
    const challengeName = requiredString(body, "ChallengeName");
    const responses = optionalMap(body, "ChallengeResponses");
    if (challengeName === "PASSWORD_VERIFIER") {
      const username = requiredEntry(responses, "USERNAME");
      const secretBlock = requiredEntry(responses, "PASSWORD_CLAIM_SECRET_BLOCK");
      const signature = requiredEntry(responses, "PASSWORD_CLAIM_SIGNATURE");
      const timestamp = requiredEntry(responses, "TIMESTAMP");
      const challenge = takeChallenge(secretBlock, "srp");
      const user = users.bySub(challenge.user_sub);
      if (!user || (username !== user.username && normalizeEmail(username) !== user.email)) {
        throw notAuthorized();
      }
      checkNotLocked(user);
      const time = parseSrpTimestamp(timestamp);
      if (!time) throw invalidParameter("TIMESTAMP format is invalid.");
      if (Math.abs(time.getTime() / 1000 - core.nowSeconds()) > TIMESTAMP_TOLERANCE_SECONDS) {
        throw notAuthorized("Incorrect username or password. The TIMESTAMP is out of range.");
      }
      checkDevice(user, responses.DEVICE_KEY);
      const data = JSON.parse(challenge.data) as SrpChallengeData;
      if (user.srp_verifier === null) throw notAuthorized();
      const key = passwordAuthenticationKey({
        aHex: data.A,
        bHex: data.b,
        BHex: data.B,
        verifierHex: user.srp_verifier,
      });
      const expected = Buffer.from(
        claimSignature({
          key,
          poolName: core.poolName,
          username: user.username,
          secretBlock: data.secretBlock,
          timestamp,
        }),
        "base64",
      );
      const actual = Buffer.from(signature, "base64");
      if (actual.length !== expected.length || !crypto.timingSafeEqual(actual, expected)) {
        recordWrongPassword(user);
      }
      return completeSignIn(user);
    }
    if (challengeName === "NEW_PASSWORD_REQUIRED") {
      const session = requiredString(body, "Session");
      const newPassword = requiredEntry(responses, "NEW_PASSWORD");
      checkPolicy(newPassword);
      const challenge = takeChallenge(session, "new_password");
      const user = users.bySub(challenge.user_sub);
      if (!user) throw notAuthorized();
      users.setPassword(
        user.sub,
        await passwordMaterial(core.poolName, user.username, newPassword),
        "CONFIRMED",
        core.nowSeconds(),
      );
      const updated = users.bySub(user.sub);
      if (!updated) throw notAuthorized();
      return completeSignIn(updated);
    }
    throw invalidParameter(
      `The local identity service does not support the challenge ${challengeName}.`,
    );
  }

  async function signUp(body: Body) {
    core.checkClient(requiredString(body, "ClientId"));
    const username = requiredString(body, "Username");
    const password = requiredString(body, "Password");
    if (!isEmail(username.trim())) throw invalidParameter("Username should be an email.");
    const email = normalizeEmail(username);
    for (const attribute of attributeList(body, "UserAttributes")) {
      if (attribute.Name === "email" && normalizeEmail(attribute.Value) !== email) {
        throw invalidParameter("The email attribute must be the same as the username.");
      }
    }
    checkPolicy(password);
    if (users.byEmail(email)) {
      throw new IdentityError(
        "UsernameExistsException",
        "An account with the given email already exists.",
      );
    }
    const sub = crypto.randomUUID();
    const user = users.insert({
      sub,
      email,
      status: "UNCONFIRMED",
      emailVerified: false,
      material: await passwordMaterial(core.poolName, sub, password),
      now: core.nowSeconds(),
    });
    const delivery = core.sendCode(user, "signup");
    return { UserConfirmed: false, UserSub: user.sub, CodeDeliveryDetails: delivery };
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

  function confirmSignUp(body: Body) {
    core.checkClient(requiredString(body, "ClientId"));
    const user = users.byLogin(requiredString(body, "Username"));
    const code = requiredString(body, "ConfirmationCode");
    if (!user) throw codeUserNotFound();
    if (user.status !== "UNCONFIRMED") {
      throw notAuthorized(`User cannot be confirmed. Current status is ${user.status}`);
    }
    checkCode(
      user,
      "signup",
      code,
      () => new IdentityError("TooManyFailedAttemptsException", "Too many failed attempts."),
    );
    users.setStatus(user.sub, "CONFIRMED", true, core.nowSeconds());
    return {};
  }

  function resendConfirmationCode(body: Body) {
    core.checkClient(requiredString(body, "ClientId"));
    const login = requiredString(body, "Username");
    const user = users.byLogin(login);
    if (!user) return simulatedDelivery(login);
    if (user.status !== "UNCONFIRMED") throw invalidParameter("User is already confirmed.");
    return { CodeDeliveryDetails: core.sendCode(user, "signup") };
  }

  function forgotPassword(body: Body) {
    core.checkClient(requiredString(body, "ClientId"));
    const login = requiredString(body, "Username");
    const user = users.byLogin(login);
    if (!user) return simulatedDelivery(login);
    if (user.email_verified !== 1 || user.status === "EXTERNAL_PROVIDER") {
      throw invalidParameter(
        "Cannot reset password for the user as there is no registered/verified email or phone_number",
      );
    }
    return { CodeDeliveryDetails: core.sendCode(user, "reset") };
  }

  async function confirmForgotPassword(body: Body) {
    core.checkClient(requiredString(body, "ClientId"));
    const user = users.byLogin(requiredString(body, "Username"));
    const code = requiredString(body, "ConfirmationCode");
    const password = requiredString(body, "Password");
    if (!user) throw codeUserNotFound();
    checkPolicy(password);
    checkCode(user, "reset", code, limitExceeded);
    users.setPassword(
      user.sub,
      await passwordMaterial(core.poolName, user.username, password),
      "CONFIRMED",
      core.nowSeconds(),
    );
    return {};
  }

  async function changePassword(body: Body) {
    const accessToken = requiredString(body, "AccessToken");
    const previous = requiredString(body, "PreviousPassword");
    const proposed = requiredString(body, "ProposedPassword");
    const { user } = await core.requireAccessToken(accessToken, USER_ADMIN_SCOPE);
    checkPolicy(proposed);
    if (user.failed_password_changes >= settings.maxFailedSignIns) throw limitExceeded();
    const ok = user.password_hash !== null && (await verifyPassword(previous, user.password_hash));
    if (!ok) {
      if (users.recordFailedPasswordChange(user.sub) >= settings.maxFailedSignIns) {
        throw limitExceeded();
      }
      throw notAuthorized();
    }
    users.setPassword(
      user.sub,
      await passwordMaterial(core.poolName, user.username, proposed),
      user.status,
      core.nowSeconds(),
    );
    return {};
  }

  async function getUser(body: Body) {
    const { user } = await core.requireAccessToken(
      requiredString(body, "AccessToken"),
      USER_ADMIN_SCOPE,
    );
    const attributes = [
      { Name: "sub", Value: user.sub },
      { Name: "email_verified", Value: user.email_verified === 1 ? "true" : "false" },
      { Name: "email", Value: user.email },
    ];
    if (user.name !== null) attributes.push({ Name: "name", Value: user.name });
    return { Username: user.username, UserAttributes: attributes };
  }

  async function globalSignOut(body: Body) {
    const { user } = await core.requireAccessToken(
      requiredString(body, "AccessToken"),
      USER_ADMIN_SCOPE,
    );
    core.revokeAllForUser(user.sub);
    return {};
  }

  function revokeToken(body: Body) {
    const token = requiredString(body, "Token");
    core.checkClient(requiredString(body, "ClientId"));
    if (/^[\w-]+\.[\w-]+\.[\w-]+$/.test(token)) {
      throw new IdentityError("UnsupportedTokenTypeException", "Unsupported token type");
    }
    core.revokeRefreshToken(token);
    return {};
  }

  async function getTokensFromRefreshToken(body: Body) {
    core.checkClient(requiredString(body, "ClientId"));
    const tokens = await core.refresh(requiredString(body, "RefreshToken"), true);
    return { AuthenticationResult: authenticationResult(tokens) };
  }

  async function confirmDevice(body: Body) {
    const { user } = await core.requireAccessToken(
      requiredString(body, "AccessToken"),
      USER_ADMIN_SCOPE,
    );
    const deviceKey = requiredString(body, "DeviceKey");
    const verifierConfig = body.DeviceSecretVerifierConfig as
      { PasswordVerifier?: unknown; Salt?: unknown } | undefined;
    checkDevice(user, deviceKey);
    db.prepare(
      "UPDATE identity_devices SET confirmed = 1, salt = ?, verifier = ?, name = ? WHERE device_key = ?",
    ).run(
      typeof verifierConfig?.Salt === "string" ? verifierConfig.Salt : null,
      typeof verifierConfig?.PasswordVerifier === "string" ? verifierConfig.PasswordVerifier : null,
      optionalString(body, "DeviceName") ?? null,
      deviceKey,
    );
    return { UserConfirmationNecessary: false };
  }

  return {
    InitiateAuth: initiateAuth,
    RespondToAuthChallenge: respondToAuthChallenge,
    SignUp: signUp,
    ConfirmSignUp: confirmSignUp,
    ResendConfirmationCode: resendConfirmationCode,
    ForgotPassword: forgotPassword,
    ConfirmForgotPassword: confirmForgotPassword,
    ChangePassword: changePassword,
    GetUser: getUser,
    GlobalSignOut: globalSignOut,
    RevokeToken: revokeToken,
    GetTokensFromRefreshToken: getTokensFromRefreshToken,
    ConfirmDevice: confirmDevice,
  };
}
