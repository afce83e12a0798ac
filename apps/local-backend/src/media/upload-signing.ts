// The signature of an upload URL: an HMAC over the upload's id, content type, size bound and
// expiry, with a key made once and kept in the database (so URLs survive a restart).
import { createHmac, randomBytes } from "node:crypto";
import type { BackendContext } from "../context.ts";

const SIGNING_KEY = "upload-signing-key";

/** What an upload URL is bound to. */
export interface SignedUpload {
  id: string;
  content_type: string;
  max_bytes: number;
  exact_size: number | null;
  expires_at: string;
}

function signingKey(ctx: BackendContext): Buffer {
  const found = ctx.db
    .prepare<[string], { value: string }>("SELECT value FROM api_settings WHERE key = ?")
    .get(SIGNING_KEY);
  if (found) return Buffer.from(found.value, "hex");
  const key = randomBytes(32);
  ctx.db
    .prepare("INSERT OR IGNORE INTO api_settings (key, value) VALUES (?, ?)")
    .run(SIGNING_KEY, key.toString("hex"));
  return signingKey(ctx);
}

/** Signs an upload's bounds with the database's key. */
export function createUploadSigner(ctx: BackendContext): (upload: SignedUpload) => string {
  const key = signingKey(ctx);
  return (row) =>
    createHmac("sha256", key)
      .update(
        [row.id, row.content_type, row.max_bytes, row.exact_size ?? "", row.expires_at].join("\n"),
      )
      .digest("base64url");
}
