// The mails of a page's followers ('Op de hoogte blijven'), part of the notifier: the
// confirmation mail of the double opt-in, a mail when a public gathering is added or its time or
// place changes, and the remembrance days the family switched on. Every follower mail carries
// the one-click unsubscribe of RFC 8058; no address gets more than one per page per day (the
// scheduler clock's day, recorded in the notification log), and at most one confirmation mail.
import {
  displayName,
  gatheringLocation,
  gatheringTitle,
  gatheringWhen,
  MAIL_TEXTS,
} from "@memorial/domain";
import type { components } from "@memorial/api-types";
import type { BackendContext } from "../context.ts";
import { composeMail, type MailContent } from "../mail/compose.ts";
import type { Clock } from "../scheduler/clock.ts";
import type { FollowerRecord, FollowerStore } from "../stores/follower-store.ts";
import { UNCONFIRMED_FOLLOWER_DAYS } from "../stores/follower-store.ts";
import type { NotificationStore } from "../stores/notification-store.ts";
import type { ProfileRecord, ProfileStore } from "../stores/profile-store.ts";
import { toWireProfile } from "../stores/profile-view.ts";
import type { MailLinks } from "./mail-links.ts";
import { dutchDate, dutchDayKey, isAllSouls, sameDay } from "./remembrance-days.ts";

type GatheringSection = components["schemas"]["GatheringSection"];

const DAY_MS = 24 * 60 * 60 * 1000;

export interface FollowerMailDeps {
  ctx: BackendContext;
  clock: Clock;
  profiles: ProfileStore;
  followers: FollowerStore;
  notifications: NotificationStore;
  links: MailLinks;
}

export interface FollowerMails {
  /** An address asked to follow: its confirmation mail, unless one went out today. */
  followRequested(profile: ProfileRecord, follower: FollowerRecord): void;
  /** A page was saved: followers hear of an added gathering or a new time or place. */
  gatheringsChanged(before: ProfileRecord, after: ProfileRecord): void;
  /** The timed part: forgetting waiting addresses, and the remembrance days. */
  runDue(now: Date): void;
}

/** What changed about a gathering, in the words of the mail. */
export type GatheringChange = keyof typeof MAIL_TEXTS.followerGathering.changes;

interface PublicGathering {
  index: number;
  section: GatheringSection;
}

function publicGatherings(profile: ProfileRecord, now: Date): PublicGathering[] {
  if (!profile.isPublic) return [];
  return toWireProfile(profile, "none", now).sections.flatMap((section, index) =>
    section.type === "gathering" ? [{ index, section }] : [],
  );
}

const sameAddress = (a: GatheringSection, b: GatheringSection) =>
  a.venue.trim() === b.venue.trim() &&
  (a.address?.street ?? "") === (b.address?.street ?? "") &&
  (a.address?.postcode ?? "") === (b.address?.postcode ?? "") &&
  (a.address?.place ?? "") === (b.address?.place ?? "");

/**
 * The gatherings followers should hear of, by their place among the public gatherings: one past
 * the old number is added; one at the same place is compared by its time and its place.
 */
export function gatheringChanges(
  before: readonly GatheringSection[],
  after: readonly GatheringSection[],
): { position: number; change: GatheringChange }[] {
  return after.flatMap((now, position): { position: number; change: GatheringChange }[] => {
    const was = before[position];
    if (was === undefined) return [{ position, change: "added" }];
    const time =
      was.date !== now.date || was.startTime !== now.startTime || was.endTime !== now.endTime;
    const place = !sameAddress(was, now);
    if (time && place) return [{ position, change: "timeAndPlace" }];
    if (time) return [{ position, change: "time" }];
    if (place) return [{ position, change: "place" }];
    return [];
  });
}

