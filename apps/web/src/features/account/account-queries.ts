import {
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
