/**
 * The page save (Opslaan in edit mode) as a TanStack Query mutation: `PUT` with `If-Match`. On
 * success `savePage` puts the stored page and its new ETag in the page query and invalidates
 * 'Mijn pagina's'; a failure (412 included) rejects, and the caller keeps the draft and shows
 * what it means (`classifySaveError`).
 */
import type { ApiClient, ProfileDraft } from "@memorial/api-client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { UserKey } from "../../core/auth-session";
import { memorialPageKeys, savePage } from "./queries";

/** What one save sends: the page as drafted and the ETag the draft started from. */
export interface PageSave {
  draft: ProfileDraft;
  etag: string | undefined;
}

export function useSavePage(
  api: ApiClient,
  user: UserKey,
  profileId: string,
  options: {
    /** Runs before the request leaves (the editor keeps its draft on this device first). */
    beforeSave?: () => Promise<void>;
  } = {},
) {
  const queryClient = useQueryClient();
  const { beforeSave } = options;
  return useMutation({
    mutationKey: [...memorialPageKeys.page(user, profileId), "save"],
    // Sent even while the browser says it is offline: the failure shows 'U bent offline' and the
    // editor saves the kept draft itself once the browser is back online (not a paused mutation).
    networkMode: "always",
    mutationFn: async ({ draft, etag }: PageSave) => {
      if (beforeSave !== undefined) await beforeSave();
      return savePage(api, queryClient, user, profileId, draft, etag);
    },
  });
}