export function createFollowerMails(deps: FollowerMailDeps): FollowerMails {
  const { ctx, clock, profiles, followers, notifications, links } = deps;
  const origin = ctx.config.webOrigin;
  const api = ctx.config.apiBaseUrl;
  const pageUrl = (id: string) => `${origin}/${id}`;

  /** Sends one follower mail with its unsubscribe link, at most one per address, page and day. */
  const sendToFollower = (
    follower: FollowerRecord,
    now: Date,
    content: Omit<MailContent, "to" | "name" | "unsubscribe">,
  ) => {
    if (
      !notifications.claim(
        follower.profileId,
        `follower|${follower.email}|${dutchDayKey(now)}`,
        now,
      )
    ) {
      return;
    }
    const code = links.token("unsubscribe-follower", follower.id);
    ctx.mailbox.send(
      composeMail({
        ...content,
        to: follower.email,
        name: null,
        unsubscribe: {
          url: `${api}/public/api/v1/follower-unsubscriptions?code=${code}`,
          page: `${origin}/afmelden?code=${code}`,
        },
      }),
    );
  };

  const sendRemembrance = (now: Date) => {
    const [year, month, day] = dutchDate(now);
    const texts = MAIL_TEXTS.remembrance.occasions;
    for (const { profileId, settings } of followers.pagesWithRemembrance()) {
      const profile = profiles.get(profileId);
      if (!profile?.isPublic) continue;
      const page = displayName(profile.name);
      const years =
        !settings.anniversary || profile.dateOfDeath === null
          ? undefined
          : sameDay(profile.dateOfDeath, year, month, day);
      const age =
        !settings.birthday || profile.dateOfBirth === null
          ? undefined
          : sameDay(profile.dateOfBirth, year, month, day);
      const lines = [
        ...(years === undefined ? [] : [texts.anniversary(page, years)]),
        ...(age === undefined ? [] : [texts.birthday(page, age)]),
        ...(settings.allSouls && isAllSouls(month, day) ? [texts.allSouls] : []),
      ];
      if (lines.length === 0) continue;
      const mail = MAIL_TEXTS.followerRemembrance;
      for (const follower of followers.confirmed(profileId)) {
        sendToFollower(follower, now, {
          kind: "follower-remembrance",
          subject: mail.subject(page),
          paragraphs: [...lines, mail.visit],
          action: { label: mail.action, url: pageUrl(profileId) },
          reason: mail.reason(page),
        });
      }
    }
  };

  return {
    followRequested(profile, follower) {
      if (follower.confirmedAt !== null) return;
      const now = clock.now();
      if (
        !notifications.claim(
          profile.id,
          `follow-confirm|${follower.email}|${dutchDayKey(now)}`,
          now,
        )
      ) {
        return;
      }
      const page = displayName(profile.name);
      const texts = MAIL_TEXTS.followConfirm;
      ctx.mailbox.send(
        composeMail({
          kind: "follow-confirm",
          to: follower.email,
          name: null,
          subject: texts.subject(page),
          paragraphs: texts.paragraphs(page),
          action: {
            label: texts.action,
            url: `${origin}/volgen?code=${links.token("confirm-follower", follower.id)}`,
          },
          reason: texts.reason,
        }),
      );
    },
    gatheringsChanged(before, after) {
      const was = publicGatherings(before, clock.now());
      const now = publicGatherings(after, clock.now());
      const changes = gatheringChanges(
        was.map((g) => g.section),
        now.map((g) => g.section),
      );
      const first = changes[0];
      if (first === undefined) return;
      const changed = now[first.position];
      if (changed === undefined) return;
      const page = displayName(after.name);
      const texts = MAIL_TEXTS.followerGathering;
      const { section, index } = changed;
      const at = clock.now();
      for (const follower of followers.confirmed(after.id)) {
        sendToFollower(follower, at, {
          kind: "follower-gathering",
          subject: texts.subject(page),
          paragraphs: [
            texts.changes[first.change],
            texts.intro(page),
            texts.details(
              gatheringTitle(section),
              gatheringWhen(section),
              gatheringLocation(section),
            ),
          ],
          action: { label: texts.action, url: pageUrl(after.id) },
          links: [
            {
              label: texts.calendar,
              url: `${api}/public/api/v1/profiles/${after.id}/sections/${index}/calendar`,
            },
          ],
          reason: texts.reason(page),
        });
      }
    },
    runDue(now) {
      followers.forgetWaiting(new Date(now.getTime() - UNCONFIRMED_FOLLOWER_DAYS * DAY_MS));
      sendRemembrance(now);
    },
  };
}
