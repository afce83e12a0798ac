// The local mailbox: every e-mail the product would send (sign-up and reset codes, invitations,
// notifications) lands here instead, with its plain-text part, its HTML part when it has one and
// its list headers (`List-Unsubscribe`). The identity service shows it as a page and as JSON.
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
  {
    id: "mail-002-html-and-headers",
    sql: `ALTER TABLE mail_messages ADD COLUMN html TEXT;
    ALTER TABLE mail_messages ADD COLUMN headers_json TEXT NOT NULL DEFAULT '{}';`,
  },
];

export type MailKind =
  | "signup-code"
  | "reset-code"
  | "invitation"
  | "condolence"
  | "condolence-digest"
  | "condolence-receipt"
  | "condolence-approved"
  | "plan-reminder"
  | "remembrance"
  | "report"
  | "report-receipt"
  | "report-decision"
  | "follow-confirm"
  | "follower-gathering"
  | "follower-remembrance"
  | "ownership-request"
  | "ownership-answer"
  | "thank-you"
  | "other";

export interface MailMessage {
  id: number;
  to: string;
  subject: string;
  body: string;
  /** The HTML part, when the mail has one. */
  html: string | null;
  /** Extra headers such as `List-Unsubscribe` and `List-Unsubscribe-Post`. */
  headers: Record<string, string>;
  kind: MailKind;
  createdAt: string;
}

export interface OutgoingMail {
  to: string;
  subject: string;
  body: string;
  html?: string;
  headers?: Record<string, string>;
  kind: MailKind;
}

export interface Mailbox {
  send(message: OutgoingMail): MailMessage;
  get(id: number): MailMessage | undefined;
  /** Newest first; only the given recipient's messages when `to` is set (case-insensitive). */
  list(to?: string): MailMessage[];
  clear(): void;
}

interface Row {
  id: number;
  recipient: string;
  subject: string;
  body: string;
  html: string | null;
  headers_json: string;
  kind: MailKind;
  created_at: string;
}

const toMessage = (row: Row): MailMessage => ({
  id: row.id,
  to: row.recipient,
  subject: row.subject,
  body: row.body,
  html: row.html,
  headers: JSON.parse(row.headers_json) as Record<string, string>,
  kind: row.kind,
  createdAt: row.created_at,
});

export function createMailbox(db: Db, onSend?: (message: MailMessage) => void): Mailbox {
  const insert = db.prepare<[string, string, string, string | null, string, string, string], never>(
    `INSERT INTO mail_messages (recipient, subject, body, html, headers_json, kind, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  return {
    send({ to, subject, body, html, headers = {}, kind }) {
      const createdAt = new Date().toISOString();
      const info = insert.run(
        to.toLowerCase(),
        subject,
        body,
        html ?? null,
        JSON.stringify(headers),
        kind,
        createdAt,
      );
      const message: MailMessage = {
        id: Number(info.lastInsertRowid),
        to: to.toLowerCase(),
        subject,
        body,
        html: html ?? null,
        headers,
        kind,
        createdAt,
      };
      onSend?.(message);
      return message;
    },
    get(id) {
      const row = db.prepare<[number], Row>("SELECT * FROM mail_messages WHERE id = ?").get(id);
      return row ? toMessage(row) : undefined;
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
