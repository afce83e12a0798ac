// Tables of the identity service. Passwords are never stored: users carry an SRP salt and
// verifier and a scrypt hash. Refresh tokens, challenge sessions, authorization codes and hosted
// sign-in sessions are stored as SHA-256 hashes of the secret the client holds.
import type { Migration } from "../db/database.ts";

export const identityMigrations: Migration[] = [
  {
    id: "identity-001-users",
    sql: `CREATE TABLE identity_users (
      sub TEXT PRIMARY KEY,
      username TEXT NOT NULL UNIQUE,
      email TEXT NOT NULL UNIQUE,
      email_verified INTEGER NOT NULL DEFAULT 0,
      status TEXT NOT NULL,
      name TEXT,
      google_id TEXT UNIQUE,
      srp_salt TEXT,
      srp_verifier TEXT,
      password_hash TEXT,
      failed_sign_ins INTEGER NOT NULL DEFAULT 0,
      locked_until INTEGER NOT NULL DEFAULT 0,
      failed_password_changes INTEGER NOT NULL DEFAULT 0,
      created_at INTEGER NOT NULL,
      updated_at INTEGER NOT NULL
    );`,
  },
  {
    id: "identity-002-codes",
    sql: `CREATE TABLE identity_codes (
      user_sub TEXT NOT NULL REFERENCES identity_users (sub) ON DELETE CASCADE,
      purpose TEXT NOT NULL,
      code TEXT NOT NULL,
      expires_at INTEGER NOT NULL,
      failed_attempts INTEGER NOT NULL DEFAULT 0,
      PRIMARY KEY (user_sub, purpose)
    );
    CREATE TABLE identity_code_sends (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      user_sub TEXT NOT NULL REFERENCES identity_users (sub) ON DELETE CASCADE,
      sent_at INTEGER NOT NULL
    );
    CREATE INDEX identity_code_sends_user ON identity_code_sends (user_sub, sent_at);`,
  },
  {
    id: "identity-003-sessions",
    sql: `CREATE TABLE identity_sessions (
      origin_jti TEXT PRIMARY KEY,
      user_sub TEXT NOT NULL REFERENCES identity_users (sub) ON DELETE CASCADE,
      client_id TEXT NOT NULL,
      refresh_token_hash TEXT NOT NULL UNIQUE,
      scope TEXT NOT NULL,
      auth_time INTEGER NOT NULL,
      created_at INTEGER NOT NULL,
      expires_at INTEGER NOT NULL,
      revoked_at INTEGER
    );
    CREATE INDEX identity_sessions_user ON identity_sessions (user_sub);
    CREATE TABLE identity_challenges (
      session_hash TEXT PRIMARY KEY,
      user_sub TEXT NOT NULL REFERENCES identity_users (sub) ON DELETE CASCADE,
      kind TEXT NOT NULL,
      data TEXT NOT NULL,
      expires_at INTEGER NOT NULL
    );`,
  },
  {
    id: "identity-004-hosted",
    sql: `CREATE TABLE identity_authorize_requests (
      id_hash TEXT PRIMARY KEY,
      params TEXT NOT NULL,
      expires_at INTEGER NOT NULL
    );
    CREATE TABLE identity_authorization_codes (
      code_hash TEXT PRIMARY KEY,
      user_sub TEXT NOT NULL REFERENCES identity_users (sub) ON DELETE CASCADE,
      client_id TEXT NOT NULL,
      redirect_uri TEXT NOT NULL,
      code_challenge TEXT NOT NULL,
      scope TEXT NOT NULL,
      nonce TEXT,
      auth_time INTEGER NOT NULL,
      expires_at INTEGER NOT NULL,
      used_at INTEGER,
      origin_jti TEXT
    );
    CREATE TABLE identity_hosted_sessions (
      id_hash TEXT PRIMARY KEY,
      user_sub TEXT NOT NULL REFERENCES identity_users (sub) ON DELETE CASCADE,
      auth_time INTEGER NOT NULL,
      expires_at INTEGER NOT NULL
    );`,
  },
  {
    id: "identity-005-devices-keys-pool",
    sql: `CREATE TABLE identity_devices (
      device_key TEXT PRIMARY KEY,
      user_sub TEXT NOT NULL REFERENCES identity_users (sub) ON DELETE CASCADE,
      group_key TEXT NOT NULL,
      salt TEXT,
      verifier TEXT,
      name TEXT,
      confirmed INTEGER NOT NULL DEFAULT 0,
      created_at INTEGER NOT NULL
    );
    CREATE TABLE identity_signing_keys (
      kid TEXT PRIMARY KEY,
      private_jwk TEXT NOT NULL,
      public_jwk TEXT NOT NULL,
      created_at INTEGER NOT NULL
    );
    CREATE TABLE identity_pool_identities (
      identity_id TEXT PRIMARY KEY,
      user_sub TEXT UNIQUE REFERENCES identity_users (sub) ON DELETE CASCADE,
      created_at INTEGER NOT NULL
    );`,
  },
];
