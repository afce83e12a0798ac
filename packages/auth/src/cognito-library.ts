/* eslint-disable @typescript-eslint/no-deprecated -- amazon-cognito-identity-js marks its whole
   API deprecated (maintenance mode). It is used on purpose, in this one file only, so it can be
   replaced without touching the rest of the product. */
/**
 * Everything this package takes from amazon-cognito-identity-js: the SRP sign-in maths, the
 * calls that go with it and the token cache layout. The library's own transport is replaced by
 * {@link LibraryTransport}, so the injected fetch, the one retry policy and the challenge
 * hand-over apply to every call it makes.
 */
import {
  AuthenticationDetails,
  CognitoAccessToken,
  CognitoIdToken,
  CognitoRefreshToken,
  CognitoUser,
  CognitoUserAttribute,
  CognitoUserPool,
  CognitoUserSession,
  type ICognitoStorage,
} from "amazon-cognito-identity-js";
import { AUTH_ERRORS, AuthError, toAuthError } from "./errors";
import { ChallengeReached, LibraryTransport, type IdentityClient } from "./identity-client";
import type { StorageAdapter } from "./storage";
import { libraryKeyPrefix } from "./token-storage";

export interface LibraryPoolOptions {
  userPoolId: string;
  clientId: string;
  endpoint: string;
  storage: StorageAdapter;
  client: IdentityClient;
}

export interface LibrarySignUpResult {
  userConfirmed: boolean;
  userSub: string;
  codeDeliveryDetails: unknown;
}

/** Errors from the library become AuthErrors; a reached challenge passes through unchanged. */
function failure(error: unknown): Error {
  return error instanceof ChallengeReached ? error : toAuthError(error);
}

function settle(resolve: () => void, reject: (error: Error) => void) {
  return (error: unknown): void => {
    if (error === undefined || error === null) resolve();
    else reject(failure(error));
  };
}

/** Whether a value has the three methods the library calls on its transport. */
export function isLibraryTransportShape(value: unknown): boolean {
  if (typeof value !== "object" || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return ["request", "requestWithRetry", "promisifyRequest"].every(
    (method) => typeof candidate[method] === "function",
  );
}

export class LibraryPool {
  readonly #pool: CognitoUserPool;
  readonly #storage: ICognitoStorage;

  constructor(options: LibraryPoolOptions) {
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
    this.#pool = new CognitoUserPool({
      UserPoolId: options.userPoolId,
      ClientId: options.clientId,
      endpoint: options.endpoint,
      Storage: this.#storage,
    });
    // The library has no public hook for its transport; it keeps one in `client` and calls its
    // `request`, `requestWithRetry` and `promisifyRequest`. Should an upgrade rename any of them,
    // sign-in must fail loudly here instead of silently bypassing the injected fetch and the one
    // retry policy (tested in cognito-library.test.ts).
    const current: unknown = (this.#pool as unknown as Record<string, unknown>).client;
    if (!isLibraryTransportShape(current)) {
      throw new AuthError(
        AUTH_ERRORS.UnknownError,
        "amazon-cognito-identity-js no longer keeps its transport where this package replaces it",
      );
    }
    Object.assign(this.#pool, { client: new LibraryTransport(options.client) });
  }

  #user(username: string): CognitoUser {
    return new CognitoUser({ Username: username, Pool: this.#pool, Storage: this.#storage });
  }

  /** Signs in (SRP by default); the tokens land in storage. Challenges reject as ChallengeReached. */
  authenticate(
    username: string,
    password: string,
    flow: "USER_SRP_AUTH" | "USER_PASSWORD_AUTH",
  ): Promise<void> {
    return new Promise((resolve, reject) => {
      const user = this.#user(username);
      user.setAuthenticationFlowType(flow);
      user.authenticateUser(new AuthenticationDetails({ Username: username, Password: password }), {
        onSuccess: () => {
          resolve();
        },
        onFailure: (error: unknown) => {
          reject(failure(error));
        },
      });
    });
  }

  signUp(username: string, password: string, email: string): Promise<LibrarySignUpResult> {
    return new Promise((resolve, reject) => {
      this.#pool.signUp(
        username,
        password,
        [new CognitoUserAttribute({ Name: "email", Value: email })],
        [],
        (error, data) => {
          if (error) reject(failure(error));
          else if (data === undefined) reject(new AuthError(AUTH_ERRORS.UnknownError, "No answer"));
          else {
            resolve({
              userConfirmed: data.userConfirmed,
              userSub: data.userSub,
              codeDeliveryDetails: data.codeDeliveryDetails,
            });
          }
        },
      );
    });
  }

  confirmSignUp(username: string, code: string): Promise<void> {
    return new Promise((resolve, reject) => {
      this.#user(username).confirmRegistration(code, false, settle(resolve, reject));
    });
  }

  forgotPassword(username: string): Promise<unknown> {
    return new Promise((resolve, reject) => {
      this.#user(username).forgotPassword({
        onSuccess: (data: unknown) => {
          resolve(data);
        },
        onFailure: (error: unknown) => {
          reject(failure(error));
        },
      });
    });
  }

  confirmPassword(username: string, code: string, newPassword: string): Promise<void> {
    return new Promise((resolve, reject) => {
      this.#user(username).confirmPassword(code, newPassword, {
        onSuccess: () => {
          resolve();
        },
        onFailure: (error: unknown) => {
          reject(failure(error));
        },
      });
    });
  }

  /**
   * REFRESH_TOKEN_AUTH; the new tokens land in storage, but only while `isCurrent()` holds: an
   * answer that arrives after the session ended or changed (sign-out here or in another tab)
   * neither writes nor removes anything.
   */
  refreshSession(
    username: string,
    refreshToken: string,
    isCurrent: () => boolean = () => true,
  ): Promise<void> {
    const storage = this.#storage;
    const gated: ICognitoStorage = {
      getItem: (key) => storage.getItem(key),
      setItem: (key, value) => {
        if (isCurrent()) storage.setItem(key, value);
      },
      removeItem: (key) => {
        if (isCurrent()) storage.removeItem(key);
      },
      clear: () => {
        if (isCurrent()) storage.clear();
      },
    };
    return new Promise((resolve, reject) => {
      new CognitoUser({ Username: username, Pool: this.#pool, Storage: gated }).refreshSession(
        new CognitoRefreshToken({ RefreshToken: refreshToken }),
        settle(resolve, reject),
      );
    });
  }

  /** Stores tokens obtained elsewhere (hosted sign-in) in the library's layout. */
  storeSession(
    username: string,
    tokens: { accessToken: string; idToken: string; refreshToken: string | undefined },
  ): void {
    this.#user(username).setSignInUserSession(
      new CognitoUserSession({
        IdToken: new CognitoIdToken({ IdToken: tokens.idToken }),
        AccessToken: new CognitoAccessToken({ AccessToken: tokens.accessToken }),
        RefreshToken: new CognitoRefreshToken({ RefreshToken: tokens.refreshToken ?? "" }),
      }),
    );
  }
}
