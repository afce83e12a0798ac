/**
 * Remembers, for this tab, that a payment for a page was started, so that the page can confirm
 * the outcome when the payment page sends the browser back (any payment provider returns to
 * the page's plain address; nothing in the URL is trusted).
 */
import type { PlanId } from "@memorial/domain";
import { isPlanId } from "@memorial/domain";

const KEY_PREFIX = "memorial:payment-started:";
/** A start older than this is not the one the visitor returns from. */
const MAX_AGE_MS = 2 * 60 * 60 * 1000;

interface StartedPayment {
  plan: PlanId;
  at: number;
}

function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

export function rememberPaymentStart(profileId: string, plan: PlanId, now = Date.now()): void {
  try {
    storage()?.setItem(KEY_PREFIX + profileId, JSON.stringify({ plan, at: now }));
  } catch {
    // Storage full or refused: the page simply shows no confirmation.
  }
}

/** The payment started for this page in this tab, taken out (it is confirmed once). */
export function takePaymentStart(profileId: string, now = Date.now()): StartedPayment | null {
  const store = storage();
  const raw = store?.getItem(KEY_PREFIX + profileId) ?? null;
  if (raw === null) return null;
  store?.removeItem(KEY_PREFIX + profileId);
  try {
    const value = JSON.parse(raw) as Partial<StartedPayment>;
    if (!isPlanId(value.plan) || typeof value.at !== "number") return null;
    if (now - value.at > MAX_AGE_MS || value.at > now) return null;
    return { plan: value.plan, at: value.at };
  } catch {
    return null;
  }
}
