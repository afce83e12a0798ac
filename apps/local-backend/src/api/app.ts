// The API server's Hono app, the composition root of the product API: it builds the stores and
// services, then mounts the sub-apps (the operations of the contract, media files, the payment
// page and the local helpers) behind CORS for the web app's origin, one JSON log line per request
// and `nosniff`, plus /health. Errors always answer `{ code, message }`.
import { Hono } from "hono";
import { cors } from "hono/cors";
import { loadContract, type Contract } from "@memorial/api-types/contract";
import type { BackendContext } from "../context.ts";
import { ApiError } from "../errors/api-error.ts";
import { createExportService, type ExportService } from "../export/export-service.ts";
import { drainRefusedBodies } from "../http/drain-body.ts";
import { createMediaRoutes } from "../media/media-routes.ts";
import { createUploadService, type UploadService } from "../media/upload-service.ts";
import { createPaymentRoutes } from "../payments/payment-routes.ts";
import { createPaymentService, type PaymentService } from "../payments/payment-service.ts";
import { createMailLinks } from "../notify/mail-links.ts";
import { createFollowerMails, type FollowerMails } from "../notify/follower-mails.ts";
import { createOwnershipMails } from "../notify/ownership-mails.ts";
import { createNotifier, type Notifier } from "../notify/notifier.ts";
import { createQrCodeService, type QrCodeService } from "../qr/qr-codes.ts";
import { createClock } from "../scheduler/clock.ts";
import { createScheduler, type Scheduler } from "../scheduler/scheduler.ts";
import { createAccountStore, type AccountStore } from "../stores/account-store.ts";
import { createCondolenceStore, type CondolenceStore } from "../stores/condolence-store.ts";
import { createFollowerStore, type FollowerStore } from "../stores/follower-store.ts";
import { createThankYouStore } from "../stores/thank-you-store.ts";
import { createMemoryDraftStore } from "../stores/memory-draft-store.ts";
import { createNotificationStore, type NotificationStore } from "../stores/notification-store.ts";
import { createOwnershipStore, type OwnershipStore } from "../stores/ownership-store.ts";
import { createProfileStore, type ProfileStore } from "../stores/profile-store.ts";
import { createReportStore } from "../stores/report-store.ts";
import type { TokenVerifier } from "./auth.ts";
import { createContractRoutes } from "./contract-routes.ts";
import { errorResponse } from "./error-response.ts";
import { createLocalRoutes } from "./local-routes.ts";
import { createOperationHandlers } from "./operations/handlers.ts";

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
  notifications: NotificationStore;
  notifier: Notifier;
  followers: FollowerStore;
  followerMails: FollowerMails;
  /** The owner, successor and hand-overs of each page. */
  ownership: OwnershipStore;
  /** The names account holders gave ('Uw naam'). */
  accounts: AccountStore;
  /** The timed mails on the movable clock; `server.ts` starts it, tests run it by hand. */
  scheduler: Scheduler;
  /** Resolves when background work (upload processing, QR codes) has finished. */
  idle(): Promise<void>;
}

/** Unread bytes of a refused request that are read and dropped to keep its connection usable. */
const MAX_DRAIN_BYTES = 16 * 1024 * 1024;

export function createApiApp(ctx: BackendContext, options: ApiAppOptions): ApiApp {
  const contract = options.contract ?? loadContract();
  const clock = createClock();
  const profiles = createProfileStore(ctx.db, () => clock.now());
  const condolences = createCondolenceStore(ctx.db, () => clock.now());
  const notifications = createNotificationStore(ctx.db);
  const reports = createReportStore(ctx.db, () => clock.now());
  const accounts = createAccountStore(ctx.db);
  const thankYou = createThankYouStore(ctx.db);
  const memoryDrafts = createMemoryDraftStore(ctx.db, () => clock.now());
  const uploads = createUploadService(ctx, profiles);
  const qrCodes = createQrCodeService(ctx, profiles);
  const payments = createPaymentService(ctx, profiles);
  const exports = createExportService({
    ctx,
    profiles,
    uploads,
    condolences,
    pageAddress: (id) => qrCodes.pageAddress(id),
  });
  const links = createMailLinks(ctx.db);
  const ownership = createOwnershipStore(ctx.db);
  const ownershipMails = createOwnershipMails(ctx, links);
  const notifier = createNotifier({
    ctx,
    clock,
    profiles,
    condolences,
    notifications,
    links,
    accounts,
  });
  const followers = createFollowerStore(ctx.db);
  const followerMails = createFollowerMails({
    ctx,
    clock,
    profiles,
    followers,
    notifications,
    links,
  });
  const scheduler = createScheduler(
    clock,
    [
      (now) => {
        notifier.runDue(now);
      },
      (now) => {
        followerMails.runDue(now);
      },
    ],
    ctx.log,
  );
  const services = {
    ctx,
    profiles,
    condolences,
    memoryDrafts,
    uploads,
    qrCodes,
    payments,
    exports,
    notifications,
    notifier,
    followers,
    followerMails,
    links,
    scheduler,
    reports,
    ownership,
    ownershipMails,
    accounts,
    thankYou,
  };

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
      origin: ctx.config.corsOrigins,
      allowMethods: ["GET", "HEAD", "POST", "PUT", "DELETE", "OPTIONS"],
      allowHeaders: [
        "Authorization",
        "Content-Type",
        "If-Match",
        "If-None-Match",
        "Range",
        "X-Draft-Token",
      ],
      exposeHeaders: ["ETag", "Location", "Retry-After", "Content-Range", "Accept-Ranges"],
      maxAge: 600,
    }),
  );
  app.use("*", drainRefusedBodies(MAX_DRAIN_BYTES));
  app.use("*", async (c, next) => {
    await next();
    c.res.headers.set("X-Content-Type-Options", "nosniff");
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
  app.route(
    "/",
    createContractRoutes({
      ctx,
      contract,
      handlers: createOperationHandlers(services),
      verifyToken: options.verifyToken,
    }),
  );
  app.route("/", createMediaRoutes(services));
  app.route("/", createPaymentRoutes(services));
  app.route("/", createLocalRoutes(services));

  return {
    app,
    contract,
    profiles,
    uploads,
    qrCodes,
    payments,
    condolences,
    exports,
    notifications,
    notifier,
    followers,
    followerMails,
    ownership,
    accounts,
    scheduler,
    async idle() {
      await Promise.all([uploads.idle(), qrCodes.idle(), exports.idle()]);
    },
  };
}
