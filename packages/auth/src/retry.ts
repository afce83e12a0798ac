import { AUTH_ERRORS, RATE_LIMIT_ERRORS, type AuthError } from "./errors";

/** Retry policy for identity calls (spec section 7, docs/security.md item 16). */
export const RETRY_POLICY = {
  maxAttempts: 3,
  /** Ceiling of the first backoff; it doubles per failed attempt (full jitter below it). */
  baseDelayMs: 500,
  /** No backoff is ever longer than 5 minutes. */
  maxDelayMs: 5 * 60 * 1000,
} as const;

export interface RetryPolicy {
  maxAttempts: number;
  baseDelayMs: number;
  maxDelayMs: number;
}

/** HTTP statuses that are retried. 400/401/403/404/409/422 (and every other status) are not. */
export const RETRYABLE_STATUS_CODES: readonly number[] = [429, 500, 502, 503, 504];

/** AWS throttling error names (rate-limit names of the user pool excluded: they are final). */
export const THROTTLING_ERROR_NAMES: readonly string[] = [
  "Throttling",
  "ThrottlingException",
  "ThrottledException",
  "RequestThrottledException",
  "RequestThrottled",
  "ProvisionedThroughputExceededException",
  "SlowDown",
  "PriorRequestNotComplete",
];

/** AWS clock-skew error names. */
export const CLOCK_SKEW_ERROR_NAMES: readonly string[] = [
  "RequestTimeTooSkewed",
  "RequestExpired",
  "RequestInTheFuture",
  "InvalidSignatureException",
  "SignatureDoesNotMatch",
  "AuthFailure",
];

/** Timeout error names. */
export const TIMEOUT_ERROR_NAMES: readonly string[] = [
  AUTH_ERRORS.TimeoutError,
  "RequestTimeout",
  "RequestTimeoutException",
];

/**
 * Whether an identity call that failed with this error may be tried again. The error name
 * decides first: rate-limit names are never retried; network, timeout, throttling and clock-skew
 * names are (AWS sends throttling and clock skew as HTTP 400). Otherwise only the statuses
 * 429/500/502/503/504 are retried.
 */
export function isRetryableError(error: AuthError): boolean {
  if (RATE_LIMIT_ERRORS.includes(error.name)) return false;
  if (error.name === AUTH_ERRORS.NetworkError) return true;
  if (TIMEOUT_ERROR_NAMES.includes(error.name)) return true;
  if (THROTTLING_ERROR_NAMES.includes(error.name)) return true;
  if (CLOCK_SKEW_ERROR_NAMES.includes(error.name)) return true;
  return error.statusCode !== undefined && RETRYABLE_STATUS_CODES.includes(error.statusCode);
}

/**
 * Full-jitter exponential backoff: a random delay between 0 and
 * min(maxDelayMs, baseDelayMs * 2^(failedAttempts - 1)).
 */
export function backoffDelay(
  failedAttempts: number,
  random: () => number,
  policy: RetryPolicy = RETRY_POLICY,
): number {
  const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (failedAttempts - 1));
  const fraction = Math.min(Math.max(random(), 0), 1);
  return Math.floor(fraction * ceiling);
}

export interface RetryOptions {
  policy?: RetryPolicy;
  random?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

const defaultSleep = (ms: number): Promise<void> =>
  new Promise((resolve) => {
    setTimeout(resolve, ms);
  });

/**
 * Runs `operation` up to `policy.maxAttempts` times, waiting a jittered backoff between
 * attempts, as long as the failure is retryable. `operation` must throw {@link AuthError}s.
 */
export async function withRetry<T>(
  operation: () => Promise<T>,
  options: RetryOptions = {},
): Promise<T> {
  const policy = options.policy ?? RETRY_POLICY;
  const random = options.random ?? Math.random;
  const sleep = options.sleep ?? defaultSleep;
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await operation();
    } catch (error) {
      const authError = error as AuthError;
      if (attempt >= policy.maxAttempts || !isRetryableError(authError)) throw authError;
      await sleep(backoffDelay(attempt, random, policy));
    }
  }
}
