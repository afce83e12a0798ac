import {
  approveCondolences,
  createOwnerTokenStore,
  deleteCandle,
  deleteCondolence,
  getCondolence,
  isNotFound,
  lightCandle,
  listCandles,
  listCondolences,
  readCondolenceSettings,
  readNotificationSettings,
  reportContent,
  saveCondolenceSettings,
  saveNotificationSettings,
  setCondolenceStatus,
  shareMemory,
  writeCondolence,
  type ApiClient,
  type CondolenceDraft,
  type ReportDraft,
  type CondolenceList,
  type MemoryDraft,
  type NotificationSettings,
} from "@memorial/api-client";
import type { CondolenceMode } from "@memorial/domain";
import type { ModerationFilter, ModerationKind } from "@memorial/ui/condolences-moderation";
import {
  infiniteQueryOptions,
  queryOptions,
  skipToken,
  type InfiniteData,
  type QueryClient,
} from "@tanstack/react-query";
import type { UserKey } from "../../core/auth-session";

/** Messages per page of the visitors' list and of the moderation list. */
export const CONDOLENCE_PAGE_SIZE = 20;
/** Memories per page of the visitors' list (they are longer and carry photos). */
export const MEMORY_PAGE_SIZE = 10;
/** Named candles per page. */
export const CANDLE_PAGE_SIZE = 30;

/** Query keys of this feature: `[user, "condolences", profileId, ...]`. */
export const condolenceKeys = {
  page: (user: UserKey, profileId: string) => [user, "condolences", profileId] as const,
  visitorList: (user: UserKey, profileId: string) =>
    [user, "condolences", profileId, "list"] as const,
  memories: (user: UserKey, profileId: string) =>
    [user, "condolences", profileId, "memories"] as const,
  moderation: (
    user: UserKey,
    profileId: string,
    filter: ModerationFilter,
    kind: ModerationKind = "all",
  ) => [user, "condolences", profileId, "moderation", filter, kind] as const,
  message: (user: UserKey, profileId: string, messageId: string) =>
    [user, "condolences", profileId, "message", messageId] as const,
  candles: (user: UserKey, profileId: string) =>
    [user, "condolences", profileId, "candles"] as const,
  settings: (user: UserKey, profileId: string) =>
    [user, "condolences", profileId, "settings"] as const,
};

/** Where this browser keeps the owner tokens of the messages it wrote on a page. */
export function ownerTokens(profileId: string) {
  const storage: Storage | undefined =
    typeof window === "undefined"
      ? undefined
      : (() => {
          try {
            return window.localStorage;
          } catch {
            return undefined;
          }
        })();
  const memory = new Map<string, string>();
  return createOwnerTokenStore(
    storage ?? {
      getItem: (key) => memory.get(key) ?? null,
      setItem: (key, value) => {
        memory.set(key, value);
      },
      removeItem: (key) => {
        memory.delete(key);
      },
    },
    profileId,
  );
}

/**
 * The page's messages as this caller may see them, newest first, paged by cursor: approved
 * ones and the caller's own waiting ones (a manager sees every message). The answer's `mode`
 * is the page's setting.
 */
