// Accounts: sign-up and its confirmation code, the forgotten password and the password change.
import crypto from "node:crypto";
import { USER_ADMIN_SCOPE } from "./core.ts";
import { IdentityError, invalidParameter, notAuthorized } from "./errors.ts";
import { attributeList, requiredString, type Body } from "./params.ts";
import { verifyPassword } from "./passwords.ts";
import { isEmail, normalizeEmail, passwordMaterial } from "./users.ts";
import type { UserPoolKit } from "./user-pool-kit.ts";

export function createAccountOperations(kit: UserPoolKit) {
  const {
    core,
    users,
    settings,
    codeUserNotFound,
    simulatedDelivery,
    passwordMember,
    usernameMember,
    codeMember,
    checkPolicy,
    checkCode,
    limitExceeded,
  } = kit;

  async function signUp(body: Body) {
    core.checkClient(requiredString(body, "ClientId"));
    const username = usernameMember(requiredString(body, "Username"));
    const password = passwordMember(requiredString(body, "Password"), "password");
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

  function confirmSignUp(body: Body) {
    core.checkClient(requiredString(body, "ClientId"));
    const user = users.byLogin(usernameMember(requiredString(body, "Username")));
    const code = codeMember(requiredString(body, "ConfirmationCode"));
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
    const login = usernameMember(requiredString(body, "Username"));
    const user = users.byLogin(login);
    if (!user) return simulatedDelivery(login);
    if (user.status !== "UNCONFIRMED") throw invalidParameter("User is already confirmed.");
    return { CodeDeliveryDetails: core.sendCode(user, "signup") };
  }

  function forgotPassword(body: Body) {
    core.checkClient(requiredString(body, "ClientId"));
    const login = usernameMember(requiredString(body, "Username"));
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
    const user = users.byLogin(usernameMember(requiredString(body, "Username")));
    const code = codeMember(requiredString(body, "ConfirmationCode"));
    const password = passwordMember(requiredString(body, "Password"), "password");
    if (!user) throw codeUserNotFound();
    checkPolicy(password);
    checkCode(user, "reset", code, limitExceeded);
    users.setPassword(
      user.sub,
      await passwordMaterial(core.poolName, user.username, password),
      "CONFIRMED",
      core.nowSeconds(),
    );
    // Like GlobalSignOut: every session of the account ends, its refresh tokens stop working.
    core.revokeAllForUser(user.sub);
    return {};
  }

  async function changePassword(body: Body) {
    const accessToken = requiredString(body, "AccessToken");
    const previous = passwordMember(requiredString(body, "PreviousPassword"), "previousPassword");
    const proposed = passwordMember(requiredString(body, "ProposedPassword"), "proposedPassword");
    const { user, token } = await core.requireAccessToken(accessToken, USER_ADMIN_SCOPE);
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
    // The other devices are signed out; the session that changed the password stays.
    core.revokeOtherSessions(user.sub, token.originJti);
    return {};
  }

  return {
    SignUp: signUp,
    ConfirmSignUp: confirmSignUp,
    ResendConfirmationCode: resendConfirmationCode,
    ForgotPassword: forgotPassword,
    ConfirmForgotPassword: confirmForgotPassword,
    ChangePassword: changePassword,
  };
}
