/** What every flow of the facade shares, and the checks and readers they have in common. */
import { checkPassword } from "@memorial/domain";
import type { CodeDeliveryDetails } from "./auth-types";
import type { LibraryPool } from "./cognito-library";
import type { AuthConfig } from "./config";
import { AUTH_ERRORS, AuthError } from "./errors";
import type { FetchFunction, IdentityClient } from "./identity-client";
import type { PendingSignInStore } from "./pending-sign-in";
import type { RetryOptions } from "./retry";
import type { Session } from "./session";
import type { StorageAdapter } from "./storage";

/** The browser surroundings, with every default filled in. */
export interface ResolvedEnvironment {
  /** The fetch of the package's own calls (the library uses the global one). */
  fetch: FetchFunction;
  now: () => number;
  currentUrl: () => string;
  navigate: (url: string) => void;
  replaceUrl: (url: string) => void;
  crypto: Pick<Crypto, "getRandomValues" | "subtle">;
}

export interface AuthContext {
  readonly config: AuthConfig;
  /** Token storage (local storage or cookies). */
  readonly storage: StorageAdapter;
  /** Per-tab storage: pending sign-in and OAuth state. */
  readonly sessionStorage: StorageAdapter;
  /** The package's own user-pool calls (injected fetch, time limit, the retry policy). */
  readonly userPool: IdentityClient;
  /** amazon-cognito-identity-js: SRP sign-in and the token cache layout. */
  readonly library: LibraryPool;
  readonly pending: PendingSignInStore;
  readonly session: Session;
  readonly env: ResolvedEnvironment;
  readonly retry: RetryOptions;
}

/** The trimmed value, or an AuthError with `name` when it is empty. */
export function required(value: string, name: string, what: string): string {
  const trimmed = value.trim();
  if (trimmed === "") throw new AuthError(name, `${what} is required`);
  return trimmed;
}

/** A password as typed (never trimmed), or an AuthError with `name` when it is empty. */
export function requiredSecret(value: string, name: string, what: string): string {
  if (value === "") throw new AuthError(name, `${what} is required`);
  return value;
}

/** A new password must equal its repetition and meet the configured policy. */
export function checkNewPassword(
  config: AuthConfig,
  password: string,
  repeat: string | undefined,
): void {
  if (repeat !== undefined && repeat !== password) {
    throw new AuthError(AUTH_ERRORS.PasswordsDoNotMatch, "The passwords do not match");
  }
  const failed = checkPassword(password, config.passwordPolicy);
  if (failed.length > 0) {
    throw new AuthError(
      AUTH_ERRORS.InvalidPasswordException,
      `Password does not conform to policy: ${failed.join(", ")}`,
    );
  }
}

export function deliveryDetails(value: unknown): CodeDeliveryDetails | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  const record = value as Record<string, unknown>;
  const text = (key: string): string | undefined =>
    typeof record[key] === "string" ? record[key] : undefined;
  return {
    destination: text("Destination"),
    deliveryMedium: text("DeliveryMedium"),
    attributeName: text("AttributeName"),
  };
}
