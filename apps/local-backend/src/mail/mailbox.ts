// The local mailbox: every e-mail the product would send (sign-up and reset codes, invitations)
// lands here instead. The identity service shows it as a page and as JSON.
import type { Db, Migration } from "../db/database.ts";

export const mailMigrations: Migration[] = [
  {
    id: "mail-001-messages",
    sql: `CREATE TABLE mail_messages (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      recipient TEXT NOT NULL,
      subject TEXT NOT NULL,
      body TEXT NOT NULL,
      kind TEXT NOT NULL,
      created_at TEXT NOT NULL
    );
    CREATE INDEX mail_messages_recipient ON mail_messages (recipient);`,
  },
];

export type MailKind = "signup-code" | "reset-code" | "invitation" | "condolence" | "other";

export interface MailMessage {
  id: number;
  to: string;
  subject: string;
  body: string;
  kind: MailKind;
  createdAt: string;
}

export interface Mailbox {
  send(message: { to: string; subject: string; body: string; kind: MailKind }): MailMessage;
  /** Newest first; only the given recipient's messages when `to` is set (case-insensitive). */
  list(to?: string): MailMessage[];
  clear(): void;
}

interface Row {
  id: number;
  recipient: string;
  subject: string;
  body: string;
  kind: MailKind;
  created_at: string;
}

const toMessage = (row: Row): MailMessage => ({
  id: row.id,
  to: row.recipient,
  subject: row.subject,
  body: row.body,
  kind: row.kind,
  createdAt: row.created_at,
});

export function createMailbox(db: Db, onSend?: (message: MailMessage) => void): Mailbox {
  const insert = db.prepare<[string, string, string, string, string], never>(
    "INSERT INTO mail_messages (recipient, subject, body, kind, created_at) VALUES (?, ?, ?, ?, ?)",
  );
  return {
    send({ to, subject, body, kind }) {
      const createdAt = new Date().toISOString();
      const info = insert.run(to.toLowerCase(), subject, body, kind, createdAt);
      const message: MailMessage = {
        id: Number(info.lastInsertRowid),
        to: to.toLowerCase(),
        subject,
        body,
        kind,
        createdAt,
      };
      onSend?.(message);
      return message;
    },
    list(to) {
      const rows =
        to === undefined
          ? db.prepare<[], Row>("SELECT * FROM mail_messages ORDER BY id DESC").all()
          : db
              .prepare<[string], Row>(
                "SELECT * FROM mail_messages WHERE recipient = ? ORDER BY id DESC",
              )
              .all(to.toLowerCase());
      return rows.map(toMessage);
    },
    clear() {
      db.exec("DELETE FROM mail_messages");
    },
  };
}
