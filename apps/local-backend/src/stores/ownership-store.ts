// The owner of each page, the successor the owner named, and hand-overs waiting for an answer.
// Everything that reads or writes `page_owners` and `ownership_handovers` goes through here.
// A page without a `page_owners` row (created after the migration) is owned by its creator
// until the first change writes the row. The invariant "one owner, who is a manager" is kept by
// the callers refusing to remove or lower the owner, and by `acceptHandover` and
// `transferOnAccountDeletion` moving ownership only to a manager.
import { randomUUID } from "node:crypto";
import type { Db } from "../db/database.ts";

export interface HandoverRecord {
  id: string;
  profileId: string;
  from: string;
  to: string;
  status: "pending" | "accepted" | "declined" | "cancelled" | "ended";
  requestedAt: string;
}

export interface OwnershipRecord {
  owner: string;
  successor: string | null;
  handover: HandoverRecord | null;
}

/** What the account-deletion flow needs to know of one page the deleted account owns. */
export interface OwnedPage {
  profileId: string;
  successor: string | null;
  /** The page's other managers, any of whom may be chosen as the new owner. */
  otherManagers: string[];
}

/** The outcome for one owned page: its new owner, or null when it has no other manager. */
export interface OwnershipTransfer {
  profileId: string;
  newOwner: string | null;
}

export interface OwnershipStore {
  /** The page's owner, or undefined for an unknown page. */
  ownerOf(profileId: string): string | undefined;
  /** Owner, successor and waiting hand-over, or undefined for an unknown page. */
  get(profileId: string): OwnershipRecord | undefined;
  setSuccessor(profileId: string, email: string | null): void;
  /** Records a waiting hand-over; undefined when one already waits. */
  requestHandover(
    profileId: string,
    from: string,
    to: string,
    now: Date,
  ): HandoverRecord | undefined;
  pendingHandover(profileId: string): HandoverRecord | undefined;
  /** The hand-over with this id while it waits, else undefined. */
  pendingHandoverById(id: string): HandoverRecord | undefined;
  /** False when none was waiting. */
  cancelHandover(profileId: string, now: Date): boolean;
  /** The receiver becomes the owner (clearing them as successor); undefined if not waiting. */
  acceptHandover(id: string, now: Date): HandoverRecord | undefined;
  declineHandover(id: string, now: Date): HandoverRecord | undefined;
  /**
   * `email` stopped being a manager of the page (removed, lowered to view, or left): no longer
   * successor, and a hand-over to them ends.
   */
  managerGone(profileId: string, email: string, now: Date): void;
  /** The pages `email` owns, with their successor and other managers (newest first). */
  ownedBy(email: string): OwnedPage[];
  /**
   * For account deletion: every page `email` owns gets a new owner: the one chosen for it in
   * `chosen` (profile id → e-mail) when that is another manager, else its successor, else null
   * (the page has no other manager; the caller decides what happens to it). Waiting hand-overs
   * from or to `email` are ended. Runs in one transaction.
   */
  transferOnAccountDeletion(
    email: string,
    chosen: ReadonlyMap<string, string>,
    now: Date,
  ): OwnershipTransfer[];
}

interface HandoverRow {
  id: string;
  profile_id: string;
  from_email: string;
  to_email: string;
  status: HandoverRecord["status"];
  created_at: string;
}

const toHandover = (row: HandoverRow): HandoverRecord => ({
  id: row.id,
  profileId: row.profile_id,
  from: row.from_email,
  to: row.to_email,
  status: row.status,
  requestedAt: row.created_at,
});

