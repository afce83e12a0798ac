/**
 * The condolence register: what a page's managers choose, and the length limits of
 * what visitors write. The contract's `CondolenceCreate` schema carries the same numbers (a
 * test of the API client compares them).
 */

/** `off`: no register; `approval` (the default): shown after approval; `immediate`: at once. */
export const CONDOLENCE_MODES = ["off", "approval", "immediate"] as const;
export type CondolenceMode = (typeof CONDOLENCE_MODES)[number];
export const DEFAULT_CONDOLENCE_MODE: CondolenceMode = "approval";

export const CONDOLENCE_STATUSES = ["pending", "approved", "hidden"] as const;
export type CondolenceStatus = (typeof CONDOLENCE_STATUSES)[number];

export function isCondolenceMode(value: unknown): value is CondolenceMode {
  return CONDOLENCE_MODES.some((mode) => mode === value);
}

export function isCondolenceStatus(value: unknown): value is CondolenceStatus {
  return CONDOLENCE_STATUSES.some((status) => status === value);
}

/** Longest name, message and relation (characters, as Unicode code points). */
export const CONDOLENCE_LIMITS = {
  name: 100,
  message: 2000,
  relation: 100,
  candleName: 100,
} as const;

/** Limits of a memory (contract: `MemoryCreate`); name and relation as a condolence's. */
export const MEMORY_LIMITS = {
  message: 5000,
  caption: 200,
  photos: 5,
} as const;

/** Length of a text as the contract counts it: Unicode code points, not UTF-16 units. */
export function textLength(text: string): number {
  let count = 0;
  for (const _ of text) count += 1;
  return count;
}

/** Longest address a writer leaves for a receipt (`CondolenceCreate.email`). */
export const WRITER_EMAIL_MAX_LENGTH = 254;

/** An address of the contract's shape: one `@`, no white space, a dot in the domain. */
export function isWriterEmail(text: string): boolean {
  return text.length <= WRITER_EMAIL_MAX_LENGTH && /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(text);
}

/**
 * Why a visitor reports ('Melden') the page, a section or a message, with the words the form,
 * the moderation screen and the mails show (`ReportReason` of the contract).
 */
export const REPORT_REASONS = ["offensive", "privacy", "copyright", "other"] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const REPORT_REASON_LABELS: Readonly<Record<ReportReason, string>> = {
  offensive: "Onjuist of kwetsend",
  privacy: "Privacy",
  copyright: "Auteursrecht of portretrecht",
  other: "Anders",
};
/** What a report names (`ReportCreate.subject`). */
export const REPORT_SUBJECTS = ["page", "section", "condolence"] as const;
export type ReportSubject = (typeof REPORT_SUBJECTS)[number];
/** Longest explanation of a report (characters, as Unicode code points). */
export const REPORT_EXPLANATION_MAX_LENGTH = 2000;
