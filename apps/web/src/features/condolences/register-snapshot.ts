import {
  listCandles,
  listCondolences,
  type ApiClient,
  type CandleList,
  type CondolenceList,
} from "@memorial/api-client";
import type { QueryClient } from "@tanstack/react-query";
import type { UserKey } from "../../core/auth-session";
import {
  CANDLE_PAGE_SIZE,
  CONDOLENCE_PAGE_SIZE,
  MEMORY_PAGE_SIZE,
  candlesQuery,
  condolenceListQuery,
  memoryListQuery,
} from "./queries";

/**
 * The register's first pages as an anonymous visitor sees them, read once by the render
 * function of a server-rendered page: it renders the register with them (readable before any
 * script) and hands them to the register's island, which starts from exactly the same data.
 */
export interface RegisterSnapshot {
  condolences: CondolenceList;
  candles: CandleList;
  /** The first page of memories ('Herinneringen'). */
  memories: CondolenceList;
  /** When it was read (ms since epoch): the island reads the register again when it is older. */
  readAt: number;
}

/** The first pages, or null when one cannot be read (the island then reads them itself). */
export async function readRegisterSnapshot(
  api: ApiClient,
  profileId: string,
  signal?: AbortSignal,
): Promise<RegisterSnapshot | null> {
  try {
    const options = signal === undefined ? {} : { signal };
    const [condolences, candles, memories] = await Promise.all([
      listCondolences(api, profileId, { limit: CONDOLENCE_PAGE_SIZE, ...options }),
      listCandles(api, profileId, { limit: CANDLE_PAGE_SIZE, ...options }),
      listCondolences(api, profileId, { limit: MEMORY_PAGE_SIZE, kind: "memory", ...options }),
    ]);
    return { condolences, candles, memories, readAt: Date.now() };
  } catch {
    return null;
  }
}

/** Puts a snapshot into a query cache, under the keys the register reads. */
export function seedRegister(
  queryClient: QueryClient,
  api: ApiClient,
  user: UserKey,
  profileId: string,
  snapshot: RegisterSnapshot,
): void {
  const updatedAt = snapshot.readAt;
  queryClient.setQueryData(
    condolenceListQuery(api, user, profileId).queryKey,
    { pages: [snapshot.condolences], pageParams: [null] },
    { updatedAt },
  );
  queryClient.setQueryData(
    memoryListQuery(api, user, profileId).queryKey,
    { pages: [snapshot.memories], pageParams: [null] },
    { updatedAt },
  );
  queryClient.setQueryData(
    candlesQuery(api, user, profileId).queryKey,
    { pages: [snapshot.candles], pageParams: [null] },
    { updatedAt },
  );
}
