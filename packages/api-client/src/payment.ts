/** Starting a payment for a page on trial (spec section 7). */

import { isPlanId, parseYearsUpfront, type PlanId } from "@memorial/domain";
import { type ApiClient, expectBody, isRecord, send } from "./client";
import { assertResourceId } from "./ids";

export interface PaymentChoice {
  readonly plan: PlanId;
  /** 5, 10, 15 or 20; anything else falls back to the default of 10 (spec section 5). */
  readonly yearsUpfront: unknown;
}

/** Starts the payment and returns the URL of the payment page to navigate to. */
export async function initiatePayment(
  client: ApiClient,
  profileId: string,
  choice: PaymentChoice,
): Promise<string> {
  assertResourceId(profileId, "profile");
  if (!isPlanId(choice.plan)) {
    throw new RangeError(`Unknown plan: ${JSON.stringify(choice.plan)}`);
  }
  const { data, response } = await send(
    client.http.POST("/api/v1/profiles/{id}/payment/initiate", {
      params: { path: { id: profileId } },
      body: { plan: choice.plan, yearsUpfront: parseYearsUpfront(choice.yearsUpfront) },
    }),
  );
  return expectBody(
    data,
    response,
    (value): value is { url: string } => isRecord(value) && typeof value.url === "string",
    "payment URL",
  ).url;
}
