// The local Cognito-compatible identity service: one Hono app with the user-pool and
// identity-pool JSON protocol at POST /, hosted sign-in, JWKS/OpenID configuration, the mailbox
// pages and a few local-only helpers under /_local/. CORS answers only the configured web origin.
import { MAIL_TEXTS } from "@memorial/domain";
import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { cors } from "hono/cors";
import type { JWK } from "jose";
import type { BackendContext } from "../context.ts";
import { composeMail } from "../mail/compose.ts";
import { createMailboxRoutes } from "../mail/mailbox-routes.ts";
import { createCore, type IdentityOptions } from "./core.ts";
import { IdentityError } from "./errors.ts";
import { pageHeaders } from "./hosted/guards.ts";
import { createHostedUi } from "./hosted-ui.ts";
import { longerThan, MAX_PASSWORD_LENGTH } from "./identity-config.ts";
import { passwordPolicyViolation } from "./passwords.ts";
import { createIdentityPoolOperations } from "./identity-pool.ts";
import type { Body } from "./params.ts";
import { clientAddress, createRateLimiter } from "../http/rate-limit.ts";
import { createUserPoolOperations } from "./user-pool.ts";
import { isEmail, normalizeEmail, passwordMaterial } from "./users.ts";

export type { IdentityOptions } from "./core.ts";

export interface IdentityService {
  app: Hono;
  /** `${identityBaseUrl}/${userPoolId}`: the `iss` of every token. */
  issuer: string;
  /** The public signing keys, as served at /{userPoolId}/.well-known/jwks.json. */
  jwks(): { keys: JWK[] };
  findUserBySub(sub: string): { sub: string; email: string } | undefined;
  /** Whether the session of a token (its `origin_jti`) is live: not signed out or revoked. */
  sessionIsLive(originJti: string): boolean;
  /** Creates a confirmed user; when the e-mail exists, confirms it and sets the password. */
  createConfirmedUser(email: string, password: string): Promise<{ sub: string; email: string }>;
}

const USER_POOL_PREFIX = "AWSCognitoIdentityProviderService.";
const IDENTITY_POOL_PREFIX = "AWSCognitoIdentityService.";

/**
 * The operation of that name, only when the table itself defines it: inherited members such as
 * "toString" or "constructor" are not operations and must answer UnknownOperationException.
 */
function ownOperation(
  table: Record<string, (body: Body) => unknown>,
  name: string,
): ((body: Body) => unknown) | undefined {
  return Object.hasOwn(table, name) ? table[name] : undefined;
}

/** The account a call is about, for the per-account limit (sign-in and code operations). */
function accountOf(body: Body): string | undefined {
  const params = body.AuthParameters;
  const fromParams =
    typeof params === "object" && params !== null && !Array.isArray(params)
      ? (params as Record<string, unknown>).USERNAME
      : undefined;
  const name = typeof fromParams === "string" ? fromParams : body.Username;
  return typeof name === "string" && name !== "" ? normalizeEmail(name.slice(0, 256)) : undefined;
}

/** Operations whose caller names an account: limited per account as well as per client. */
const ACCOUNT_LIMITED = new Set([
  "InitiateAuth",
  "SignUp",
  "ConfirmSignUp",
  "ResendConfirmationCode",
  "ForgotPassword",
  "ConfirmForgotPassword",
]);

