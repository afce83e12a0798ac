/**
 * Changing a bought plan: moving from bronze to silver for the years that remain, and extending
 * ('Verlengen') a bronze or silver page by 5, 10, 15 or 20 years, before or after its end. Nothing
 * is ever extended without a manager paying for it. Money in integer cents, VAT included.
 */

import { PLANS, type PlanId, type ProfilePlan } from "./plans";
import { priceBreakdown, vatBreakdown, type PriceBreakdown } from "./pricing";

/** Whether a page on this plan with this end has ended its paid period (it rests). */
export function paidPeriodEnded(plan: ProfilePlan, planEndsAt: string, now: Date): boolean {
  return plan !== "trial" && Date.parse(planEndsAt) <= now.getTime();
}

/**
 * The whole years of the paid period that remain, a year begun counting as a whole one; 0 once
 * the period has ended.
 */
export function remainingPaidYears(planEndsAt: string, now: Date): number {
  const end = Date.parse(planEndsAt);
  if (!Number.isFinite(end) || end <= now.getTime()) return 0;
  // Calendar years from now (leap days included) until the end is reached.
  let years = 0;
  const reached = new Date(now.getTime());
  while (reached.getTime() < end) {
    years += 1;
    reached.setTime(now.getTime());
    reached.setUTCFullYear(now.getUTCFullYear() + years);
  }
  return years;
}

/** Whether the page can move to silver now: bronze, and its paid period still runs. */
export function canUpgrade(plan: ProfilePlan, planEndsAt: string, now: Date): boolean {
  return plan === "bronze" && remainingPaidYears(planEndsAt, now) > 0;
}

/** Whether the page can be extended: any bought plan, before or after its end. */
export function canExtend(plan: ProfilePlan): plan is PlanId {
  return plan !== "trial";
}

/** The price of moving from bronze to silver: the difference per year × the remaining years. */
export function upgradePrice(remainingYears: number): PriceBreakdown {
  if (!Number.isInteger(remainingYears) || remainingYears <= 0) {
    throw new RangeError(
      `Remaining years must be a positive whole number, got ${String(remainingYears)}`,
    );
  }
  const perYear = (PLANS.silver.pricePerYear - PLANS.bronze.pricePerYear) * 100;
  return vatBreakdown(perYear * remainingYears);
}

/** The price of extending a page on `plan` by `years`: the plan's own price. */
export function extensionPrice(plan: PlanId, years: number): PriceBreakdown {
  return priceBreakdown(plan, years);
}

/** When a paid period extended by `years` ends: counted from its end, or from now once ended. */
export function extendedPlanEnd(planEndsAt: string, years: number, now: Date): string {
  const end = Date.parse(planEndsAt);
  const from = new Date(Number.isFinite(end) && end > now.getTime() ? end : now.getTime());
  from.setUTCFullYear(from.getUTCFullYear() + years);
  return from.toISOString();
}
