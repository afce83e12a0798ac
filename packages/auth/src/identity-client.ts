/**
 * The JSON protocol of the user pool and the identity pool: POST, operation named in
 * `X-Amz-Target`, errors as `__type` names, over the injected fetch with a time limit. Every
 * call goes through the package's one retry policy. (The SRP sign-in of
 * amazon-cognito-identity-js uses the library's own single-attempt transport; see
 * cognito-library.ts and sign-in.ts for how the same policy wraps it.)
 */
import { AUTH_ERRORS, AuthError, GENERIC_MESSAGES } from "./errors";
import { withRetry, type RetryOptions } from "./retry";

export type FetchFunction = (input: string, init: RequestInit) => Promise<Response>;

export type JsonObject = Record<string, unknown>;

export interface IdentityClientOptions {
  endpoint: string;
  /** "AWSCognitoIdentityProviderService" or "AWSCognitoIdentityService". */
  targetPrefix: string;
  fetch: FetchFunction;
  timeoutMs: number;
  retry?: RetryOptions;
}

function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The string values of a record (challenge parameters); everything else is left out. */
export function stringRecord(value: unknown): Record<string, string> {
  const result: Record<string, string> = {};
  if (!isJsonObject(value)) return result;
  for (const [key, item] of Object.entries(value)) {
    if (typeof item === "string") result[key] = item;
  }
  return result;
}

function errorFromResponse(status: number, body: unknown, headerType: string | null): AuthError {
  const bodyType = isJsonObject(body)
    ? typeof body.__type === "string"
      ? body.__type
      : typeof body.code === "string"
        ? body.code
        : undefined
    : undefined;
  const rawType = bodyType ?? headerType?.split(":")[0];
  const name = rawType?.split("#").pop();
  const message = isJsonObject(body)
    ? typeof body.message === "string"
      ? body.message
      : typeof body.Message === "string"
        ? body.Message
        : undefined
    : undefined;
  return new AuthError(
    name === undefined || name === "" ? AUTH_ERRORS.UnknownError : name,
    message ?? `Identity call failed with HTTP ${status}`,
    { statusCode: status },
  );
}

/** One request with a time limit; failures become {@link AuthError}s. */
export async function sendWithTimeout(
  fetchFunction: FetchFunction,
  url: string,
  init: RequestInit,
  timeoutMs: number,
): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(() => {
    controller.abort();
  }, timeoutMs);
  try {
    return await fetchFunction(url, { ...init, signal: controller.signal });
  } catch (error) {
    if (controller.signal.aborted) {
      throw new AuthError(AUTH_ERRORS.TimeoutError, `No answer within ${timeoutMs} ms`, {
        cause: error,
      });
    }
    throw new AuthError(AUTH_ERRORS.NetworkError, GENERIC_MESSAGES.network, { cause: error });
  } finally {
    clearTimeout(timer);
  }
}

export class IdentityClient {
  readonly #options: IdentityClientOptions;

  constructor(options: IdentityClientOptions) {
    this.#options = options;
  }

  /** One attempt, no retry. */
  async callOnce(operation: string, params: JsonObject): Promise<JsonObject> {
    const response = await sendWithTimeout(
      this.#options.fetch,
      this.#options.endpoint,
      {
        method: "POST",
        mode: "cors",
        cache: "no-store",
        headers: {
          "Content-Type": "application/x-amz-json-1.1",
          "X-Amz-Target": `${this.#options.targetPrefix}.${operation}`,
        },
        body: JSON.stringify(params),
      },
      this.#options.timeoutMs,
    );
    let body: unknown;
    try {
      const text = await response.text();
      body = text === "" ? {} : JSON.parse(text);
    } catch {
      body = undefined;
    }
    if (!response.ok) {
      throw errorFromResponse(response.status, body, response.headers.get("x-amzn-errortype"));
    }
    if (!isJsonObject(body)) {
      throw new AuthError(AUTH_ERRORS.UnknownError, `Unreadable answer to ${operation}`, {
        statusCode: response.status,
      });
    }
    return body;
  }

  /** The call under the retry policy. */
  call(operation: string, params: JsonObject): Promise<JsonObject> {
    return withRetry(() => this.callOnce(operation, params), this.#options.retry);
  }
}