export function createOwnershipStore(db: Db): OwnershipStore {
  const selectOwner = db.prepare<[string], { owner_email: string; successor_email: string | null }>(
    `SELECT COALESCE(o.owner_email, p.creator_email) AS owner_email, o.successor_email
     FROM profiles p LEFT JOIN page_owners o ON o.profile_id = p.id WHERE p.id = ?`,
  );
  const selectPending = db.prepare<[string], HandoverRow>(
    "SELECT * FROM ownership_handovers WHERE profile_id = ? AND status = 'pending'",
  );
  const selectPendingById = db.prepare<[string], HandoverRow>(
    "SELECT * FROM ownership_handovers WHERE id = ? AND status = 'pending'",
  );
  const isManager = (profileId: string, email: string) =>
    db
      .prepare<[string, string], { level: string }>(
        "SELECT level FROM memberships WHERE profile_id = ? AND email = ?",
      )
      .get(profileId, email)?.level === "manage";

  /** Writes the owner row, creating it from the current owner when missing. */
  const writeOwner = (profileId: string, owner: string, successor: string | null) => {
    db.prepare(
      `INSERT INTO page_owners (profile_id, owner_email, successor_email) VALUES (?, ?, ?)
       ON CONFLICT (profile_id) DO UPDATE SET owner_email = excluded.owner_email,
         successor_email = excluded.successor_email`,
    ).run(profileId, owner, successor);
  };

  const finish = (id: string, status: HandoverRecord["status"], now: Date) =>
    db
      .prepare(
        "UPDATE ownership_handovers SET status = ?, answered_at = ? WHERE id = ? AND status = 'pending'",
      )
      .run(status, now.toISOString(), id).changes > 0;

  const store: OwnershipStore = {
    ownerOf(profileId) {
      return selectOwner.get(profileId)?.owner_email;
    },
    get(profileId) {
      const row = selectOwner.get(profileId);
      if (!row) return undefined;
      const pending = selectPending.get(profileId);
      return {
        owner: row.owner_email,
        successor: row.successor_email,
        handover: pending ? toHandover(pending) : null,
      };
    },
    setSuccessor(profileId, email) {
      const owner = store.ownerOf(profileId);
      if (owner === undefined) return;
      writeOwner(profileId, owner, email === null ? null : email.toLowerCase());
    },
    requestHandover(profileId, from, to, now) {
      if (selectPending.get(profileId)) return undefined;
      const id = randomUUID();
      db.prepare(
        `INSERT INTO ownership_handovers (id, profile_id, from_email, to_email, status, created_at)
         VALUES (?, ?, ?, ?, 'pending', ?)`,
      ).run(id, profileId, from.toLowerCase(), to.toLowerCase(), now.toISOString());
      const row = selectPendingById.get(id);
      return row ? toHandover(row) : undefined;
    },
    pendingHandover(profileId) {
      const row = selectPending.get(profileId);
      return row ? toHandover(row) : undefined;
    },
    pendingHandoverById(id) {
      const row = selectPendingById.get(id);
      return row ? toHandover(row) : undefined;
    },
    cancelHandover(profileId, now) {
      const row = selectPending.get(profileId);
      return row ? finish(row.id, "cancelled", now) : false;
    },
    acceptHandover(id, now) {
      return db.transaction(() => {
        const row = selectPendingById.get(id);
        // The receiver must still be a manager; otherwise the hand-over has quietly ended.
        if (!row || !isManager(row.profile_id, row.to_email)) return undefined;
        const current = selectOwner.get(row.profile_id);
        if (!current) return undefined;
        const successor = current.successor_email === row.to_email ? null : current.successor_email;
        writeOwner(row.profile_id, row.to_email, successor);
        finish(id, "accepted", now);
        return toHandover(row);
      })();
    },
    declineHandover(id, now) {
      const row = selectPendingById.get(id);
      if (!row) return undefined;
      finish(id, "declined", now);
      return toHandover(row);
    },
    managerGone(profileId, email, now) {
      const lower = email.toLowerCase();
      db.transaction(() => {
        const current = selectOwner.get(profileId);
        if (current?.successor_email === lower) {
          writeOwner(profileId, current.owner_email, null);
        }
        const pending = selectPending.get(profileId);
        if (pending?.to_email === lower) finish(pending.id, "ended", now);
      })();
    },
    ownedBy(email) {
      const lower = email.toLowerCase();
      return db
        .prepare<[string], { id: string; successor_email: string | null }>(
          `SELECT p.id, o.successor_email FROM profiles p
           LEFT JOIN page_owners o ON o.profile_id = p.id
           WHERE COALESCE(o.owner_email, p.creator_email) = ?
           ORDER BY p.created_at DESC, p.rowid DESC`,
        )
        .all(lower)
        .map((row) => ({
          profileId: row.id,
          successor: row.successor_email,
          otherManagers: db
            .prepare<[string, string], { email: string }>(
              `SELECT email FROM memberships WHERE profile_id = ? AND level = 'manage' AND email <> ?
               ORDER BY email`,
            )
            .all(row.id, lower)
            .map((member) => member.email),
        }));
    },
    transferOnAccountDeletion(email, chosen, now) {
      const lower = email.toLowerCase();
      return db.transaction(() => {
        const results = store.ownedBy(lower).map((page): OwnershipTransfer => {
          const pick = chosen.get(page.profileId)?.toLowerCase();
          const candidates = [pick, page.successor ?? undefined];
          const newOwner =
            candidates.find(
              (candidate): candidate is string =>
                candidate !== undefined &&
                candidate !== lower &&
                page.otherManagers.includes(candidate),
            ) ?? null;
          if (newOwner !== null) writeOwner(page.profileId, newOwner, null);
          return { profileId: page.profileId, newOwner };
        });
        // Hand-overs from or to the deleted account can no longer be answered.
        const waiting = db
          .prepare<[string, string], { id: string }>(
            `SELECT id FROM ownership_handovers WHERE status = 'pending'
             AND (from_email = ? OR to_email = ?)`,
          )
          .all(lower, lower);
        for (const row of waiting) finish(row.id, "ended", now);
        // A page where the deleted account was only the successor loses that choice.
        db.prepare("UPDATE page_owners SET successor_email = NULL WHERE successor_email = ?").run(
          lower,
        );
        return results;
      })();
    },
  };
  return store;
}
