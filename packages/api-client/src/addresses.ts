/**
 * A page's readable address (contract "Page addresses"): the page an address leads to, the live
 * check of a wished address and the change. Lookups of a page the caller may not read reject
 * with the same 404 as an unknown address.
 */

import type { AddressCheck, AddressLookup } from "@memorial/api-types";
import { type ApiClient, expectBody, isRecord, send } from "./client";
import { assertResourceId, isResourceId } from "./ids";
import { ApiError } from "./errors";

export type { AddressCheck, AddressLookup } from "@memorial/api-types";

function isAddressLookup(value: unknown): value is AddressLookup {
  return (
    isRecord(value) && typeof value.profileId === "string" && typeof value.address === "string"
  );
}

/**
 * The page that has or ever had `address`, and its current address: the signed-in lookup with a
 * session (members see their pages that are not public), the public one without.
 */
export async function findPageByAddress(
  client: ApiClient,
  address: string,
  options: { readonly signal?: AbortSignal } = {},
): Promise<AddressLookup> {
  if (!isResourceId(address)) {
    throw new ApiError({ status: 404, code: "not_found", message: "not a page address" });
  }
  const init = { params: { path: { address } }, signal: options.signal };
  const hasSession = (await client.bearerToken()) !== undefined;
  const { data, response } = await send(
    hasSession
      ? client.http.GET("/api/v1/addresses/{address}", init)
      : client.http.GET("/public/api/v1/addresses/{address}", init),
  );
  return expectBody(data, response, isAddressLookup, "address lookup");
}

/** Whether `address` could be the page's address now, and if not, why (managers only). */
export async function checkProfileAddress(
  client: ApiClient,
  profileId: string,
  address: string,
  options: { readonly signal?: AbortSignal } = {},
): Promise<AddressCheck> {
  assertResourceId(profileId, "profile");
  const { data, response } = await send(
    client.http.GET("/api/v1/profiles/{id}/address-check", {
      params: { path: { id: profileId }, query: { address } },
      signal: options.signal,
    }),
  );
  return expectBody(
    data,
    response,
    (value): value is AddressCheck => isRecord(value) && typeof value.available === "boolean",
    "address check",
  );
}

/**
 * Makes `address` the page's address (managers only); resolves with the stored address. Rejects
 * with `address_invalid`, `address_reserved` (400) or `address_taken` (409).
 */
export async function setProfileAddress(
  client: ApiClient,
  profileId: string,
  address: string,
): Promise<string> {
  assertResourceId(profileId, "profile");
  const { data, response } = await send(
    client.http.PUT("/api/v1/profiles/{id}/address", {
      params: { path: { id: profileId } },
      body: { address },
    }),
  );
  return expectBody(
    data,
    response,
    (value): value is { address: string } => isRecord(value) && typeof value.address === "string",
    "address",
  ).address;
}
