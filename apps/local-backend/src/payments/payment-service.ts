// Payments of the local backend stand in for the external payment provider: initiating a payment
// records it and answers the address of the local payment page; the page's buttons complete it as
// paid, failed or cancelled. Paid switches the page's plan (which also unblocks it), moves a
// bronze page to silver, or extends the paid period; nothing is ever extended without a payment.
import { randomUUID } from "node:crypto";
import {
  availablePlans,
  canExtend,
  canUpgrade,
  extendedPlanEnd,
  type PlanId,
} from "@memorial/domain";
import type { ProfileRecord, ProfileStore } from "../stores/profile-store.ts";
import type { BackendContext } from "../context.ts";

export type PaymentOutcome = "paid" | "failed" | "cancelled";
export type PaymentStatus = "open" | PaymentOutcome;
/** What a payment buys: a trial page's first plan, bronze → silver, or more years. */
export type PaymentKind = "activate" | "upgrade" | "extend";

export interface PaymentRecord {
  id: string;
  profileId: string;
  kind: PaymentKind;
  /** The plan paid for (silver for an upgrade, the page's own plan for an extension). */
  plan: PlanId;
  /** The years paid for (for an upgrade: the years that remained). */
  years: number;
  amountCents: number;
  status: PaymentStatus;
}

export interface PaymentService {
  initiate(input: {
    profileId: string;
    kind: PaymentKind;
    plan: PlanId;
    years: number;
    amountCents: number;
    createdBy: string;
  }): string;
  get(id: string): PaymentRecord | undefined;
  /**
   * Completes an open payment; false when it was already completed. "Paid" for a change the page
   * can no longer take (it left trial, got a video or audio section after a bronze payment was
   * started, already moved to silver, or changed plan before an extension) is recorded as
   * failed, so the plan rules hold whatever happened in between.
   */
  complete(id: string, outcome: PaymentOutcome): boolean;
  pageUrl(id: string): string;
}

interface Row {
  id: string;
  profile_id: string;
  kind: PaymentKind;
  plan: PlanId;
  years: number;
  amount_cents: number;
  status: PaymentStatus;
}

export function createPaymentService(ctx: BackendContext, profiles: ProfileStore): PaymentService {
  const pageUrl = (id: string) => `${ctx.config.apiBaseUrl}/payments/${id}`;
  return {
    pageUrl,
    initiate({ profileId, kind, plan, years, amountCents, createdBy }) {
      const id = randomUUID();
      ctx.db
        .prepare(
          `INSERT INTO payments (id, profile_id, kind, plan, years, amount_cents, status, created_by, created_at)
           VALUES (?, ?, ?, ?, ?, ?, 'open', ?, ?)`,
        )
        .run(id, profileId, kind, plan, years, amountCents, createdBy, new Date().toISOString());
      return pageUrl(id);
    },
    get(id) {
      const row = ctx.db.prepare<[string], Row>("SELECT * FROM payments WHERE id = ?").get(id);
      return row
        ? {
            id: row.id,
            profileId: row.profile_id,
            kind: row.kind,
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
        const applicable = profile !== undefined && stillApplies(payment, profile, profiles.now());
        const outcome = requested === "paid" && !applicable ? "failed" : requested;
        ctx.db
          .prepare("UPDATE payments SET status = ?, completed_at = ? WHERE id = ?")
          .run(outcome, new Date().toISOString(), id);
        if (outcome === "paid" && profile !== undefined) {
          apply(profiles, payment, profile);
        }
        ctx.log.info("payment completed", { paymentId: id, requested, outcome });
        return true;
      })();
    },
  };
}

/** Whether the page can still take what the payment bought. */
function stillApplies(payment: Row, profile: ProfileRecord, now: Date): boolean {
  switch (payment.kind) {
    case "activate":
      // Only a page still on trial takes the plan (two open payments cannot stack plans), and
      // only a plan it may have (no bronze once it holds video or audio).
      return availablePlans({
        plan: profile.plan,
        sections: profile.sections as { type: string }[],
      }).includes(payment.plan);
    case "upgrade":
      return profile.paidUntil !== null && canUpgrade(profile.plan, profile.paidUntil, now);
    case "extend":
      return canExtend(profile.plan) && profile.plan === payment.plan && profile.paidUntil !== null;
  }
}

function apply(profiles: ProfileStore, payment: Row, profile: ProfileRecord): void {
  switch (payment.kind) {
    case "activate":
      profiles.activatePlan(payment.profile_id, payment.plan, payment.years);
      return;
    case "upgrade":
      profiles.upgradePlan(payment.profile_id);
      return;
    case "extend":
      profiles.setPaidUntil(
        payment.profile_id,
        extendedPlanEnd(
          profile.paidUntil ?? profiles.now().toISOString(),
          payment.years,
          profiles.now(),
        ),
      );
      return;
  }
}
