/** Starting a payment for a page on trial (spec section 7). */

import { isPlanId, parseYearsUpfront, type PaymentChoice } from "@memorial/domain";
import { type ApiClient, expectBody, isRecord, send } from "./client";
import { assertResourceId } from "./ids";

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
