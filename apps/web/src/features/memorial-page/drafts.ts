import type { UserKey } from "../../core/auth-session";
import type { EditorDraft } from "./editor-state";

/** A draft kept on this device while editing: the edits and the version they started from. */
export interface StoredDraft {
  draft: EditorDraft;
  /** The ETag of the page when editing began (the save's `If-Match`). */
  baseEtag: string | undefined;
  updatedAt: number;
}

/** Where drafts are kept: IndexedDB in the browser, a map where there is none (tests). */
export interface DraftStore {
  get(user: UserKey, profileId: string): Promise<StoredDraft | undefined>;
  put(user: UserKey, profileId: string, value: StoredDraft): Promise<void>;
  remove(user: UserKey, profileId: string): Promise<void>;
  /** Whether the user has any draft on this device (asked before signing out). */
  hasAny(user: UserKey): Promise<boolean>;
  /** Removes all drafts of the user. */
  removeAll(user: UserKey): Promise<void>;
}

const DB_NAME = "herinneringspagina-drafts";
const STORE = "drafts";

/** The key of a draft: user and page, so another user on this browser never sees it. */
export function draftKey(user: UserKey, profileId: string): string {
  return `${user}\u0000${profileId}`;
}

function userPrefix(user: UserKey): IDBKeyRange {
  return IDBKeyRange.bound(`${user}\u0000`, `${user}\u0001`, false, true);
}

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => {
      resolve(req.result);
    };
    req.onerror = () => {
      reject(req.error ?? new Error("IndexedDB request failed"));
    };
  });
}

function openDatabase(factory: IDBFactory): Promise<IDBDatabase> {
  const open = factory.open(DB_NAME, 1);
  open.onupgradeneeded = () => {
    open.result.createObjectStore(STORE);
  };
  return request(open);
}

export function createIndexedDbDraftStore(factory: IDBFactory): DraftStore {
  let db: Promise<IDBDatabase> | undefined;
  const store = async (mode: IDBTransactionMode) => {
    db ??= openDatabase(factory);
    return (await db).transaction(STORE, mode).objectStore(STORE);
  };
  return {
    async get(user, profileId) {
      const value: unknown = await request(
        (await store("readonly")).get(draftKey(user, profileId)),
      );
      return value === undefined ? undefined : (value as StoredDraft);
    },
    async put(user, profileId, value) {
      await request((await store("readwrite")).put(value, draftKey(user, profileId)));
    },
    async remove(user, profileId) {
      await request((await store("readwrite")).delete(draftKey(user, profileId)));
    },
    async hasAny(user) {
      return (await request((await store("readonly")).count(userPrefix(user)))) > 0;
    },
    async removeAll(user) {
      await request((await store("readwrite")).delete(userPrefix(user)));
    },
  };
}

export function createMemoryDraftStore(): DraftStore {
  const map = new Map<string, StoredDraft>();
  const prefix = (user: UserKey) => `${user}\u0000`;
  return {
    get: (user, profileId) => Promise.resolve(map.get(draftKey(user, profileId))),
    put: (user, profileId, value) => {
      map.set(draftKey(user, profileId), structuredClone(value));
      return Promise.resolve();
    },
    remove: (user, profileId) => {
      map.delete(draftKey(user, profileId));
      return Promise.resolve();
    },
    hasAny: (user) => Promise.resolve([...map.keys()].some((key) => key.startsWith(prefix(user)))),
    removeAll: (user) => {
      for (const key of [...map.keys()]) if (key.startsWith(prefix(user))) map.delete(key);
      return Promise.resolve();
    },
  };
}

let shared: DraftStore | undefined;

/** The draft store of this browser (IndexedDB when available). */
export function draftStore(): DraftStore {
  shared ??=
    typeof indexedDB === "undefined"
      ? createMemoryDraftStore()
      : createIndexedDbDraftStore(indexedDB);
  return shared;
}
