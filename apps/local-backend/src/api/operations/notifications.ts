// The operations of tag `notifications` of openapi/memorial-api.yaml: each manager's own choice
// of how to hear of new messages, and withdrawing a message with the link of the writer's mail
// (no session: the link's token is the permission, bound to one message and one action).
import type { UploadService } from "../../media/upload-service.ts";
import { photoAssets } from "./condolences.ts";
import type { components } from "@memorial/api-types";
import type { BackendContext } from "../../context.ts";
import { ApiError, invalidRequest, rateLimited } from "../../errors/api-error.ts";
import { clientAddress, createRateLimiter } from "../../http/rate-limit.ts";
import type { MailLinks } from "../../notify/mail-links.ts";
import type { Scheduler } from "../../scheduler/scheduler.ts";
import type { CondolenceStore } from "../../stores/condolence-store.ts";
import type { NotificationStore } from "../../stores/notification-store.ts";
import type { ProfileStore } from "../../stores/profile-store.ts";
import { createPageGuards, param, requireCaller, type OperationHandlers } from "./operation.ts";

type Schemas = components["schemas"];

export interface NotificationServices {
  ctx: BackendContext;
  profiles: ProfileStore;
  condolences: CondolenceStore;
  notifications: NotificationStore;
  links: MailLinks;
  scheduler: Scheduler;
  /** Removes the photos of a withdrawn memory. */
  uploads: Pick<UploadService, "deleteAssets">;
}

/** Withdraw requests one client may make per minute. */
export const WITHDRAWALS_PER_MINUTE = 10;

const linkExpired = () =>
  new ApiError(410, "link_expired", "the link is not valid or its message is gone");

export function createNotificationOperations(services: NotificationServices): OperationHandlers {
  const { ctx, profiles, condolences, notifications, links, scheduler } = services;
  const { managed } = createPageGuards(profiles);
  const limiter = createRateLimiter();

  const settings = (profileId: string, email: string): Schemas["NotificationSettings"] =>
    notifications.settings(profileId, email);

  return {
    getNotificationSettings(input) {
      const caller = requireCaller(input.caller);
      const profile = managed(param(input, "id"), caller);
      return input.c.json(settings(profile.id, caller.email));
    },
    saveNotificationSettings(input) {
      const caller = requireCaller(input.caller);
      const profile = managed(param(input, "id"), caller);
      const body = input.body as Schemas["NotificationSettings"];
      notifications.save(
        profile.id,
        caller.email,
        { condolences: body.condolences, remembrance: body.remembrance },
        scheduler.clock.now(),
      );
      return input.c.json(settings(profile.id, caller.email));
    },
    async withdrawCondolence(input) {
      const client = clientAddress(input.c, ctx.config.trustProxy);
      const wait = limiter.take(`withdraw:${client}`, WITHDRAWALS_PER_MINUTE);
      if (wait !== undefined) throw rateLimited(wait);
      const { code } = input.body as Schemas["CondolenceWithdrawal"];
      if (code.trim() === "") throw invalidRequest("code: is empty");
      const id = links.verify("withdraw-condolence", code.trim());
      if (id === undefined) throw linkExpired();
      const removed = condolences.withdraw(id);
      if (!removed) throw linkExpired();
      await services.uploads.deleteAssets(removed.profileId, photoAssets(removed));
      return input.c.json({
        profileId: removed.profileId,
      } satisfies Schemas["CondolenceWithdrawn"]);
    },
  };
}
