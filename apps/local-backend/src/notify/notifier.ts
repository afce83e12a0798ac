// The notification mails of the page's life after the funeral: the managers hear of new
// messages (each one, a daily digest, or not at all, as each chooses), the writer who left an
// address gets a receipt and a mail when the family places the message, both with a withdraw
// link, and all managers of a paid page are reminded 90, 30 and 7 days before the plan ends.
// Every word comes from the mail catalogue of @memorial/domain; the scheduler runs the timed parts on its clock.
import { displayName, pageSegment, REPORT_REASON_LABELS } from "@memorial/domain";
import type { BackendContext } from "../context.ts";
import { composeMail } from "../mail/compose.ts";
import { MAIL_TEXTS } from "@memorial/domain";
import type { Clock } from "../scheduler/clock.ts";
import type { CondolenceRecord, CondolenceStore } from "../stores/condolence-store.ts";
import type { NotificationStore } from "../stores/notification-store.ts";
import type { ProfileRecord, ProfileStore } from "../stores/profile-store.ts";
import type { ReportRecord } from "../stores/report-store.ts";
import type { MailLinks } from "./mail-links.ts";
import { dutchDate, isAllSouls, sameDay } from "./remembrance-days.ts";
import type { AccountStore } from "../stores/account-store.ts";

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
  /** The names account holders gave: managers are greeted by theirs. */
  accounts: AccountStore;
}

export interface Notifier {
  /** A message was stored: the managers who want each one, and the writer's receipt. */
  condolenceWritten(profile: ProfileRecord, record: CondolenceRecord): void;
  /** The family placed a waiting message: the writer hears of it. */
  condolenceApproved(profile: ProfileRecord, record: CondolenceRecord): void;
  /**
   * A report was stored: the service's report address gets it, the reporter who left an address
   * a confirmation. `what` names the reported part; `quote` is its text where it has one.
   */
  reportReceived(
    profile: ProfileRecord,
    report: ReportRecord,
    what: string,
    quote: string | null,
  ): void;
  /**
   * A manager removed or hid a message with open reports: the writer who left an address gets
   * the statement of reasons (art. 17 DSA).
   */
  reportDecision(
    profile: ProfileRecord,
    record: CondolenceRecord,
    reports: readonly ReportRecord[],
    removed: boolean,
  ): void;
  /** The family's one digital thank-you, to each address once; answers how many were sent. */
  thankYou(
    profile: ProfileRecord,
    recipients: readonly { email: string; name: string }[],
    text: string,
  ): number;
  /** The timed mails that are due at the clock's time (digests, reminders, remembrance days). */
  runDue(now: Date): void;
}

const longDate = (iso: string) =>
  new Date(iso).toLocaleDateString("nl-NL", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "Europe/Amsterdam",
  });

export function createNotifier(deps: NotifierDeps): Notifier {
  const { ctx, profiles, condolences, notifications, links, accounts } = deps;
  const nameOf = (email: string) => accounts.nameOf(email);
  const origin = ctx.config.webOrigin;
  // The page's current readable address (its id while it has no name).
  const segment = (id: string) => pageSegment(profiles.get(id) ?? { id });
  const pageUrl = (id: string) => `${origin}/${segment(id)}`;
  const manageUrl = (id: string, condolenceId?: string) =>
    `${origin}/${segment(id)}/condoleances${condolenceId === undefined ? "" : `?bericht=${condolenceId}`}`;
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
          name: nameOf(recipient.email),
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
            name: nameOf(manager.email),
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
        ...(isAllSouls(month, day) ? [texts.occasions.allSouls] : []),
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
          name: nameOf(email),
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
              name: nameOf(manager.email),
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
    reportReceived(profile, report, what, quote) {
      const page = displayName(profile.name);
      const reason = REPORT_REASON_LABELS[report.reason];
      const texts = MAIL_TEXTS.report;
      ctx.mailbox.send(
        composeMail({
          kind: "report",
          to: ctx.config.reportAddress,
          name: null,
          subject: texts.subject(page),
          paragraphs: texts.paragraphs({
            page,
            pageId: profile.id,
            what: quote === null ? what : texts.quoted(what, quote),
            reason,
            explanation: report.explanation,
            reporter: report.reporterEmail,
          }),
          action: { label: texts.action, url: pageUrl(profile.id) },
          reason: texts.reason,
        }),
      );
      if (report.reporterEmail !== null) {
        const receipt = MAIL_TEXTS.reportReceipt;
        ctx.mailbox.send(
          composeMail({
            kind: "report-receipt",
            to: report.reporterEmail,
            name: null,
            subject: receipt.subject(page),
            paragraphs: receipt.paragraphs(page, what, reason),
            action: { label: receipt.action, url: pageUrl(profile.id) },
            reason: receipt.reason,
          }),
        );
      }
    },
    reportDecision(profile, record, reports, removed) {
      const first = reports[0];
      if (record.writerEmail === null || first === undefined) return;
      const page = displayName(profile.name);
      const reasons = [...new Set(reports.map((r) => REPORT_REASON_LABELS[r.reason]))];
      const texts = MAIL_TEXTS.reportDecision;
      ctx.mailbox.send(
        composeMail({
          kind: "report-decision",
          to: record.writerEmail,
          name: record.name,
          subject: texts.subject(page),
          paragraphs: texts.paragraphs({
            page,
            written: longDate(record.createdAt),
            removed,
            reason: reasons.join(", ").toLowerCase(),
            contact: ctx.config.reportAddress,
          }),
          action: { label: texts.action, url: pageUrl(profile.id) },
          reason: texts.reason,
        }),
      );
    },
    thankYou(profile, recipients, text) {
      const page = displayName(profile.name);
      const texts = MAIL_TEXTS.thankYou;
      for (const recipient of recipients) {
        ctx.mailbox.send(
          composeMail({
            kind: "thank-you",
            to: recipient.email,
            name: recipient.name,
            subject: texts.subject(page),
            paragraphs: texts.paragraphs(text),
            action: { label: texts.action, url: pageUrl(profile.id) },
            reason: texts.reason(page),
          }),
        );
      }
      return recipients.length;
    },
    runDue(now) {
      sendDigests(now);
      sendPlanReminders(now);
      sendRemembrance(now);
    },
  };
}
