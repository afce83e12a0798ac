// The notification settings of each manager of a page, and the log that keeps each scheduled
// mail (a plan-end reminder, a digest) to one sending. Rows go with their page.
import type { Db } from "../db/database.ts";

/** How a manager hears of a message that waits for approval. */
export type CondolenceNotice = "each" | "daily" | "off";

export const DEFAULT_CONDOLENCE_NOTICE: CondolenceNotice = "each";

export interface DigestRecipient {
  profileId: string;
  email: string;
  lastDigestAt: string;
}

export interface ManagerNotifications {
  condolences: CondolenceNotice;
  /** Remembrance mails (the anniversary of the death, the birthday, Allerzielen); off by default. */
  remembrance: boolean;
}

export interface NotificationStore {
  condolenceNotice(profileId: string, email: string): CondolenceNotice;
  settings(profileId: string, email: string): ManagerNotifications;
  save(profileId: string, email: string, settings: ManagerNotifications, at: Date): void;
  /** Managers who asked for remembrance mails, per page. */
  remembranceRecipients(): { profileId: string; email: string }[];
  /** Managers who chose the daily digest, with the time of their previous one. */
  digestRecipients(): DigestRecipient[];
  markDigest(profileId: string, email: string, at: Date): void;
  /** Records a scheduled mail; false when it was recorded before (so it is not sent again). */
  claim(profileId: string, key: string, at: Date): boolean;
  /** Pages on a bought plan whose period ends after `from` and at or before `until`. */
  paidPagesEnding(from: Date, until: Date): { id: string; paidUntil: string }[];
}

export function createNotificationStore(db: Db): NotificationStore {
  const store: NotificationStore = {
    condolenceNotice(profileId, email) {
      return store.settings(profileId, email).condolences;
    },
    settings(profileId, email) {
      const row = db
        .prepare<[string, string], { condolences: CondolenceNotice; remembrance: number }>(
          "SELECT condolences, remembrance FROM manager_notifications WHERE profile_id = ? AND email = ?",
        )
        .get(profileId, email.toLowerCase());
      return {
        condolences: row?.condolences ?? DEFAULT_CONDOLENCE_NOTICE,
        remembrance: row?.remembrance === 1,
      };
    },
    save(profileId, email, settings, at) {
      db.prepare(
        `INSERT INTO manager_notifications (profile_id, email, condolences, remembrance, last_digest_at)
         VALUES (?, ?, ?, ?, ?)
         ON CONFLICT (profile_id, email) DO UPDATE SET condolences = excluded.condolences,
           remembrance = excluded.remembrance,
           last_digest_at = CASE WHEN condolences = 'daily' THEN last_digest_at
             ELSE excluded.last_digest_at END`,
      ).run(
        profileId,
        email.toLowerCase(),
        settings.condolences,
        settings.remembrance ? 1 : 0,
        at.toISOString(),
      );
    },
    remembranceRecipients() {
      return db
        .prepare<[], { profile_id: string; email: string }>(
          `SELECT n.profile_id, n.email FROM manager_notifications n
           JOIN memberships m ON m.profile_id = n.profile_id AND m.email = n.email
             AND m.level = 'manage'
           WHERE n.remembrance = 1`,
        )
        .all()
        .map((row) => ({ profileId: row.profile_id, email: row.email }));
    },
    digestRecipients() {
      return db
        .prepare<[], { profile_id: string; email: string; last_digest_at: string }>(
          `SELECT n.profile_id, n.email, n.last_digest_at FROM manager_notifications n
           JOIN memberships m ON m.profile_id = n.profile_id AND m.email = n.email
             AND m.level = 'manage'
           WHERE n.condolences = 'daily'`,
        )
        .all()
        .map((row) => ({
          profileId: row.profile_id,
          email: row.email,
          lastDigestAt: row.last_digest_at,
        }));
    },
    markDigest(profileId, email, at) {
      db.prepare(
        "UPDATE manager_notifications SET last_digest_at = ? WHERE profile_id = ? AND email = ?",
      ).run(at.toISOString(), profileId, email.toLowerCase());
    },
    claim(profileId, key, at) {
      const info = db
        .prepare(
          "INSERT OR IGNORE INTO notification_log (profile_id, key, sent_at) VALUES (?, ?, ?)",
        )
        .run(profileId, key, at.toISOString());
      return info.changes === 1;
    },
    paidPagesEnding(from, until) {
      return db
        .prepare<[string, string], { id: string; paid_until: string }>(
          `SELECT id, paid_until FROM profiles
           WHERE plan <> 'trial' AND paid_until IS NOT NULL AND paid_until > ? AND paid_until <= ?`,
        )
        .all(from.toISOString(), until.toISOString())
        .map((row) => ({ id: row.id, paidUntil: row.paid_until }));
    },
  };
  return store;
}
