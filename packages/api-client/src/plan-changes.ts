/** Moving a bronze page to silver and extending a bought plan ('Verlengen'). */

import { parseYearsUpfront, type YearsUpfront } from "@memorial/domain";
import { type ApiClient, expectBody, isRecord, send } from "./client";
import { assertResourceId } from "./ids";

const isPaymentUrl = (value: unknown): value is { url: string } =>
  isRecord(value) && typeof value.url === "string";

/** Starts paying for the move from bronze to silver; returns the payment page's URL. */
export async function initiateUpgrade(client: ApiClient, profileId: string): Promise<string> {
  assertResourceId(profileId, "profile");
  const { data, response } = await send(
    client.http.POST("/api/v1/profiles/{id}/payment/upgrade", {
      params: { path: { id: profileId } },
    }),
  );
  return expectBody(data, response, isPaymentUrl, "payment URL").url;
}

/** Starts paying to extend a bought plan by `yearsUpfront`; returns the payment page's URL. */
export async function initiateExtension(
  client: ApiClient,
  profileId: string,
  yearsUpfront: YearsUpfront,
): Promise<string> {
  assertResourceId(profileId, "profile");
  const { data, response } = await send(
    client.http.POST("/api/v1/profiles/{id}/payment/extend", {
      params: { path: { id: profileId } },
      body: { yearsUpfront: parseYearsUpfront(yearsUpfront) },
    }),
  );
  return expectBody(data, response, isPaymentUrl, "payment URL").url;
}
