// Memorial pages (profiles) and their access rows in the database. Everything that reads or
// writes the `profiles` and `memberships` tables goes through here.
import { randomUUID } from "node:crypto";
import {
  addressCandidate,
  paidPeriodEnded,
  suggestAddress,
  type AccessLevel,
  type ProfilePlan,
} from "@memorial/domain";
import type { Db } from "../db/database.ts";

/** A caller's relation to a page: a member of one of its groups, or nothing. */
export type Role = AccessLevel | "none";

/** Group ids of a page: `{id}-0000` manage (Beheer), `{id}-0001` view (Bekijk). */
export const manageGroupId = (profileId: string): string => `${profileId}-0000`;
export const viewGroupId = (profileId: string): string => `${profileId}-0001`;

export function groupIdOf(profileId: string, level: AccessLevel): string {
  return level === "manage" ? manageGroupId(profileId) : viewGroupId(profileId);
}

/** The level a group id stands for on this page, or undefined for another page's group. */
export function levelOfGroupId(profileId: string, groupId: string): AccessLevel | undefined {
  if (groupId === manageGroupId(profileId)) return "manage";
  if (groupId === viewGroupId(profileId)) return "view";
  return undefined;
}

export interface ProfileRecord {
  id: string;
  /** The readable address; null while the page has no name. */
  address: string | null;
  creatorSub: string;
  creatorEmail: string;
  name: string;
  dateOfBirth: string | null;
  dateOfDeath: string | null;
  profilePicture: string | null;
  sections: unknown[];
  /** Pass-through fields, stored as sent. */
  extra: Record<string, unknown>;
  isPublic: boolean;
  /** 'Vindbaar via zoekmachines' (off by default). */
  isSearchable: boolean;
  plan: ProfilePlan;
  trialEndsAt: string;
  paidUntil: string | null;
  /** Version of the stored content; the ETag. */
  version: number;
  createdAt: string;
}

export interface ProfileContent {
  name: string;
  dateOfBirth: string | null;
  dateOfDeath: string | null;
  profilePicture: string | null;
  sections: unknown[];
  extra: Record<string, unknown>;
}

export interface AccessRowRecord {
  email: string;
  level: AccessLevel;
}

interface Row {
  id: string;
  address: string | null;
  creator_sub: string;
  creator_email: string;
  name: string;
  date_of_birth: string | null;
  date_of_death: string | null;
  profile_picture: string | null;
  sections_json: string;
  extra_json: string;
  is_public: number;
  is_searchable: number;
  plan: ProfilePlan;
  trial_ends_at: string;
  paid_until: string | null;
  version: number;
  created_at: string;
}

function toRecord(row: Row): ProfileRecord {
  return {
    id: row.id,
    address: row.address,
    creatorSub: row.creator_sub,
    creatorEmail: row.creator_email,
    name: row.name,
    dateOfBirth: row.date_of_birth,
    dateOfDeath: row.date_of_death,
    profilePicture: row.profile_picture,
    sections: JSON.parse(row.sections_json) as unknown[],
    extra: JSON.parse(row.extra_json) as Record<string, unknown>,
    isPublic: row.is_public === 1,
    isSearchable: row.is_searchable === 1,
    plan: row.plan,
    trialEndsAt: row.trial_ends_at,
    paidUntil: row.paid_until,
    version: row.version,
    createdAt: row.created_at,
  };
}

/**
 * A page is blocked when its trial has run out and no plan was bought, or when the period paid
 * for has ended (it rests until a manager extends it). `now` is the scheduler's movable clock
 * (`ProfileStore.now()`), never the real time, so moving the clock blocks or rests a page.
 */
export function isBlocked(profile: ProfileRecord, now: Date): boolean {
  return profile.plan === "trial"
    ? Date.parse(profile.trialEndsAt) <= now.getTime()
    : isResting(profile, now);
}

/** A bought page whose paid period has ended: it rests, its managers still see everything. */
export function isResting(profile: ProfileRecord, now: Date): boolean {
  return (
    profile.plan !== "trial" &&
    profile.paidUntil !== null &&
    paidPeriodEnded(profile.plan, profile.paidUntil, now)
  );
}

