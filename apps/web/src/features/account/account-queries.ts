import {
  deleteAccount,
  exportAccount,
  readAccountDeletion,
  type AccountDeletionRequest,
  readAccountProfile,
  saveAccountName,
  type AccountProfile,
  type ApiClient,
} from "@memorial/api-client";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { Auth } from "@memorial/auth";
import type { UserKey } from "../../core/auth-session";
import { SignInRemovalError } from "./delete-account-errors";

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

/** What deleting the account does to each of the caller's pages: `[user, "account", "deletion"]`. */
export function accountDeletionQuery(api: ApiClient, user: UserKey) {
  return queryOptions({
    queryKey: [user, "account", "deletion"] as const,
    queryFn: ({ signal }) => readAccountDeletion(api, { signal }),
    retry: false,
    staleTime: 0,
  });
}

/**
 * 'Account verwijderen': checks the password (or, after a Google sign-in, nothing here), asks
 * the API to delete or hand over the pages and forget the account, and then removes the user
 * from the identity service. A failed step leaves the later ones undone; a retry starts over.
 */
export function useDeleteAccount(
  api: ApiClient,
  auth: Auth,
  user: UserKey,
  onDeleted: () => Promise<void>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    // Here, not in `mutate`'s options: the screen is unmounted as soon as the session ends.
    onSuccess: onDeleted,
    mutationKey: [user, "account", "delete"],
    mutationFn: async (input: { password?: string; request: AccountDeletionRequest }) => {
      if (input.password !== undefined) await auth.verifyPassword({ password: input.password });
      await deleteAccount(api, input.request);
      // From here the API knows nothing of the account; a retry reads an empty overview.
      await queryClient.invalidateQueries({
        queryKey: accountDeletionQuery(api, user).queryKey,
      });
      try {
        await auth.deleteUser();
      } catch (error) {
        throw new SignInRemovalError(error);
      }
    },
  });
}
