// The condolence register of a page in the database: messages, candles and one counters row per
// page (`condolence_registers`: the mode, its version and the counts). Every write keeps the
// counters in the same transaction, so reading a count never counts rows.
import { createHash, randomBytes, randomUUID } from "node:crypto";
import type { Statement } from "better-sqlite3";
import {
  DEFAULT_CONDOLENCE_MODE,
  type CondolenceMode,
  type CondolenceStatus,
} from "@memorial/domain";
import type { Db } from "../db/database.ts";

export type { CondolenceMode, CondolenceStatus };

export type MessageKind = "condolence" | "memory";

/** A photo of a memory: its asset (null once the file is gone), URL and caption. */
export interface MemoryPhotoRecord {
  assetId: string | null;
  url: string;
  caption: string | null;
}

export interface RegisterRecord {
  mode: CondolenceMode;
  /** Whether visitors may share memories on the page. */
  memories: boolean;
  /** Version of the setting; the ETag of `condolence-settings`. */
  version: number;
  pending: number;
  approved: number;
  hidden: number;
  candles: number;
  lastNotifiedAt: string | null;
}

export interface CondolenceRecord {
  seq: number;
  id: string;
  profileId: string;
  kind: MessageKind;
  /** The photos of a memory, in order (empty for a condolence). */
  photos: MemoryPhotoRecord[];
  name: string;
  message: string;
  relation: string | null;
  status: CondolenceStatus;
  authorSub: string | null;
  authorEmail: string | null;
  /** The address the writer left for a receipt (personal data: only managers see it). */
  writerEmail: string | null;
  /** Where the writer would like a thank-you card (personal data: only managers read it). */
  thankYouAddress: ThankYouAddress | null;
  ownerTokenHash: string;
  createdAt: string;
}

export interface ThankYouAddress {
  street: string;
  postcode: string;
  place: string;
}

export interface CandleRecord {
  seq: number;
  id: string;
  name: string | null;
  createdAt: string;
}

export interface NewCondolence {
  /** Absent: a condolence. */
  kind?: MessageKind;
  photos?: MemoryPhotoRecord[];
  name: string;
  message: string;
  relation: string | null;
  status: CondolenceStatus;
  authorSub: string | null;
  authorEmail: string | null;
  writerEmail: string | null;
  /** Absent: no thank-you card (memories never ask for one). */
  thankYouAddress?: ThankYouAddress | null;
}

/** Who is reading: their own waiting messages are shown to them. */
export interface Reader {
  sub: string | undefined;
  tokenHashes: string[];
}

export interface Page<T> {
  items: T[];
  /** The `seq` to continue below, or undefined at the end. */
  nextBefore: number | undefined;
}

/** The stored form of an owner token: its SHA-256, so a leaked database reveals no tokens. */
export const hashOwnerToken = (token: string): string =>
  createHash("sha256").update(token).digest("base64url");

export const newOwnerToken = (): string => randomBytes(24).toString("base64url");

interface CondolenceRow {
  seq: number;
  id: string;
  profile_id: string;
  kind: MessageKind;
  name: string;
  message: string;
  relation: string | null;
  status: CondolenceStatus;
  author_sub: string | null;
  author_email: string | null;
  writer_email: string | null;
  thank_you_street: string | null;
  thank_you_postcode: string | null;
  thank_you_place: string | null;
  owner_token_hash: string;
  created_at: string;
}

interface RegisterRow {
  mode: CondolenceMode;
  memories: number;
  version: number;
  pending: number;
  approved: number;
  hidden: number;
  candles: number;
  last_notified_at: string | null;
}

const toCondolence = (row: CondolenceRow, photos: MemoryPhotoRecord[]): CondolenceRecord => ({
  seq: row.seq,
  id: row.id,
  profileId: row.profile_id,
  kind: row.kind,
  photos,
  name: row.name,
  message: row.message,
  relation: row.relation,
  status: row.status,
  authorSub: row.author_sub,
  authorEmail: row.author_email,
  writerEmail: row.writer_email,
  thankYouAddress:
    row.thank_you_street === null || row.thank_you_postcode === null || row.thank_you_place === null
      ? null
      : {
          street: row.thank_you_street,
          postcode: row.thank_you_postcode,
          place: row.thank_you_place,
        },
  ownerTokenHash: row.owner_token_hash,
  createdAt: row.created_at,
});

