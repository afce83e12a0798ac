// The behaviour behind every operation of openapi/memorial-api.yaml, keyed by operationId. Input
// arrives validated against the contract (see app.ts); handlers apply access control and the
// business rules of the spec and answer with the documented bodies.
import {
  CALENDAR_CONTENT_TYPE,
  CALENDAR_FILE_NAME,
  availablePlans,
  displayName,
  gatheringCalendar,
  hasMediaSection,
  type PlanId,
} from "@memorial/domain";
import type { Context } from "hono";
import type { components } from "@memorial/api-types";
import type { BackendContext } from "../context.ts";
import { isMediaKind, type UploadKind } from "../media/file-types.ts";
import type { UploadService } from "../media/upload-service.ts";
import type { PaymentService } from "../payments/payment-service.ts";
import type { QrCodeService } from "../qr/qr-codes.ts";
import type { Caller } from "./auth.ts";
import { ApiError, forbidden, notFound } from "./errors.ts";
import {
  groupIdOf,
  isBlocked,
  levelOfGroupId,
  type ProfileRecord,
  type ProfileStore,
  type Role,
} from "./profile-store.ts";
import {
  contentFromUpdate,
  etagOf,
  planEndsAt,
  toWireProfile,
  versionFromIfMatch,
  type WireProfileUpdate,
} from "./profile-view.ts";

type Schemas = components["schemas"];

export interface OperationInput {
  c: Context;
  params: Record<string, string>;
  query: Record<string, string>;
  headers: Record<string, string>;
  /** The parsed JSON body, already valid against the operation's request schema. */
  body: unknown;
  /** Present on every operation that requires authentication. */
  caller: Caller | undefined;
}

export type OperationHandler = (input: OperationInput) => Response | Promise<Response>;

export interface OperationServices {
  ctx: BackendContext;
  profiles: ProfileStore;
  uploads: UploadService;
  qrCodes: QrCodeService;
  payments: PaymentService;
}

/** At most this many pages per creator (contract Limits: 409 `limit_reached`). */
const MAX_PAGES_PER_USER = 50;

const json = (
  c: Context,
  body: object,
  status: 200 | 201 = 200,
  headers?: Record<string, string>,
): Response => c.json(body, status, headers);

function requireCaller(caller: Caller | undefined): Caller {
  if (!caller) throw new ApiError(401, "unauthorized", "missing or invalid bearer token");
  return caller;
}

function param(input: OperationInput, name: string): string {
  const value = input.params[name];
  if (value === undefined)
    throw new ApiError(400, "invalid_request", `missing path parameter ${name}`);
  return value;
}

