/**
 * What the routes of one memorial page share (`/$profileId` and its sub-screens
 * `/$profileId/afdrukken`, `/bewaren`, `/condoleances`): the loader that reads the page for this
 * reader through the query cache, the skeleton while it loads, the error views, and the name the
 * sub-screens show. The sub-screens add the sign-in guard (`requireSignIn`). Each route names
 * these pieces itself (`loader: loadMemorialPage`, ...) so the router still splits them into the
 * route's own chunk.
 */
import type { ApiClient } from "@memorial/api-client";
import { displayName } from "@memorial/domain";
import type { QueryClient } from "@tanstack/react-query";
import { authReady, userKeyOf, type UserKey } from "../core/auth-session";
import type { RouterContext } from "../core/context";
import { memorialPageQuery } from "../features/memorial-page";

export { requireSignIn } from "../core/guards";
export { MemorialPageError, MemorialPageSkeleton } from "../features/memorial-page";

/** What a memorial page's loader receives from the router. */
export interface PageLoaderInput {
  context: Pick<RouterContext, "api" | "auth" | "queryClient">;
  params: { profileId: string };
}

/** The reader of the page and where to load more for them (`alongside`). */
export interface PageReader {
  api: ApiClient;
  queryClient: QueryClient;
  user: UserKey;
  profileId: string;
}

/**
 * The page as this reader may see it (waits for the session first, so a signed-in manager gets
 * the manager's view), and whatever `alongside` loads for the same reader at the same time.
 */
export async function loadMemorialPage(
  { context: { api, auth, queryClient }, params: { profileId } }: PageLoaderInput,
  alongside?: (reader: PageReader) => Promise<unknown>,
) {
  const user = userKeyOf(await authReady(auth));
  const [page] = await Promise.all([
    queryClient.query(memorialPageQuery(api, user, profileId)),
    alongside?.({ api, queryClient, user, profileId }),
  ]);
  return page;
}

/** The page's name as the sub-screens show it ('Nieuwe herinneringspagina' while it has none). */
export function pageNameOf(profile: { name: string }): string {
  return displayName(profile.name);
}
