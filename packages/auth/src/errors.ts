/**
 * Error names of the sign-in layer. Provider errors keep the identity provider's names; the
 * names below are the ones the product reacts to (the web app maps them to Dutch texts).
 */

/** Empty or inconsistent input, detected before any call to the identity provider. */
export const EMPTY_INPUT_ERRORS = {
  EmptySignInUsername: "EmptySignInUsername",
  EmptySignInPassword: "EmptySignInPassword",
  EmptySignUpUsername: "EmptySignUpUsername",
  EmptySignUpPassword: "EmptySignUpPassword",
  EmptyConfirmSignUpUsername: "EmptyConfirmSignUpUsername",
  EmptyConfirmSignUpCode: "EmptyConfirmSignUpCode",
  EmptyResetPasswordUsername: "EmptyResetPasswordUsername",
  EmptyConfirmResetPasswordUsername: "EmptyConfirmResetPasswordUsername",
  EmptyConfirmResetPasswordNewPassword: "EmptyConfirmResetPasswordNewPassword",
  EmptyConfirmResetPasswordConfirmationCode: "EmptyConfirmResetPasswordConfirmationCode",
  EmptyUpdatePassword: "EmptyUpdatePassword",
  EmptyVerifyPassword: "EmptyVerifyPassword",
  PasswordsDoNotMatch: "PasswordsDoNotMatch",
} as const;

/** Names the identity provider (Cognito user pool) sends in `__type`. */
export const PROVIDER_ERRORS = {
  NotAuthorizedException: "NotAuthorizedException",
  ExpiredCodeException: "ExpiredCodeException",
  UsernameExistsException: "UsernameExistsException",
  InvalidPasswordException: "InvalidPasswordException",
  UserNotFoundException: "UserNotFoundException",
  UserNotConfirmedException: "UserNotConfirmedException",
  CodeMismatchException: "CodeMismatchException",
  LimitExceededException: "LimitExceededException",
  TooManyRequestsException: "TooManyRequestsException",
  TooManyFailedAttemptsException: "TooManyFailedAttemptsException",
  PasswordResetRequiredException: "PasswordResetRequiredException",
  InvalidParameterException: "InvalidParameterException",
  ResourceNotFoundException: "ResourceNotFoundException",
} as const;

/** Errors of the hosted (redirect) sign-in flow and of the session itself. */
export const HOSTED_FLOW_ERRORS = {
  UserAlreadyAuthenticatedException: "UserAlreadyAuthenticatedException",
  UserUnAuthenticatedException: "UserUnAuthenticatedException",
  InvalidRedirectException: "InvalidRedirectException",
  StateValidationFailedException: "StateValidationFailedException",
  OAuthCancelledException: "OAuthCancelledException",
  OAuthSignInException: "OAuthSignInException",
  OAuthNotConfiguredException: "OAuthNotConfiguredException",
  AutoSignInException: "AutoSignInException",
} as const;

/** Transport-level errors and the catch-all. */
export const TRANSPORT_ERRORS = {
  NetworkError: "NetworkError",
  TimeoutError: "TimeoutError",
  UnknownError: "UnknownError",
} as const;

export const AUTH_ERRORS = {
  ...EMPTY_INPUT_ERRORS,
  ...PROVIDER_ERRORS,
  ...HOSTED_FLOW_ERRORS,
  ...TRANSPORT_ERRORS,
} as const;

export type AuthErrorName = (typeof AUTH_ERRORS)[keyof typeof AUTH_ERRORS];

/**
 * Rate-limit errors: the user is told to try again later; they are never retried
 * automatically (docs/security.md item 8).
 */
export const RATE_LIMIT_ERRORS: readonly string[] = [
  AUTH_ERRORS.LimitExceededException,
  AUTH_ERRORS.TooManyRequestsException,
  AUTH_ERRORS.TooManyFailedAttemptsException,
];

/** Generic messages of the spec (section 8). */
export const GENERIC_MESSAGES = {
  authentication: "Authentication Error",
  network: "Network Error",
  signUp: "Error creating account",
} as const;

export interface AuthErrorOptions {
  cause?: unknown;
  /** HTTP status of the identity call that failed, when there was a response. */
  statusCode?: number;
}

/**
 * The one error shape of this package. `name` is an {@link AuthErrorName} or any other name the
 * identity provider sent (kept as is).
 */
export class AuthError extends Error {
  override readonly name: string;
  readonly statusCode: number | undefined;

  constructor(name: string, message: string, options: AuthErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = name;
    this.statusCode = options.statusCode;
  }
}

export function isAuthError(value: unknown): value is AuthError {
  return value instanceof AuthError;
}

function readString(value: unknown, key: string): string | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  const field = (value as Record<string, unknown>)[key];
  return typeof field === "string" && field.length > 0 ? field : undefined;
}

/**
 * Turns anything thrown into an {@link AuthError}: a provider name is kept; an error without a
 * usable name (missing, empty or the generic "Error") becomes UnknownError.
 */
export function toAuthError(error: unknown): AuthError {
  if (error instanceof AuthError) return error;
  const rawName = readString(error, "name");
  const code = readString(error, "code");
  const name = rawName !== undefined && rawName !== "Error" ? rawName : code;
  const message = readString(error, "message") ?? GENERIC_MESSAGES.authentication;
  if (name === undefined || name === "Error") {
    return new AuthError(AUTH_ERRORS.UnknownError, message, { cause: error });
  }
  const statusCode = (error as { statusCode?: unknown }).statusCode;
  return new AuthError(name, message, {
    cause: error,
    ...(typeof statusCode === "number" ? { statusCode } : {}),
  });
}

/** A device key the provider no longer knows: the key is cleared and the call retried once. */
export function isDeviceNotFound(error: AuthError): boolean {
  return (
    error.name === AUTH_ERRORS.ResourceNotFoundException &&
    error.message.toLowerCase().includes("device")
  );
}

/** A network error or timeout: the session is kept and the call may be tried later. */
export function isTransientFailure(error: AuthError): boolean {
  return error.name === AUTH_ERRORS.NetworkError || error.name === AUTH_ERRORS.TimeoutError;
}
