/**
 * The one hand-written client of Cognito's JSON wire protocol for tests (`@memorial/auth/testing`):
 * POST with the operation in `X-Amz-Target`, answers and errors returned as they came (status,
 * headers, `__type` name), never retried and never thrown, so a test can assert exactly what the
 * service answered. Works against the local identity service and a real user pool.
 */

export const USER_POOL_TARGET = "AWSCognitoIdentityProviderService";
export const IDENTITY_POOL_TARGET = "AWSCognitoIdentityService";

export interface WireAnswer {
  status: number;
  headers: Headers;
  /** The JSON body ({} when empty or unreadable). */
  body: Record<string, unknown>;
  /** The error name without namespace ("NotAuthorizedException"), for answers that are not 2xx. */
  errorType: string | undefined;
  /** The error message of an answer that is not 2xx. */
  message: string | undefined;
}

export interface CognitoWireOptions {
  /** The service's base URL; calls go to `${endpoint}/`. */
  endpoint: string;
  /** Added as `ClientId` to user-pool calls that do not name one. */
  clientId?: string;
  fetch?: typeof fetch;
  /** Extra headers on every call (for example X-Forwarded-For behind a trusted proxy). */
  headers?: Record<string, string>;
}

/** Operations that carry no ClientId (the access token names the client). */
const WITHOUT_CLIENT_ID = new Set([
  "ChangePassword",
  "GetUser",
  "GlobalSignOut",
  "ConfirmDevice",
  "ListDevices",
  "ForgetDevice",
  "UpdateUserAttributes",
  "DeleteUser",
]);

function record(value: unknown): Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

export function createCognitoWire(options: CognitoWireOptions) {
  const send = options.fetch ?? fetch;
  const endpoint = options.endpoint.replace(/\/+$/, "");

  /** One call; `target` is the whole X-Amz-Target ("AWSCognitoIdentityProviderService.GetUser"). */
  async function call(
    target: string,
    body: unknown,
    headers: Record<string, string> = {},
  ): Promise<WireAnswer> {
    const response = await send(`${endpoint}/`, {
      method: "POST",
      headers: {
        "Content-Type": "application/x-amz-json-1.1",
        "X-Amz-Target": target,
        ...options.headers,
        ...headers,
      },
      body: typeof body === "string" ? body : JSON.stringify(body),
    });
    const text = await response.text();
    let parsed: Record<string, unknown> = {};
    try {
      parsed = record(text === "" ? {} : JSON.parse(text));
    } catch {
      parsed = {};
    }
    const rawType =
      typeof parsed.__type === "string"
        ? parsed.__type
        : (response.headers.get("x-amzn-errortype")?.split(":")[0] ?? undefined);
    return {
      status: response.status,
      headers: response.headers,
      body: parsed,
      errorType: response.ok ? undefined : (rawType?.split("#").pop() ?? "UnknownError"),
      message: response.ok
        ? undefined
        : typeof parsed.message === "string"
          ? parsed.message
          : text.slice(0, 200),
    };
  }

  /** A user-pool operation ("InitiateAuth"); the client id is added when configured. */
  function userPool(
    operation: string,
    body: Record<string, unknown>,
    headers?: Record<string, string>,
  ): Promise<WireAnswer> {
    const withClient =
      options.clientId !== undefined && !WITHOUT_CLIENT_ID.has(operation) && !("ClientId" in body)
        ? { ClientId: options.clientId, ...body }
        : body;
    return call(`${USER_POOL_TARGET}.${operation}`, withClient, headers);
  }

  /** An identity-pool operation ("GetId"). */
  function identityPool(operation: string, body: Record<string, unknown>): Promise<WireAnswer> {
    return call(`${IDENTITY_POOL_TARGET}.${operation}`, body);
  }

  /** USER_PASSWORD_AUTH sign-in. */
  function signInWithPassword(
    username: string,
    password: string,
    headers?: Record<string, string>,
  ): Promise<WireAnswer> {
    return userPool(
      "InitiateAuth",
      {
        AuthFlow: "USER_PASSWORD_AUTH",
        AuthParameters: { USERNAME: username, PASSWORD: password },
      },
      headers,
    );
  }

  return { call, userPool, identityPool, signInWithPassword };
}

export type CognitoWire = ReturnType<typeof createCognitoWire>;
