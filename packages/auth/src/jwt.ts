/** Reading (not verifying) the claims of the tokens the identity provider issued. */

export type JwtClaims = Record<string, unknown>;

function base64UrlDecode(segment: string): string {
  const base64 = segment.replace(/-/g, "+").replace(/_/g, "/");
  const padded = base64 + "=".repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (character) => character.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** The payload of a JWT, or undefined when the value is not a readable JWT. */
export function decodeJwtClaims(token: string): JwtClaims | undefined {
  const segment = token.split(".")[1];
  if (segment === undefined || segment === "") return undefined;
  try {
    const parsed: unknown = JSON.parse(base64UrlDecode(segment));
    return typeof parsed === "object" && parsed !== null && !Array.isArray(parsed)
      ? (parsed as JwtClaims)
      : undefined;
  } catch {
    return undefined;
  }
}

export function stringClaim(claims: JwtClaims | undefined, name: string): string | undefined {
  const value = claims?.[name];
  return typeof value === "string" ? value : undefined;
}

export function numberClaim(claims: JwtClaims | undefined, name: string): number | undefined {
  const value = claims?.[name];
  return typeof value === "number" && Number.isFinite(value) ? value : undefined;
}