export function condolenceListQuery(api: ApiClient, user: UserKey, profileId: string) {
  return infiniteQueryOptions({
    queryKey: condolenceKeys.visitorList(user, profileId),
    queryFn: ({ pageParam, signal }) =>
      listCondolences(api, profileId, {
        cursor: pageParam,
        limit: CONDOLENCE_PAGE_SIZE,
        ownTokens: ownerTokens(profileId).list(),
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

type ListItem = CondolenceList["items"][number];

/** The pages read of a list, each item as `change` gives it back (left out where it gives null). */
function withEachItem(
  data: InfiniteData<CondolenceList, string | null>,
  change: (item: ListItem) => ListItem | null,
): InfiniteData<CondolenceList, string | null> {
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      items: page.items.flatMap((item) => change(item) ?? []),
    })),
  };
}

/** The memories' pages with each photo's address given by `photoUrl` (the pages read stay). */
export function withMemoryPhotosAt(
  photoUrl: (url: string) => string,
): (
  data: InfiniteData<CondolenceList, string | null>,
) => InfiniteData<CondolenceList, string | null> {
  return (data) =>
    withEachItem(data, (item) =>
      item.photos === undefined
        ? item
        : { ...item, photos: item.photos.map((photo) => ({ ...photo, url: photoUrl(photo.url) })) },
    );
}

/**
 * The page's approved memories (and the caller's own waiting ones), newest first, paged by
 * cursor; the answer's `memories` says whether the page takes new ones. With `photoUrl`, every
 * page read shows its photos at the addresses it gives (a visitor's page: through the page's own
 * address, as its markup has them).
 */
export function memoryListQuery(
  api: ApiClient,
  user: UserKey,
  profileId: string,
  photoUrl?: (url: string) => string,
) {
  return infiniteQueryOptions({
    queryKey: condolenceKeys.memories(user, profileId),
    queryFn: ({ pageParam, signal }) =>
      listCondolences(api, profileId, {
        cursor: pageParam,
        limit: MEMORY_PAGE_SIZE,
        ownTokens: ownerTokens(profileId).list(),
        kind: "memory",
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    ...(photoUrl === undefined ? {} : { select: withMemoryPhotosAt(photoUrl) }),
  });
}

/** Managers: every message of one status and kind (or all), new first, with the counts. */
export function moderationListQuery(
  api: ApiClient,
  user: UserKey,
  profileId: string,
  filter: ModerationFilter,
  kind: ModerationKind = "all",
) {
  return infiniteQueryOptions({
    queryKey: condolenceKeys.moderation(user, profileId, filter, kind),
    queryFn: ({ pageParam, signal }) =>
      listCondolences(api, profileId, {
        cursor: pageParam,
        limit: CONDOLENCE_PAGE_SIZE,
        kind,
        ...(filter === "all" ? {} : { status: filter }),
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    retry: false,
  });
}

/**
 * Managers: the one message a manager's mail links to, wherever it is in the list; null when it
 * is gone (removed, withdrawn or unknown: 404). Without a message, nothing is read.
 */
export function linkedMessageQuery(
  api: ApiClient,
  user: UserKey,
  profileId: string,
  messageId: string | undefined,
) {
  return queryOptions({
    queryKey: condolenceKeys.message(user, profileId, messageId ?? ""),
    queryFn:
      messageId === undefined
        ? skipToken
        : async ({ signal }) => {
            try {
              return await getCondolence(api, profileId, messageId, { signal });
            } catch (error) {
              if (isNotFound(error)) return null;
              throw error;
            }
          },
    retry: false,
  });
}

/** How many candles burn and who lit one (named ones newest first, paged). */
export function candlesQuery(api: ApiClient, user: UserKey, profileId: string) {
  return infiniteQueryOptions({
    queryKey: condolenceKeys.candles(user, profileId),
    queryFn: ({ pageParam, signal }) =>
      listCandles(api, profileId, { cursor: pageParam, limit: CANDLE_PAGE_SIZE, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

/** The page's setting with its ETag (signed-in callers; managers change it). */
export function condolenceSettingsQuery(api: ApiClient, user: UserKey, profileId: string) {
  return queryOptions({
    queryKey: condolenceKeys.settings(user, profileId),
    queryFn: () => readCondolenceSettings(api, profileId),
    retry: false,
  });
}

/** Everything of the page's register is read again (lists, counts, candles, setting). */
function refreshRegister(queryClient: QueryClient, user: UserKey, profileId: string) {
  return queryClient.invalidateQueries({ queryKey: condolenceKeys.page(user, profileId) });
}

/**
 * Writes a message, keeps its owner token (so the writer sees it waiting) and reads the list
 * again. A failure rejects with the API error; the form keeps what was typed.
 */
export async function sendCondolence(
  api: ApiClient,
  queryClient: QueryClient,
  user: UserKey,
  profileId: string,
  draft: CondolenceDraft,
): Promise<void> {
  const created = await writeCondolence(api, profileId, draft);
  ownerTokens(profileId).add(created.ownerToken);
  await queryClient.invalidateQueries({ queryKey: condolenceKeys.visitorList(user, profileId) });
}

/**
 * 'Nog een bericht schrijven' or 'Nog een herinnering delen': the next writer on a shared
 * device. This browser forgets the page's owner tokens, so the previous writer's waiting
 * messages and memories leave the lists at once (also without a connection) and stay out of
 * every later read; the lists are read again.
 */
export async function forgetOwnMessages(
  queryClient: QueryClient,
  user: UserKey,
  profileId: string,
): Promise<void> {
  ownerTokens(profileId).forget();
  const lists = [
    condolenceKeys.visitorList(user, profileId),
    condolenceKeys.memories(user, profileId),
  ];
  for (const queryKey of lists) {
    queryClient.setQueryData<InfiniteData<CondolenceList, string | null>>(queryKey, (data) =>
      data === undefined
        ? undefined
        : withEachItem(data, (item) =>
            !item.own ? item : item.status === "approved" ? { ...item, own: false } : null,
          ),
    );
  }
  await Promise.all(lists.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/** 'Melden': one report of a message (it hides nothing, so no list is read again). */
export async function reportMessage(
  api: ApiClient,
  profileId: string,
  condolenceId: string,
  draft: ReportDraft,
): Promise<void> {
  await reportContent(api, profileId, { subject: "condolence", condolenceId }, draft);
}

/**
 * 'Iets op deze pagina melden': the whole page ("page") or one section ("section:<index>", its
 * place in the sections the page was read with), as the dialog's `part` says.
 */
export async function reportPagePart(
  api: ApiClient,
  profileId: string,
  part: string | undefined,
  draft: ReportDraft,
): Promise<void> {
  const section = /^section:(\d+)$/.exec(part ?? "");
  await reportContent(
    api,
    profileId,
    section === null
      ? { subject: "page" }
      : { subject: "section", sectionIndex: Number(section[1]) },
    draft,
  );
}

/**
 * Shares a memory (its photos first), keeps its owner token and reads the memories again. A
 * failure rejects; the form keeps the text and the photos.
 */
export async function sendMemory(
  api: ApiClient,
  queryClient: QueryClient,
  user: UserKey,
  profileId: string,
  draft: MemoryDraft,
  onProgress: (percent: number) => void,
): Promise<void> {
  const created = await shareMemory(api, profileId, draft, {
    onProgress: ({ loaded, total }) => {
      onProgress(total === 0 ? 100 : Math.round((loaded / total) * 100));
    },
  });
  ownerTokens(profileId).add(created.ownerToken);
  await queryClient.invalidateQueries({ queryKey: condolenceKeys.memories(user, profileId) });
}

/** Lights a candle and reads the count and the names again. */
export async function lightPageCandle(
  api: ApiClient,
  queryClient: QueryClient,
  user: UserKey,
  profileId: string,
  candle: { name: string; website: string },
): Promise<void> {
  await lightCandle(api, profileId, candle);
  await queryClient.invalidateQueries({ queryKey: condolenceKeys.candles(user, profileId) });
}

/** Managers: approve or hide one message; every list of the page is read again. */
export async function moderateCondolence(
  api: ApiClient,
  queryClient: QueryClient,
  user: UserKey,
  profileId: string,
  condolenceId: string,
  status: "approved" | "hidden",
): Promise<void> {
  await setCondolenceStatus(api, profileId, condolenceId, status);
  await refreshRegister(queryClient, user, profileId);
}

/** Managers: approve many waiting messages at once. */
export async function approveMany(
  api: ApiClient,
  queryClient: QueryClient,
  user: UserKey,
  profileId: string,
  ids: readonly string[],
): Promise<void> {
  await approveCondolences(api, profileId, ids);
  await refreshRegister(queryClient, user, profileId);
}

/** Managers: delete one message for good. */
export async function removeCondolence(
  api: ApiClient,
  queryClient: QueryClient,
  user: UserKey,
  profileId: string,
  condolenceId: string,
): Promise<void> {
  await deleteCondolence(api, profileId, condolenceId);
  await refreshRegister(queryClient, user, profileId);
}

/** Managers: removes one candle; the count and the names are read again. */
export async function removeCandle(
  api: ApiClient,
  queryClient: QueryClient,
  user: UserKey,
  profileId: string,
  candleId: string,
): Promise<void> {
  await deleteCandle(api, profileId, candleId);
  await queryClient.invalidateQueries({ queryKey: condolenceKeys.candles(user, profileId) });
}

/**
 * Managers: changes the setting with `If-Match` (the ETag it was read at); the answer is
 * written to the cache and the lists are read again (the form appears or disappears).
 */
export async function changeCondolenceMode(
  api: ApiClient,
  queryClient: QueryClient,
  user: UserKey,
  profileId: string,
  mode: CondolenceMode,
): Promise<void> {
  const key = condolenceKeys.settings(user, profileId);
  const etag = queryClient.getQueryData<{ etag: string | undefined }>(key)?.etag;
  try {
    const saved = await saveCondolenceSettings(
      api,
      profileId,
      mode,
      etag === undefined ? {} : { etag },
    );
    queryClient.setQueryData(key, saved);
  } finally {
    await refreshRegister(queryClient, user, profileId);
  }
}

/** Managers: switches memories on or off for the page (the mode stays), saved with its ETag. */
export async function changeMemoriesSetting(
  api: ApiClient,
  queryClient: QueryClient,
  user: UserKey,
  profileId: string,
  memories: boolean,
): Promise<void> {
  const key = condolenceKeys.settings(user, profileId);
  const current = queryClient.getQueryData<{ mode: CondolenceMode; etag: string | undefined }>(key);
  const mode = current?.mode ?? (await readCondolenceSettings(api, profileId)).mode;
  try {
    const saved = await saveCondolenceSettings(api, profileId, mode, {
      memories,
      ...(current?.etag === undefined ? {} : { etag: current.etag }),
    });
    queryClient.setQueryData(key, saved);
  } finally {
    await refreshRegister(queryClient, user, profileId);
  }
}

/** A manager's own notification settings of a page: `[user, "condolences", profileId, "notice"]`. */
export function condolenceNoticeQuery(api: ApiClient, user: UserKey, profileId: string) {
  return queryOptions({
    queryKey: [...condolenceKeys.page(user, profileId), "notice"] as const,
    queryFn: () => readNotificationSettings(api, profileId),
    retry: false,
  });
}

/**
 * Saves one of a manager's own notification choices (the others as last read) and keeps the
 * answer in the cache.
 */
export async function changeNotificationSettings(
  api: ApiClient,
  queryClient: QueryClient,
  user: UserKey,
  profileId: string,
  change: Partial<NotificationSettings>,
): Promise<void> {
  const { queryKey } = condolenceNoticeQuery(api, user, profileId);
  const current = queryClient.getQueryData(queryKey) ?? { condolences: "each", remembrance: false };
  const saved = await saveNotificationSettings(api, profileId, { ...current, ...change });
  queryClient.setQueryData(queryKey, saved);
}
