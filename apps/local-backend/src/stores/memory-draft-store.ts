// Memory drafts: the short-lived secret (1 hour) that lets a visitor, signed in or not, upload
// up to 5 photos for one memory on one page before writing it. Only the token's SHA-256 is
// stored; a draft is removed when its memory is written.
import { randomUUID } from "node:crypto";
import type { Db } from "../db/database.ts";
import { hashOwnerToken, newOwnerToken } from "./condolence-store.ts";

/** How long a draft's token (and so its upload URLs' right to upload) lasts. */
export const MEMORY_DRAFT_TTL_MS = 60 * 60 * 1000;

export interface MemoryDraft {
  id: string;
  profileId: string;
  /** Photos the draft has asked upload URLs for. */
  photos: number;
  expiresAt: string;
}

export interface MemoryDraftStore {
  /** A new draft of the page and its token. */
  create(profileId: string): { draft: MemoryDraft; token: string };
  /** The page's unexpired draft with this token. */
  find(profileId: string, token: string): MemoryDraft | undefined;
  /** The unexpired draft with this token, of any page. */
  findByToken(token: string): MemoryDraft | undefined;
  /** Counts more photos against the draft. */
  addPhotos(id: string, count: number): void;
  remove(id: string): void;
}

interface DraftRow {
  id: string;
  profile_id: string;
  photos: number;
  expires_at: string;
}

const toDraft = (row: DraftRow): MemoryDraft => ({
  id: row.id,
  profileId: row.profile_id,
  photos: row.photos,
  expiresAt: row.expires_at,
});

export function createMemoryDraftStore(
  db: Db,
  now: () => Date = () => new Date(),
): MemoryDraftStore {
  return {
    create(profileId) {
      const token = newOwnerToken();
      const created = now();
      const row: DraftRow = {
        id: randomUUID(),
        profile_id: profileId,
        photos: 0,
        expires_at: new Date(created.getTime() + MEMORY_DRAFT_TTL_MS).toISOString(),
      };
      // Expired drafts go when new ones come.
      db.prepare("DELETE FROM memory_drafts WHERE expires_at <= ?").run(created.toISOString());
      db.prepare(
        "INSERT INTO memory_drafts (id, profile_id, token_hash, photos, expires_at, created_at) VALUES (?, ?, ?, 0, ?, ?)",
      ).run(row.id, profileId, hashOwnerToken(token), row.expires_at, created.toISOString());
      return { draft: toDraft(row), token };
    },
    find(profileId, token) {
      const row = db
        .prepare<[string, string, string], DraftRow>(
          "SELECT * FROM memory_drafts WHERE token_hash = ? AND profile_id = ? AND expires_at > ?",
        )
        .get(hashOwnerToken(token), profileId, now().toISOString());
      return row ? toDraft(row) : undefined;
    },
    findByToken(token) {
      const row = db
        .prepare<[string, string], DraftRow>(
          "SELECT * FROM memory_drafts WHERE token_hash = ? AND expires_at > ?",
        )
        .get(hashOwnerToken(token), now().toISOString());
      return row ? toDraft(row) : undefined;
    },
    addPhotos(id, count) {
      db.prepare("UPDATE memory_drafts SET photos = photos + ? WHERE id = ?").run(count, id);
    },
    remove(id) {
      db.prepare("DELETE FROM memory_drafts WHERE id = ?").run(id);
    },
  };
}
