/**
 * 'Vindbaar via zoekmachines' in 'Pagina beheren': a server mutation, then the page is
 * read again; an edit in progress follows that own change instead of seeing a conflict.
 */
import { setProfileSearchable } from "@memorial/api-client";
import { showToast } from "@memorial/ui/provider";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRouteContext } from "@tanstack/react-router";
import type { UserKey } from "../../core/auth-session";
import { apiErrorMessage } from "../../texts/errors";
import { memorialPageKeys, type MemorialPageData } from "./queries";
import type { usePageEditing } from "./use-page-editing";

type Editing = ReturnType<typeof usePageEditing>;

export function useSearchableToggle(
  user: UserKey,
  profileId: string,
  isSearchable: boolean,
  followOwnChange: Editing["followOwnChange"],
) {
  const { api } = useRouteContext({ from: "__root__" });
  const queryClient = useQueryClient();
  const key = memorialPageKeys.page(user, profileId);
  const etagNow = () => queryClient.getQueryData<MemorialPageData>(key)?.etag;
  const { mutate, isPending, variables } = useMutation({
    mutationKey: [...key, "searchable"],
    mutationFn: async (next: boolean) => {
      const before = etagNow();
      await setProfileSearchable(api, profileId, next);
      await queryClient.invalidateQueries({ queryKey: key });
      return { before, after: etagNow() };
    },
    onSuccess: ({ before, after }) => {
      followOwnChange(before, after);
    },
    onError: (error) => {
      console.warn("Changing 'Vindbaar via zoekmachines' failed:", error);
      showToast("error", apiErrorMessage("searchableToggle", error));
    },
  });
  return {
    // While saving, the switch shows the choice being stored.
    checked: isPending ? variables : isSearchable,
    saving: isPending,
    onChange: (next: boolean) => {
      mutate(next);
    },
  };
}
