// The API server's Hono app: CORS for the web app's origin, one JSON log line per request, the
// operations of the contract (validated from the YAML before any handler runs), media files, the
// payment page, local helpers and /health. Errors always answer `{ code, message }`.
import path from "node:path";
import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { cors } from "hono/cors";
import type { BackendContext } from "../context.ts";
import { CONTENT_TYPE_OF_EXTENSION } from "../media/file-types.ts";
import { photoVariant } from "../media/photo-variants.ts";
import { serveFile } from "../media/serve-file.ts";
import { createUploadService, type UploadService } from "../media/upload-service.ts";
import {
  renderPaymentPage,
  renderUnknownOutcomePage,
  OUTCOME_LABELS,
} from "../payments/payment-page.ts";
import {
  createPaymentService,
  type PaymentOutcome,
  type PaymentService,
} from "../payments/payment-service.ts";
import { createQrCodeService, type QrCodeService } from "../qr/qr-codes.ts";
import { bearerToken, type Caller, type TokenVerifier } from "./auth.ts";
import { drainBody } from "./drain-body.ts";
import { loadContract, type Contract } from "@memorial/api-types/contract";
import { ApiError, invalidRequest, rateLimited } from "./errors.ts";
import { createCondolenceOperations } from "./condolence-operations.ts";
import type { CondolenceStore } from "./condolence-store.ts";
import { jsonNestsDeeperThan, MAX_JSON_DEPTH } from "./json-depth.ts";
import { createOperations } from "./operations.ts";
import { createExportOperations } from "../export/export-operations.ts";
import { createExportService, type ExportService } from "../export/export-service.ts";
import { clientAddress, createRateLimiter } from "../http/rate-limit.ts";
import { createProfileStore, type ProfileStore } from "./profile-store.ts";

export interface ApiAppOptions {
  verifyToken: TokenVerifier;
  /** Defaults to openapi/memorial-api.yaml of the repository. */
  contract?: Contract;
}

export interface ApiApp {
  app: Hono;
  contract: Contract;
  profiles: ProfileStore;
  uploads: UploadService;
  qrCodes: QrCodeService;
  payments: PaymentService;
  condolences: CondolenceStore;
  exports: ExportService;
  /** Resolves when background work (upload processing, QR codes) has finished. */
  idle(): Promise<void>;
}

/** Unread bytes of a refused request that are read and dropped to keep its connection usable. */
const MAX_DRAIN_BYTES = 16 * 1024 * 1024;

/** Largest JSON request body (contract Limits). */
const MAX_JSON_BODY_BYTES = 4 * 1024 * 1024;

const errorResponse = (c: Context, error: ApiError) =>
  c.json(error.toBody(), error.status, { "Cache-Control": "no-store", ...error.headers });

function methodNotAllowed(allow: string): ApiError {
  const error = new ApiError(405, "method_not_allowed", `this path allows ${allow}`);
  error.headers.Allow = allow;
  return error;
}

function hasRequestBody(request: Request): boolean {
  const length = request.headers.get("content-length");
  if (length !== null) return Number(length) > 0;
  return request.headers.has("transfer-encoding") || request.body !== null;
}

const isPaymentOutcome = (value: unknown): value is PaymentOutcome =>
  typeof value === "string" && Object.hasOwn(OUTCOME_LABELS, value);

function validationMessage(errors: string[]): string {
  return errors.slice(0, 5).join("; ");
}

