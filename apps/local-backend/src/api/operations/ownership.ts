// The operations of tag `ownership` of openapi/memorial-api.yaml: the page's owner and
// successor, handing the page over (asked by the owner, answered by the receiver in the app or
// with the signed link of the request mail) and leaving a page. Only the owner hands over and
// names a successor; the owner cannot leave.
import type { components } from "@memorial/api-types";
import type { BackendContext } from "../../context.ts";
import {
  ApiError,
  invalidRequest,
  notFound,
  ownerRequired,
  rateLimited,
} from "../../errors/api-error.ts";
import { clientAddress, createRateLimiter } from "../../http/rate-limit.ts";
import type { MailLinks } from "../../notify/mail-links.ts";
import type { OwnershipMails } from "../../notify/ownership-mails.ts";
import type { Scheduler } from "../../scheduler/scheduler.ts";
import type { HandoverRecord, OwnershipStore } from "../../stores/ownership-store.ts";
import type { ProfileRecord, ProfileStore } from "../../stores/profile-store.ts";
import type { Caller } from "../auth.ts";
import {
  createPageGuards,
  json,
  param,
  requireCaller,
  type OperationHandlers,
} from "./operation.ts";

type Schemas = components["schemas"];

export interface OwnershipServices {
  ctx: BackendContext;
  profiles: ProfileStore;
  ownership: OwnershipStore;
  ownershipMails: OwnershipMails;
  links: MailLinks;
  scheduler: Scheduler;
}

/** Link answers one client may send per minute (like withdraw requests). */
export const HANDOVER_ANSWERS_PER_MINUTE = 10;

const linkExpired = () =>
  new ApiError(410, "link_expired", "the link is not valid or its hand-over is no longer waiting");
export const notAManager = () =>
  new ApiError(409, "not_a_manager", "choose another manager of this page");

export function createOwnershipOperations(services: OwnershipServices): OperationHandlers {
  const { ctx, profiles, ownership, ownershipMails, links, scheduler } = services;
  const { readable, managed } = createPageGuards(profiles);
  const limiter = createRateLimiter();
  const now = () => scheduler.clock.now();

  const view = (profileId: string): Schemas["Ownership"] => {
    const record = ownership.get(profileId);
    if (!record) throw notFound();
    return {
      owner: record.owner,
      successor: record.successor,
      handover: record.handover
        ? {
            to: record.handover.to,
            from: record.handover.from,
            requestedAt: record.handover.requestedAt,
          }
        : null,
    };
  };

  /** A page the caller owns: other managers 403 `owner_required`, others as `managed`. */
  const owned = (id: string, caller: Caller): ProfileRecord => {
    const profile = managed(id, caller);
    if (ownership.ownerOf(profile.id) !== caller.email) throw ownerRequired();
    return profile;
  };

  /** Another manager of the page than the caller, lower-cased; else 409 `not_a_manager`. */
  const otherManager = (profile: ProfileRecord, caller: Caller, username: string): string => {
    const email = username.toLowerCase();
    if (email === caller.email || profiles.roleOf(profile.id, email) !== "manage") {
      throw notAManager();
    }
    return email;
  };

  const answer = (handover: HandoverRecord, choice: "accept" | "decline") => {
    const done =
      choice === "accept"
        ? ownership.acceptHandover(handover.id, now())
        : ownership.declineHandover(handover.id, now());
    if (!done) return undefined;
    const profile = profiles.get(done.profileId);
    if (profile) ownershipMails.answered(profile, done, choice);
    return done;
  };

  return {
    getOwnership(input) {
      const profile = managed(param(input, "id"), requireCaller(input.caller));
      return json(input.c, view(profile.id));
    },

    setOwnershipSuccessor(input) {
      const caller = requireCaller(input.caller);
      const profile = owned(param(input, "id"), caller);
      const { username } = input.body as Schemas["OwnershipSuccessorRequest"];
      ownership.setSuccessor(
        profile.id,
        username === null ? null : otherManager(profile, caller, username),
      );
      return json(input.c, view(profile.id));
    },

    requestOwnershipHandover(input) {
      const caller = requireCaller(input.caller);
      const profile = owned(param(input, "id"), caller);
      const { username } = input.body as Schemas["OwnershipHandoverRequest"];
      const to = otherManager(profile, caller, username);
      const handover = ownership.requestHandover(profile.id, caller.email, to, now());
      if (!handover) {
        throw new ApiError(409, "handover_pending", "a hand-over of this page already waits");
      }
      ownershipMails.requested(profile, handover);
      return json(input.c, view(profile.id), 201);
    },

    cancelOwnershipHandover(input) {
      const profile = owned(param(input, "id"), requireCaller(input.caller));
      if (!ownership.cancelHandover(profile.id, now())) throw notFound("hand-over");
      return input.c.body(null, 204);
    },

    answerOwnershipHandover(input) {
      const caller = requireCaller(input.caller);
      const { profile } = readable(param(input, "id"), caller);
      const pending = ownership.pendingHandover(profile.id);
      if (pending?.to !== caller.email) throw notFound("hand-over");
      const { answer: choice } = input.body as Schemas["OwnershipHandoverAnswer"];
      if (!answer(pending, choice)) throw notFound("hand-over");
      return json(input.c, view(profile.id));
    },

    answerOwnershipHandoverByLink(input) {
      const client = clientAddress(input.c, ctx.config.trustProxy);
      const wait = limiter.take(`handover-answer:${client}`, HANDOVER_ANSWERS_PER_MINUTE);
      if (wait !== undefined) throw rateLimited(wait);
      const body = input.body as Schemas["OwnershipHandoverLinkAnswer"];
      if (body.code.trim() === "") throw invalidRequest("code: is empty");
      const id = links.verify("answer-ownership-handover", body.code.trim());
      const pending = id === undefined ? undefined : ownership.pendingHandoverById(id);
      const done = pending ? answer(pending, body.answer) : undefined;
      if (!done) throw linkExpired();
      return json(input.c, {
        profileId: done.profileId,
        answer: body.answer,
      } satisfies Schemas["OwnershipHandoverAnswered"]);
    },

    leaveProfile(input) {
      const caller = requireCaller(input.caller);
      const { profile, role } = readable(param(input, "id"), caller);
      if (role === "none")
        throw new ApiError(403, "forbidden", "you are not a member of this page");
      if (ownership.ownerOf(profile.id) === caller.email) {
        throw new ApiError(409, "owner_cannot_leave", "hand the page over before leaving it");
      }
      profiles.removeAccessRow(profile.id, caller.email);
      ownership.managerGone(profile.id, caller.email, now());
      return input.c.body(null, 204);
    },
  };
}
