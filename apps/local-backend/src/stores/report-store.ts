// Reports ('Melden') of a page, one of its sections or one message. A report never changes what
// it names: it stays open until a manager changes the reported message's status or removes it,
// and is kept (closed) afterwards with the page. The reporter's address is personal data, used
// only for the confirmation mail.
import { randomUUID } from "node:crypto";
import type { ReportReason, ReportSubject } from "@memorial/domain";
import type { Db } from "../db/database.ts";

export type { ReportReason, ReportSubject };

export interface NewReport {
  subject: ReportSubject;
  sectionIndex: number | null;
  condolenceId: string | null;
  reason: ReportReason;
  explanation: string;
  reporterEmail: string | null;
}

export interface ReportRecord extends NewReport {
  id: string;
  profileId: string;
  createdAt: string;
  closedAt: string | null;
}

interface ReportRow {
  id: string;
  profile_id: string;
  subject: ReportSubject;
  section_index: number | null;
  condolence_id: string | null;
  reason: ReportReason;
  explanation: string;
  reporter_email: string | null;
  created_at: string;
  closed_at: string | null;
}

const toReport = (row: ReportRow): ReportRecord => ({
  id: row.id,
  profileId: row.profile_id,
  subject: row.subject,
  sectionIndex: row.section_index,
  condolenceId: row.condolence_id,
  reason: row.reason,
  explanation: row.explanation,
  reporterEmail: row.reporter_email,
  createdAt: row.created_at,
  closedAt: row.closed_at,
});

export interface ReportStore {
  add(profileId: string, input: NewReport): ReportRecord;
  /** Open reports per message id, for the given messages of a page. */
  openCounts(profileId: string, condolenceIds: readonly string[]): Map<string, number>;
  /** Messages of the page that still exist and have at least one open report. */
  reportedCount(profileId: string): number;
  /** Closes the open reports of one message and answers them (oldest first). */
  closeFor(profileId: string, condolenceId: string): ReportRecord[];
}

/** `now` is the scheduler's clock, like the condolence store's. */
export function createReportStore(db: Db, now: () => Date = () => new Date()): ReportStore {
  const insert = db.prepare(
    `INSERT INTO reports (id, profile_id, subject, section_index, condolence_id, reason,
       explanation, reporter_email, created_at)
     VALUES (@id, @profileId, @subject, @sectionIndex, @condolenceId, @reason, @explanation,
       @reporterEmail, @createdAt)`,
  );
  const selectOne = db.prepare<[string], ReportRow>("SELECT * FROM reports WHERE id = ?");
  const countOpen = db.prepare<[string, string], { condolence_id: string; n: number }>(
    `SELECT condolence_id, COUNT(*) AS n FROM reports
     WHERE profile_id = ? AND closed_at IS NULL
       AND condolence_id IN (SELECT value FROM json_each(?))
     GROUP BY condolence_id`,
  );
  const countReported = db.prepare<[string], { n: number }>(
    `SELECT COUNT(DISTINCT r.condolence_id) AS n FROM reports r
     JOIN condolences c ON c.id = r.condolence_id AND c.profile_id = r.profile_id
     WHERE r.profile_id = ? AND r.closed_at IS NULL`,
  );
  const selectOpenFor = db.prepare<[string, string], ReportRow>(
    `SELECT * FROM reports WHERE profile_id = ? AND condolence_id = ? AND closed_at IS NULL
     ORDER BY seq`,
  );
  const close = db.prepare<[string, string, string]>(
    `UPDATE reports SET closed_at = ?
     WHERE profile_id = ? AND condolence_id = ? AND closed_at IS NULL`,
  );

  return {
    add(profileId, input) {
      const id = randomUUID();
      insert.run({ id, profileId, ...input, createdAt: now().toISOString() });
      const row = selectOne.get(id);
      if (!row) throw new Error("report vanished after insert");
      return toReport(row);
    },
    openCounts(profileId, condolenceIds) {
      const counts = new Map<string, number>();
      if (condolenceIds.length === 0) return counts;
      for (const row of countOpen.all(profileId, JSON.stringify(condolenceIds))) {
        counts.set(row.condolence_id, row.n);
      }
      return counts;
    },
    reportedCount(profileId) {
      return countReported.get(profileId)?.n ?? 0;
    },
    closeFor(profileId, condolenceId) {
      return db.transaction(() => {
        const open = selectOpenFor.all(profileId, condolenceId).map(toReport);
        if (open.length > 0) close.run(now().toISOString(), profileId, condolenceId);
        return open;
      })();
    },
  };
}
