import type { CondolenceMode, CondolenceStatus } from "@memorial/domain";

export type { CondolenceMode, CondolenceStatus };

/**
 * One message as the components show it; the same shape as the contract's `Condolence` (so
 * the API client's objects can be passed as they are).
 */
export interface CondolenceItem {
  id: string;
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