const EMPTY_REGISTER: RegisterRecord = {
  mode: DEFAULT_CONDOLENCE_MODE,
  memories: true,
  version: 1,
  pending: 0,
  approved: 0,
  hidden: 0,
  candles: 0,
  lastNotifiedAt: null,
};

/** A page of `limit` items from rows fetched with `limit + 1`. */
function pageOf<T extends { seq: number }>(rows: T[], limit: number): Page<T> {
  const items = rows.slice(0, limit);
  return {
    items,
    nextBefore: rows.length > limit ? items.at(-1)?.seq : undefined,
  };
}

const MAX_SEQ = Number.MAX_SAFE_INTEGER;

export interface CondolenceStore {
  register(profileId: string): RegisterRecord;
  /** Sets the mode (and the memories switch when given); undefined when `expectedVersion` is stale. */
  setMode(
    profileId: string,
    mode: CondolenceMode,
    expectedVersion: number | undefined,
    memories?: boolean,
  ): RegisterRecord | undefined;
  /** Stores a message; answers it and the number of waiting messages before it. */
  add(
    profileId: string,
    input: NewCondolence,
    ownerToken: string,
  ): { record: CondolenceRecord; pendingBefore: number };
  /** Removes a message of any page by its id (a withdraw link); undefined when it is gone. */
  withdraw(id: string): CondolenceRecord | undefined;
  /** Messages written and candles lit on a page after `since` (for the managers' digest). */
  countSince(profileId: string, since: string): { pending: number; candles: number };
  get(profileId: string, id: string): CondolenceRecord | undefined;
  setStatus(profileId: string, id: string, status: CondolenceStatus): CondolenceRecord | undefined;
  /** Approves the given messages of this page; answers how many changed. */
  approveMany(profileId: string, ids: readonly string[]): number;
  remove(profileId: string, id: string): boolean;
  /** Every message, newest first, optionally of one status and one kind (managers). */
  listAll(
    profileId: string,
    status: CondolenceStatus | undefined,
    before: number | undefined,
    limit: number,
    kind?: MessageKind,
  ): Page<CondolenceRecord>;
  /** Messages with open reports ('Melden'), whatever their status, newest first (managers). */
  listReported(
    profileId: string,
    before: number | undefined,
    limit: number,
    kind?: MessageKind,
  ): Page<CondolenceRecord>;
  /** Approved messages of one kind plus the reader's own waiting ones, newest first (visitors). */
  listVisible(
    profileId: string,
    reader: Reader,
    before: number | undefined,
    limit: number,
    kind?: MessageKind,
  ): Page<CondolenceRecord>;
  markNotified(profileId: string, at: string): void;
  /** Every message with a thank-you card address, oldest first (managers). */
  thankYouAddresses(profileId: string): CondolenceRecord[];
  /** One writer per address left with a message that is not hidden, oldest message first. */
  thankYouRecipients(profileId: string): { email: string; name: string }[];
  lightCandle(profileId: string, name: string | null): { candle: CandleRecord; count: number };
  namedCandles(profileId: string, before: number | undefined, limit: number): Page<CandleRecord>;
  /** Removes one candle and lowers the count; false when the page has no such candle. */
  removeCandle(profileId: string, id: string): boolean;
  /** Every message written while signed in as `sub` or `email`, on any page, newest first. */
  writtenBy(sub: string, email: string): CondolenceRecord[];
}