export function createOperations(services: OperationServices): Record<string, OperationHandler> {
  const { ctx, profiles, uploads, qrCodes, payments } = services;

  /** A page the caller may read: members always, anyone when it is public; otherwise 404. */
  const readable = (
    id: string,
    caller: Caller | undefined,
  ): { profile: ProfileRecord; role: Role } => {
    const profile = profiles.get(id);
    if (!profile) throw notFound();
    const role = profiles.roleOf(id, caller?.email);
    if (role === "none" && !profile.isPublic) throw notFound();
    return { profile, role };
  };

  /** A page the caller manages: viewers and non-members of a public page get 403, others 404. */
  const managed = (id: string, caller: Caller): ProfileRecord => {
    const { profile, role } = readable(id, caller);
    if (role !== "manage") throw forbidden();
    return profile;
  };

  const notBlocked = (profile: ProfileRecord) => {
    if (isBlocked(profile)) {
      throw new ApiError(409, "profile_blocked", "the trial has expired; activate a plan first");
    }
  };

  const membershipList = (profileId: string): Schemas["GroupMembershipList"] => ({
    groupMemberships: profiles.accessRows(profileId).map((row) => ({
      username: row.email,
      groupIDs: [groupIdOf(profileId, row.level)],
    })),
  });

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
          name: p.name,
          profilePicture: p.profilePicture,
          dateOfBirth: p.dateOfBirth,
          dateOfDeath: p.dateOfDeath,
          isPublic: p.isPublic,
          isBlocked: isBlocked(p),
          plan: p.plan,
          ...(level === "manage" ? { planEndsAt: planEndsAt(p) } : {}),
        })),
      } satisfies Schemas["ProfileList"]);
    },

    getProfile(input) {
      const { profile, role } = readable(param(input, "id"), requireCaller(input.caller));
      return json(input.c, toWireProfile(profile, role), 200, { ETag: etagOf(profile) });
    },

    getPublicProfile(input) {
      const profile = profiles.get(param(input, "id"));
      if (!profile?.isPublic) throw notFound();
      return json(input.c, toWireProfile(profile, "none"), 200, { ETag: etagOf(profile) });
    },

    getPublicGatheringCalendar(input) {
      const profile = profiles.get(param(input, "id"));
      if (!profile?.isPublic) throw notFound();
      const sections = toWireProfile(profile, "none").sections;
      const section = sections[Number(param(input, "index"))];
      if (section?.type !== "gathering") throw notFound();
      const text = gatheringCalendar({
        gathering: section,
        pageName: profile.name,
        uid: `${profile.id}-${param(input, "index")}@herinneringspagina.nl`,
        now: new Date(),
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
      // Media the page no longer uses stop counting against its storage.
      await uploads.collectGarbage(profile.id, JSON.stringify(content));
      return json(input.c, toWireProfile(saved, "manage"), 200, { ETag: etagOf(saved) });
    },

    requestUpload(input) {
      const user = requireCaller(input.caller);
      const profile = managed(param(input, "id"), user);
      notBlocked(profile);
      const request = input.body as Schemas["UploadRequest"];
      const kind: UploadKind = request.type;
      if (profile.plan === "bronze" && isMediaKind(kind)) {
        throw new ApiError(
          409,
          "media_not_allowed",
          "video and audio uploads are not part of the bronze plan",
        );
      }
      const files = uploads.createUploads(
        profile,
        kind,
        request.fileNames,
        request.fileSizes,
        user,
      );
      return json(input.c, { files } satisfies Schemas["UploadResponse"]);
    },

    async uploadFile(input) {
      const length = input.c.req.header("content-length");
      await uploads.receive({
        jobId: param(input, "jobID"),
        token: input.query.token ?? "",
        contentType: input.c.req.header("content-type"),
        contentLength: length === undefined || length === "" ? undefined : Number(length),
        body: input.c.req.raw.body,
      });
      return input.c.body(null, 204);
    },

    getJob(input) {
      const user = requireCaller(input.caller);
      const job = uploads.getJob(param(input, "jobID"), user.sub);
      if (!job) throw notFound("job");
      return json(input.c, job satisfies Schemas["UploadJob"]);
    },

    getQrCode(input) {
      const { profile } = readable(param(input, "id"), requireCaller(input.caller));
      return json(input.c, qrCodes.poll(profile.id) satisfies Schemas["QrCode"]);
    },

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
      const { profile, role } = readable(param(input, "id"), requireCaller(input.caller));
      return json(input.c, {
        groupIDs: role === "none" ? [] : [groupIdOf(profile.id, role)],
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
      if (email === profile.creatorEmail.toLowerCase()) {
        throw forbidden("the creator of the page keeps manage access");
      }
      const isNew = profiles.putAccessRow(profile.id, email, level);
      if (isNew) {
        const name = displayName(profile.name);
        const address = qrCodes.pageAddress(profile.id);
        ctx.mailbox.send({
          to: email,
          kind: "invitation",
          subject: `Uitnodiging: herinneringspagina "${name}"`,
          body: [
            "Beste,",
            "",
            `${user.email} heeft u toegang gegeven tot de herinneringspagina "${name}" (${
              level === "manage" ? "beheren" : "bekijken"
            }).`,
            "",
            `Bekijk de pagina op ${address}`,
            "",
            "Log in of registreer met dit e-mailadres om de pagina te openen.",
          ].join("\n"),
        });
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
      if (email === profile.creatorEmail.toLowerCase()) {
        throw forbidden("the creator of the page keeps manage access");
      }
      if (!profiles.removeAccessRow(profile.id, email)) throw notFound("access row");
      return input.c.body(null, 204);
    },

    initiatePayment(input) {
      const user = requireCaller(input.caller);
      const profile = managed(param(input, "id"), user);
      const request = input.body as Schemas["PaymentInitiateRequest"];
      const plan: PlanId = request.plan;
      const sections = profile.sections as { type: string }[];
      if (!availablePlans({ plan: profile.plan, sections }).includes(plan)) {
        throw new ApiError(
          409,
          "plan_not_available",
          profile.plan === "trial"
            ? `${plan} is not available for a page with video or audio sections`
            : "only a page on trial can be activated",
        );
      }
      const url = payments.initiate({
        profileId: profile.id,
        plan,
        years: request.yearsUpfront,
        createdBy: user.sub,
      });
      return json(input.c, { url } satisfies Schemas["PaymentInitiateResponse"]);
    },
  };
}
