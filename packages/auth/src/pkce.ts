/** PKCE (RFC 7636) and OAuth state values for the hosted sign-in (docs/security.md item 3). */

/** The unreserved characters of RFC 3986: A-Z, a-z, 0-9, "-", ".", "_", "~". */
export const UNRESERVED_CHARACTERS =
  "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~";

export const OAUTH_STATE_LENGTH = 32;
export const PKCE_VERIFIER_LENGTH = 128;

/** The random source: `crypto.getRandomValues` (a subset of Web Crypto). */
export type RandomSource = Pick<Crypto, "getRandomValues">;

// The largest multiple of 66 below 256: bytes at or above it are discarded, so every character
// is equally likely (no modulo bias).
const ACCEPT_BELOW = 256 - (256 % UNRESERVED_CHARACTERS.length);

/** `length` random unreserved characters, by rejection sampling of random bytes. */
export function randomUnreservedString(length: number, source: RandomSource = crypto): string {
  let result = "";
  while (result.length < length) {
    // getRandomValues serves at most 65,536 bytes per call.
    const size = Math.min(65_536, Math.max(16, (length - result.length) * 2));
    const bytes = source.getRandomValues(new Uint8Array(size));
    for (const byte of bytes) {
      if (byte >= ACCEPT_BELOW) continue;
      result += UNRESERVED_CHARACTERS.charAt(byte % UNRESERVED_CHARACTERS.length);
      if (result.length === length) break;
    }
  }
  return result;
}

export function base64UrlEncode(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** code_challenge = BASE64URL(SHA-256(ASCII(code_verifier))), method S256. */
export async function pkceChallenge(
  verifier: string,
  subtle: SubtleCrypto = crypto.subtle,
): Promise<string> {
  const digest = await subtle.digest("SHA-256", new TextEncoder().encode(verifier));
  return base64UrlEncode(new Uint8Array(digest));
}

/** Compares two strings without an early exit on the first difference. */
export function constantTimeEqual(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let index = 0; index < a.length; index += 1) {
    difference |= a.charCodeAt(index) ^ b.charCodeAt(index);
  }
  return difference === 0;
}
