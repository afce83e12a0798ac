import {
  findPageByAddress,
  isManager,
  readGroups,
  readProfile,
  saveProfile,
  type ApiClient,
  type Profile,
  type ProfileDraft,
} from "@memorial/api-client";
import { queryOptions, type QueryClient } from "@tanstack/react-query";
import type { UserKey } from "../../core/auth-session";

/** Query keys of this feature: `[user, "memorial-page", ...]`. */
export const memorialPageKeys = {
  all: (user: UserKey) => [user, "memorial-page"] as const,
  page: (user: UserKey, id: string) => [user, "memorial-page", id] as const,
};

/**
 * The page a readable address leads to for this reader (members also to their pages that are
 * not public), with its current address. A page the reader may not see rejects with the same
 * 404 as an address nobody ever had. Kept briefly: a changed address redirects through the
 * page's own read anyway.
 */
export function pageByAddressQuery(api: ApiClient, user: UserKey, address: string) {
  return queryOptions({
    queryKey: [user, "memorial-page", "address", address] as const,
    queryFn: ({ signal }) => findPageByAddress(api, address, { signal }),
    staleTime: 30_000,
    retry: false,
  });
}

/** A page as the screen holds it: the page, the version it was read at, and the caller's role. */
export interface MemorialPageData {
  profile: Profile;
  /** The ETag of the read; goes out as `If-Match` on save. */
  etag: string | undefined;
  groupIDs: string[];
  isManager: boolean;
}

/** GET the page (public path without a session) and the caller's group ids on it. */
export function memorialPageQuery(api: ApiClient, user: UserKey, id: string) {
  return queryOptions({
    queryKey: memorialPageKeys.page(user, id),
    queryFn: async ({ signal }): Promise<MemorialPageData> => {
      const { profile, etag } = await readProfile(api, id, { signal });
      const groupIDs = user === "anonymous" ? [] : await readGroups(api, id);
      return { profile, etag, groupIDs, isManager: isManager(groupIDs) };
    },
  });
}

/**
 * Saves the page with `If-Match` (the ETag it was read at). On success the cache holds the
 * stored page and its new ETag; a 412 rejects with the API error (the caller shows the conflict).
 */
export async function savePage(
  api: ApiClient,
  queryClient: QueryClient,
  user: UserKey,
  id: string,
  draft: ProfileDraft,
  etag: string | undefined,
): Promise<MemorialPageData> {
  const saved = await saveProfile(api, id, draft, etag === undefined ? {} : { etag });
  const key = memorialPageKeys.page(user, id);
  const previous = queryClient.getQueryData<MemorialPageData>(key);
  const next: MemorialPageData = {
    profile: saved.profile,
    etag: saved.etag,
    groupIDs: previous?.groupIDs ?? [],
    isManager: previous?.isManager ?? false,
  };
  queryClient.setQueryData(key, next);
  await queryClient.invalidateQueries({ queryKey: [user, "my-pages"] });
  return next;
}
