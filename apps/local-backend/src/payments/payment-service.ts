// Payments of the local backend stand in for the external payment provider: initiating a payment
// records it and answers the address of the local payment page; the page's buttons complete it as
// paid, failed or cancelled. Paid switches the page's plan (which also unblocks it).
import { randomUUID } from "node:crypto";
import { availablePlans, priceBreakdown, type PlanId } from "@memorial/domain";
import type { ProfileStore } from "../stores/profile-store.ts";
import type { BackendContext } from "../context.ts";

export type PaymentOutcome = "paid" | "failed" | "cancelled";
export type PaymentStatus = "open" | PaymentOutcome;

export interface PaymentRecord {
  id: string;
  profileId: string;
  plan: PlanId;
  years: number;
  amountCents: number;
  status: PaymentStatus;
}

export interface PaymentService {
  initiate(input: { profileId: string; plan: PlanId; years: number; createdBy: string }): string;
  get(id: string): PaymentRecord | undefined;
  /**
   * Completes an open payment; false when it was already completed. "Paid" for a plan the page
   * can no longer take (it left trial, or got a video or audio section after a bronze payment
   * was started) is recorded as failed, so the plan rules hold whatever happened in between.
   */
  complete(id: string, outcome: PaymentOutcome): boolean;
  pageUrl(id: string): string;
}

interface Row {
  id: string;
  profile_id: string;
  plan: PlanId;
  years: number;
  amount_cents: number;
  status: PaymentStatus;
}

export function createPaymentService(ctx: BackendContext, profiles: ProfileStore): PaymentService {
  const pageUrl = (id: string) => `${ctx.config.apiBaseUrl}/payments/${id}`;
  return {
    pageUrl,
    initiate({ profileId, plan, years, createdBy }) {
      const id = randomUUID();
      ctx.db
        .prepare(
          `INSERT INTO payments (id, profile_id, plan, years, amount_cents, status, created_by, created_at)
           VALUES (?, ?, ?, ?, ?, 'open', ?, ?)`,
        )
        .run(
          id,
          profileId,
          plan,
          years,
          priceBreakdown(plan, years).total,
          createdBy,
          new Date().toISOString(),
        );
      return pageUrl(id);
    },
    get(id) {
      const row = ctx.db.prepare<[string], Row>("SELECT * FROM payments WHERE id = ?").get(id);
      return row
        ? {
            id: row.id,
            profileId: row.profile_id,
            plan: row.plan,
            years: row.years,
            amountCents: row.amount_cents,
            status: row.status,
          }
        : undefined;
    },
    complete(id, requested) {
      return ctx.db.transaction(() => {
        const payment = ctx.db
          .prepare<[string], Row>("SELECT * FROM payments WHERE id = ? AND status = 'open'")
          .get(id);
        if (!payment) return false;
        const profile = profiles.get(payment.profile_id);
        // Only a page still on trial takes the plan (two open payments cannot stack plans), and
        // only a plan it may have (no bronze once it holds video or audio).
        const applicable =
          profile !== undefined &&
          availablePlans({
            plan: profile.plan,
            sections: profile.sections as { type: string }[],
          }).includes(payment.plan);
        const outcome = requested === "paid" && !applicable ? "failed" : requested;
        ctx.db
          .prepare("UPDATE payments SET status = ?, completed_at = ? WHERE id = ?")
          .run(outcome, new Date().toISOString(), id);
        if (outcome === "paid") {
          profiles.activatePlan(payment.profile_id, payment.plan, payment.years);
        }
        ctx.log.info("payment completed", { paymentId: id, requested, outcome });
        return true;
      })();
    },
  };
}
