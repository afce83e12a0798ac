// The followers of each page ('Op de hoogte blijven') and the page's remembrance mails for them.
// An address waits (no `confirmed_at`) until its confirmation link is used; a waiting address is
// forgotten after UNCONFIRMED_FOLLOWER_DAYS. What is kept of a follower: the address, the page,
// when it asked and when it confirmed. Rows go with their page.
import { randomUUID } from "node:crypto";
import type { Db } from "../db/database.ts";

/** Days an address that never confirms is kept. */
export const UNCONFIRMED_FOLLOWER_DAYS = 7;

export interface FollowerRecord {
  id: string;
  profileId: string;
  email: string;
  confirmedAt: string | null;
  createdAt: string;
}

/** Which remembrance mails the page's followers get; each off by default. */
export interface FollowerRemembrance {
  anniversary: boolean;
  birthday: boolean;
  allSouls: boolean;
}

export interface FollowerStore {
  /** The follower row of an address on a page, made (waiting) when there is none. */
  request(profileId: string, email: string, at: Date): FollowerRecord;
  get(id: string): FollowerRecord | undefined;
  /** Marks a waiting follower confirmed; false when it was confirmed before. */
  confirm(id: string, at: Date): boolean;
  /** Removes a follower; the removed row, or undefined when it was gone. */
  remove(id: string): FollowerRecord | undefined;
  /** The confirmed followers of a page. */
  confirmed(profileId: string): FollowerRecord[];
  count(profileId: string): number;
  /** Forgets the addresses that waited since before `before`; how many went. */
  forgetWaiting(before: Date): number;
  remembrance(profileId: string): FollowerRemembrance;
  saveRemembrance(profileId: string, settings: FollowerRemembrance): void;
  /** Pages with at least one remembrance day switched on. */
  pagesWithRemembrance(): { profileId: string; settings: FollowerRemembrance }[];
}

interface Row {
  id: string;
  profile_id: string;
  email: string;
  confirmed_at: string | null;
  created_at: string;
}

const toRecord = (row: Row): FollowerRecord => ({
  id: row.id,
  profileId: row.profile_id,
  email: row.email,
  confirmedAt: row.confirmed_at,
  createdAt: row.created_at,
});

interface SettingsRow {
  profile_id: string;
  anniversary: number;
  birthday: number;
  all_souls: number;
}

const toSettings = (row: SettingsRow | undefined): FollowerRemembrance => ({
  anniversary: row?.anniversary === 1,
  birthday: row?.birthday === 1,
  allSouls: row?.all_souls === 1,
});

export function createFollowerStore(db: Db): FollowerStore {
  const byAddress = db.prepare<[string, string], Row>(
    "SELECT * FROM followers WHERE profile_id = ? AND email = ?",
  );
  const store: FollowerStore = {
    request(profileId, email, at) {
      const address = email.trim().toLowerCase();
      db.prepare(
        `INSERT OR IGNORE INTO followers (id, profile_id, email, confirmed_at, created_at)
         VALUES (?, ?, ?, NULL, ?)`,
      ).run(randomUUID(), profileId, address, at.toISOString());
      const row = byAddress.get(profileId, address);
      if (!row) throw new Error("follower row missing after insert");
      return toRecord(row);
    },
    get(id) {
      const row = db.prepare<[string], Row>("SELECT * FROM followers WHERE id = ?").get(id);
      return row ? toRecord(row) : undefined;
    },
    confirm(id, at) {
      const info = db
        .prepare("UPDATE followers SET confirmed_at = ? WHERE id = ? AND confirmed_at IS NULL")
        .run(at.toISOString(), id);
      return info.changes === 1;
    },
    remove(id) {
      const row = db
        .prepare<[string], Row>("DELETE FROM followers WHERE id = ? RETURNING *")
        .get(id);
      return row ? toRecord(row) : undefined;
    },
    confirmed(profileId) {
      return db
        .prepare<[string], Row>(
          "SELECT * FROM followers WHERE profile_id = ? AND confirmed_at IS NOT NULL ORDER BY created_at",
        )
        .all(profileId)
        .map(toRecord);
    },
    count(profileId) {
      return (
        db
          .prepare<[string], { n: number }>(
            "SELECT COUNT(*) AS n FROM followers WHERE profile_id = ? AND confirmed_at IS NOT NULL",
          )
          .get(profileId)?.n ?? 0
      );
    },
    forgetWaiting(before) {
      return db
        .prepare("DELETE FROM followers WHERE confirmed_at IS NULL AND created_at < ?")
        .run(before.toISOString()).changes;
    },
    remembrance(profileId) {
      return toSettings(
        db
          .prepare<[string], SettingsRow>("SELECT * FROM follower_settings WHERE profile_id = ?")
          .get(profileId),
      );
    },
    saveRemembrance(profileId, settings) {
      db.prepare(
        `INSERT INTO follower_settings (profile_id, anniversary, birthday, all_souls)
         VALUES (?, ?, ?, ?)
         ON CONFLICT (profile_id) DO UPDATE SET anniversary = excluded.anniversary,
           birthday = excluded.birthday, all_souls = excluded.all_souls`,
      ).run(
        profileId,
        settings.anniversary ? 1 : 0,
        settings.birthday ? 1 : 0,
        settings.allSouls ? 1 : 0,
      );
    },
    pagesWithRemembrance() {
      return db
        .prepare<[], SettingsRow>(
          `SELECT * FROM follower_settings
           WHERE anniversary = 1 OR birthday = 1 OR all_souls = 1`,
        )
        .all()
        .map((row) => ({ profileId: row.profile_id, settings: toSettings(row) }));
    },
  };
  return store;
}