export interface ProfileStore {
  /** The time of the scheduler's movable clock: trials and paid periods start and end on it. */
  now(): Date;
  create(creator: { sub: string; email: string }, trialDays: number): ProfileRecord;
  countCreatedBy(sub: string): number;
  get(id: string): ProfileRecord | undefined;
  /** Pages on which the e-mail has an access row, newest first. */
  /** The pages `email` is a member of, newest first, with the level of that membership. */
  listForEmail(email: string): { profile: ProfileRecord; level: AccessLevel }[];
  roleOf(profileId: string, email: string | undefined): Role;
  /** Replaces the content; returns undefined when `expectedVersion` is stale. */
  saveContent(
    id: string,
    content: ProfileContent,
    expectedVersion: number | undefined,
  ): ProfileRecord | undefined;
  setPublic(id: string, isPublic: boolean): void;
  setSearchable(id: string, isSearchable: boolean): void;
  activatePlan(id: string, plan: "bronze" | "silver", years: number): void;
  expireTrial(id: string): void;
  /** Bronze → silver; the paid period stays as it was. */
  upgradePlan(id: string): void;
  /** Sets the end of the paid period (an extension). */
  setPaidUntil(id: string, paidUntil: string): void;
  accessRows(profileId: string): AccessRowRecord[];
  /** Inserts or changes a row; true when the row is new. */
  putAccessRow(profileId: string, email: string, level: AccessLevel): boolean;
  /** False when there was no such row. */
  removeAccessRow(profileId: string, email: string): boolean;
  /** The page that has or ever had `address` (its id), if any page ever had it. */
  pageIdOfAddress(address: string): string | undefined;
  /** Whether `address` is free for the page: nobody ever had it, or only this page. */
  addressFreeFor(profileId: string, address: string): boolean;
  /** Makes `address` the page's address; false when another page has or had it. */
  setAddress(profileId: string, address: string): boolean;
  /**
   * Deletes the page and every row of it (content, access, register, memories, followers,
   * reports, ownership, payments, uploads: all hang on the page); keeps only a tombstone (id,
   * time) and the addresses it was issued. False for an unknown page.
   */
  deletePage(profileId: string, deletedAt: Date): boolean;
  /** When the page was deleted, or undefined for a page that was never deleted. */
  deletedAt(profileId: string): string | undefined;
}

