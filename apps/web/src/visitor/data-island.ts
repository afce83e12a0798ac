/**
 * The data of a server-rendered memorial page's interactive parts (src/visitor/islands): a JSON
 * "data island",
 * `<script type="application/json" id="memorial-page-data">`. The CSP does not block it (it is
 * data, never executed), and the serialisation below makes sure no text inside it can end the
 * script element or open a comment: every `<`, `>` and `&` is written as a JSON escape, and so
 * are U+2028/U+2029.
 */
import type { Profile as WireProfile } from "@memorial/api-types";

export const DATA_ISLAND_ID = "memorial-page-data";

/**
 * What the side menu and the register need to know of the page. The content itself is only in
 * the markup: the page is never rendered again in the browser.
 */
export type VisitorPageFacts = Pick<
  WireProfile,
  "id" | "name" | "plan" | "isBlocked" | "isPublic"
> &
  /** The page's readable address, for 'Delen' and its QR code. */
  Partial<Pick<WireProfile, "address">> &
  /** For the printable QR card of 'Delen'. */
  Partial<Pick<WireProfile, "dateOfBirth" | "dateOfDeath">>;

export interface VisitorData {
  page: VisitorPageFacts;
  /** The product API the islands read from (public paths, no session). */
  apiBaseUrl: string;
  /**
   * Whether the markup shows the register's first pages. They are not repeated here: its island
   * reads them from the API when it is wanted, so the document carries them once.
   */
  registerShown: boolean;
  /** The client-rendered app's entry script, started instead of the islands for a signed-in user. */
  appScript: string | null;
}

export function pageFactsOf(profile: WireProfile): VisitorPageFacts {
  const { id, address, name, plan, isBlocked, isPublic, dateOfBirth, dateOfDeath } = profile;
  return { id, address, name, plan, isBlocked, isPublic, dateOfBirth, dateOfDeath };
}

/** JSON that is safe as the text of a `<script type="application/json">` element. */
export function serialiseForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/** The island element as HTML. */
export function dataIslandHtml(data: VisitorData): string {
  return `<script type="application/json" id="${DATA_ISLAND_ID}">${serialiseForScript(data)}</script>`;
}

function isVisitorData(value: unknown): value is VisitorData {
  if (typeof value !== "object" || value === null) return false;
  const { page, appScript, apiBaseUrl, registerShown } = value as Record<string, unknown>;
  if (typeof page !== "object" || page === null) return false;
  const facts = page as Record<string, unknown>;
  return (
    typeof facts.id === "string" &&
    typeof facts.name === "string" &&
    typeof facts.plan === "string" &&
    typeof facts.isBlocked === "boolean" &&
    typeof facts.isPublic === "boolean" &&
    typeof apiBaseUrl === "string" &&
    typeof registerShown === "boolean" &&
    (appScript === null || typeof appScript === "string")
  );
}

/** Reads the island of this document; null when there is none (a client-rendered page). */
export function readDataIsland(doc: Document = document): VisitorData | null {
  const element = doc.getElementById(DATA_ISLAND_ID);
  if (element === null) return null;
  try {
    const value: unknown = JSON.parse(element.textContent);
    return isVisitorData(value) ? value : null;
  } catch {
    return null;
  }
}
