// Every operation of openapi/memorial-api.yaml, keyed by operationId: one module per tag of the
// contract. Input arrives validated against the contract (see ../contract-routes.ts); handlers
// apply access control and the business rules and answer with the documented bodies.
import type { BackendContext } from "../../context.ts";
import type { ExportService } from "../../export/export-service.ts";
import type { UploadService } from "../../media/upload-service.ts";
import type { PaymentService } from "../../payments/payment-service.ts";
import type { QrCodeService } from "../../qr/qr-codes.ts";
import type { MailLinks } from "../../notify/mail-links.ts";
import type { FollowerMails } from "../../notify/follower-mails.ts";
import type { Notifier } from "../../notify/notifier.ts";
import type { OwnershipMails } from "../../notify/ownership-mails.ts";
import type { Scheduler } from "../../scheduler/scheduler.ts";
import type { AccountStore } from "../../stores/account-store.ts";
import type { CondolenceStore } from "../../stores/condolence-store.ts";
import type { FollowerStore } from "../../stores/follower-store.ts";
import type { MemoryDraftStore } from "../../stores/memory-draft-store.ts";
import type { NotificationStore } from "../../stores/notification-store.ts";
import type { OwnershipStore } from "../../stores/ownership-store.ts";
import type { ProfileStore } from "../../stores/profile-store.ts";
import type { ReportStore } from "../../stores/report-store.ts";
import type { ThankYouStore } from "../../stores/thank-you-store.ts";
import { createAccountOperations } from "./account.ts";
import { createAccountDeletionOperations } from "./account-deletion.ts";
import { createAccessOperations } from "./access.ts";
import { createAddressOperations } from "./addresses.ts";
import { createCondolenceOperations } from "./condolences.ts";
import { createPageDeletionOperations } from "./deletion.ts";
import { createExportOperations } from "./export.ts";
import { createFollowerOperations } from "./followers.ts";
import { createMediaOperations } from "./media.ts";
import { createNotificationOperations } from "./notifications.ts";
import { createOwnershipOperations } from "./ownership.ts";
import type { OperationHandlers } from "./operation.ts";
import { createPaymentOperations } from "./payments.ts";
import { createProfileOperations } from "./profiles.ts";
import { createReportOperations } from "./reports.ts";
import { createThankYouOperations } from "./thank-you.ts";

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
  reports: ReportStore;
  followers: FollowerStore;
  followerMails: FollowerMails;
  links: MailLinks;
  scheduler: Scheduler;
  ownership: OwnershipStore;
  ownershipMails: OwnershipMails;
  accounts: AccountStore;
  thankYou: ThankYouStore;
}

export function createOperationHandlers(services: OperationServices): OperationHandlers {
  return {
    ...createProfileOperations(services),
    ...createMediaOperations(services),
    ...createAccessOperations(services),
    ...createPaymentOperations(services),
    ...createCondolenceOperations(services),
    ...createReportOperations(services),
    ...createNotificationOperations(services),
    ...createFollowerOperations(services),
    ...createExportOperations(services),
    ...createOwnershipOperations(services),
    ...createThankYouOperations(services),
    ...createAccountOperations(services),
    ...createAddressOperations(services),
    ...createPageDeletionOperations(services),
    ...createAccountDeletionOperations(services),
  };
}