/** `now` is the scheduler's movable clock (`/_local/clock`); the real time when left out. */
export function createProfileStore(db: Db, now: () => Date = () => new Date()): ProfileStore {
  const selectOne = db.prepare<[string], Row>("SELECT * FROM profiles WHERE id = ?");
  const selectRole = db.prepare<[string, string], { level: AccessLevel }>(
    "SELECT level FROM memberships WHERE profile_id = ? AND email = ?",
  );

  const selectAddressOwner = db.prepare<[string], { profile_id: string }>(
    "SELECT profile_id FROM page_addresses WHERE address = ?",
  );
  /** Issues `address` to the page (kept forever) and makes it the current one. */
  const issue = (profileId: string, address: string) => {
    db.prepare(
      "INSERT OR IGNORE INTO page_addresses (address, profile_id, issued_at) VALUES (?, ?, ?)",
    ).run(address, profileId, new Date().toISOString());
    db.prepare("UPDATE profiles SET address = ? WHERE id = ?").run(address, profileId);
  };
  /**
   * A named page without an address gets the suggestion from its name and year of birth, with
   * `-2`, `-3`, … when another page ever had it. Runs when a save first names the page, and on
   * the read of a page named before addresses existed.
   */
  const withAddress = (row: Row): Row => {
    if (row.address !== null) return row;
    const suggestion = suggestAddress(row.name, row.date_of_birth);
    if (suggestion === null) return row;
    return db.transaction(() => {
      for (let n = 1; ; n += 1) {
        const candidate = addressCandidate(suggestion, n);
        if (selectAddressOwner.get(candidate) === undefined) {
          issue(row.id, candidate);
          return { ...row, address: candidate };
        }
      }
    })();
  };

  return {
    now,
    create(creator, trialDays) {
      const id = randomUUID();
      const createdAt = now();
      const trialEnds = new Date(createdAt.getTime() + trialDays * 24 * 60 * 60 * 1000);
      const email = creator.email.toLowerCase();
      db.transaction(() => {
        db.prepare(
          `INSERT INTO profiles (id, creator_sub, creator_email, trial_ends_at, created_at, updated_at)
           VALUES (?, ?, ?, ?, ?, ?)`,
        ).run(
          id,
          creator.sub,
          email,
          trialEnds.toISOString(),
          createdAt.toISOString(),
          createdAt.toISOString(),
        );
        db.prepare(
          "INSERT INTO memberships (profile_id, email, level, created_at) VALUES (?, ?, 'manage', ?)",
        ).run(id, email, createdAt.toISOString());
      })();
      const created = selectOne.get(id);
      if (!created) throw new Error("profile vanished after insert");
      return toRecord(created);
    },
    countCreatedBy(sub) {
      return (
        db
          .prepare<[string], { n: number }>(
            "SELECT COUNT(*) AS n FROM profiles WHERE creator_sub = ?",
          )
          .get(sub)?.n ?? 0
      );
    },
    get(id) {
      const row = selectOne.get(id);
      return row ? toRecord(withAddress(row)) : undefined;
    },
    listForEmail(email) {
      return db
        .prepare<[string], Row & { member_level: AccessLevel }>(
          `SELECT p.*, m.level AS member_level FROM profiles p JOIN memberships m ON m.profile_id = p.id
           WHERE m.email = ? ORDER BY p.created_at DESC, p.rowid DESC`,
        )
        .all(email.toLowerCase())
        .map((row) => ({ profile: toRecord(withAddress(row)), level: row.member_level }));
    },
    roleOf(profileId, email) {
      if (email === undefined) return "none";
      return selectRole.get(profileId, email.toLowerCase())?.level ?? "none";
    },
    saveContent(id, content, expectedVersion) {
      const info = db
        .prepare(
          `UPDATE profiles SET name = ?, date_of_birth = ?, date_of_death = ?, profile_picture = ?,
             sections_json = ?, extra_json = ?, version = version + 1, updated_at = ?
           WHERE id = ? AND (? IS NULL OR version = ?)`,
        )
        .run(
          content.name,
          content.dateOfBirth,
          content.dateOfDeath,
          content.profilePicture,
          JSON.stringify(content.sections),
          JSON.stringify(content.extra),
          new Date().toISOString(),
          id,
          expectedVersion ?? null,
          expectedVersion ?? null,
        );
      if (info.changes === 0) return undefined;
      const row = selectOne.get(id);
      return row ? toRecord(withAddress(row)) : undefined;
    },
    setPublic(id, isPublic) {
      db.prepare("UPDATE profiles SET is_public = ?, updated_at = ? WHERE id = ?").run(
        isPublic ? 1 : 0,
        new Date().toISOString(),
        id,
      );
    },
    setSearchable(id, isSearchable) {
      db.prepare("UPDATE profiles SET is_searchable = ?, updated_at = ? WHERE id = ?").run(
        isSearchable ? 1 : 0,
        new Date().toISOString(),
        id,
      );
    },
    activatePlan(id, plan, years) {
      const activatedAt = now();
      const paidUntil = new Date(activatedAt);
      paidUntil.setUTCFullYear(paidUntil.getUTCFullYear() + years);
      db.prepare("UPDATE profiles SET plan = ?, paid_until = ?, updated_at = ? WHERE id = ?").run(
        plan,
        paidUntil.toISOString(),
        activatedAt.toISOString(),
        id,
      );
    },
    upgradePlan(id) {
      db.prepare("UPDATE profiles SET plan = 'silver', updated_at = ? WHERE id = ?").run(
        new Date().toISOString(),
        id,
      );
    },
    setPaidUntil(id, paidUntil) {
      db.prepare("UPDATE profiles SET paid_until = ?, updated_at = ? WHERE id = ?").run(
        paidUntil,
        new Date().toISOString(),
        id,
      );
    },
    expireTrial(id) {
      const ended = now().toISOString();
      db.prepare("UPDATE profiles SET trial_ends_at = ?, updated_at = ? WHERE id = ?").run(
        ended,
        ended,
        id,
      );
    },
    accessRows(profileId) {
      return db
        .prepare<[string], AccessRowRecord>(
          "SELECT email, level FROM memberships WHERE profile_id = ? ORDER BY email",
        )
        .all(profileId);
    },
    putAccessRow(profileId, email, level) {
      const lower = email.toLowerCase();
      const existing = selectRole.get(profileId, lower);
      if (existing) {
        db.prepare("UPDATE memberships SET level = ? WHERE profile_id = ? AND email = ?").run(
          level,
          profileId,
          lower,
        );
        return false;
      }
      db.prepare(
        "INSERT INTO memberships (profile_id, email, level, created_at) VALUES (?, ?, ?, ?)",
      ).run(profileId, lower, level, new Date().toISOString());
      return true;
    },
    removeAccessRow(profileId, email) {
      const info = db
        .prepare("DELETE FROM memberships WHERE profile_id = ? AND email = ?")
        .run(profileId, email.toLowerCase());
      return info.changes > 0;
    },
    pageIdOfAddress(address) {
      return selectAddressOwner.get(address)?.profile_id;
    },
    addressFreeFor(profileId, address) {
      const owner = selectAddressOwner.get(address)?.profile_id;
      return owner === undefined || owner === profileId;
    },
    deletePage(profileId, deletedAt) {
      return db.transaction(() => {
        // Foreign keys cascade from the page to every table of it; memory photos go with their
        // messages.
        const info = db.prepare("DELETE FROM profiles WHERE id = ?").run(profileId);
        if (info.changes === 0) return false;
        db.prepare(
          "INSERT OR REPLACE INTO deleted_pages (profile_id, deleted_at) VALUES (?, ?)",
        ).run(profileId, deletedAt.toISOString());
        return true;
      })();
    },
    deletedAt(profileId) {
      return db
        .prepare<[string], { deleted_at: string }>(
          "SELECT deleted_at FROM deleted_pages WHERE profile_id = ?",
        )
        .get(profileId)?.deleted_at;
    },
    setAddress(profileId, address) {
      return db.transaction(() => {
        const owner = selectAddressOwner.get(address)?.profile_id;
        if (owner !== undefined && owner !== profileId) return false;
        issue(profileId, address);
        return true;
      })();
    },
  };
}
