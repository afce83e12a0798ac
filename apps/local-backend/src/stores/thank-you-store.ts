// The one digital thank-you of a page: when it was sent, its text and how many got it. The
// claim is one INSERT, so two sends at once can never both go out.
import type { Db } from "../db/database.ts";

export interface ThankYouMailRecord {
  text: string;
  recipients: number;
  sentAt: string;
}

export interface ThankYouStore {
  get(profileId: string): ThankYouMailRecord | undefined;
  /** Records the send; false when the page already sent its thank-you. */
  claim(profileId: string, record: ThankYouMailRecord): boolean;
}

export function createThankYouStore(db: Db): ThankYouStore {
  return {
    get(profileId) {
      const row = db
        .prepare<[string], { text: string; recipients: number; sent_at: string }>(
          "SELECT text, recipients, sent_at FROM thank_you_mails WHERE profile_id = ?",
        )
        .get(profileId);
      return row ? { text: row.text, recipients: row.recipients, sentAt: row.sent_at } : undefined;
    },
    claim(profileId, record) {
      const info = db
        .prepare(
          `INSERT OR IGNORE INTO thank_you_mails (profile_id, text, recipients, sent_at)
           VALUES (?, ?, ?, ?)`,
        )
        .run(profileId, record.text, record.recipients, record.sentAt);
      return info.changes === 1;
    },
  };
}
