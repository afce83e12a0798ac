// The embedded database (SQLite through better-sqlite3): one file in the data folder that
// survives restarts. Each role (identity, api, ...) owns its tables and brings its own
// migrations; they are applied once, in order, and recorded in the `migrations` table.
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";

export type Db = Database.Database;

export interface Migration {
  /** Unique, stable id, prefixed by the role: "identity-001-users". Never rename once shipped. */
  id: string;
  sql: string;
}

/** Opens (or creates) the database; `":memory:"` gives a throw-away one for tests. */
export function openDatabase(file: string, migrations: readonly Migration[]): Db {
  if (file !== ":memory:") fs.mkdirSync(path.dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma("journal_mode = WAL");
  db.pragma("foreign_keys = ON");
  db.pragma("busy_timeout = 5000");
  migrate(db, migrations);
  return db;
}

export function migrate(db: Db, migrations: readonly Migration[]): void {
  db.exec("CREATE TABLE IF NOT EXISTS migrations (id TEXT PRIMARY KEY, applied_at TEXT NOT NULL)");
  const seen = new Set(
    db
      .prepare<[], { id: string }>("SELECT id FROM migrations")
      .all()
      .map((row) => row.id),
  );
  const ids = new Set<string>();
  for (const m of migrations) {
    if (ids.has(m.id)) throw new Error(`Duplicate migration id ${m.id}`);
    ids.add(m.id);
    if (seen.has(m.id)) continue;
    db.transaction(() => {
      db.exec(m.sql);
      db.prepare("INSERT INTO migrations (id, applied_at) VALUES (?, ?)").run(
        m.id,
        new Date().toISOString(),
      );
    })();
  }
}
