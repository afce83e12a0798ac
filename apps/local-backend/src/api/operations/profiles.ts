// The operations of tag `profiles` of openapi/memorial-api.yaml: create and list pages, read a
// page (members, and anyone for a public page), save it with optimistic locking, and the
// calendar file of a public page's gathering.
import {
  CALENDAR_CONTENT_TYPE,
  CALENDAR_FILE_NAME,
  gatheringCalendar,
  hasMediaSection,
} from "@memorial/domain";
import type { components } from "@memorial/api-types";
import type { BackendContext } from "../../context.ts";
import type { FollowerMails } from "../../notify/follower-mails.ts";
import { ApiError, notFound } from "../../errors/api-error.ts";
import type { UploadService } from "../../media/upload-service.ts";
import type { QrCodeService } from "../../qr/qr-codes.ts";
import { isBlocked, type ProfileStore } from "../../stores/profile-store.ts";
import {
  contentFromUpdate,
  etagOf,
  planEndsAt,
  toWireProfile,
  versionFromIfMatch,
  type WireProfileUpdate,
} from "../../stores/profile-view.ts";
import {
  createPageGuards,
  json,
  notDeleted,
  param,
  requireCaller,
  type OperationHandlers,
} from "./operation.ts";

type Schemas = components["schemas"];

/** At most this many pages per creator (contract Limits: 409 `limit_reached`). */
const MAX_PAGES_PER_USER = 50;

export function createProfileOperations(services: {
  ctx: BackendContext;
  profiles: ProfileStore;
  uploads: UploadService;
  qrCodes: QrCodeService;
  followerMails: FollowerMails;
}): OperationHandlers {
  const { ctx, profiles, uploads, qrCodes, followerMails } = services;
  const { readable, managed, notBlocked } = createPageGuards(profiles);
  /**
   * Reading a page by its id: one that exists but that the caller may not read answers 404
   * `not_public` (never its name), so the app can say calmly that it is not public yet.
   */
  const notPublicYet = (id: string, email: string | undefined) => {
    const profile = profiles.get(id);
    if (profile && !profile.isPublic && profiles.roleOf(id, email) === "none") {
      throw new ApiError(404, "not_public", "this page is not public");
    }
  };

  return {
    createProfile({ c, caller }) {
      const user = requireCaller(caller);
      if (profiles.countCreatedBy(user.sub) >= MAX_PAGES_PER_USER) {
        throw new ApiError(409, "limit_reached", `at most ${MAX_PAGES_PER_USER} pages per user`);
      }
      const profile = profiles.create(user, ctx.config.trialDays);
      return json(c, { id: profile.id } satisfies Schemas["CreateProfileResponse"], 201, {
        Location: `/api/v1/profiles/${profile.id}`,
      });
    },

    listProfiles({ c, caller }) {
      const user = requireCaller(caller);
      return json(c, {
        profiles: profiles.listForEmail(user.email).map(({ profile: p, level }) => ({
          id: p.id,
          address: p.address,
          name: p.name,
          profilePicture: p.profilePicture,
          dateOfBirth: p.dateOfBirth,
          dateOfDeath: p.dateOfDeath,
          isPublic: p.isPublic,
          isBlocked: isBlocked(p, profiles.now()),
          plan: p.plan,
          ...(level === "manage" ? { planEndsAt: planEndsAt(p) } : {}),
        })),
      } satisfies Schemas["ProfileList"]);
    },

    getProfile(input) {
      const caller = requireCaller(input.caller);
      notDeleted(profiles, param(input, "id"));
      notPublicYet(param(input, "id"), caller.email);
      const { profile, role } = readable(param(input, "id"), caller);
      return json(input.c, toWireProfile(profile, role, profiles.now()), 200, {
        ETag: etagOf(profile),
      });
    },

    getPublicProfile(input) {
      notDeleted(profiles, param(input, "id"));
      notPublicYet(param(input, "id"), undefined);
      const profile = profiles.get(param(input, "id"));
      if (!profile?.isPublic) throw notFound();
      return json(input.c, toWireProfile(profile, "none", profiles.now()), 200, {
        ETag: etagOf(profile),
      });
    },

    getPublicGatheringCalendar(input) {
      const profile = profiles.get(param(input, "id"));
      if (!profile?.isPublic) throw notFound();
      const sections = toWireProfile(profile, "none", profiles.now()).sections;
      const section = sections[Number(param(input, "index"))];
      if (section?.type !== "gathering") throw notFound();
      const text = gatheringCalendar({
        gathering: section,
        pageName: profile.name,
        uid: `${profile.id}-${param(input, "index")}@herinneringspagina.nl`,
        now: profiles.now(),
        pageUrl: qrCodes.pageAddress(profile.id),
      });
      return input.c.body(text, 200, {
        "Content-Type": CALENDAR_CONTENT_TYPE,
        "Content-Disposition": `attachment; filename="${CALENDAR_FILE_NAME}"`,
        "Cache-Control": "no-cache",
      });
    },

    async saveProfile(input) {
      const user = requireCaller(input.caller);
      const profile = managed(param(input, "id"), user);
      notBlocked(profile);
      const ifMatch = input.headers["if-match"];
      const expected = ifMatch === undefined ? undefined : versionFromIfMatch(ifMatch);
      if (expected !== undefined && expected !== profile.version) {
        throw new ApiError(412, "version_conflict", "the page was changed by someone else");
      }
      const update = input.body as WireProfileUpdate;
      if (profile.plan === "bronze" && hasMediaSection(update.sections)) {
        throw new ApiError(
          409,
          "media_not_allowed",
          "video and audio sections are not part of the bronze plan",
        );
      }
      const content = contentFromUpdate(update);
      const saved = profiles.saveContent(profile.id, content, expected);
      if (!saved) {
        throw new ApiError(412, "version_conflict", "the page was changed by someone else");
      }
      // Followers hear of a gathering that was added or got a new time or place.
      followerMails.gatheringsChanged(profile, saved);
      // Media the page no longer uses stop counting against its storage.
      await uploads.collectGarbage(profile.id, JSON.stringify(content));
      return json(input.c, toWireProfile(saved, "manage", profiles.now()), 200, {
        ETag: etagOf(saved),
      });
    },
  };
}
