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
    // Reports ('Melden') of a page, a section or a message: kept with the page, closed when a
    // manager changes or removes the reported message.
    id: "api-037-reports",
    sql: `CREATE TABLE reports (
      seq INTEGER PRIMARY KEY AUTOINCREMENT,
      id TEXT NOT NULL UNIQUE,
      profile_id TEXT NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
      subject TEXT NOT NULL CHECK (subject IN ('page', 'section', 'condolence')),
      section_index INTEGER,
      condolence_id TEXT,
      reason TEXT NOT NULL CHECK (reason IN ('offensive', 'privacy', 'copyright', 'other')),
      explanation TEXT NOT NULL,
      reporter_email TEXT,
      created_at TEXT NOT NULL,
      closed_at TEXT
    );
    CREATE INDEX reports_open_condolence ON reports (condolence_id) WHERE closed_at IS NULL;
    CREATE INDEX reports_page ON reports (profile_id, seq);`,
  },
  {
    // Followers of a page ('Op de hoogte blijven'): an address waits until its confirmation
    // link is used (and is forgotten after 7 days without), and the page's remembrance mails
    // for its followers (each day off by default).
    id: "api-034-followers",
    sql: `CREATE TABLE followers (
      id TEXT PRIMARY KEY,
      profile_id TEXT NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
      email TEXT NOT NULL,
      confirmed_at TEXT,
      created_at TEXT NOT NULL,
      UNIQUE (profile_id, email)
    );
    CREATE INDEX followers_waiting ON followers (created_at) WHERE confirmed_at IS NULL;
    CREATE TABLE follower_settings (
      profile_id TEXT PRIMARY KEY REFERENCES profiles (id) ON DELETE CASCADE,
      anniversary INTEGER NOT NULL DEFAULT 0,
      birthday INTEGER NOT NULL DEFAULT 0,
      all_souls INTEGER NOT NULL DEFAULT 0
    );`,
  },
  {
    // Ownership: every page has one owner (a manager) and may name a successor; the creator of
    // each existing page becomes its owner. A hand-over waits for its receiver's answer; at most
    // one waits per page.
    id: "api-032-ownership",
    sql: `CREATE TABLE page_owners (
      profile_id TEXT PRIMARY KEY REFERENCES profiles (id) ON DELETE CASCADE,
      owner_email TEXT NOT NULL,
      successor_email TEXT
    );
    INSERT INTO page_owners (profile_id, owner_email) SELECT id, creator_email FROM profiles;
    CREATE TABLE ownership_handovers (
      id TEXT PRIMARY KEY,
      profile_id TEXT NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
      from_email TEXT NOT NULL,
      to_email TEXT NOT NULL,
      status TEXT NOT NULL CHECK (status IN ('pending', 'accepted', 'declined', 'cancelled', 'ended')),
      created_at TEXT NOT NULL,
      answered_at TEXT
    );
    CREATE UNIQUE INDEX ownership_handovers_waiting ON ownership_handovers (profile_id)
      WHERE status = 'pending';`,
  },
  {
    // The bedankkaart: the postal address a writer left with a message (personal data, it goes
    // with the message), and the one digital thank-you a page's managers send.
    id: "api-035-thank-you",
    sql: `ALTER TABLE condolences ADD COLUMN thank_you_street TEXT;
    ALTER TABLE condolences ADD COLUMN thank_you_postcode TEXT;
    ALTER TABLE condolences ADD COLUMN thank_you_place TEXT;
    CREATE TABLE thank_you_mails (
      profile_id TEXT PRIMARY KEY REFERENCES profiles (id) ON DELETE CASCADE,
      text TEXT NOT NULL,
      recipients INTEGER NOT NULL,
      sent_at TEXT NOT NULL
    );`,
  },
  {
    // 'Uw naam': the name an account holder gives (or declines to give) once, by e-mail.
    id: "api-036-user-names",
    sql: `CREATE TABLE account_names (
      email TEXT PRIMARY KEY,
      name TEXT,
      asked_at TEXT NOT NULL
    );`,
  },
  {
    // Readable page addresses: the current one on the page, and every address ever issued in a
    // table of its own that outlives its page (no foreign key), so an address is never reused
    // and keeps leading to its page. Existing pages get theirs on their next read.
    id: "api-033-addresses",
    sql: `ALTER TABLE profiles ADD COLUMN address TEXT;
    CREATE UNIQUE INDEX profiles_address ON profiles (address);
    CREATE TABLE page_addresses (
      address TEXT PRIMARY KEY,
      profile_id TEXT NOT NULL,
      issued_at TEXT NOT NULL
    );
    CREATE INDEX page_addresses_profile ON page_addresses (profile_id);`,
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
  {
    // Deleted pages: only a tombstone (the id and when) stays, next to the page's addresses in
    // `page_addresses`, so its links answer 'verwijderd' and no address is ever reused.
    id: "api-040-erasure",
    sql: `CREATE TABLE deleted_pages (
      profile_id TEXT PRIMARY KEY,
      deleted_at TEXT NOT NULL
    );`,
  },
];