/** `now` is the scheduler's clock, so that a moved clock dates new messages too. */
export function createCondolenceStore(db: Db, now: () => Date = () => new Date()): CondolenceStore {
  const selectRegister = db.prepare<[string], RegisterRow>(
    "SELECT mode, memories, version, pending, approved, hidden, candles, last_notified_at FROM condolence_registers WHERE profile_id = ?",
  );
  const ensureRegister = db.prepare<[string], never>(
    "INSERT OR IGNORE INTO condolence_registers (profile_id) VALUES (?)",
  );
  const selectOne = db.prepare<[string, string], CondolenceRow>(
    "SELECT * FROM condolences WHERE profile_id = ? AND id = ?",
  );
  const insert = db.prepare(
    `INSERT INTO condolences (id, profile_id, kind, name, message, relation, status, author_sub,
       author_email, writer_email, thank_you_street, thank_you_postcode, thank_you_place,
       owner_token_hash, created_at)
     VALUES (@id, @profileId, @kind, @name, @message, @relation, @status, @authorSub, @authorEmail,
       @writerEmail, @street, @postcode, @place, @ownerTokenHash, @createdAt)`,
  );
  const insertPhoto = db.prepare(
    `INSERT INTO memory_photos (condolence_id, position, asset_id, url, caption)
     VALUES (?, ?, ?, ?, ?)`,
  );
  const selectPhotos = db.prepare<
    [string],
    { asset_id: string | null; url: string; caption: string | null }
  >("SELECT asset_id, url, caption FROM memory_photos WHERE condolence_id = ? ORDER BY position");
  // `kind` is bound twice: NULL matches every kind.
  const listAllStmt = db.prepare<
    [string, string | null, string | null, number, number],
    CondolenceRow
  >(
    "SELECT * FROM condolences WHERE profile_id = ? AND (? IS NULL OR kind = ?) AND seq < ? ORDER BY seq DESC LIMIT ?",
  );
  const listReportedStmt = db.prepare<
    [string, string | null, string | null, number, number],
    CondolenceRow
  >(
    `SELECT * FROM condolences c
     WHERE c.profile_id = ? AND (? IS NULL OR c.kind = ?) AND c.seq < ?
       AND EXISTS (SELECT 1 FROM reports r
                   WHERE r.condolence_id = c.id AND r.profile_id = c.profile_id
                     AND r.closed_at IS NULL)
     ORDER BY c.seq DESC LIMIT ?`,
  );
  const listByStatus = db.prepare<
    [string, CondolenceStatus, string | null, string | null, number, number],
    CondolenceRow
  >(
    "SELECT * FROM condolences WHERE profile_id = ? AND status = ? AND (? IS NULL OR kind = ?) AND seq < ? ORDER BY seq DESC LIMIT ?",
  );
  const listOwnPending = db.prepare<
    [string, string | null, string | null, number, string, string, number],
    CondolenceRow
  >(
    `SELECT * FROM condolences
     WHERE profile_id = ? AND (? IS NULL OR kind = ?) AND status = 'pending' AND seq < ?
       AND (owner_token_hash IN (SELECT value FROM json_each(?)) OR author_sub = ?)
     ORDER BY seq DESC LIMIT ?`,
  );
  const toRecord = (row: CondolenceRow): CondolenceRecord =>
    toCondolence(
      row,
      row.kind === "memory"
        ? selectPhotos
            .all(row.id)
            .map((photo) => ({ assetId: photo.asset_id, url: photo.url, caption: photo.caption }))
        : [],
    );
  // One prepared statement per counter column (the column names are fixed, never input).
  const counterUpdates: Record<CondolenceStatus, Statement<[number, string]>> = {
    pending: db.prepare<[number, string]>(
      "UPDATE condolence_registers SET pending = pending + ? WHERE profile_id = ?",
    ),
    approved: db.prepare<[number, string]>(
      "UPDATE condolence_registers SET approved = approved + ? WHERE profile_id = ?",
    ),
    hidden: db.prepare<[number, string]>(
      "UPDATE condolence_registers SET hidden = hidden + ? WHERE profile_id = ?",
    ),
  };
  const addCount = (profileId: string, status: CondolenceStatus, delta: number) => {
    counterUpdates[status].run(delta, profileId);
  };

  const changeStatus = (row: CondolenceRow, status: CondolenceStatus): boolean => {
    if (row.status === status) return false;
    db.prepare("UPDATE condolences SET status = ? WHERE seq = ?").run(status, row.seq);
    ensureRegister.run(row.profile_id);
    addCount(row.profile_id, row.status, -1);
    addCount(row.profile_id, status, 1);
    return true;
  };

  const store: CondolenceStore = {
    register(profileId) {
      const row = selectRegister.get(profileId);
      if (!row) return { ...EMPTY_REGISTER };
      return {
        mode: row.mode,
        memories: row.memories !== 0,
        version: row.version,
        pending: row.pending,
        approved: row.approved,
        hidden: row.hidden,
        candles: row.candles,
        lastNotifiedAt: row.last_notified_at,
      };
    },
    setMode(profileId, mode, expectedVersion, memories) {
      return db.transaction(() => {
        ensureRegister.run(profileId);
        const memoriesFlag = memories === undefined ? null : Number(memories);
        const info = db
          .prepare(
            `UPDATE condolence_registers SET mode = ?, memories = COALESCE(?, memories),
               version = version + 1
             WHERE profile_id = ? AND (? IS NULL OR version = ?)`,
          )
          .run(mode, memoriesFlag, profileId, expectedVersion ?? null, expectedVersion ?? null);
        return info.changes === 0 ? undefined : store.register(profileId);
      })();
    },
    add(profileId, input, ownerToken) {
      return db.transaction(() => {
        ensureRegister.run(profileId);
        const pendingBefore = store.register(profileId).pending;
        const id = randomUUID();
        const { photos = [], kind = "condolence", thankYouAddress, ...fields } = input;
        insert.run({
          id,
          profileId,
          ...fields,
          kind,
          street: thankYouAddress?.street ?? null,
          postcode: thankYouAddress?.postcode ?? null,
          place: thankYouAddress?.place ?? null,
          ownerTokenHash: hashOwnerToken(ownerToken),
          createdAt: now().toISOString(),
        });
        photos.forEach((photo, position) => {
          insertPhoto.run(id, position, photo.assetId, photo.url, photo.caption);
        });
        addCount(profileId, input.status, 1);
        const row = selectOne.get(profileId, id);
        if (!row) throw new Error("condolence vanished after insert");
        return { record: toRecord(row), pendingBefore };
      })();
    },
    get(profileId, id) {
      const row = selectOne.get(profileId, id);
      return row ? toRecord(row) : undefined;
    },
    setStatus(profileId, id, status) {
      return db.transaction(() => {
        const row = selectOne.get(profileId, id);
        if (!row) return undefined;
        changeStatus(row, status);
        return { ...toRecord(row), status };
      })();
    },
    approveMany(profileId, ids) {
      return db.transaction(() => {
        let changed = 0;
        for (const id of ids) {
          const row = selectOne.get(profileId, id);
          if (row && changeStatus(row, "approved")) changed += 1;
        }
        return changed;
      })();
    },
    remove(profileId, id) {
      return db.transaction(() => {
        const row = selectOne.get(profileId, id);
        if (!row) return false;
        db.prepare("DELETE FROM condolences WHERE seq = ?").run(row.seq);
        ensureRegister.run(profileId);
        addCount(profileId, row.status, -1);
        return true;
      })();
    },
    withdraw(id) {
      return db.transaction(() => {
        const row = db
          .prepare<[string], CondolenceRow>("SELECT * FROM condolences WHERE id = ?")
          .get(id);
        if (!row) return undefined;
        const record = toRecord(row);
        store.remove(row.profile_id, row.id);
        return record;
      })();
    },
    countSince(profileId, since) {
      const pending = db
        .prepare<[string, string], { n: number }>(
          "SELECT COUNT(*) AS n FROM condolences WHERE profile_id = ? AND status = 'pending' AND created_at > ?",
        )
        .get(profileId, since);
      const candles = db
        .prepare<[string, string], { n: number }>(
          "SELECT COUNT(*) AS n FROM candles WHERE profile_id = ? AND created_at > ?",
        )
        .get(profileId, since);
      return { pending: pending?.n ?? 0, candles: candles?.n ?? 0 };
    },
    listAll(profileId, status, before, limit, kind) {
      const k = kind ?? null;
      const rows =
        status === undefined
          ? listAllStmt.all(profileId, k, k, before ?? MAX_SEQ, limit + 1)
          : listByStatus.all(profileId, status, k, k, before ?? MAX_SEQ, limit + 1);
      return pageOf(rows.map(toRecord), limit);
    },
    listReported(profileId, before, limit, kind) {
      const rows = listReportedStmt.all(
        profileId,
        kind ?? null,
        kind ?? null,
        before ?? MAX_SEQ,
        limit + 1,
      );
      return pageOf(rows.map(toRecord), limit);
    },
    listVisible(profileId, reader, before, limit, kind) {
      const upper = before ?? MAX_SEQ;
      const k = kind ?? null;
      const approved = listByStatus.all(profileId, "approved", k, k, upper, limit + 1);
      const own =
        reader.sub === undefined && reader.tokenHashes.length === 0
          ? []
          : listOwnPending.all(
              profileId,
              k,
              k,
              upper,
              JSON.stringify(reader.tokenHashes),
              reader.sub ?? "",
              limit + 1,
            );
      const merged = [...approved, ...own].sort((a, b) => b.seq - a.seq);
      return pageOf(merged.map(toRecord), limit);
    },
    thankYouAddresses(profileId) {
      return db
        .prepare<[string], CondolenceRow>(
          `SELECT * FROM condolences WHERE profile_id = ? AND thank_you_street IS NOT NULL
           ORDER BY seq`,
        )
        .all(profileId)
        .map(toRecord);
    },
    thankYouRecipients(profileId) {
      const rows = db
        .prepare<[string], { email: string; name: string }>(
          `SELECT lower(COALESCE(writer_email, author_email)) AS email, name FROM condolences
           WHERE profile_id = ? AND status != 'hidden'
             AND COALESCE(writer_email, author_email) IS NOT NULL
           ORDER BY seq`,
        )
        .all(profileId);
      const seen = new Map<string, string>();
      for (const row of rows) if (!seen.has(row.email)) seen.set(row.email, row.name);
      return [...seen].map(([email, name]) => ({ email, name }));
    },
    markNotified(profileId, at) {
      db.prepare("UPDATE condolence_registers SET last_notified_at = ? WHERE profile_id = ?").run(
        at,
        profileId,
      );
    },
    lightCandle(profileId, name) {
      return db.transaction(() => {
        ensureRegister.run(profileId);
        const id = randomUUID();
        const createdAt = now().toISOString();
        const info = db
          .prepare("INSERT INTO candles (id, profile_id, name, created_at) VALUES (?, ?, ?, ?)")
          .run(id, profileId, name, createdAt);
        db.prepare(
          "UPDATE condolence_registers SET candles = candles + 1 WHERE profile_id = ?",
        ).run(profileId);
        return {
          candle: { seq: Number(info.lastInsertRowid), id, name, createdAt },
          count: store.register(profileId).candles,
        };
      })();
    },
    writtenBy(sub, email) {
      return db
        .prepare<[string, string], CondolenceRow>(
          "SELECT * FROM condolences WHERE author_sub = ? OR lower(author_email) = ? ORDER BY created_at DESC, seq DESC",
        )
        .all(sub, email.toLowerCase())
        .map(toRecord);
    },
    removeCandle(profileId, id) {
      return db.transaction(() => {
        const removed = db
          .prepare("DELETE FROM candles WHERE profile_id = ? AND id = ?")
          .run(profileId, id);
        if (removed.changes === 0) return false;
        ensureRegister.run(profileId);
        db.prepare(
          "UPDATE condolence_registers SET candles = MAX(candles - 1, 0) WHERE profile_id = ?",
        ).run(profileId);
        return true;
      })();
    },
    namedCandles(profileId, before, limit) {
      const rows = db
        .prepare<
          [string, number, number],
          { seq: number; id: string; name: string; created_at: string }
        >(
          `SELECT seq, id, name, created_at FROM candles
           WHERE profile_id = ? AND name IS NOT NULL AND seq < ? ORDER BY seq DESC LIMIT ?`,
        )
        .all(profileId, before ?? MAX_SEQ, limit + 1)
        .map((row) => ({ seq: row.seq, id: row.id, name: row.name, createdAt: row.created_at }));
      return pageOf(rows, limit);
    },
  };
  return store;
}
