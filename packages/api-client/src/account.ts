/**
 * 'Mijn gegevens downloaden': everything the API keeps about the caller's account, as the JSON
 * the contract describes (`AccountExport`), and the same as text for a download.
 */
import type { components } from "@memorial/api-types";
import { type ApiClient, expectBody, isRecord, send } from "./client";

export type AccountExport = components["schemas"]["AccountExport"];

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
