// The operations of the contract as a Hono sub-app, on the contract's own paths. Before a handler
// runs, each request passes the client and user rate limits, bearer authentication, the JSON-only
// rule, the body size and nesting limits and the contract's validation of path, query, headers
// and body. A method a contract path does not list answers 405.
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { Contract } from "@memorial/api-types/contract";
import type { BackendContext } from "../context.ts";
import { ApiError, invalidRequest, methodNotAllowed, rateLimited } from "../errors/api-error.ts";
import { clientAddress, createRateLimiter } from "../http/rate-limit.ts";
import { bearerToken, type Caller, type TokenVerifier } from "./auth.ts";
import { errorResponse } from "./error-response.ts";
import { hasRequestBody } from "../http/drain-body.ts";
import { jsonNestsDeeperThan, MAX_JSON_DEPTH } from "./json-depth.ts";
import type { OperationHandlers } from "./operations/operation.ts";

/** Largest JSON request body (contract Limits). */
const MAX_JSON_BODY_BYTES = 4 * 1024 * 1024;

/** At most this many validation problems are named in one answer. */
const MAX_VALIDATION_PROBLEMS = 5;

/** The 400 message of failed validation: its first problems, each naming its part of the request. */
export function validationMessage(errors: string[]): string {
  return errors.slice(0, MAX_VALIDATION_PROBLEMS).join("; ");
}

export function createContractRoutes(options: {
  ctx: BackendContext;
  contract: Contract;
  handlers: OperationHandlers;
  verifyToken: TokenVerifier;
}): Hono {
  const { ctx, contract, handlers } = options;
  const limiter = createRateLimiter();
  const app = new Hono();

  for (const op of contract.operations) {
    const handler = handlers[op.operationId];
    if (!handler) throw new Error(`No handler for contract operation ${op.operationId}`);
    const middlewares = op.jsonBody
      ? [
          bodyLimit({
            maxSize: MAX_JSON_BODY_BYTES,
            onError: (c) =>
              errorResponse(
                c,
                new ApiError(413, "payload_too_large", "the request body is too large"),
              ),
          }),
        ]
      : [];
    app.on(op.method.toUpperCase(), [op.routePath], ...middlewares, async (c) => {
      const params = c.req.param() as Record<string, string>;
      const query = c.req.query();
      const headers = c.req.header();
      const clientWait = limiter.take(
        `client:${clientAddress(c, ctx.config.trustProxy)}`,
        ctx.config.apiRateLimitPerClient,
      );
      if (clientWait !== undefined) throw rateLimited(clientWait);
      let caller: Caller | undefined;
      if (!op.anonymous) {
        const token = bearerToken(c.req.header("authorization"));
        caller = token === undefined ? undefined : await options.verifyToken(token);
        if (!caller) throw new ApiError(401, "unauthorized", "missing or invalid bearer token");
        const userWait = limiter.take(`user:${caller.sub}`, ctx.config.apiRateLimitPerUser);
        if (userWait !== undefined) throw rateLimited(userWait);
      }
      // A JSON operation takes JSON only: a text/plain or form body (which a cross-site form
      // can send without a preflight) is refused before it is read.
      if (op.jsonBody && hasRequestBody(c.req.raw)) {
        const mediaType = (c.req.header("content-type") ?? "").split(";")[0]?.trim().toLowerCase();
        if (mediaType !== "application/json") {
          throw new ApiError(
            415,
            "unsupported_media_type",
            "Content-Type must be application/json",
          );
        }
      }

      // A path that cannot name a resource names none: 404, like any unknown id.
      if (!op.validatePath(params).ok) throw new ApiError(404, "not_found", "no such resource");
      for (const check of [op.validateQuery(query), op.validateHeaders(headers)]) {
        if (!check.ok) throw invalidRequest(validationMessage(check.errors));
      }

      let body: unknown;
      if (op.jsonBody) {
        const text = await c.req.text();
        if (jsonNestsDeeperThan(text)) {
          throw invalidRequest(`the JSON body nests deeper than ${MAX_JSON_DEPTH} levels`);
        }
        if (text.trim() !== "") {
          try {
            body = JSON.parse(text);
          } catch {
            throw invalidRequest("the body is not valid JSON");
          }
        } else if (op.bodyRequired) {
          throw invalidRequest("a JSON body is required");
        }
        if (body !== undefined) {
          const check = op.validateBody(body);
          if (!check.ok) throw invalidRequest(validationMessage(check.errors));
        }
      }

      const response = await handler({ c, params, query, headers, body, caller });
      if (!response.headers.has("Cache-Control")) response.headers.set("Cache-Control", "no-store");
      return response;
    });
  }

  // A method a contract path does not list: 405 with the methods it does list (OPTIONS is the
  // CORS middleware's; HEAD is answered by GET routes).
  const methodsByPath = new Map<string, Set<string>>();
  for (const op of contract.operations) {
    const methods = methodsByPath.get(op.routePath) ?? new Set<string>();
    methods.add(op.method.toUpperCase());
    methodsByPath.set(op.routePath, methods);
  }
  for (const [routePath, methods] of methodsByPath) {
    const allow = [...methods, ...(methods.has("GET") ? ["HEAD"] : []), "OPTIONS"].join(", ");
    app.all(routePath, () => {
      throw methodNotAllowed(allow);
    });
  }

  return app;
}
