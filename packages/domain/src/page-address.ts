/**
 * A page's readable address: the one path segment after the web app's origin
 * (`/henk-de-jong-1938`). Suggested from the name and the year of birth, unique, changeable by
 * the page's managers; every address a page ever had keeps leading to it. The rules here are
 * shared by the web app (the live check of 'Adres van de pagina') and the backend (which decides).
 */

/** Lengths of an address, in characters (`address_invalid` outside them). */
export const ADDRESS_LIMITS = { minLength: 3, maxLength: 60 } as const;

/** Lower-case letters and digits, in groups joined by single hyphens. */
export const ADDRESS_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A UUID: the shape of a page id, so never an address (a page id and an address never meet). */
const UUID_SHAPE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Words that are never a page's address: the web app's own first path segments (its routes,
 * including the ones of the account screens, the build's folders and files) and the paths of
 * the API, the media and the local helpers. `apps/web/src/edge/routes.test.ts` checks that
 * every top-level route of the app is in this list.
 */
export const RESERVED_ADDRESSES: ReadonlySet<string> = new Set([
  // The web app's routes.
  "login",
  "logout",
  "register",
  "reset-password",
  "change-password",
  "toegankelijkheid",
  "privacy",
  "bericht-intrekken",
  "eigenaar-worden",
  "mijn-account",
  "mijn-paginas",
  "account",
  "afmelden",
  "aanmelden",
  "inloggen",
  "uitloggen",
  "registreren",
  "volgen",
  "ontvolgen",
  "zoeken",
  "nieuw",
  "nieuwe-pagina",
  "betalen",
  "betaling",
  "prijzen",
  "tarieven",
  "voorwaarden",
  "contact",
  "over",
  "help",
  "hulp",
  "veelgestelde-vragen",
  "cookies",
  "afdrukken",
  "bewaren",
  "condoleances",
  "instellingen",
  // The build, the API, media and helpers.
  "api",
  "public",
  "media",
  "uploads",
  "exports",
  "payments",
  "mailbox",
  "assets",
  "static",
  "config",
  "config-json",
  "favicon",
  "robots",
  "sitemap",
  "manifest",
  "index",
  "well-known",
  "local",
  "admin",
  "beheer",
  "www",
  "mail",
  "herinneringspagina",
]);

/** Why an address cannot be used; `taken` is only known to the backend. */
export type AddressProblem = "too_short" | "too_long" | "invalid" | "reserved" | "taken";

/**
 * What is wrong with a wished address by the rules alone (lengths, characters, reserved
 * words), or null. Whether another page has it is for the backend to say (`taken`). Paths such
 * as `_local` or `config.json` fail on their characters already.
 */
export function addressProblem(address: string): Exclude<AddressProblem, "taken"> | null {
  if (address.length < ADDRESS_LIMITS.minLength) return "too_short";
  if (address.length > ADDRESS_LIMITS.maxLength) return "too_long";
  if (!ADDRESS_PATTERN.test(address)) return "invalid";
  if (RESERVED_ADDRESSES.has(address) || UUID_SHAPE.test(address)) return "reserved";
  return null;
}

/** Whether a path segment has the shape of a page id (a UUID) rather than of an address. */
export function isPageIdShape(segment: string): boolean {
  return UUID_SHAPE.test(segment);
}

/** Lower case, diacritics folded (é→e, ü→u, ß→ss, æ→ae, ø→o, ĳ→ij), anything else a hyphen. */
export function slugify(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/ß/g, "ss")
    .replace(/æ/g, "ae")
    .replace(/œ/g, "oe")
    .replace(/ø/g, "o")
    .replace(/ł/g, "l")
    .replace(/đ/g, "d")
    .replace(/þ/g, "th")
    .replace(/['’`]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/**
 * The address suggested for a page: its name and year of birth (`henk-de-jong-1938`), cut to
 * the longest length that leaves room for a collision suffix; null when the name gives no
 * letters or digits. A suggestion that breaks a rule (a reserved word, too short) gets
 * `-pagina` added.
 */
export function suggestAddress(
  name: string,
  dateOfBirth: string | null | undefined,
): string | null {
  const year = dateOfBirth ? /^(\d{4})/.exec(dateOfBirth)?.[1] : undefined;
  const base = slugify(name)
    .slice(0, ADDRESS_LIMITS.maxLength - 10)
    .replace(/-+$/, "");
  if (base === "") return null;
  const suggestion = year === undefined ? base : `${base}-${year}`;
  return addressProblem(suggestion) === null ? suggestion : `${suggestion}-pagina`;
}

/** The n-th candidate for a suggestion: itself first, then `-2`, `-3`, … */
export function addressCandidate(suggestion: string, n: number): string {
  return n <= 1 ? suggestion : `${suggestion}-${String(n)}`;
}

/** The path segment of a page: its readable address, or its id while it has none. */
export function pageSegment(page: { id: string; address?: string | null }): string {
  return page.address ?? page.id;
}
