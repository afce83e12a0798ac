// The notification mails of the page's life after the funeral: the managers hear of new
// messages (each one, a daily digest, or not at all, as each chooses), the writer who left an
// address gets a receipt and a mail when the family places the message, both with a withdraw
// link, and all managers of a paid page are reminded 90, 30 and 7 days before the plan ends.
// Every word comes from the mail catalogue of @memorial/domain; the scheduler runs the timed parts on its clock.
import { displayName } from "@memorial/domain";
import type { BackendContext } from "../context.ts";
import { composeMail } from "../mail/compose.ts";
import { MAIL_TEXTS } from "@memorial/domain";
import type { Clock } from "../scheduler/clock.ts";
import type { CondolenceRecord, CondolenceStore } from "../stores/condolence-store.ts";
import type { NotificationStore } from "../stores/notification-store.ts";
import type { ProfileRecord, ProfileStore } from "../stores/profile-store.ts";
import type { MailLinks } from "./mail-links.ts";

/** Days before the end of a bought plan on which its managers are reminded. */
export const PLAN_REMINDER_DAYS = [90, 30, 7] as const;
/** The shortest time between two digests of one manager. */
export const DIGEST_INTERVAL_MS = 24 * 60 * 60 * 1000;

const DAY_MS = 24 * 60 * 60 * 1000;

export interface NotifierDeps {
  ctx: BackendContext;
  clock: Clock;
  profiles: ProfileStore;
  condolences: CondolenceStore;
  notifications: NotificationStore;
  links: MailLinks;
}

export interface Notifier {
  /** A message was stored: the managers who want each one, and the writer's receipt. */
  condolenceWritten(profile: ProfileRecord, record: CondolenceRecord): void;
  /** The family placed a waiting message: the writer hears of it. */
  condolenceApproved(profile: ProfileRecord, record: CondolenceRecord): void;
  /** The timed mails that are due at the clock's time (digests, reminders, remembrance days). */
  runDue(now: Date): void;
}

/** The clock's date in the Netherlands as [year, month, day]. */
function dutchDate(now: Date): [number, number, number] {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone: "Europe/Amsterdam",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(now);
  const [year = 0, month = 0, day = 0] = parts.split("-").map(Number);
  return [year, month, day];
}

/** Whether a stored `YYYY-MM-DD` falls on this month and day (29 February on the 28th). */
function sameDay(date: string, year: number, month: number, day: number): number | undefined {
  const [y = 0, m = 0, d = 0] = date.split("-").map(Number);
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const wanted = m === 2 && d === 29 && !leap ? 28 : d;
  return m === month && wanted === day && year > y ? year - y : undefined;
}

const longDate = (iso: string) =>
  new Date(iso).toLocaleDateString("nl-NL", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "Europe/Amsterdam",
  });