export function createIdentityService(
  ctx: BackendContext,
  options: IdentityOptions = {},
): IdentityService {
  const core = createCore(ctx, options);
  const { config, users } = core;
  const userPool = createUserPoolOperations(core);
  const identityPool = createIdentityPoolOperations(core);
  const clock = options.now ?? Date.now;
  const limiter = createRateLimiter({ now: clock });

  const app = new Hono();
  app.use(
    "*",
    cors({
      origin: (origin) => (origin === config.webOrigin ? origin : null),
      allowMethods: ["GET", "POST", "OPTIONS"],
      allowHeaders: [
        "content-type",
        "x-amz-target",
        "x-amz-user-agent",
        "authorization",
        "cache-control",
        "amz-sdk-invocation-id",
        "amz-sdk-request",
        "x-amz-date",
        "x-amz-security-token",
        "x-amz-content-sha256",
      ],
      exposeHeaders: ["x-amzn-requestid", "x-amzn-errortype", "x-amzn-errormessage", "date"],
      maxAge: 600,
    }),
  );

  // Pages cannot be framed; every body is limited (64 kB by default) and refused with 413 as
  // soon as the limit is passed (at once when Content-Length says so), before anything is parsed.
  app.use("*", pageHeaders(core.settings.callbackUrls));
  app.use(
    "*",
    bodyLimit({
      maxSize: core.settings.maxBodyBytes,
      onError: (c) => {
        c.header("Connection", "close");
        return c.json(
          {
            __type: "RequestEntityTooLargeException",
            message: `The request body is larger than ${core.settings.maxBodyBytes} bytes.`,
          },
          413,
          { "x-amzn-errortype": "RequestEntityTooLargeException" },
        );
      },
    }),
  );

  app.post("/", async (c) => {
    const requestId = crypto.randomUUID();
    const answer = (
      status: 200 | 400 | 429 | 500,
      payload: unknown,
      errorType?: string,
      headers: Record<string, string> = {},
    ) =>
      c.body(JSON.stringify(payload), status, {
        "Content-Type": "application/x-amz-json-1.1",
        "x-amzn-requestid": requestId,
        ...(errorType !== undefined ? { "x-amzn-errortype": errorType } : {}),
        ...headers,
      });
    const fail = (error: IdentityError) =>
      answer(
        error.status === 500 ? 500 : 400,
        { __type: error.type, message: error.message },
        error.type,
      );
    const tooMany = (retryAfterSeconds: number) =>
      answer(
        429,
        { __type: "TooManyRequestsException", message: "Rate exceeded" },
        "TooManyRequestsException",
        { "Retry-After": String(retryAfterSeconds) },
      );

    const target = c.req.header("x-amz-target") ?? "";
    let operation: ((body: Body) => unknown) | undefined;
    if (target.startsWith(USER_POOL_PREFIX)) {
      operation = ownOperation(userPool, target.slice(USER_POOL_PREFIX.length));
    } else if (target.startsWith(IDENTITY_POOL_PREFIX)) {
      operation = ownOperation(identityPool, target.slice(IDENTITY_POOL_PREFIX.length));
    }
    if (operation === undefined) {
      return fail(
        new IdentityError(
          "UnknownOperationException",
          target === ""
            ? "The X-Amz-Target header is missing."
            : `The local identity service does not support the operation ${target}.`,
        ),
      );
    }
    const clientWait = limiter.take(
      `client:${clientAddress(c, config.trustProxy)} ${target}`,
      core.settings.requestsPerMinute,
    );
    if (clientWait !== undefined) return tooMany(clientWait);
    let body: Body;
    try {
      const text = await c.req.text();
      const parsed: unknown = text.trim() === "" ? {} : JSON.parse(text);
      if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) {
        throw new Error("not an object");
      }
      body = parsed as Body;
    } catch {
      return fail(
        new IdentityError("SerializationException", "The request body is not a JSON object."),
      );
    }
    const operationName = target.slice(target.indexOf(".") + 1);
    const account = ACCOUNT_LIMITED.has(operationName) ? accountOf(body) : undefined;
    if (account !== undefined) {
      const accountWait = limiter.take(
        `account:${account}`,
        core.settings.accountRequestsPerMinute,
      );
      if (accountWait !== undefined) return tooMany(accountWait);
    }
    try {
      return answer(200, await operation(body));
    } catch (error) {
      if (error instanceof IdentityError) return fail(error);
      ctx.log.error("identity: operation failed", {
        target,
        error: error instanceof Error ? error.message : String(error),
      });
      return fail(
        new IdentityError(
          "InternalErrorException",
          "Internal error in the local identity service.",
          500,
        ),
      );
    }
  });

  app.route("/", createHostedUi(core));
  app.route("/", createMailboxRoutes(ctx.mailbox));

  // Local-only helpers (no Cognito counterpart without admin credentials): a user who must set a
  // new password at first sign-in (NEW_PASSWORD_REQUIRED) and a user whose password was reset by
  // an administrator (PasswordResetRequiredException; a reset code is mailed).
  const readJson = async (c: Context): Promise<Record<string, unknown> | undefined> => {
    try {
      const value: unknown = await c.req.json();
      return typeof value === "object" && value !== null
        ? (value as Record<string, unknown>)
        : undefined;
    } catch {
      return undefined;
    }
  };

  app.post("/_local/users", async (c) => {
    const body = await readJson(c);
    const email = typeof body?.email === "string" ? normalizeEmail(body.email) : "";
    const password = typeof body?.temporaryPassword === "string" ? body.temporaryPassword : "";
    if (!isEmail(email)) return c.json({ error: "email must be an e-mail address" }, 400);
    if (longerThan(password, MAX_PASSWORD_LENGTH)) {
      return c.json({ error: `temporaryPassword: at most ${MAX_PASSWORD_LENGTH} characters` }, 400);
    }
    const violation = passwordPolicyViolation(password, core.settings.passwordPolicy);
    if (violation !== undefined) return c.json({ error: `temporaryPassword: ${violation}` }, 400);
    if (users.byEmail(email)) return c.json({ error: "a user with this e-mail exists" }, 409);
    const sub = crypto.randomUUID();
    const user = users.insert({
      sub,
      email,
      status: "FORCE_CHANGE_PASSWORD",
      emailVerified: true,
      material: await passwordMaterial(core.poolName, sub, password),
      now: core.nowSeconds(),
    });
    const text = MAIL_TEXTS.accountCreated;
    ctx.mailbox.send(
      composeMail({
        kind: "invitation",
        to: email,
        name: null,
        subject: text.subject,
        paragraphs: text.paragraphs(email, password),
        reason: text.reason,
      }),
    );
    return c.json({ sub: user.sub, email: user.email, status: user.status }, 201);
  });

  app.post("/_local/users/require-password-reset", async (c) => {
    const body = await readJson(c);
    const user = typeof body?.email === "string" ? users.byEmail(body.email) : undefined;
    if (!user) return c.json({ error: "no user with this e-mail" }, 404);
    users.setStatus(user.sub, "RESET_REQUIRED", true, core.nowSeconds());
    try {
      core.sendCode(user, "reset");
    } catch (error) {
      if (error instanceof IdentityError) return c.json({ error: error.message }, 429);
      throw error;
    }
    return c.json({ sub: user.sub, email: user.email, status: "RESET_REQUIRED" });
  });

  return {
    app,
    issuer: core.issuer,
    jwks: () => ({ keys: [core.keys.publicJwk] }),
    findUserBySub(sub) {
      const user = users.bySub(sub);
      return user ? { sub: user.sub, email: user.email } : undefined;
    },
    sessionIsLive: (originJti) => core.sessionIsLive(originJti),
    async createConfirmedUser(email, password) {
      const normalized = normalizeEmail(email);
      if (!isEmail(normalized)) throw new Error(`createConfirmedUser: "${email}" is not an e-mail`);
      const violation = passwordPolicyViolation(password, core.settings.passwordPolicy);
      if (violation !== undefined) throw new Error(`createConfirmedUser: ${violation}`);
      const existing = users.byEmail(normalized);
      if (existing) {
        users.setPassword(
          existing.sub,
          await passwordMaterial(core.poolName, existing.username, password),
          "CONFIRMED",
          core.nowSeconds(),
        );
        users.setStatus(existing.sub, "CONFIRMED", true, core.nowSeconds());
        core.revokeAllForUser(existing.sub);
        return { sub: existing.sub, email: existing.email };
      }
      const sub = crypto.randomUUID();
      const user = users.insert({
        sub,
        email: normalized,
        status: "CONFIRMED",
        emailVerified: true,
        material: await passwordMaterial(core.poolName, sub, password),
        now: core.nowSeconds(),
      });
      return { sub: user.sub, email: user.email };
    },
  };
}
