import {
  exportAccount,
  readAccountProfile,
  saveAccountName,
  type AccountProfile,
  type ApiClient,
} from "@memorial/api-client";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { UserKey } from "../../core/auth-session";

/** The caller's own name ('Uw naam'): `[user, "account"]`. */
export function accountProfileQuery(api: ApiClient, user: UserKey) {
  return queryOptions({
    queryKey: [user, "account"] as const,
    queryFn: () => readAccountProfile(api),
    retry: false,
  });
}

/** Saves (or, with null, declines) the caller's name and keeps the answer in the cache. */
export function useSaveAccountName(api: ApiClient, user: UserKey) {
  const queryClient = useQueryClient();
  const { queryKey } = accountProfileQuery(api, user);
  const mutation = useMutation({
    mutationKey: [...queryKey, "name"],
    mutationFn: (name: string | null) => saveAccountName(api, name),
    onSuccess: (saved: AccountProfile) => {
      queryClient.setQueryData(queryKey, saved);
    },
  });
  return mutation;
}

/** 'Mijn gegevens downloaden': the caller's own data as a JSON file the browser saves. */
export function useDownloadAccountData(api: ApiClient, user: UserKey) {
  return useMutation({
    mutationKey: [user, "account", "export"],
    mutationFn: async (fileName: string) => {
      const data = await exportAccount(api);
      const url = URL.createObjectURL(
        new Blob([JSON.stringify(data, null, 2)], { type: "application/json;charset=utf-8" }),
      );
      const anchor = document.createElement("a");
      anchor.href = url;
      anchor.download = fileName;
      document.body.append(anchor);
      anchor.click();
      anchor.remove();
      setTimeout(() => {
        URL.revokeObjectURL(url);
      }, 1000);
    },
  });
}
