// The operations of tag `access` of openapi/memorial-api.yaml: the public and searchable flags,
// the caller's groups of a page, and the page's access rows (an invitation mail goes to a new
// member). Nobody changes or removes their own row; only the page's owner removes or lowers a
// manager, and nobody else touches the owner's row, so a page always keeps its one owner.
import { displayName } from "@memorial/domain";
import type { components } from "@memorial/api-types";
import type { BackendContext } from "../../context.ts";
import { ApiError, notFound, ownerRequired } from "../../errors/api-error.ts";
import { composeMail } from "../../mail/compose.ts";
import { MAIL_TEXTS } from "@memorial/domain";
import type { QrCodeService } from "../../qr/qr-codes.ts";
import type { Scheduler } from "../../scheduler/scheduler.ts";
import type { OwnershipStore } from "../../stores/ownership-store.ts";
import type { AccountStore } from "../../stores/account-store.ts";
import { groupIdOf, levelOfGroupId, type ProfileStore } from "../../stores/profile-store.ts";
import {
  createPageGuards,
  json,
  param,
  requireCaller,
  type OperationHandlers,
} from "./operation.ts";

type Schemas = components["schemas"];

export function createAccessOperations(services: {
  ctx: BackendContext;
  profiles: ProfileStore;
  qrCodes: QrCodeService;
  ownership: OwnershipStore;
  scheduler: Scheduler;
  accounts: AccountStore;
}): OperationHandlers {
  const { ctx, profiles, qrCodes, ownership, scheduler, accounts } = services;
  const { readable, managed, notBlocked } = createPageGuards(profiles);

  const membershipList = (profileId: string): Schemas["GroupMembershipList"] => {
    const owner = ownership.ownerOf(profileId);
    return {
      groupMemberships: profiles.accessRows(profileId).map((row) => ({
        username: row.email,
        groupIDs: [groupIdOf(profileId, row.level)],
        role: row.email === owner ? "owner" : row.level,
      })),
    };
  };

  /**
   * Only the owner removes or lowers a manager; nobody but the owner touches the owner's row
   * (the owner's own row is refused before this as `own_access_row`).
   */
  const guardManagerRow = (profileId: string, caller: string, email: string, lowers: boolean) => {
    const owner = ownership.ownerOf(profileId);
    if (email === owner) throw ownerRequired("the owner's access cannot be changed");
    if (lowers && profiles.roleOf(profileId, email) === "manage" && caller !== owner) {
      throw ownerRequired("only the owner may remove or lower a manager");
    }
  };

  return {
    setProfilePublic(input) {
      const user = requireCaller(input.caller);
      const profile = managed(param(input, "id"), user);
      notBlocked(profile);
      if (profile.plan === "trial") {
        throw new ApiError(409, "plan_required", "a page on trial cannot be made public");
      }
      const { isPublic } = input.body as Schemas["SetPublicRequest"];
      profiles.setPublic(profile.id, isPublic);
      return json(input.c, { isPublic } satisfies Schemas["SetPublicResponse"]);
    },

    setProfileSearchable(input) {
      const user = requireCaller(input.caller);
      const profile = managed(param(input, "id"), user);
      notBlocked(profile);
      const { isSearchable } = input.body as Schemas["SetSearchableRequest"];
      profiles.setSearchable(profile.id, isSearchable);
      return json(input.c, { isSearchable } satisfies Schemas["SetSearchableResponse"]);
    },

    getProfileGroups(input) {
      const caller = requireCaller(input.caller);
      const { profile, role } = readable(param(input, "id"), caller);
      return json(input.c, {
        groupIDs: role === "none" ? [] : [groupIdOf(profile.id, role)],
        role: role === "manage" && ownership.ownerOf(profile.id) === caller.email ? "owner" : role,
      } satisfies Schemas["GroupsResponse"]);
    },

    listGroupMemberships(input) {
      const profile = managed(param(input, "id"), requireCaller(input.caller));
      return json(input.c, membershipList(profile.id));
    },

    saveGroupMembership(input) {
      const user = requireCaller(input.caller);
      const profile = managed(param(input, "id"), user);
      const row = input.body as Schemas["AccessRow"];
      const email = row.username.toLowerCase();
      const groupId = row.groupIDs[0] ?? "";
      const level = levelOfGroupId(profile.id, groupId);
      if (!level) {
        throw new ApiError(400, "invalid_request", `${groupId} is not a group of this page`);
      }
      if (email === user.email) {
        throw new ApiError(409, "own_access_row", "you cannot change your own access");
      }
      guardManagerRow(profile.id, user.email, email, level === "view");
      const isNew = profiles.putAccessRow(profile.id, email, level);
      if (level === "view") ownership.managerGone(profile.id, email, scheduler.clock.now());
      if (isNew) {
        const name = displayName(profile.name);
        const address = qrCodes.pageAddress(profile.id);
        const texts = MAIL_TEXTS.invitation;
        // The inviter by the name they gave, their e-mail only when they gave none.
        const inviter = accounts.nameOf(user.email) ?? user.email;
        ctx.mailbox.send(
          composeMail({
            kind: "invitation",
            to: email,
            name: accounts.nameOf(email),
            subject: texts.subject(name),
            paragraphs: texts.paragraphs(name, inviter, level === "manage"),
            action: { label: texts.action, url: address },
            reason: texts.reason(name, inviter),
          }),
        );
      }
      return json(input.c, membershipList(profile.id));
    },

    removeGroupMembership(input) {
      const user = requireCaller(input.caller);
      const profile = managed(param(input, "id"), user);
      const email = (input.query.username ?? "").toLowerCase();
      if (email === user.email) {
        throw new ApiError(409, "own_access_row", "you cannot remove your own access");
      }
      guardManagerRow(profile.id, user.email, email, true);
      if (!profiles.removeAccessRow(profile.id, email)) throw notFound("access row");
      ownership.managerGone(profile.id, email, scheduler.clock.now());
      return input.c.body(null, 204);
    },
  };
}
