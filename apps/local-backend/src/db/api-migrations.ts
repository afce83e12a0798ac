// Tables of the product API: memorial pages, who may see or manage them, uploads and their
// processing jobs, stored media, payments and a few settings (upload signing key, seed flag).
import type { Migration } from "./database.ts";

export const apiMigrations: Migration[] = [
  {
    id: "api-001-profiles",
    sql: `CREATE TABLE profiles (
      id TEXT PRIMARY KEY,
      creator_sub TEXT NOT NULL,
      creator_email TEXT NOT NULL,
      name TEXT NOT NULL DEFAULT '',
      date_of_birth TEXT,
      date_of_death TEXT,
      profile_picture TEXT,
      sections_json TEXT NOT NULL DEFAULT '[]',
      extra_json TEXT NOT NULL DEFAULT '{}',
      is_public INTEGER NOT NULL DEFAULT 0,
      plan TEXT NOT NULL DEFAULT 'trial' CHECK (plan IN ('trial', 'bronze', 'silver')),
      trial_ends_at TEXT NOT NULL,
      paid_until TEXT,
      version INTEGER NOT NULL DEFAULT 1,
      created_at TEXT NOT NULL,
      updated_at TEXT NOT NULL
    );
    CREATE TABLE memberships (
      profile_id TEXT NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
      email TEXT NOT NULL,
      level TEXT NOT NULL CHECK (level IN ('manage', 'view')),
      created_at TEXT NOT NULL,
      PRIMARY KEY (profile_id, email)
    );
    CREATE INDEX memberships_email ON memberships (email);`,
  },
  {
    id: "api-002-uploads",
    sql: `CREATE TABLE assets (
      id TEXT PRIMARY KEY,
      profile_id TEXT NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
      file TEXT NOT NULL,
      content_type TEXT NOT NULL,
      size INTEGER NOT NULL,
      created_at TEXT NOT NULL
    );
    CREATE INDEX assets_profile ON assets (profile_id);
    CREATE TABLE uploads (
      id TEXT PRIMARY KEY,
      profile_id TEXT NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
      kind TEXT NOT NULL,
      file_name TEXT NOT NULL,
      content_type TEXT NOT NULL,
      max_bytes INTEGER NOT NULL,
      exact_size INTEGER,
      expires_at TEXT NOT NULL,
      status TEXT NOT NULL CHECK (status IN ('awaiting', 'pending', 'succeeded', 'failed')),
      asset_id TEXT REFERENCES assets (id) ON DELETE SET NULL,
      error TEXT,
      created_by TEXT NOT NULL,
      created_at TEXT NOT NULL
    );`,
  },
  {
    id: "api-003-payments",
    sql: `CREATE TABLE payments (
      id TEXT PRIMARY KEY,
      profile_id TEXT NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
      plan TEXT NOT NULL CHECK (plan IN ('bronze', 'silver')),
      years INTEGER NOT NULL,
      amount_cents INTEGER NOT NULL,
      status TEXT NOT NULL CHECK (status IN ('open', 'paid', 'failed', 'cancelled')),
      created_by TEXT NOT NULL,
      created_at TEXT NOT NULL,
      completed_at TEXT
    );
    CREATE TABLE api_settings (key TEXT PRIMARY KEY, value TEXT NOT NULL);`,
  },
  {
    // Who asked for an upload URL (it stays valid only while they manage the page) and the bytes
    // an upload holds against the storage quota while it waits for processing.
    id: "api-004-upload-reservations",
    sql: `ALTER TABLE uploads ADD COLUMN created_by_email TEXT;
    ALTER TABLE uploads ADD COLUMN reserved_bytes INTEGER NOT NULL DEFAULT 0;`,
  },
  {
    // The condolence register: one counters row per page (mode, its version, counts), the
    // messages (newest first by seq) and the candles. Owner tokens are stored hashed.
    id: "api-010-condolences",
    sql: `CREATE TABLE condolence_registers (
      profile_id TEXT PRIMARY KEY REFERENCES profiles (id) ON DELETE CASCADE,
      mode TEXT NOT NULL DEFAULT 'approval' CHECK (mode IN ('off', 'approval', 'immediate')),
      version INTEGER NOT NULL DEFAULT 1,
      pending INTEGER NOT NULL DEFAULT 0,
      approved INTEGER NOT NULL DEFAULT 0,
      hidden INTEGER NOT NULL DEFAULT 0,
      candles INTEGER NOT NULL DEFAULT 0,
      last_notified_at TEXT
    );
    CREATE TABLE condolences (
      seq INTEGER PRIMARY KEY AUTOINCREMENT,
      id TEXT NOT NULL UNIQUE,
      profile_id TEXT NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
      name TEXT NOT NULL,
      message TEXT NOT NULL,
      relation TEXT,
      status TEXT NOT NULL CHECK (status IN ('pending', 'approved', 'hidden')),
      author_sub TEXT,
      author_email TEXT,
      owner_token_hash TEXT NOT NULL,
      created_at TEXT NOT NULL
    );
    CREATE INDEX condolences_page ON condolences (profile_id, seq);
    CREATE INDEX condolences_page_status ON condolences (profile_id, status, seq);
    CREATE INDEX condolences_owner ON condolences (owner_token_hash);
    CREATE TABLE candles (
      seq INTEGER PRIMARY KEY AUTOINCREMENT,
      id TEXT NOT NULL UNIQUE,
      profile_id TEXT NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
      name TEXT,
      created_at TEXT NOT NULL
    );
    CREATE INDEX candles_named ON candles (profile_id, seq) WHERE name IS NOT NULL;`,
  },
  {
    // 'Vindbaar via zoekmachines': off by default, the family's choice per page.
    id: "api-020-searchable",
    sql: `ALTER TABLE profiles ADD COLUMN is_searchable INTEGER NOT NULL DEFAULT 0;`,
  },
  {
    // What a payment buys: the first plan of a trial page, the move from bronze to silver, or
    // more years ('Verlengen').
    id: "api-030-plan-changes",
    sql: `ALTER TABLE payments ADD COLUMN kind TEXT NOT NULL DEFAULT 'activate'
      CHECK (kind IN ('activate', 'upgrade', 'extend'));`,
  },
  {
    // Notifications: how each manager hears of new messages, the address a writer left for a
    // receipt, and a log that keeps each scheduled mail to one sending.
    id: "api-031-notifications",
    sql: `ALTER TABLE condolences ADD COLUMN writer_email TEXT;
    CREATE TABLE manager_notifications (
      profile_id TEXT NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
      email TEXT NOT NULL,
      condolences TEXT NOT NULL DEFAULT 'each' CHECK (condolences IN ('each', 'daily', 'off')),
      remembrance INTEGER NOT NULL DEFAULT 0,
      last_digest_at TEXT NOT NULL,
      PRIMARY KEY (profile_id, email)
    );
    CREATE TABLE notification_log (
      profile_id TEXT NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
      key TEXT NOT NULL,
      sent_at TEXT NOT NULL,
      PRIMARY KEY (profile_id, key)
    );`,
  },
  {
    // Memories: messages of the register with a longer text and up to 5 photos (in order, with
    // a caption), the per-page switch, and the drafts whose secret lets a visitor upload the
    // photos before the memory is written.
    id: "api-039-memories",
    sql: `ALTER TABLE condolences ADD COLUMN kind TEXT NOT NULL DEFAULT 'condolence'
      CHECK (kind IN ('condolence', 'memory'));
    CREATE INDEX condolences_page_kind ON condolences (profile_id, kind, status, seq);
    ALTER TABLE condolence_registers ADD COLUMN memories INTEGER NOT NULL DEFAULT 1;
    CREATE TABLE memory_photos (
      condolence_id TEXT NOT NULL REFERENCES condolences (id) ON DELETE CASCADE,
      position INTEGER NOT NULL,
      asset_id TEXT REFERENCES assets (id) ON DELETE SET NULL,
      url TEXT NOT NULL,
      caption TEXT,
      PRIMARY KEY (condolence_id, position)
    );
    CREATE TABLE memory_drafts (
      id TEXT PRIMARY KEY,
      profile_id TEXT NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
      token_hash TEXT NOT NULL UNIQUE,
      photos INTEGER NOT NULL DEFAULT 0,
      expires_at TEXT NOT NULL,
      created_at TEXT NOT NULL
    );`,
  },
];
