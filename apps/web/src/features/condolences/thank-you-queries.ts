import {
  listThankYouAddresses,
  readThankYouMail,
  sendThankYouMail,
  type ApiClient,
  type ThankYouAddressEntry,
} from "@memorial/api-client";
import { toCsv } from "@memorial/domain";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { UserKey } from "../../core/auth-session";
import { condolencePageTexts } from "../../texts/condolences";
import { condolenceKeys } from "./queries";

/** Managers: the addresses for thank-you cards, `[user, "condolences", id, "thank-you", "addresses"]`. */
export function thankYouAddressesQuery(api: ApiClient, user: UserKey, profileId: string) {
  return queryOptions({
    queryKey: [...condolenceKeys.page(user, profileId), "thank-you", "addresses"] as const,
    queryFn: () => listThankYouAddresses(api, profileId),
    retry: false,
  });
}

/** Managers: whether the digital thank-you was sent, and to how many. */
export function thankYouMailQuery(api: ApiClient, user: UserKey, profileId: string) {
  return queryOptions({
    queryKey: [...condolenceKeys.page(user, profileId), "thank-you", "mail"] as const,
    queryFn: () => readThankYouMail(api, profileId),
    retry: false,
  });
}

/** Sends the one thank-you; the answer (when it was sent) goes into the cache. */
export function useSendThankYou(api: ApiClient, user: UserKey, profileId: string) {
  const queryClient = useQueryClient();
  const { queryKey } = thankYouMailQuery(api, user, profileId);
  return useMutation({
    mutationKey: [...queryKey, "send"],
    mutationFn: (text: string) => sendThankYouMail(api, profileId, text),
    onSuccess: (state) => {
      queryClient.setQueryData(queryKey, state);
    },
    onError: () => queryClient.invalidateQueries({ queryKey }),
  });
}

/** The addresses as a CSV file for Dutch Excel (BOM, `;`, formulas guarded). */
export function thankYouCsv(items: readonly ThankYouAddressEntry[]): string {
  const columns = condolencePageTexts.thankYou.columns;
  return toCsv(
    [columns.name, columns.street, columns.postcode, columns.place],
    items.map((item) => [item.name, item.street, item.postcode, item.place]),
  );
}
