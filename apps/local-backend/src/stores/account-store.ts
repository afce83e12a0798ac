// The account holder's own details kept by the API: the name they gave ('Uw naam'), by e-mail
// (lower case), and whether they were asked (given or declined), so the app asks once.
import type { Db } from "../db/database.ts";

export interface AccountRecord {
  email: string;
  name: string | null;
  nameAsked: boolean;
}

export interface AccountStore {
  get(email: string): AccountRecord;
  /** The name to greet or name someone by, or null when they gave none. */
  nameOf(email: string): string | null;
  setName(email: string, name: string | null, at: Date): AccountRecord;
}

export function createAccountStore(db: Db): AccountStore {
  const select = db.prepare<[string], { name: string | null }>(
    "SELECT name FROM account_names WHERE email = ?",
  );
  const store: AccountStore = {
    get(email) {
      const key = email.toLowerCase();
      const row = select.get(key);
      return { email: key, name: row?.name ?? null, nameAsked: row !== undefined };
    },
    nameOf(email) {
      return select.get(email.toLowerCase())?.name ?? null;
    },
    setName(email, name, at) {
      db.prepare(
        `INSERT INTO account_names (email, name, asked_at) VALUES (?, ?, ?)
         ON CONFLICT (email) DO UPDATE SET name = excluded.name, asked_at = excluded.asked_at`,
      ).run(email.toLowerCase(), name, at.toISOString());
      return store.get(email);
    },
  };
  return store;
}
