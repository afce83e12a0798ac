/**
 * What the routes of one memorial page share (`/$profileId` and its sub-screens
 * `/$profileId/afdrukken`, `/bewaren`, `/condoleances`): the loader that reads the page for this
 * reader through the query cache, the skeleton while it loads, the error views, and the name the
 * sub-screens show. The sub-screens add the sign-in guard (`requireSignIn`). Each route names
 * these pieces itself (`loader: loadMemorialPage`, ...) so the router still splits them into the
 * route's own chunk.
 */
import type { ApiClient } from "@memorial/api-client";
import { displayName, isPageIdShape } from "@memorial/domain";
import type { QueryClient } from "@tanstack/react-query";
import { redirect } from "@tanstack/react-router";
import { authReady, userKeyOf, type UserKey } from "../core/auth-session";
import type { RouterContext } from "../core/context";
import { memorialPageQuery, pageByAddressQuery } from "../features/memorial-page";

export { requireSignIn } from "../core/guards";
export { MemorialPageError, MemorialPageSkeleton } from "../features/memorial-page";

/** What a memorial page's loader receives from the router. */
export interface PageLoaderInput {
  context: Pick<RouterContext, "api" | "auth" | "queryClient">;
  /** `profileId` is the first path segment: the page's id or one of its readable addresses. */
  params: { profileId: string };
  location: { pathname: string; searchStr: string };
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
 * The first path segment is the page's id (a UUID) or a readable address; an earlier address,
 * or the id of a page that has an address, is replaced by the current address (the rest of the
 * path and the query kept). An address of a page this reader may not see is 'Niet gevonden',
 * the same as an unknown one; the calm 'nog niet openbaar' view stays for the page's id.
 */
export async function loadMemorialPage(
  {
    context: { api, auth, queryClient },
    params: { profileId: segment },
    location,
  }: PageLoaderInput,
  alongside?: (reader: PageReader) => Promise<unknown>,
) {
  const user = userKeyOf(await authReady(auth));
  const profileId = isPageIdShape(segment)
    ? segment
    : (await queryClient.query(pageByAddressQuery(api, user, segment))).profileId;
  const [page] = await Promise.all([
    queryClient.query(memorialPageQuery(api, user, profileId)),
    alongside?.({ api, queryClient, user, profileId }),
  ]);
  const address = page.profile.address;
  if (address !== null && address !== segment) {
    const rest = location.pathname.replace(/^\/[^/]+/, "");
    throw redirect({ href: `/${address}${rest}${location.searchStr}`, replace: true });
  }
  return page;
}

/** The page's name as the sub-screens show it ('Nieuwe herinneringspagina' while it has none). */
export function pageNameOf(profile: { name: string }): string {
  return displayName(profile.name);
}
