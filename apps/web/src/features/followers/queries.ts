/** The follower settings of a page as TanStack Query options, keyed by the user and the page. */
import {
  readFollowerSettings,
  saveFollowerSettings,
  type ApiClient,
  type FollowerSettings,
  type FollowerSettingsUpdate,
} from "@memorial/api-client";
import { queryOptions, type QueryClient } from "@tanstack/react-query";
import type { UserKey } from "../../core/auth-session";

export const followerKeys = {
  page: (user: UserKey, profileId: string) => [user, "followers", profileId] as const,
};

export function followerSettingsQuery(api: ApiClient, user: UserKey, profileId: string) {
  return queryOptions({
    queryKey: [...followerKeys.page(user, profileId), "settings"] as const,
    queryFn: () => readFollowerSettings(api, profileId),
    retry: false,
  });
}

/** Saves one switch (the others as last read) and keeps the answer in the cache. */
export async function changeFollowerSettings(
  api: ApiClient,
  queryClient: QueryClient,
  user: UserKey,
  profileId: string,
  change: Partial<FollowerSettingsUpdate>,
): Promise<FollowerSettings> {
  const { queryKey } = followerSettingsQuery(api, user, profileId);
  const current: FollowerSettingsUpdate = queryClient.getQueryData(queryKey) ?? {
    anniversary: false,
    birthday: false,
    allSouls: false,
  };
  const saved = await saveFollowerSettings(api, profileId, {
    anniversary: current.anniversary,
    birthday: current.birthday,
    allSouls: current.allSouls,
    ...change,
  });
  queryClient.setQueryData(queryKey, saved);
  return saved;
}
