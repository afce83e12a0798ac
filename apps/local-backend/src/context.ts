// What every role of the local backend receives: configuration, the one database, the mailbox
// and a logger. Roles never open their own database or read environment variables themselves.
import type { BackendConfig } from "./config.ts";
import type { Db } from "./db/database.ts";
import type { Mailbox } from "./mail/mailbox.ts";

export interface Logger {
  info(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
}

export interface BackendContext {
  config: BackendConfig;
  db: Db;
  mailbox: Mailbox;
  log: Logger;
}

/** One JSON line per event on stdout (stderr for errors). */
export function createJsonLogger(silent = false): Logger {
  const write = (level: string, message: string, fields?: Record<string, unknown>) => {
    if (silent) return;
    const line = JSON.stringify({ time: new Date().toISOString(), level, message, ...fields });
    (level === "error" ? process.stderr : process.stdout).write(line + "\n");
  };
  return {
    info: (message, fields) => {
      write("info", message, fields);
    },
    error: (message, fields) => {
      write("error", message, fields);
    },
  };
}
