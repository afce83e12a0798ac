/* eslint-disable @typescript-eslint/no-deprecated -- amazon-cognito-identity-js marks its whole
   API deprecated (maintenance mode). It is used on purpose, in this one file only, so it can be
   replaced without touching the rest of the product. */
/**
 * Everything this package takes from amazon-cognito-identity-js, through its public API only:
 * the SRP sign-in (InitiateAuth USER_SRP_AUTH + RespondToAuthChallenge PASSWORD_VERIFIER, and
 * the remembered-device steps that follow it) and the token cache layout in storage
 * (CognitoUserSession / setSignInUserSession).
 *
 * The library keeps its own transport: it calls the global `fetch`, once per request, without a
 * time limit. This file makes each library sign-in one attempt under a time limit, and the
 * caller puts that attempt under the package's one retry policy. An attempt that was given up
 * (time limit) cannot write tokens afterwards: its storage is gated.
 *
 * The library (with its `buffer` and SHA-256 code about 35 kB gzipped) is loaded on first use,
 * a sign-in or storing a session: the app's screens, the sign-in screen among them, start and
 * become interactive without it.
 */
import type * as CognitoLibrary from "amazon-cognito-identity-js";
import type { CognitoUser, CognitoUserPool, ICognitoStorage } from "amazon-cognito-identity-js";
import { AUTH_ERRORS, AuthError, toAuthError } from "./errors";
import { stringRecord } from "./identity-client";
import type { StorageAdapter } from "./storage";
import { libraryKeyPrefix } from "./token-storage";

type Library = typeof CognitoLibrary;

let loading: Promise<Library> | undefined;

/** The library, loaded once, on first use. */
function library(): Promise<Library> {
  loading ??= import("amazon-cognito-identity-js");
  return loading;
}

export interface LibraryPoolOptions {
  userPoolId: string;
  clientId: string;
  endpoint: string;
  storage: StorageAdapter;
}

/** How one sign-in attempt ended, when it did not fail. */
export type SignInOutcome =
  | { kind: "signedIn" }
  | {
      kind: "challenge";
      challengeName: string;
      parameters: Record<string, string>;
      session: string | undefined;
    };

export interface SrpAttemptOptions {
  /** Time limit of the whole attempt (all its requests). */
  timeoutMs: number;
  /** False: only check the password; the tokens are not stored (default true). */
  store?: boolean;
}

/**
 * Cognito's API reference documents InternalErrorException as HTTP 500. The library reports a
 * named error without its HTTP status, so the status is restored from the name for the retry
 * policy; an error answer without a name keeps the status the library read from the response.
 */
const DOCUMENTED_STATUS: Readonly<Record<string, number>> = { InternalErrorException: 500 };

/** A failure reported by the library, as the package's AuthError. */
export function libraryFailure(error: unknown): AuthError {
  if (error instanceof TypeError || error instanceof SyntaxError) {
    // The library throws these when it cannot read an answer: a challenge it does not know
    // (EMAIL_OTP, SELECT_CHALLENGE, ...) or an error answer without an error name.
    return new AuthError(
      AUTH_ERRORS.UnknownError,
      "amazon-cognito-identity-js could not read the identity provider's answer",
      { cause: error },
    );
  }
  const authError = toAuthError(error);
  const status = DOCUMENTED_STATUS[authError.name];
  if (authError.statusCode !== undefined || status === undefined) return authError;
  return new AuthError(authError.name, authError.message, { cause: error, statusCode: status });
}

/** The challenge session the library keeps on the user (not in its type declarations). */
function challengeSession(user: CognitoUser): string | undefined {
  const session: unknown = Reflect.get(user, "Session");
  return typeof session === "string" ? session : undefined;
}

/** NEW_PASSWORD_REQUIRED parameters, in the provider's form (the library hands them parsed). */
function newPasswordParameters(
  userAttributes: unknown,
  requiredAttributes: unknown,
): Record<string, string> {
  const required = Array.isArray(requiredAttributes)
    ? requiredAttributes
        .filter((name): name is string => typeof name === "string")
        .map((name) => `userAttributes.${name}`)
    : [];
  return {
    userAttributes: JSON.stringify(userAttributes ?? {}),
    requiredAttributes: JSON.stringify(required),
  };
}

export class LibraryPool {
  readonly #options: LibraryPoolOptions;
  readonly #storage: ICognitoStorage;
  #pool: Promise<{ library: Library; pool: CognitoUserPool }> | undefined;

