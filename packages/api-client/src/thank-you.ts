/**
 * The bedankkaart for a page's managers: the addresses writers left for a thank-you card, and
 * the one digital thank-you to every writer who left an e-mail address. Plus the caller's own
 * name ('Uw naam'), which invitation mails and the greetings of mails use.
 */
import type { components } from "@memorial/api-types";
import { type ApiClient, expectBody, isRecord, send } from "./client";
import { assertResourceId } from "./ids";

export type ThankYouAddressEntry = components["schemas"]["ThankYouAddressEntry"];
export type ThankYouMailState = components["schemas"]["ThankYouMailState"];
export type AccountProfile = components["schemas"]["AccountProfile"];

const isAddressList = (value: unknown): value is { items: ThankYouAddressEntry[] } =>
  isRecord(value) && Array.isArray(value.items);

const isThankYouState = (value: unknown): value is ThankYouMailState =>
  isRecord(value) &&
  (value.sentAt === null || typeof value.sentAt === "string") &&
  typeof value.recipients === "number";

const isAccount = (value: unknown): value is AccountProfile =>
  isRecord(value) &&
  typeof value.email === "string" &&
  (value.name === null || typeof value.name === "string") &&
  typeof value.nameAsked === "boolean";

/** Managers: every address left for a thank-you card, oldest first. */
export async function listThankYouAddresses(
  client: ApiClient,
  profileId: string,
): Promise<ThankYouAddressEntry[]> {
  assertResourceId(profileId, "profile");
  const { data, response } = await send(
    client.http.GET("/api/v1/profiles/{id}/thank-you-addresses", {
      params: { path: { id: profileId } },
    }),
  );
  return expectBody(data, response, isAddressList, "thank-you addresses").items;
}

/** Managers: whether the digital thank-you was sent, and to how many (or would go to). */
export async function readThankYouMail(
  client: ApiClient,
  profileId: string,
): Promise<ThankYouMailState> {
  assertResourceId(profileId, "profile");
  const { data, response } = await send(
    client.http.GET("/api/v1/profiles/{id}/thank-you-mail", {
      params: { path: { id: profileId } },
    }),
  );
  return expectBody(data, response, isThankYouState, "thank-you mail");
}

/**
 * Managers: sends the one digital thank-you. A second send fails with a 409 `ApiError`
 * (`thank_you_sent`); a page without addresses with 409 `no_recipients`.
 */
export async function sendThankYouMail(
  client: ApiClient,
  profileId: string,
  text: string,
): Promise<ThankYouMailState> {
  assertResourceId(profileId, "profile");
  const { data, response } = await send(
    client.http.POST("/api/v1/profiles/{id}/thank-you-mail", {
      params: { path: { id: profileId } },
      body: { text },
    }),
  );
  return expectBody(data, response, isThankYouState, "thank-you mail");
}

/** The caller's own name and whether it was asked. */
export async function readAccountProfile(client: ApiClient): Promise<AccountProfile> {
  const { data, response } = await send(client.http.GET("/api/v1/account/profile", {}));
  return expectBody(data, response, isAccount, "account");
}

/** Sets (or, with null or "", removes) the caller's name; marks it asked. */
export async function saveAccountName(
  client: ApiClient,
  name: string | null,
): Promise<AccountProfile> {
  const { data, response } = await send(
    client.http.PUT("/api/v1/account/profile", { body: { name } }),
  );
  return expectBody(data, response, isAccount, "account");
}
