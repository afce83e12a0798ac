/** Prices, VAT and years upfront (spec section 9). Money is handled in integer cents. */

import { getPlan, type Plan, type PlanId } from "./plans";

/** VAT rate; plan prices include VAT. */
export const VAT_RATE = 0.21;

/** VAT as a whole percentage, used for exact integer arithmetic. */
const VAT_PERCENT = 21;

export const YEARS_UPFRONT_OPTIONS = [5, 10, 15, 20] as const;

export type YearsUpfront = (typeof YEARS_UPFRONT_OPTIONS)[number];

export const DEFAULT_YEARS_UPFRONT: YearsUpfront = 10;

export function isYearsUpfront(value: unknown): value is YearsUpfront {
  return typeof value === "number" && (YEARS_UPFRONT_OPTIONS as readonly number[]).includes(value);
}

/**
 * Reads a years-upfront value from a selector, a query string or stored state. Numbers (and
 * numeric strings such as "15") that are one of 5, 10, 15, 20 are kept; anything else falls back
 * to the default of 10.
 */
export function parseYearsUpfront(value: unknown): YearsUpfront {
  let candidate: unknown = value;
  if (typeof value === "string" && /^\s*\d+\s*$/.test(value)) {
    candidate = Number(value);
  }
  return isYearsUpfront(candidate) ? candidate : DEFAULT_YEARS_UPFRONT;
}

export interface PriceBreakdown {
  /** Total to pay in cents, VAT included: price per year × years. */
  readonly total: number;
  /** Part of the total excluding VAT, in cents (rounded to the nearest cent). */
  readonly excludingVat: number;
  /** VAT part of the total in cents: total − excludingVat. */
  readonly vat: number;
}

/** Price of paying `years` years of a plan upfront, in cents. */
export function priceBreakdown(plan: PlanId | Plan, years: number): PriceBreakdown {
  const definition = typeof plan === "string" ? getPlan(plan) : getPlan(plan.id);
  if (!Number.isInteger(years) || years <= 0) {
    throw new RangeError(`Years upfront must be a positive whole number, got ${String(years)}`);
  }
  return vatBreakdown(definition.pricePerYear * 100 * years);
}

/** Splits a total in cents (VAT included) into the part without VAT and the VAT. */
export function vatBreakdown(total: number): PriceBreakdown {
  if (!Number.isSafeInteger(total) || total < 0) {
    throw new RangeError(`A total in cents must be a whole number, got ${String(total)}`);
  }
  // total / 1.21 in integers; 121 is odd, so an exact half never occurs.
  const excludingVat = Math.round((total * 100) / (100 + VAT_PERCENT));
  return { total, excludingVat, vat: total - excludingVat };
}

/** Formats integer cents as Dutch euros with 2 decimals: 20000 → "€ 200,00", 123456 → "€ 1.234,56". */
export function formatEuro(cents: number): string {
  if (!Number.isSafeInteger(cents)) {
    throw new RangeError(`An amount in cents must be a whole number, got ${String(cents)}`);
  }
  const sign = cents < 0 ? "-" : "";
  const absolute = Math.abs(cents);
  const euros = Math.floor(absolute / 100).toString();
  const rest = (absolute % 100).toString().padStart(2, "0");
  const grouped = euros.replace(/\B(?=(\d{3})+(?!\d))/g, ".");
  return `€ ${sign}${grouped},${rest}`;
}
