// Deleting a page ('Pagina verwijderen', tag `profiles` of openapi/memorial-api.yaml): the owner
// only. Every row of the page goes (the database cascades from the page), then its files: the
// media folder with originals and QR code, the processed copies, received upload bytes and the
// exports. Only a tombstone (id, time) stays beside the addresses the page was issued, so its
// links answer 410 `page_deleted`. Nobody gets a mail about it.
import type { BackendContext } from "../../context.ts";
import { notFound, ownerRequired } from "../../errors/api-error.ts";
import type { ExportService } from "../../export/export-service.ts";
import type { UploadService } from "../../media/upload-service.ts";
import type { Scheduler } from "../../scheduler/scheduler.ts";
import type { OwnershipStore } from "../../stores/ownership-store.ts";
import type { ProfileStore } from "../../stores/profile-store.ts";
import { createPageGuards, param, requireCaller, type OperationHandlers } from "./operation.ts";

export interface PageDeletionServices {
  ctx: BackendContext;
  profiles: ProfileStore;
  ownership: OwnershipStore;
  uploads: UploadService;
  exports: ExportService;
  scheduler: Scheduler;
}

/** Deletes a page with everything of it; false for an unknown page. */
export type DeletePage = (profileId: string) => Promise<boolean>;

export function createPageDeleter(services: PageDeletionServices): DeletePage {
  const { ctx, profiles, uploads, exports, scheduler } = services;
  return async (profileId) => {
    const uploadIds = uploads.uploadIdsOf(profileId);
    if (!profiles.deletePage(profileId, scheduler.clock.now())) return false;
    await exports.forgetPage(profileId);
    await uploads.removePageFiles(profileId, uploadIds);
    ctx.log.info("page deleted", { profileId });
    return true;
  };
}

export function createPageDeletionOperations(services: PageDeletionServices): OperationHandlers {
  const { profiles, ownership } = services;
  const { managed } = createPageGuards(profiles);
  const deletePage = createPageDeleter(services);
  return {
    async deleteProfile(input) {
      const caller = requireCaller(input.caller);
      const profile = managed(param(input, "id"), caller);
      if (ownership.ownerOf(profile.id) !== caller.email) {
        throw ownerRequired("only the owner of the page may delete it");
      }
      if (!(await deletePage(profile.id))) throw notFound();
      return input.c.body(null, 204);
    },
  };
}
