/** The openapi-fetch client for the contract in openapi/memorial-api.yaml. */

import createClient, { type Client, type Middleware } from "openapi-fetch";
import { ApiError, type ApiErrorCode, isAbortError } from "./errors";
import type { paths } from "@memorial/api-types";
import { bearerTokenOf, type TokenSource } from "./tokens";
import {
  createFetchUploadTransport,
  createXhrUploadTransport,
  type UploadTransport,
} from "./upload-transport";

/** A `fetch` as openapi-fetch calls it: with a ready `Request`. */
export type FetchLike = (input: Request) => Promise<Response>;

export interface ApiClientOptions {
  /** Origin (and optional path prefix) of the API, e.g. `http://localhost:4000`. */
  readonly baseUrl: string;
  /** The session's tokens; null/undefined without a session. */
  readonly getTokens: TokenSource;
  /** Replaces `globalThis.fetch` (tests, server rendering). */
  readonly fetch?: FetchLike;
  /**
   * Sends file bytes to upload URLs. Defaults to XMLHttpRequest (upload progress) where it
   * exists, else to `fetch`.
   */
  readonly uploadTransport?: UploadTransport;
}

export interface ApiClient {
  /** The typed openapi-fetch client (adds `Accept`, the JSON body's `Content-Type` and the bearer token). */
  readonly http: Client<paths>;
  /** The bearer token of the current session, or undefined without a session. */
  bearerToken(): Promise<string | undefined>;
  readonly uploadTransport: UploadTransport;
}

const PUBLIC_PATH_PREFIX = "/public/";

/** Carries a failure of `getTokens` through openapi-fetch so `send` can rethrow it unchanged. */
class TokenSourceFailure extends Error {
  constructor(readonly original: unknown) {
    super("getTokens failed");
  }
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const { baseUrl, getTokens } = options;
  const fetchImpl: FetchLike = options.fetch ?? ((input) => globalThis.fetch(input));
  const bearerToken = async (): Promise<string | undefined> => bearerTokenOf(await getTokens());

  const http = createClient<paths>({
    baseUrl,
    fetch: fetchImpl,
    // Only CORS-safelisted defaults: openapi-fetch adds `Content-Type: application/json` itself
    // to requests with a JSON body, so a GET carries none and needs no preflight of its own.
    headers: { Accept: "application/json" },
  });
  const authMiddleware: Middleware = {
    async onRequest({ request, schemaPath }) {
      if (schemaPath.startsWith(PUBLIC_PATH_PREFIX)) {
        request.headers.delete("Authorization");
        return request;
      }
      let token: string | undefined;
      try {
        token = await bearerToken();
      } catch (error) {
        throw new TokenSourceFailure(error);
      }
      if (token !== undefined) {
        request.headers.set("Authorization", `Bearer ${token}`);
      }
      return request;
    },
  };
  http.use(authMiddleware);

  const uploadTransport =
    options.uploadTransport ??
    (typeof XMLHttpRequest === "undefined"
      ? createFetchUploadTransport(fetchImpl)
      : createXhrUploadTransport(XMLHttpRequest));

  return { http, bearerToken, uploadTransport };
}

/** The error code assumed for a status whose answer has no error body. */
export const CODE_BY_STATUS: Readonly<Record<number, ApiErrorCode>> = {
  400: "invalid_request",
  401: "unauthorized",
  403: "forbidden",
  404: "not_found",
  412: "version_conflict",
  413: "payload_too_large",
  429: "rate_limited",
};

function codeForStatus(status: number): ApiErrorCode {
  const known = CODE_BY_STATUS[status];
  if (known !== undefined) {
    return known;
  }
  return status >= 500 ? "internal_error" : "http_error";
}

function retryAfterOf(response: Response): number | undefined {
  const header = response.headers.get("Retry-After");
  if (header === null || !/^\s*\d+\s*$/.test(header)) {
    return undefined;
  }
  return Number(header);
}

/** Builds the `ApiError` of a non-ok response from its (already parsed) body. */
export function apiErrorFromResponse(response: Response, body: unknown): ApiError {
  const record = typeof body === "object" && body !== null ? (body as Record<string, unknown>) : {};
  const code =
    typeof record.code === "string" && record.code !== ""
      ? (record.code as ApiErrorCode)
      : codeForStatus(response.status);
  const message =
    typeof record.message === "string" && record.message !== ""
      ? record.message
      : `HTTP ${response.status}${response.statusText ? ` ${response.statusText}` : ""}`;
  return new ApiError({
    status: response.status,
    code,
    message,
    cause: body,
    retryAfterSeconds: retryAfterOf(response),
  });
}

interface FetchResult<D> {
  readonly data?: D;
  readonly error?: unknown;
  readonly response: Response;
}

/**
 * Awaits an openapi-fetch call and throws `ApiError` for every non-ok response and for network
 * failures (status 0, `network_error`). Cancellation (`AbortError`) and failures of `getTokens`
 * (the auth package's own errors) are passed through untouched.
 */
export async function send<D>(
  call: Promise<FetchResult<D>>,
): Promise<{ data: D | undefined; response: Response }> {
  let result: FetchResult<D>;
  try {
    result = await call;
  } catch (error) {
    if (error instanceof TokenSourceFailure) {
      throw error.original;
    }
    if (isAbortError(error) || error instanceof ApiError) {
      throw error;
    }
    throw new ApiError({
      status: 0,
      code: "network_error",
      message: error instanceof Error ? error.message : "network error",
      cause: error,
    });
  }
  if (!result.response.ok) {
    throw apiErrorFromResponse(result.response, result.error);
  }
  return { data: result.data, response: result.response };
}

/** Throws `invalid_response` unless `check` accepts the body of a 2xx answer. */
export function expectBody<T>(
  data: unknown,
  response: Response,
  check: (value: unknown) => value is T,
  what: string,
): T {
  if (check(data)) {
    return data;
  }
  throw new ApiError({
    status: response.status,
    code: "invalid_response",
    message: `the API answered without a valid ${what}`,
    cause: data,
  });
}

import { isRecord } from "./is-record";

export { isRecord };
