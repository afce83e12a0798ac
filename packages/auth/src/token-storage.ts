/**
 * Where the session lives in browser storage. The user-pool tokens use the key layout of
 * amazon-cognito-identity-js (`CognitoIdentityServiceProvider.<clientId>.<user>.idToken`, ...);
 * the app's own keys start with `memorial-auth.`. Sign-out removes both families.
 */
import { decodeJwtClaims, numberClaim, stringClaim } from "./jwt";
import type { StorageAdapter } from "./storage";

export const APP_KEY_PREFIX = "memorial-auth.";

export function libraryKeyPrefix(clientId: string): string {
  return `CognitoIdentityServiceProvider.${clientId}.`;
}

export function lastAuthUserKey(clientId: string): string {
  return `${libraryKeyPrefix(clientId)}LastAuthUser`;
}

/** Marks a session that came from the hosted sign-in (sign-out then uses the logout endpoint). */
export function hostedSignInKey(clientId: string): string {
  return `${APP_KEY_PREFIX}${clientId}.hostedSignIn`;
}

export interface StoredTokens {
  username: string;
  accessToken: string;
  idToken: string;
  refreshToken: string | undefined;
  /** Seconds the local clock is ahead of the provider's (as the library measures it). */
  clockDriftSeconds: number;
}

export function readStoredTokens(
  storage: Pick<StorageAdapter, "getItem">,
  clientId: string,
): StoredTokens | undefined {
  const username = storage.getItem(lastAuthUserKey(clientId));
  if (username === null || username === "") return undefined;
  const prefix = `${libraryKeyPrefix(clientId)}${username}.`;
  const accessToken = storage.getItem(`${prefix}accessToken`);
  const idToken = storage.getItem(`${prefix}idToken`);
  if (accessToken === null || idToken === null || accessToken === "" || idToken === "") {
    return undefined;
  }
  const refreshToken = storage.getItem(`${prefix}refreshToken`);
  const drift = Number.parseInt(storage.getItem(`${prefix}clockDrift`) ?? "0", 10);
  return {
    username,
    accessToken,
    idToken,
    refreshToken: refreshToken === null || refreshToken === "" ? undefined : refreshToken,
    clockDriftSeconds: Number.isFinite(drift) ? drift : 0,
  };
}

/** Token-expiry tolerance (spec section 9): a token this close to its end counts as expired. */
export const CLOCK_DRIFT_TOLERANCE_MS = 5_000;

/** The earliest `exp` of the access and id tokens, in milliseconds (0 when unreadable). */
export function tokensExpireAt(tokens: Pick<StoredTokens, "accessToken" | "idToken">): number {
  const access = numberClaim(decodeJwtClaims(tokens.accessToken), "exp");
  const id = numberClaim(decodeJwtClaims(tokens.idToken), "exp");
  if (access === undefined || id === undefined) return 0;
  return Math.min(access, id) * 1000;
}

export function areTokensExpired(tokens: StoredTokens, nowMs: number): boolean {
  const providerNow = nowMs - tokens.clockDriftSeconds * 1000;
  return providerNow + CLOCK_DRIFT_TOLERANCE_MS >= tokensExpireAt(tokens);
}

export function emailOf(idToken: string): string | undefined {
  return stringClaim(decodeJwtClaims(idToken), "email");
}

/** The remembered device of a user, as the library stores it (sent with a refresh). */
export function readDeviceKey(
  storage: StorageAdapter,
  clientId: string,
  username: string,
): string | undefined {
  const value = storage.getItem(`${libraryKeyPrefix(clientId)}${username}.deviceKey`);
  return value === null || value === "" ? undefined : value;
}

const DEVICE_KEY_SUFFIXES = [".deviceKey", ".randomPasswordKey", ".deviceGroupKey"];

/** Forgets the remembered device (after the provider said it does not know it). */
export function clearDeviceKeys(storage: StorageAdapter, clientId: string): void {
  const prefix = libraryKeyPrefix(clientId);
  for (const key of storage.keys()) {
    if (key.startsWith(prefix) && DEVICE_KEY_SUFFIXES.some((suffix) => key.endsWith(suffix))) {
      storage.removeItem(key);
    }
  }
}

/** Removes every key this package or the Cognito library wrote for this app client. */
export function clearAllAuthKeys(storage: StorageAdapter, clientId: string): void {
  const prefix = libraryKeyPrefix(clientId);
  for (const key of storage.keys()) {
    if (key.startsWith(prefix) || key.startsWith(APP_KEY_PREFIX)) storage.removeItem(key);
  }
}
