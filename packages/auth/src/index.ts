export { createAuth, AUTO_SIGN_IN_WINDOW_MS, CREDENTIALS_REFRESH_MS } from "./auth";
export type {
  Auth,
  AuthEnvironment,
  AuthSession,
  AuthTokens,
  AwsCredentials,
  CodeDeliveryDetails,
  RedirectCallbackResult,
  ResetPasswordOutput,
  SignInOutput,
  SignUpOutput,
} from "./auth";
export type { AuthState, AuthStateStore } from "./auth-store";
export {
  AuthConfigError,
  DEFAULT_REGION,
  OAUTH_RESPONSE_TYPE,
  OAUTH_SCOPES,
  resolveAuthConfig,
  SIGN_IN_PATH,
  SIGN_OUT_PATH,
} from "./config";
export type { AuthConfig, AuthConfigInput, StorageKind } from "./config";
export { createBroadcastChannel, CROSS_TAB_CHANNEL_NAME } from "./cross-tab";
export type { CrossTabChannel, CrossTabMessage } from "./cross-tab";
export {
  AUTH_ERRORS,
  AuthError,
  EMPTY_INPUT_ERRORS,
  GENERIC_MESSAGES,
  HOSTED_FLOW_ERRORS,
  isAuthError,
  PROVIDER_ERRORS,
  RATE_LIMIT_ERRORS,
  toAuthError,
  TRANSPORT_ERRORS,
} from "./errors";
export type { AuthErrorName } from "./errors";
export type { PendingSignIn } from "./pending-sign-in";
export { SIGN_IN_SESSION_MS } from "./pending-sign-in";
export {
  OAUTH_STATE_LENGTH,
  pkceChallenge,
  PKCE_VERIFIER_LENGTH,
  randomUnreservedString,
  UNRESERVED_CHARACTERS,
} from "./pkce";
export { backoffDelay, isRetryableError, RETRY_POLICY, RETRYABLE_STATUS_CODES } from "./retry";
export { redirectFromSearch, safeRedirect } from "./safe-redirect";
export {
  COOKIE_DEFAULTS,
  createCookieStorageAdapter,
  createLocalStorageAdapter,
  createMemoryStorageAdapter,
  createSessionStorageAdapter,
} from "./storage";
export type { CookieStorageOptions, StorageAdapter } from "./storage";
export { RESET_PASSWORD_STEPS, SIGN_IN_STEPS, SIGN_UP_STEPS } from "./steps";
export type { ResetPasswordStep, SignInStep, SignUpStep } from "./steps";
export { CLOCK_DRIFT_TOLERANCE_MS } from "./token-storage";
