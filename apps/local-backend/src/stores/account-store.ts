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
  /**
   * Account deletion, after its pages were deleted or handed over: removes the account's name,
   * notification settings, access rows and hand-overs, the link of the messages it wrote while
   * signed in, and its e-mail as the creator of pages now owned by someone else. One transaction.
   */
  forget(email: string, sub: string): void;
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
    forget(email, sub) {
      const key = email.toLowerCase();
      db.transaction(() => {
        db.prepare("DELETE FROM account_names WHERE email = ?").run(key);
        db.prepare("DELETE FROM manager_notifications WHERE email = ?").run(key);
        db.prepare("DELETE FROM memberships WHERE email = ?").run(key);
        db.prepare("DELETE FROM ownership_handovers WHERE from_email = ? OR to_email = ?").run(
          key,
          key,
        );
        db.prepare("UPDATE page_owners SET successor_email = NULL WHERE successor_email = ?").run(
          key,
        );
        db.prepare(
          `UPDATE condolences SET author_sub = NULL, author_email = NULL
           WHERE author_sub = ? OR lower(author_email) = ?`,
        ).run(sub, key);
        db.prepare(
          `UPDATE profiles SET creator_sub = '',
             creator_email = (SELECT owner_email FROM page_owners WHERE profile_id = profiles.id)
           WHERE lower(creator_email) = ?
             AND EXISTS (SELECT 1 FROM page_owners WHERE profile_id = profiles.id)`,
        ).run(key);
      })();
    },
  };
  return store;
}
