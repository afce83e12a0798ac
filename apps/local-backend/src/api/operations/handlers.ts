// Every operation of openapi/memorial-api.yaml, keyed by operationId: one module per tag of the
// contract. Input arrives validated against the contract (see ../contract-routes.ts); handlers
// apply access control and the business rules and answer with the documented bodies.
import type { BackendContext } from "../../context.ts";
import type { ExportService } from "../../export/export-service.ts";
import type { UploadService } from "../../media/upload-service.ts";
import type { PaymentService } from "../../payments/payment-service.ts";
import type { QrCodeService } from "../../qr/qr-codes.ts";
import type { MailLinks } from "../../notify/mail-links.ts";
import type { Notifier } from "../../notify/notifier.ts";
import type { Scheduler } from "../../scheduler/scheduler.ts";
import type { CondolenceStore } from "../../stores/condolence-store.ts";
import type { MemoryDraftStore } from "../../stores/memory-draft-store.ts";
import type { NotificationStore } from "../../stores/notification-store.ts";
import type { ProfileStore } from "../../stores/profile-store.ts";
import { createAccessOperations } from "./access.ts";
import { createCondolenceOperations } from "./condolences.ts";
import { createExportOperations } from "./export.ts";
import { createMediaOperations } from "./media.ts";
import { createNotificationOperations } from "./notifications.ts";
import type { OperationHandlers } from "./operation.ts";
import { createPaymentOperations } from "./payments.ts";
import { createProfileOperations } from "./profiles.ts";

export interface OperationServices {
  ctx: BackendContext;
  profiles: ProfileStore;
  condolences: CondolenceStore;
  memoryDrafts: MemoryDraftStore;
  uploads: UploadService;
  qrCodes: QrCodeService;
  payments: PaymentService;
  exports: ExportService;
  notifications: NotificationStore;
  notifier: Notifier;
  links: MailLinks;
  scheduler: Scheduler;
}

export function createOperationHandlers(services: OperationServices): OperationHandlers {
  return {
    ...createProfileOperations(services),
    ...createMediaOperations(services),
    ...createAccessOperations(services),
    ...createPaymentOperations(services),
    ...createCondolenceOperations(services),
    ...createNotificationOperations(services),
    ...createExportOperations(services),
  };
}
