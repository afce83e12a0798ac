// The operations of tag `payments` of openapi/memorial-api.yaml: a manager starts buying a plan
// that the page may take, moving a bronze page to silver, or extending a bought plan, and gets
// the address of the payment page.
import {
  availablePlans,
  canExtend,
  canUpgrade,
  extensionPrice,
  priceBreakdown,
  remainingPaidYears,
  upgradePrice,
  type PlanId,
} from "@memorial/domain";
import type { components } from "@memorial/api-types";
import { ApiError } from "../../errors/api-error.ts";
import type { PaymentService } from "../../payments/payment-service.ts";
import type { ProfileStore } from "../../stores/profile-store.ts";
import {
  createPageGuards,
  json,
  param,
  requireCaller,
  type OperationHandlers,
} from "./operation.ts";

type Schemas = components["schemas"];

export function createPaymentOperations(services: {
  profiles: ProfileStore;
  payments: PaymentService;
}): OperationHandlers {
  const { profiles, payments } = services;
  const { managed } = createPageGuards(profiles);

  return {
    initiatePayment(input) {
      const user = requireCaller(input.caller);
      const profile = managed(param(input, "id"), user);
      const request = input.body as Schemas["PaymentInitiateRequest"];
      const plan: PlanId = request.plan;
      const sections = profile.sections as { type: string }[];
      if (!availablePlans({ plan: profile.plan, sections }).includes(plan)) {
        throw new ApiError(
          409,
          "plan_not_available",
          profile.plan === "trial"
            ? `${plan} is not available for a page with video or audio sections`
            : "only a page on trial can be activated",
        );
      }
      const url = payments.initiate({
        profileId: profile.id,
        kind: "activate",
        plan,
        years: request.yearsUpfront,
        amountCents: priceBreakdown(plan, request.yearsUpfront).total,
        createdBy: user.sub,
      });
      return json(input.c, { url } satisfies Schemas["PaymentInitiateResponse"]);
    },

    initiateUpgrade(input) {
      const user = requireCaller(input.caller);
      const profile = managed(param(input, "id"), user);
      const now = profiles.now();
      if (profile.paidUntil === null || !canUpgrade(profile.plan, profile.paidUntil, now)) {
        throw new ApiError(
          409,
          "plan_not_available",
          "only a bronze page whose paid period still runs can move to silver",
        );
      }
      const years = remainingPaidYears(profile.paidUntil, now);
      const url = payments.initiate({
        profileId: profile.id,
        kind: "upgrade",
        plan: "silver",
        years,
        amountCents: upgradePrice(years).total,
        createdBy: user.sub,
      });
      return json(input.c, { url } satisfies Schemas["PaymentInitiateResponse"]);
    },

    initiateExtension(input) {
      const user = requireCaller(input.caller);
      const profile = managed(param(input, "id"), user);
      const request = input.body as Schemas["PlanExtensionRequest"];
      const plan = profile.plan;
      if (!canExtend(plan) || profile.paidUntil === null) {
        throw new ApiError(409, "plan_not_available", "only a bought plan can be extended");
      }
      const url = payments.initiate({
        profileId: profile.id,
        kind: "extend",
        plan,
        years: request.yearsUpfront,
        amountCents: extensionPrice(plan, request.yearsUpfront).total,
        createdBy: user.sub,
      });
      return json(input.c, { url } satisfies Schemas["PaymentInitiateResponse"]);
    },
  };
}
