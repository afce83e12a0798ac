import type { CondolenceMode, CondolenceStatus } from "@memorial/domain";

export type { CondolenceMode, CondolenceStatus };

/**
 * One message as the components show it; the same shape as the contract's `Condolence` (so
 * the API client's objects can be passed as they are).
 */
export interface CondolenceItem {
  id: string;
  /** A condolence (absent) or a memory with its photos. */
  kind?: "condolence" | "memory";
  /** The photos of a memory, with their captions (plain text). */
  photos?: readonly MemoryPhotoItem[];
  name: string;
  /** Plain text with `\n` line breaks; always rendered as text. */
  message: string;
  relation: string | null;
  status: CondolenceStatus;
  /** ISO time stamp. */
  createdAt: string;
  /** True for the visitor's own message (shown with 'wacht op goedkeuring' while pending). */
  own: boolean;
  /** The signed-in writer's e-mail (managers only). */
  email?: string | null;
  /** Open reports ('Melden') of this message (managers only). */
  reports?: number;
}

/** A photo of a memory: shown lazily, its caption as visible text and as alt text. */
export interface MemoryPhotoItem {
  url: string;
  caption: string | null;
}

/** A photo a visitor chose for a memory, with the caption they typed. */
export interface MemoryPhotoChoice {
  file: File;
  caption: string;
}

/** What a visitor sends as a memory (`website` is the honeypot field). */
export interface MemoryDraft extends Omit<CondolenceDraft, "thankYouAddress"> {
  photos: MemoryPhotoChoice[];
}

/** A candle lit with a name (the contract's `Candle`). */
export interface NamedCandle {
  id: string;
  name: string | null;
  litAt: string;
}

/** What a visitor sends; `website` is the honeypot field. */
export interface CondolenceDraft {
  name: string;
  message: string;
  relation: string;
  /** Optional address for a receipt and a mail when the message is placed ("" for none). */
  email: string;
  website: string;
  /** Where the writer would like a thank-you card; null when they did not ask for one. */
  thankYouAddress: { street: string; postcode: string; place: string } | null;
}
