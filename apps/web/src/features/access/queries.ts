import {
  accessLevelOf,
  groupIdFor,
  listAccess,
  readOwnership,
  removeAccessRow,
  saveAccessRow,
  type ApiClient,
} from "@memorial/api-client";
import type { AccessMember } from "@memorial/api-types";
import type { AccessListRow } from "@memorial/ui/access";
import { queryOptions, type QueryClient } from "@tanstack/react-query";
import type { UserKey } from "../../core/auth-session";

/** Query keys of this feature: `[user, "access", profileId]`, `[user, "ownership", profileId]`. */
export const accessKeys = {
  list: (user: UserKey, profileId: string) => [user, "access", profileId] as const,
  ownership: (user: UserKey, profileId: string) => [user, "ownership", profileId] as const,
};

/** The wire rows as the dialog shows them (rows without a known group are left out). */
export function toListRows(rows: readonly AccessMember[]): AccessListRow[] {
  return rows.flatMap((row) => {
    const level = accessLevelOf(row.groupIDs);
    if (level === undefined) return [];
    return [
      row.role === "owner"
        ? { username: row.username, level, owner: true }
        : { username: row.username, level },
    ];
  });
}

/** The page's owner, successor and waiting hand-over (GET .../ownership, managers only). */
export function ownershipQuery(api: ApiClient, user: UserKey, profileId: string) {
  return queryOptions({
    queryKey: accessKeys.ownership(user, profileId),
    queryFn: () => readOwnership(api, profileId),
    retry: false,
  });
}

/** The people with access to a page (GET .../group-membership, managers only). */
export function accessListQuery(api: ApiClient, user: UserKey, profileId: string) {
  return queryOptions({
    queryKey: accessKeys.list(user, profileId),
    queryFn: async () => toListRows(await listAccess(api, profileId)),
    retry: false,
  });
}

/** Adds or changes a row; the answer is the new list, written to the cache. */
export async function saveAccess(
  api: ApiClient,
  queryClient: QueryClient,
  user: UserKey,
  profileId: string,
  row: AccessListRow,
): Promise<void> {
  const rows = await saveAccessRow(api, profileId, {
    username: row.username,
    groupIDs: [groupIdFor(profileId, row.level)],
  });
  queryClient.setQueryData(accessKeys.list(user, profileId), toListRows(rows));
}

export async function removeAccess(
  api: ApiClient,
  queryClient: QueryClient,
  user: UserKey,
  profileId: string,
  username: string,
): Promise<void> {
  await removeAccessRow(api, profileId, username);
  await queryClient.invalidateQueries({ queryKey: accessKeys.list(user, profileId) });
  // A removed manager is no longer successor, and a hand-over to them has ended.
  await queryClient.invalidateQueries({ queryKey: accessKeys.ownership(user, profileId) });
}
