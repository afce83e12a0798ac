/**
 * 'Mijn gegevens downloaden': everything the API keeps about the caller's account, as the JSON
 * the contract describes (`AccountExport`), and the same as text for a download.
 */
import type { components } from "@memorial/api-types";
import { type ApiClient, expectBody, isRecord, send } from "./client";

export type AccountExport = components["schemas"]["AccountExport"];
export type AccountDeletion = components["schemas"]["AccountDeletion"];
export type AccountDeletionPage = components["schemas"]["AccountDeletionPage"];
export type AccountDeletionRequest = components["schemas"]["AccountDeletionRequest"];

function isAccountExport(value: unknown): value is AccountExport {
  return (
    isRecord(value) &&
    typeof value.exportedAt === "string" &&
    isRecord(value.account) &&
    typeof value.account.email === "string" &&
    Array.isArray(value.pages) &&
    Array.isArray(value.messages)
  );
}

/** The caller's own data: account, pages with the caller's role, messages written signed in. */
export async function exportAccount(
  client: ApiClient,
  options: { readonly signal?: AbortSignal } = {},
): Promise<AccountExport> {
  const { data, response } = await send(
    client.http.GET("/api/v1/account/export", { signal: options.signal }),
  );
  return expectBody(data, response, isAccountExport, "account export");
}

function isAccountDeletion(value: unknown): value is AccountDeletion {
  return (
    isRecord(value) &&
    Array.isArray(value.pages) &&
    value.pages.every(
      (page) =>
        isRecord(page) &&
        typeof page.id === "string" &&
        typeof page.name === "string" &&
        (page.outcome === "delete" || page.outcome === "transfer" || page.outcome === "leave") &&
        Array.isArray(page.managers),
    )
  );
}

/** What deleting the caller's account does to each of their pages ('Account verwijderen'). */
export async function readAccountDeletion(
  client: ApiClient,
  options: { readonly signal?: AbortSignal } = {},
): Promise<AccountDeletion> {
  const { data, response } = await send(
    client.http.GET("/api/v1/account/deletion", { signal: options.signal }),
  );
  return expectBody(data, response, isAccountDeletion, "account deletion");
}

/**
 * Deletes the caller's pages that have no other manager, hands the others to the chosen
 * managers and forgets the account in the API. A 409 `account_pages_changed` `ApiError` means
 * the pages changed meanwhile (read them again); nothing was deleted then.
 */
export async function deleteAccount(
  client: ApiClient,
  request: AccountDeletionRequest,
): Promise<void> {
  await send(client.http.POST("/api/v1/account/deletion", { body: request }));
}
