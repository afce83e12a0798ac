// The follower operations of tag `notifications` of openapi/memorial-api.yaml ('Op de hoogte
// blijven'): a visitor asks to follow a public page (double opt-in: only the confirmation mail
// until its link is used), confirms, and leaves with one click (RFC 8058); managers switch the
// followers' remembrance mails and see how many follow, never who.
import type { components } from "@memorial/api-types";
import { displayName } from "@memorial/domain";
import type { BackendContext } from "../../context.ts";
import { ApiError, invalidRequest, notFound, rateLimited } from "../../errors/api-error.ts";
import { clientAddress, createBurstLimiter, createRateLimiter } from "../../http/rate-limit.ts";
import type { FollowerMails } from "../../notify/follower-mails.ts";
import type { MailLinks } from "../../notify/mail-links.ts";
import type { Scheduler } from "../../scheduler/scheduler.ts";
import type { FollowerStore } from "../../stores/follower-store.ts";
import { isBlocked, type ProfileStore } from "../../stores/profile-store.ts";
import { createPageGuards, param, requireCaller, type OperationHandlers } from "./operation.ts";

type Schemas = components["schemas"];

/** Follow requests one client may make per minute. */
export const FOLLOW_REQUESTS_PER_CLIENT_PER_MINUTE = 5;
/** Follow requests for one address per hour (over every page). */
export const FOLLOW_REQUESTS_PER_ADDRESS_PER_HOUR = 3;
/** Confirm and unsubscribe requests one client may make per minute. */
export const FOLLOWER_LINKS_PER_MINUTE = 10;

const HOUR_MS = 60 * 60 * 1000;

const linkExpired = () =>
  new ApiError(410, "link_expired", "the link is not valid or its follower is gone");

export interface FollowerServices {
  ctx: BackendContext;
  profiles: ProfileStore;
  followers: FollowerStore;
  followerMails: FollowerMails;
  links: MailLinks;
  scheduler: Scheduler;
}

export function createFollowerOperations(services: FollowerServices): OperationHandlers {
  const { ctx, profiles, followers, followerMails, links, scheduler } = services;
  const { managed } = createPageGuards(profiles);
  const perClient = createRateLimiter();
  const perAddress = createBurstLimiter({ windowMs: HOUR_MS });

  const settings = (profileId: string): Schemas["FollowerSettings"] => ({
    ...followers.remembrance(profileId),
    followers: followers.count(profileId),
  });
  const followedPage = (profileId: string): Schemas["FollowedPage"] => ({
    profileId,
    name: displayName(profiles.get(profileId)?.name),
  });
  const limitLinks = (c: Parameters<typeof clientAddress>[0]) => {
    const wait = perClient.take(
      `follower-link:${clientAddress(c, ctx.config.trustProxy)}`,
      FOLLOWER_LINKS_PER_MINUTE,
    );
    if (wait !== undefined) throw rateLimited(wait);
  };

  return {
    followPage(input) {
      const client = clientAddress(input.c, ctx.config.trustProxy);
      const clientWait = perClient.take(`follow:${client}`, FOLLOW_REQUESTS_PER_CLIENT_PER_MINUTE);
      if (clientWait !== undefined) throw rateLimited(clientWait);
      const profile = profiles.get(param(input, "id"));
      if (!profile?.isPublic || isBlocked(profile, profiles.now())) throw notFound();
      const body = input.body as Schemas["FollowRequest"];
      const answer = input.c.json(
        { status: "confirmation_sent" } satisfies Schemas["FollowRequested"],
        202,
      );
      if ((body.website ?? "") !== "") return answer;
      const email = body.email.trim().toLowerCase();
      const addressWait = perAddress.take(`follow:${email}`, FOLLOW_REQUESTS_PER_ADDRESS_PER_HOUR);
      if (addressWait !== undefined) throw rateLimited(addressWait);
      const follower = followers.request(profile.id, email, scheduler.clock.now());
      followerMails.followRequested(profile, follower);
      return answer;
    },
    confirmFollower(input) {
      limitLinks(input.c);
      const { code } = input.body as Schemas["FollowerLink"];
      if (code.trim() === "") throw invalidRequest("code: is empty");
      const id = links.verify("confirm-follower", code.trim());
      const follower = id === undefined ? undefined : followers.get(id);
      if (!follower) throw linkExpired();
      if (!followers.confirm(follower.id, scheduler.clock.now())) {
        throw new ApiError(
          409,
          "link_used",
          "this link was used before; the address follows the page",
        );
      }
      return input.c.json(followedPage(follower.profileId));
    },
    async unsubscribeFollower(input) {
      limitLinks(input.c);
      const form = new URLSearchParams(await input.c.req.text());
      if (form.get("List-Unsubscribe") !== "One-Click") {
        throw invalidRequest("the body must be List-Unsubscribe=One-Click");
      }
      const code = (input.query.code ?? "").trim();
      if (code === "") throw invalidRequest("code: is empty");
      const id = links.verify("unsubscribe-follower", code);
      const removed = id === undefined ? undefined : followers.remove(id);
      if (!removed) throw linkExpired();
      return input.c.json(followedPage(removed.profileId));
    },
    getFollowerSettings(input) {
      const profile = managed(param(input, "id"), requireCaller(input.caller));
      return input.c.json(settings(profile.id));
    },
    saveFollowerSettings(input) {
      const profile = managed(param(input, "id"), requireCaller(input.caller));
      const body = input.body as Schemas["FollowerSettingsUpdate"];
      followers.saveRemembrance(profile.id, {
        anniversary: body.anniversary,
        birthday: body.birthday,
        allSouls: body.allSouls,
      });
      return input.c.json(settings(profile.id));
    },
  };
}