  constructor(options: LibraryPoolOptions) {
    this.#options = options;
    const prefix = libraryKeyPrefix(options.clientId);
    const adapter = options.storage;
    this.#storage = {
      getItem: (key) => adapter.getItem(key),
      setItem: (key, value) => {
        adapter.setItem(key, value);
      },
      removeItem: (key) => {
        adapter.removeItem(key);
      },
      clear: () => {
        for (const key of adapter.keys()) if (key.startsWith(prefix)) adapter.removeItem(key);
      },
    };
  }

  /** The library and its user pool, made on first use. */
  #loaded(): Promise<{ library: Library; pool: CognitoUserPool }> {
    this.#pool ??= library().then((loaded) => ({
      library: loaded,
      pool: new loaded.CognitoUserPool({
        UserPoolId: this.#options.userPoolId,
        ClientId: this.#options.clientId,
        endpoint: this.#options.endpoint,
        Storage: this.#storage,
      }),
    }));
    return this.#pool;
  }

  #gatedStorage(isOpen: () => boolean): ICognitoStorage {
    const storage = this.#storage;
    return {
      getItem: (key) => storage.getItem(key),
      setItem: (key, value) => {
        if (isOpen()) storage.setItem(key, value);
      },
      removeItem: (key) => {
        if (isOpen()) storage.removeItem(key);
      },
      clear: () => {
        if (isOpen()) storage.clear();
      },
    };
  }

  /**
   * One SRP sign-in attempt with the library (it makes each request once). The tokens land in
   * storage; a challenge other than the SRP steps comes back as an outcome. After the time limit
   * the attempt fails with TimeoutError and whatever it still receives is not stored.
   */
  async signInWithSrp(
    username: string,
    password: string,
    options: SrpAttemptOptions,
  ): Promise<SignInOutcome> {
    const { library: loaded, pool } = await this.#loaded();
    let open = true;
    const user = new loaded.CognitoUser({
      Username: username,
      Pool: pool,
      Storage: this.#gatedStorage(() => open && options.store !== false),
    });
    user.setAuthenticationFlowType("USER_SRP_AUTH");
    return new Promise<SignInOutcome>((resolve, reject) => {
      const timer = setTimeout(() => {
        fail(new AuthError(AUTH_ERRORS.TimeoutError, `No answer within ${options.timeoutMs} ms`));
      }, options.timeoutMs);
      function settle(): boolean {
        if (!open) return false;
        open = false;
        clearTimeout(timer);
        return true;
      }
      function fail(error: AuthError): void {
        if (settle()) reject(error);
      }
      const challenge = (challengeName: string, parameters: Record<string, string>): void => {
        if (settle()) {
          resolve({
            kind: "challenge",
            challengeName,
            parameters,
            session: challengeSession(user),
          });
        }
      };
      const named = (challengeName: unknown, parameters: unknown): void => {
        challenge(typeof challengeName === "string" ? challengeName : "", stringRecord(parameters));
      };
      user.authenticateUser(
        new loaded.AuthenticationDetails({ Username: username, Password: password }),
        {
          onSuccess: () => {
            if (settle()) resolve({ kind: "signedIn" });
          },
          onFailure: (error: unknown) => {
            fail(libraryFailure(error));
          },
          newPasswordRequired: (userAttributes: unknown, requiredAttributes: unknown) => {
            challenge(
              "NEW_PASSWORD_REQUIRED",
              newPasswordParameters(userAttributes, requiredAttributes),
            );
          },
          mfaRequired: named,
          totpRequired: named,
          mfaSetup: named,
          selectMFAType: named,
          customChallenge: (parameters: unknown) => {
            challenge("CUSTOM_CHALLENGE", stringRecord(parameters));
          },
        },
      );
    });
  }

  /**
   * Stores tokens obtained without the library's sign-in (password flow, refresh, hosted
   * sign-in) in the library's layout, clock drift included. Stores nothing (false) when
   * `stillWanted` says no, before or after the library is loaded.
   */
  async storeSession(
    username: string,
    tokens: { accessToken: string; idToken: string; refreshToken: string | undefined },
    stillWanted: () => boolean = () => true,
  ): Promise<boolean> {
    if (!stillWanted()) return false;
    const { library: loaded, pool } = await this.#loaded();
    // Loading the library can take a moment: a session ended meanwhile stays ended.
    if (!stillWanted()) return false;
    new loaded.CognitoUser({
      Username: username,
      Pool: pool,
      Storage: this.#storage,
    }).setSignInUserSession(
      new loaded.CognitoUserSession({
        IdToken: new loaded.CognitoIdToken({ IdToken: tokens.idToken }),
        AccessToken: new loaded.CognitoAccessToken({ AccessToken: tokens.accessToken }),
        RefreshToken: new loaded.CognitoRefreshToken({ RefreshToken: tokens.refreshToken ?? "" }),
      }),
    );
    return true;
  }
}
