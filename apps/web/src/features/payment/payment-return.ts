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

/**
 * What was paid for: a trial page's first plan, or a change of a bought plan (moving to silver,
 * or more years, with the end of the paid period as it was when the payment started).
 */
export type StartedChange = { kind: "upgrade" } | { kind: "extend"; endsBefore: string };

interface StartedPayment {
  plan: PlanId;
  at: number;
  change?: StartedChange;
}

function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

export function rememberPaymentStart(
  profileId: string,
  plan: PlanId,
  now = Date.now(),
  change?: StartedChange,
): void {
  try {
    const started: StartedPayment = { plan, at: now, ...(change === undefined ? {} : { change }) };
    storage()?.setItem(KEY_PREFIX + profileId, JSON.stringify(started));
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
    const change = readChange(value.change);
    return { plan: value.plan, at: value.at, ...(change === undefined ? {} : { change }) };
  } catch {
    return null;
  }
}

function readChange(value: unknown): StartedChange | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  const candidate = value as { kind?: unknown; endsBefore?: unknown };
  if (candidate.kind === "upgrade") return { kind: "upgrade" };
  if (candidate.kind === "extend" && typeof candidate.endsBefore === "string") {
    return { kind: "extend", endsBefore: candidate.endsBefore };
  }
  return undefined;
}

/** Whether the page as it reads now shows that the started payment went through. */
export function paymentWentThrough(
  started: StartedPayment,
  profile: { plan: string; planEndsAt: Date | null },
): boolean {
  switch (started.change?.kind) {
    case undefined:
      return profile.plan !== "trial";
    case "upgrade":
      return profile.plan === "silver";
    case "extend":
      return (
        profile.planEndsAt !== null &&
        profile.planEndsAt.getTime() > Date.parse(started.change.endsBefore)
      );
  }
}
