// The identity service's own signing key, for the token cases that need a validly signed token
// with bad claims (no `exp`, `iat` in the future). Only the local backend offers it: the suite
// reads the key from the database file in the data folder it gave the backend (the one place the
// suite looks inside the black box, read-only). A real user pool never hands out its key, and a
// backend started with CONTRACT_BACKEND_COMMAND may keep it elsewhere: then the forged-token
// cases are skipped with the reason.
import { existsSync } from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";

/** The key as the suite context carries it (plain JSON, provided to every test file). */
export interface SigningKey {
  kid: string;
  privateJwk: Record<string, unknown>;
}

/** The local backend's database file inside MEMORIAL_DATA_DIR. */
const DATABASE_FILE = "memorial.sqlite";

/** The key, or the reason it cannot be had. */
export function readLocalSigningKey(dataDir: string): SigningKey | { reason: string } {
  const file = path.join(dataDir, DATABASE_FILE);
  if (!existsSync(file)) return { reason: `no ${DATABASE_FILE} in the backend's data folder` };
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const row = db
      .prepare<[], { kid: string; private_jwk: string }>(
        "SELECT kid, private_jwk FROM identity_signing_keys LIMIT 1",
      )
      .get();
    if (row === undefined) return { reason: "the backend's database holds no signing key" };
    return { kid: row.kid, privateJwk: JSON.parse(row.private_jwk) as Record<string, unknown> };
  } catch (error) {
    return { reason: `the signing key could not be read: ${String(error)}` };
  } finally {
    db.close();
  }
}
