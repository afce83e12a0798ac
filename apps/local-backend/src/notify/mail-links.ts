// The links in notification mails that act without a session (withdrawing a message,
// confirming or ending the following of a page, answering a hand-over of a
// page's ownership): each
// carries a token bound to one record and one action, `<record id>.<HMAC-SHA256 of the action and
// the id>` under a key kept in the database. A token cannot be guessed, cannot be turned to
// another record or action, and stops working when its record goes (the record is looked up).
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { Db } from "../db/database.ts";

export type LinkAction =
  "withdraw-condolence" | "confirm-follower" | "unsubscribe-follower" | "answer-ownership-handover";

export interface MailLinks {
  token(action: LinkAction, recordId: string): string;
  /** The record id a token names for this action, or undefined for anything else. */
  verify(action: LinkAction, token: string): string | undefined;
}

const KEY_SETTING = "mail-link-key";

function loadKey(db: Db): Buffer {
  const row = db
    .prepare<[string], { value: string }>("SELECT value FROM api_settings WHERE key = ?")
    .get(KEY_SETTING);
  if (row) return Buffer.from(row.value, "base64url");
  const key = randomBytes(32);
  db.prepare("INSERT OR IGNORE INTO api_settings (key, value) VALUES (?, ?)").run(
    KEY_SETTING,
    key.toString("base64url"),
  );
  return loadKey(db);
}

export function createMailLinks(db: Db): MailLinks {
  const key = loadKey(db);
  const mac = (action: LinkAction, id: string) =>
    createHmac("sha256", key).update(`${action}|${id}`).digest("base64url");
  return {
    token: (action, recordId) => `${recordId}.${mac(action, recordId)}`,
    verify(action, token) {
      const match = /^([0-9a-f-]{36})\.([\w-]{43})$/.exec(token);
      if (!match?.[1] || !match[2]) return undefined;
      const expected = Buffer.from(mac(action, match[1]));
      const given = Buffer.from(match[2]);
      return expected.length === given.length && timingSafeEqual(expected, given)
        ? match[1]
        : undefined;
    },
  };
}