export function createNotifier(deps: NotifierDeps): Notifier {
  const { ctx, profiles, condolences, notifications, links } = deps;
  const origin = ctx.config.webOrigin;
  const pageUrl = (id: string) => `${origin}/${id}`;
  const manageUrl = (id: string, condolenceId?: string) =>
    `${origin}/${id}/condoleances${condolenceId === undefined ? "" : `?bericht=${condolenceId}`}`;
  const withdrawUrl = (record: CondolenceRecord) =>
    `${origin}/bericht-intrekken?code=${links.token("withdraw-condolence", record.id)}`;
  const managers = (profileId: string) =>
    profiles.accessRows(profileId).filter((row) => row.level === "manage");

  const writerMail = (
    profile: ProfileRecord,
    record: CondolenceRecord,
    to: string,
    which: "receipt" | "approved",
  ) => {
    const page = displayName(profile.name);
    const texts =
      which === "receipt" ? MAIL_TEXTS.condolenceReceipt : MAIL_TEXTS.condolenceApproved;
    ctx.mailbox.send(
      composeMail({
        kind: which === "receipt" ? "condolence-receipt" : "condolence-approved",
        to,
        name: record.name,
        subject: texts.subject(page),
        paragraphs:
          which === "receipt"
            ? MAIL_TEXTS.condolenceReceipt.paragraphs(page, record.status === "pending")
            : MAIL_TEXTS.condolenceApproved.paragraphs(page),
        action: { label: texts.action, url: pageUrl(profile.id) },
        links: [{ label: texts.withdraw, url: withdrawUrl(record) }],
        reason: texts.reason,
      }),
    );
  };

  const sendDigests = (now: Date) => {
    for (const recipient of notifications.digestRecipients()) {
      if (now.getTime() - Date.parse(recipient.lastDigestAt) < DIGEST_INTERVAL_MS) continue;
      const { pending, candles } = condolences.countSince(
        recipient.profileId,
        recipient.lastDigestAt,
      );
      notifications.markDigest(recipient.profileId, recipient.email, now);
      const profile = profiles.get(recipient.profileId);
      if (!profile || pending + candles === 0) continue;
      const page = displayName(profile.name);
      const texts = MAIL_TEXTS.condolenceDigest;
      ctx.mailbox.send(
        composeMail({
          kind: "condolence-digest",
          to: recipient.email,
          name: null,
          subject: texts.subject(page),
          paragraphs: texts.paragraphs(page, pending, candles),
          action: { label: texts.action, url: manageUrl(profile.id) },
          links: [{ label: texts.settings, url: manageUrl(profile.id) }],
          reason: texts.reason(page),
        }),
      );
    }
  };

  const sendPlanReminders = (now: Date) => {
    const longest = Math.max(...PLAN_REMINDER_DAYS);
    const ending = notifications.paidPagesEnding(now, new Date(now.getTime() + longest * DAY_MS));
    for (const { id, paidUntil } of ending) {
      const left = Date.parse(paidUntil) - now.getTime();
      // The nearest reminder that is due; one that was passed over is not sent late.
      const due = [...PLAN_REMINDER_DAYS].sort((a, b) => a - b).find((d) => left <= d * DAY_MS);
      if (due === undefined || !notifications.claim(id, `plan-end|${paidUntil}|${due}`, now)) {
        continue;
      }
      const profile = profiles.get(id);
      if (!profile) continue;
      const page = displayName(profile.name);
      const texts = MAIL_TEXTS.planReminder;
      const days = Math.ceil(left / DAY_MS);
      for (const manager of managers(id)) {
        ctx.mailbox.send(
          composeMail({
            kind: "plan-reminder",
            to: manager.email,
            name: null,
            subject: texts.subject(page, days),
            paragraphs: texts.paragraphs(page, longDate(paidUntil)),
            action: { label: texts.action, url: `${pageUrl(id)}?plan=verlengen` },
            reason: texts.reason(page),
          }),
        );
      }
    }
  };

  const sendRemembrance = (now: Date) => {
    const [year, month, day] = dutchDate(now);
    const today = `${year}-${month}-${day}`;
    for (const { profileId, email } of notifications.remembranceRecipients()) {
      const profile = profiles.get(profileId);
      if (!profile) continue;
      const page = displayName(profile.name);
      const texts = MAIL_TEXTS.remembrance;
      const years =
        profile.dateOfDeath === null ? undefined : sameDay(profile.dateOfDeath, year, month, day);
      const age =
        profile.dateOfBirth === null ? undefined : sameDay(profile.dateOfBirth, year, month, day);
      const lines = [
        ...(years === undefined ? [] : [texts.occasions.anniversary(page, years)]),
        ...(age === undefined ? [] : [texts.occasions.birthday(page, age)]),
        ...(month === 11 && day === 2 ? [texts.occasions.allSouls] : []),
      ];
      // One mail per address, page and day, whatever falls on it.
      if (
        lines.length === 0 ||
        !notifications.claim(profileId, `remembrance|${email}|${today}`, now)
      ) {
        continue;
      }
      ctx.mailbox.send(
        composeMail({
          kind: "remembrance",
          to: email,
          name: null,
          subject: texts.subject(page),
          paragraphs: [...lines, ...(years === 1 ? [texts.firstYear] : []), texts.visit],
          action: { label: texts.action, url: pageUrl(profileId) },
          links: [{ label: texts.settings, url: manageUrl(profileId) }],
          reason: texts.reason(page),
        }),
      );
    }
  };

  return {
    condolenceWritten(profile, record) {
      if (record.status === "pending") {
        const page = displayName(profile.name);
        const texts = MAIL_TEXTS.condolenceWaiting;
        const memory = record.kind === "memory" ? MAIL_TEXTS.memoryWaiting : undefined;
        for (const manager of managers(profile.id)) {
          if (notifications.condolenceNotice(profile.id, manager.email) !== "each") continue;
          ctx.mailbox.send(
            composeMail({
              kind: "condolence",
              to: manager.email,
              name: null,
              subject: (memory ?? texts).subject(page),
              paragraphs: memory
                ? memory.paragraphs(page, record.name, record.message, record.photos.length)
                : texts.paragraphs(page, record.name, record.message),
              action: {
                label: (memory ?? texts).action,
                url: manageUrl(profile.id, record.id),
              },
              links: [{ label: texts.settings, url: manageUrl(profile.id) }],
              reason: texts.reason(page),
            }),
          );
        }
      }
      if (record.writerEmail !== null) {
        writerMail(profile, record, record.writerEmail, "receipt");
      }
    },
    condolenceApproved(profile, record) {
      if (record.writerEmail !== null) {
        writerMail(profile, record, record.writerEmail, "approved");
      }
    },
    runDue(now) {
      sendDigests(now);
      sendPlanReminders(now);
      sendRemembrance(now);
    },
  };
}
