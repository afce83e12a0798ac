import { createProfile, listProfiles, type ApiClient } from "@memorial/api-client";
import { queryOptions, type QueryClient } from "@tanstack/react-query";
import type { UserKey } from "../../core/auth-session";

/** Query keys of this feature: `[user, "my-pages", ...]`. */
export const myPagesKeys = {
  all: (user: UserKey) => [user, "my-pages"] as const,
  list: (user: UserKey) => [user, "my-pages", "list"] as const,
};

/** The signed-in user's memorial pages (GET /api/v1/profiles). */
export function myPagesQuery(api: ApiClient, user: UserKey) {
  return queryOptions({
    queryKey: myPagesKeys.list(user),
    queryFn: () => listProfiles(api),
  });
}

/** Creates a page (POST /api/v1/profiles) and invalidates the list; resolves with the new id. */
export async function createPage(
  api: ApiClient,
  queryClient: QueryClient,
  user: UserKey,
): Promise<string> {
  const id = await createProfile(api);
  await queryClient.invalidateQueries({ queryKey: myPagesKeys.all(user) });
  return id;
}
