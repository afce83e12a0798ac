// The identity pool's operations (X-Amz-Target AWSCognitoIdentityService.<Operation>): identities
// for signed-in users (and for guests when allowed) and fake but well-formed temporary
// credentials. Nothing here grants access to anything; the product does not use AWS services.
import crypto from "node:crypto";
import type { IdentityCore } from "./core.ts";
import { IdentityError, notAuthorized } from "./errors.ts";
import { optionalMap, requiredString, type Body } from "./params.ts";
import { verifyToken } from "./tokens.ts";

interface IdentityRow {
  identity_id: string;
  user_sub: string | null;
}

const ALPHANUMERIC = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

function randomText(length: number, alphabet: string): string {
  let text = "";
  for (let i = 0; i < length; i++) text += alphabet[crypto.randomInt(alphabet.length)] ?? "";
  return text;
}

export function createIdentityPoolOperations(core: IdentityCore) {
  const { db, config, settings } = core;
  const providerName = `cognito-idp.${config.region}.amazonaws.com/${config.userPoolId}`;

  function checkPool(body: Body): void {
    const poolId = requiredString(body, "IdentityPoolId");
    if (poolId !== settings.identityPoolId) {
      throw new IdentityError("ResourceNotFoundException", `IdentityPool '${poolId}' not found.`);
    }
  }

  /** The user's sub from the Logins map, or undefined when no login was given. */
  async function loginSub(body: Body): Promise<string | undefined> {
    const logins = optionalMap(body, "Logins");
    const entries = Object.entries(logins);
    if (entries.length === 0) return undefined;
    const token = logins[providerName];
    if (token === undefined || token === null) {
      throw notAuthorized("Invalid login token. Issuer doesn't match providerName");
    }
    try {
      return (await verifyToken(core.tokenContext, token, "id", core.nowSeconds())).sub;
    } catch (error) {
      const reason = error instanceof Error ? error.message : "invalid token";
      throw notAuthorized(`Invalid login token. ${reason}`);
    }
  }

  function identityOf(identityId: string): IdentityRow | undefined {
    return db
      .prepare<[string], IdentityRow>(
        "SELECT identity_id, user_sub FROM identity_pool_identities WHERE identity_id = ?",
      )
      .get(identityId);
  }

  function newIdentity(userSub: string | null): string {
    const identityId = `${config.region}:${crypto.randomUUID()}`;
    db.prepare(
      "INSERT INTO identity_pool_identities (identity_id, user_sub, created_at) VALUES (?, ?, ?)",
    ).run(identityId, userSub, core.nowSeconds());
    return identityId;
  }

  const guestsNotAllowed = () =>
    notAuthorized("Unauthenticated access is not supported for this identity pool.");

  async function getId(body: Body) {
    checkPool(body);
    const sub = await loginSub(body);
    if (sub === undefined) {
      if (!settings.allowGuestIdentities) throw guestsNotAllowed();
      return { IdentityId: newIdentity(null) };
    }
    const existing = db
      .prepare<[string], IdentityRow>(
        "SELECT identity_id, user_sub FROM identity_pool_identities WHERE user_sub = ?",
      )
      .get(sub);
    return { IdentityId: existing?.identity_id ?? newIdentity(sub) };
  }

  async function getCredentialsForIdentity(body: Body) {
    const identityId = requiredString(body, "IdentityId");
    const identity = identityOf(identityId);
    if (!identity) {
      throw new IdentityError("ResourceNotFoundException", `Identity '${identityId}' not found.`);
    }
    const sub = await loginSub(body);
    if (identity.user_sub === null) {
      if (!settings.allowGuestIdentities) throw guestsNotAllowed();
    } else if (sub !== identity.user_sub) {
      throw notAuthorized(
        "Logins don't match. Please include at least one valid login for this identity or identity pool.",
      );
    }
    return {
      IdentityId: identityId,
      Credentials: {
        AccessKeyId: `ASIA${randomText(16, ALPHANUMERIC)}`,
        SecretKey: crypto.randomBytes(30).toString("base64"),
        SessionToken: crypto.randomBytes(192).toString("base64"),
        Expiration: core.nowSeconds() + settings.credentialsTtlSeconds,
      },
    };
  }

  return { GetId: getId, GetCredentialsForIdentity: getCredentialsForIdentity };
}