export function createApiApp(ctx: BackendContext, options: ApiAppOptions): ApiApp {
  const contract = options.contract ?? loadContract();
  const profiles = createProfileStore(ctx.db);
  const uploads = createUploadService(ctx, profiles);
  const qrCodes = createQrCodeService(ctx);
  const payments = createPaymentService(ctx, profiles);
  const condolences = createCondolenceOperations({
    ctx,
    profiles,
    pageAddress: (id) => qrCodes.pageAddress(id),
  });
  const exports = createExportService({
    ctx,
    profiles,
    uploads,
    condolences: condolences.store,
    pageAddress: (id) => qrCodes.pageAddress(id),
  });
  const handlers = {
    ...createOperations({ ctx, profiles, uploads, qrCodes, payments }),
    ...condolences.handlers,
    ...createExportOperations({ ctx, profiles, exports }),
  };

  const limiter = createRateLimiter();

  const app = new Hono();

  app.use("*", async (c, next) => {
    const started = performance.now();
    await next();
    ctx.log.info("request", {
      server: "api",
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      durationMs: Math.round((performance.now() - started) * 10) / 10,
    });
  });
  app.use(
    "*",
    cors({
      origin: ctx.config.webOrigin,
      allowMethods: ["GET", "HEAD", "POST", "PUT", "DELETE", "OPTIONS"],
      allowHeaders: ["Authorization", "Content-Type", "If-Match", "If-None-Match", "Range"],
      exposeHeaders: ["ETag", "Location", "Retry-After", "Content-Range", "Accept-Ranges"],
      maxAge: 600,
    }),
  );
  app.use("*", async (c, next) => {
    await next();
    c.res.headers.set("X-Content-Type-Options", "nosniff");
    // A refused request may leave (part of) its body unread on the connection. Reading the rest
    // (up to a limit) keeps a keep-alive client's next request intact; past the limit, or when
    // the rest cannot be read here, the connection is closed after the answer.
    const raw = c.req.raw;
    if (c.res.status < 400 || !hasRequestBody(raw) || raw.body === null) return;
    if (!raw.bodyUsed && !raw.body.locked) {
      if (!(await drainBody(raw.body.getReader(), MAX_DRAIN_BYTES))) {
        c.res.headers.set("Connection", "close");
      }
    } else if (c.res.status === 413) {
      c.res.headers.set("Connection", "close");
    }
  });

  app.onError((error, c) => {
    if (error instanceof ApiError) {
      const response = errorResponse(c, error);
      if (error.closeConnection) response.headers.set("Connection", "close");
      return response;
    }
    ctx.log.error("unhandled error", { path: c.req.path, error: String(error) });
    return errorResponse(c, new ApiError(500, "internal_error", "unexpected error"));
  });
  app.notFound((c) => errorResponse(c, new ApiError(404, "not_found", "no such resource")));

  app.get("/health", (c) => c.json({ status: "ok" }));

  // Every operation of the contract, in the contract's own paths.
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

  // Stored media and QR codes: /media/{profileId}/{file}; photos take a width hint `?w=`.
  app.on(["GET", "HEAD"], "/media/:profileId/:file", async (c) => {
    const profileId = c.req.param("profileId");
    const file = c.req.param("file");
    const match = /^([A-Za-z0-9_-]{1,64})\.([a-z0-9]{2,5})$/.exec(file);
    if (!/^[A-Za-z0-9_-]{1,64}$/.test(profileId) || !match) {
      throw new ApiError(404, "not_found", "media not found");
    }
    const [, stem = "", ext = ""] = match;
    const qr = qrCodes.findImage(profileId, file);
    const asset = qr
      ? { file: qr.file, size: qr.size, contentType: "image/png" }
      : uploads.findAsset(profileId, stem);
    if (!asset || CONTENT_TYPE_OF_EXTENSION[ext] !== asset.contentType) {
      throw new ApiError(404, "not_found", "media not found");
    }
    const served =
      qr === undefined
        ? await photoVariant({
            ...asset,
            cacheDir: path.join(ctx.config.dataDir, "media-cache", profileId),
            assetId: stem,
            widthHint: c.req.query("w"),
            accept: c.req.header("accept"),
          })
        : { ...asset, headers: {} };
    return serveFile({ ...served, method: c.req.method, rangeHeader: c.req.header("range") });
  });
  app.all("/media/:profileId/:file", () => {
    throw methodNotAllowed("GET, HEAD, OPTIONS");
  });

  // The local payment page.
  const paymentHeaders = {
    "Content-Type": "text/html; charset=utf-8",
    "Cache-Control": "no-store",
    "Content-Security-Policy": `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${ctx.config.webOrigin}; frame-ancestors 'none'; base-uri 'none'`,
    "Referrer-Policy": "no-referrer",
  };
  const paymentPageOf = (id: string) => {
    const payment = payments.get(id);
    if (!payment) throw new ApiError(404, "not_found", "payment not found");
    const profile = profiles.get(payment.profileId);
    return {
      payment,
      name: profile?.name ?? "",
      returnUrl: `${ctx.config.webOrigin}/${payment.profileId}`,
    };
  };
  app.get("/payments/:id", (c) => {
    const { payment, name, returnUrl } = paymentPageOf(c.req.param("id"));
    return c.body(renderPaymentPage(payment, name, returnUrl), 200, paymentHeaders);
  });
  app.post("/payments/:id", async (c) => {
    const { payment, returnUrl } = paymentPageOf(c.req.param("id"));
    const form: Record<string, unknown> = await c.req.parseBody().catch(() => ({}));
    const outcome = form.outcome;
    if (!isPaymentOutcome(outcome)) {
      return c.body(renderUnknownOutcomePage(payments.pageUrl(payment.id)), 400, paymentHeaders);
    }
    payments.complete(payment.id, outcome);
    return c.redirect(returnUrl, 303);
  });

  // Local-only helpers for tests and demos.
  app.post("/_local/profiles/:id/expire-trial", (c) => {
    const profile = profiles.get(c.req.param("id"));
    if (!profile) throw new ApiError(404, "not_found", "profile not found");
    if (profile.plan !== "trial") {
      throw new ApiError(409, "plan_not_available", "only a page on trial has a trial to expire");
    }
    profiles.expireTrial(profile.id);
    return c.json({ id: profile.id, isBlocked: true });
  });

  return {
    app,
    contract,
    profiles,
    uploads,
    qrCodes,
    payments,
    condolences: condolences.store,
    exports,
    async idle() {
      await Promise.all([uploads.idle(), qrCodes.idle(), exports.idle()]);
    },
  };
}
