/** Identity-pool credentials for the signed-in user (or a guest), cached for 3000 s. */
import type { AuthTokens, AwsCredentials } from "./auth-types";
import type { AuthConfig } from "./config";
import { AUTH_ERRORS, AuthError } from "./errors";
import type { IdentityClient, JsonObject } from "./identity-client";
import { decodeJwtClaims, stringClaim } from "./jwt";

/** Identity-pool credentials are fetched again after this long (spec section 9). */
export const CREDENTIALS_REFRESH_MS = 3_000_000;

export interface CredentialsEntry {
  key: string;
  identityId: string;
  credentials: AwsCredentials;
  fetchedAt: number;
}

export class IdentityCredentials {
  readonly #config: AuthConfig;
  readonly #identityPool: IdentityClient;
  readonly #now: () => number;
  #cached: CredentialsEntry | undefined;
  #inFlight: Promise<CredentialsEntry> | undefined;

  constructor(config: AuthConfig, identityPool: IdentityClient, now: () => number) {
    this.#config = config;
    this.#identityPool = identityPool;
    this.#now = now;
  }

  /** Forgets the cached credentials (a session started or ended). */
  forget(): void {
    this.#cached = undefined;
  }

  /** Credentials for these tokens (a guest without), from the cache while they are fresh. */
  get(tokens: AuthTokens | undefined): Promise<CredentialsEntry> {
    const sub =
      tokens === undefined ? undefined : stringClaim(decodeJwtClaims(tokens.idToken), "sub");
    const key = tokens === undefined ? "guest" : `user:${sub ?? tokens.username}`;
    const now = this.#now();
    const cached = this.#cached;
    if (
      cached !== undefined &&
      cached.key === key &&
      now - cached.fetchedAt < CREDENTIALS_REFRESH_MS &&
      cached.credentials.expiration.getTime() > now + 5_000
    ) {
      return Promise.resolve(cached);
    }
    if (this.#inFlight === undefined) {
      this.#inFlight = this.#fetch(key, tokens, cached).finally(() => {
        this.#inFlight = undefined;
      });
    }
    return this.#inFlight;
  }

  async #fetch(
    key: string,
    tokens: AuthTokens | undefined,
    cached: CredentialsEntry | undefined,
  ): Promise<CredentialsEntry> {
    const poolId = this.#config.identityPoolId ?? "";
    const logins: JsonObject =
      tokens === undefined ? {} : { Logins: { [this.#config.providerName]: tokens.idToken } };
    let identityId = cached?.key === key ? cached.identityId : undefined;
    if (identityId === undefined) {
      const idAnswer = await this.#identityPool.call("GetId", {
        IdentityPoolId: poolId,
        ...logins,
      });
      if (typeof idAnswer.IdentityId !== "string") {
        throw new AuthError(AUTH_ERRORS.UnknownError, "GetId answered without IdentityId");
      }
      identityId = idAnswer.IdentityId;
    }
    const answer = await this.#identityPool.call("GetCredentialsForIdentity", {
      IdentityId: identityId,
      ...logins,
    });
    const credentials = answer.Credentials as Record<string, unknown> | undefined;
    const expiration = credentials?.Expiration;
    if (
      typeof credentials?.AccessKeyId !== "string" ||
      typeof credentials.SecretKey !== "string" ||
      typeof credentials.SessionToken !== "string" ||
      (typeof expiration !== "number" && typeof expiration !== "string")
    ) {
      throw new AuthError(
        AUTH_ERRORS.UnknownError,
        "GetCredentialsForIdentity answer is incomplete",
      );
    }
    const entry: CredentialsEntry = {
      key,
      identityId,
      fetchedAt: this.#now(),
      credentials: {
        accessKeyId: credentials.AccessKeyId,
        secretAccessKey: credentials.SecretKey,
        sessionToken: credentials.SessionToken,
        expiration:
          typeof expiration === "number" ? new Date(expiration * 1000) : new Date(expiration),
      },
    };
    this.#cached = entry;
    return entry;
  }
}
