// A signed-in session: the user, sign-out everywhere, token revocation and refresh, devices.
import { USER_ADMIN_SCOPE } from "./core.ts";
import { IdentityError } from "./errors.ts";
import { optionalString, requiredString, type Body } from "./params.ts";
import type { UserPoolKit } from "./user-pool-kit.ts";

export function createSessionOperations(kit: UserPoolKit) {
  const { core, db, checkDevice, authenticationResult } = kit;

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

  /**
   * The account removes itself (Cognito's DeleteUser with its own access token): the user and,
   * through the tables' cascades, every session, refresh token, code, device and hosted session
   * go. Signing in with the address afterwards reads as an unknown user.
   */
  async function deleteUser(body: Body) {
    const { user } = await core.requireAccessToken(
      requiredString(body, "AccessToken"),
      USER_ADMIN_SCOPE,
    );
    core.revokeAllForUser(user.sub);
    db.prepare("DELETE FROM identity_users WHERE sub = ?").run(user.sub);
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
    GetUser: getUser,
    GlobalSignOut: globalSignOut,
    DeleteUser: deleteUser,
    RevokeToken: revokeToken,
    GetTokensFromRefreshToken: getTokensFromRefreshToken,
    ConfirmDevice: confirmDevice,
  };
}
