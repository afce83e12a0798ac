import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AuthError } from "./errors";
import { backoffDelay, isRetryableError, RETRY_POLICY, withRetry } from "./retry";

const withStatus = (name: string, statusCode?: number) =>
  new AuthError(name, name, statusCode === undefined ? {} : { statusCode });

describe("retry decision (spec section 7, docs/security.md items 8 and 16)", () => {
  it.each([429, 500, 502, 503, 504])("retries HTTP %i", (status) => {
    expect(isRetryableError(withStatus("InternalErrorException", status))).toBe(true);
  });

  it.each([400, 401, 403, 404, 409, 422, 501])("never retries HTTP %i", (status) => {
    expect(isRetryableError(withStatus("InvalidParameterException", status))).toBe(false);
  });

  it.each(["NetworkError", "TimeoutError", "RequestTimeoutException"])("retries %s", (name) => {
    expect(isRetryableError(withStatus(name))).toBe(true);
  });

  it.each(["ThrottlingException", "Throttling", "RequestThrottledException"])(
    "retries the throttling error %s (AWS sends it as HTTP 400)",
    (name) => {
      expect(isRetryableError(withStatus(name, 400))).toBe(true);
    },
  );

  it.each(["RequestTimeTooSkewed", "InvalidSignatureException", "RequestExpired"])(
    "retries the clock-skew error %s",
    (name) => {
      expect(isRetryableError(withStatus(name, 400))).toBe(true);
    },
  );

  it.each(["LimitExceededException", "TooManyRequestsException", "TooManyFailedAttemptsException"])(
    "never retries the rate-limit error %s, not even with HTTP 429",
    (name) => {
      expect(isRetryableError(withStatus(name, 400))).toBe(false);
      expect(isRetryableError(withStatus(name, 429))).toBe(false);
    },
  );

  it.each([
    "NotAuthorizedException",
    "UserNotFoundException",
    "CodeMismatchException",
    "UsernameExistsException",
    "UnknownError",
  ])("never retries %s", (name) => {
    expect(isRetryableError(withStatus(name, 400))).toBe(false);
  });
});

describe("backoff", () => {
  it("has 3 attempts and a 5-minute cap", () => {
    expect(RETRY_POLICY.maxAttempts).toBe(3);
    expect(RETRY_POLICY.maxDelayMs).toBe(300_000);
  });

  it("grows exponentially with full jitter below the ceiling", () => {
    expect(backoffDelay(1, () => 0.999999)).toBe(499);
    expect(backoffDelay(2, () => 0.999999)).toBe(999);
    expect(backoffDelay(3, () => 0.5)).toBe(1000);
    expect(backoffDelay(1, () => 0)).toBe(0);
  });

  it("never waits longer than 5 minutes", () => {
    expect(backoffDelay(30, () => 0.999999)).toBe(299_999);
  });
});

describe("withRetry schedule", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("tries 3 times, waiting the jittered backoff in between, then gives up", async () => {
    const operation = vi.fn(() => Promise.reject(withStatus("InternalErrorException", 500)));
    const result = withRetry(operation, { random: () => 0.5 });
    const settled = result.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(0);
    expect(operation).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(249);
    expect(operation).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1); // 0.5 * 500 ms
    expect(operation).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(499);
    expect(operation).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1); // 0.5 * 1000 ms
    expect(operation).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(operation).toHaveBeenCalledTimes(3);
    const error = await settled;
    expect(error).toBeInstanceOf(AuthError);
    expect((error as AuthError).statusCode).toBe(500);
  });

  it("returns the first success", async () => {
    const operation = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(withStatus("NetworkError"))
      .mockResolvedValueOnce("ok");
    const result = withRetry(operation, { random: () => 0 });
    await vi.advanceTimersByTimeAsync(0);
    await expect(result).resolves.toBe("ok");
    expect(operation).toHaveBeenCalledTimes(2);
  });

  it("does not retry a final error", async () => {
    const operation = vi.fn(() => Promise.reject(withStatus("TooManyRequestsException", 400)));
    await expect(withRetry(operation)).rejects.toMatchObject({ name: "TooManyRequestsException" });
    expect(operation).toHaveBeenCalledTimes(1);
  });
});
