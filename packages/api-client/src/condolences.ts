/**
 * The condolence register and candles of a page: read, write, moderate and the
 * page's setting. Without a session the `/public/api/v1` variants are used (public pages only).
 */

import {
  CONDOLENCE_LIMITS,
  isCondolenceMode,
  isCondolenceStatus,
  isWriterEmail,
  normalisePostcode,
  textLength,
  thankYouAddressProblems,
  type ThankYouAddressFields,
  type CondolenceMode,
  type CondolenceStatus,
} from "@memorial/domain";
import { type ApiClient, expectBody, isRecord, send } from "./client";
import { ApiError } from "./errors";
import type { components } from "@memorial/api-types";
import { assertResourceId } from "./ids";

export type { CondolenceMode, CondolenceStatus } from "@memorial/domain";
export type Condolence = components["schemas"]["Condolence"];
export type CondolenceList = components["schemas"]["CondolenceList"];
export type CondolenceCounts = components["schemas"]["CondolenceCounts"];
export type CondolenceCreated = components["schemas"]["CondolenceCreated"];
export type Candle = components["schemas"]["Candle"];
export type CandleList = components["schemas"]["CandleList"];
export type CandleLit = components["schemas"]["CandleLit"];

/** What a visitor typed; `website` is the honeypot field (left empty by people). */
export interface CondolenceDraft {
  readonly name: string;
  readonly message: string;
  readonly relation?: string;
  /** Optional: the writer's address for a receipt and a mail when the message is placed. */
  readonly email?: string;
  readonly website?: string;
  /** Optional: the writer would like a thank-you card at this address (managers only read it). */
  readonly thankYouAddress?: ThankYouAddressFields | null;
}

export interface CondolencePageOptions {
  /** The `nextCursor` of the previous page. */
  readonly cursor?: string | null;
  /** 1-100, default 20. */
  readonly limit?: number;
  readonly signal?: AbortSignal;
}

export interface ListCondolencesOptions extends CondolencePageOptions {
  /** Managers only: one status, or `reported` for the messages with open reports. */
  readonly status?: CondolenceStatus | "reported";
  /** Owner tokens of messages this browser wrote (see `createOwnerTokenStore`). */
  readonly ownTokens?: readonly string[];
  /** Which messages: condolences (the default), memories, or both (`all`). */
  readonly kind?: "condolence" | "memory" | "all";
}

/** The condolence setting of a page with the version it was read at. */
export interface VersionedCondolenceSettings {
  readonly mode: CondolenceMode;
  /** Whether visitors may share memories (true when the answer leaves it out). */
  readonly memories: boolean;
  readonly etag: string | undefined;
}

/** At most this many owner tokens are sent (contract: `own`). */
export const MAX_OWN_TOKENS = 20;
/** At most this many ids per bulk-approve call (contract: `CondolenceBulkApprove`). */
export const BULK_APPROVE_CHUNK = 100;

const OWNER_TOKEN_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

export function isCondolence(value: unknown): value is Condolence {
  return (
    isRecord(value) &&
    typeof value.id === "string" &&
    typeof value.name === "string" &&
    typeof value.message === "string" &&
    (value.relation === null || typeof value.relation === "string") &&
    isCondolenceStatus(value.status) &&
    typeof value.createdAt === "string" &&
    typeof value.own === "boolean"
  );
}

/** The answer to a new message or memory: the message and the writer's withdraw token. */
export function isCondolenceCreated(value: unknown): value is CondolenceCreated {
  return isRecord(value) && isCondolence(value.condolence) && typeof value.ownerToken === "string";
}

function isCondolenceList(value: unknown): value is CondolenceList {
  return (
    isRecord(value) &&
    isCondolenceMode(value.mode) &&
    Array.isArray(value.items) &&
    value.items.every(isCondolence) &&
    (value.nextCursor === null || typeof value.nextCursor === "string")
  );
}

function isCandle(value: unknown): value is Candle {
  return (
    isRecord(value) &&
    typeof value.id === "string" &&
    (value.name === null || typeof value.name === "string") &&
    typeof value.litAt === "string"
  );
}

function isCandleList(value: unknown): value is CandleList {
  return (
    isRecord(value) &&
    isCondolenceMode(value.mode) &&
    typeof value.count === "number" &&
    Array.isArray(value.named) &&
    value.named.every(isCandle) &&
    (value.nextCursor === null || typeof value.nextCursor === "string")
  );
}

const isSettings = (value: unknown): value is { mode: CondolenceMode; memories?: boolean } =>
  isRecord(value) &&
  isCondolenceMode(value.mode) &&
  (value.memories === undefined || typeof value.memories === "boolean");

function pageQuery(options: CondolencePageOptions): { cursor?: string; limit?: string } {
  const query: { cursor?: string; limit?: string } = {};
  if (options.cursor !== undefined && options.cursor !== null) query.cursor = options.cursor;
  if (options.limit !== undefined) {
    if (!Number.isInteger(options.limit) || options.limit < 1 || options.limit > 100) {
      throw new RangeError("limit must be a whole number from 1 to 100");
    }
    query.limit = String(options.limit);
  }
  return query;
}

function ownQuery(tokens: readonly string[] | undefined): string | undefined {
  const valid = (tokens ?? []).filter((token) => OWNER_TOKEN_PATTERN.test(token));
  return valid.length === 0 ? undefined : valid.slice(-MAX_OWN_TOKENS).join(",");
}

const hasSession = async (client: ApiClient) => (await client.bearerToken()) !== undefined;

/**
 * One page of a page's condolences, newest first. Managers get every message (and `counts`);
 * visitors get approved ones plus their own waiting ones.
 */
export async function listCondolences(
  client: ApiClient,
  profileId: string,
  options: ListCondolencesOptions = {},
): Promise<CondolenceList> {
  assertResourceId(profileId, "profile");
  const own = ownQuery(options.ownTokens);
  const query = {
    ...pageQuery(options),
    ...(own === undefined ? {} : { own }),
    ...(options.kind === undefined ? {} : { kind: options.kind }),
  };
  const path = { id: profileId };
  const { data, response } = await send(
    (await hasSession(client))
      ? client.http.GET("/api/v1/profiles/{id}/condolences", {
          params: {
            path,
            query: {
              ...query,
              ...(options.status === undefined ? {} : { status: options.status }),
            },
          },
          signal: options.signal,
        })
      : client.http.GET("/public/api/v1/profiles/{id}/condolences", {
          params: { path, query },
          signal: options.signal,
        }),
  );
  return expectBody(data, response, isCondolenceList, "condolence list");
}

/** Why a draft cannot be sent, checked before any call (the same limits as the contract). */
export type CondolenceDraftProblem =
  | "name_missing"
  | "name_too_long"
  | "message_missing"
  | "message_too_long"
  | "relation_too_long"
  | "email_invalid"
  | "address_invalid";

export function checkCondolenceDraft(draft: CondolenceDraft): CondolenceDraftProblem[] {
  const problems: CondolenceDraftProblem[] = [];
  if (draft.name.trim() === "") problems.push("name_missing");
  else if (textLength(draft.name) > CONDOLENCE_LIMITS.name) problems.push("name_too_long");
  if (draft.message.trim() === "") problems.push("message_missing");
  else if (textLength(draft.message) > CONDOLENCE_LIMITS.message) {
    problems.push("message_too_long");
  }
  if (textLength(draft.relation ?? "") > CONDOLENCE_LIMITS.relation) {
    problems.push("relation_too_long");
  }
  const email = draft.email?.trim() ?? "";
  if (email !== "" && !isWriterEmail(email)) {
    problems.push("email_invalid");
  }
  if (draft.thankYouAddress && thankYouAddressProblems(draft.thankYouAddress).length > 0) {
    problems.push("address_invalid");
  }
  return problems;
}

/**
 * Writes a condolence. Keep the answer's `ownerToken` (e.g. with `createOwnerTokenStore`) to
 * show the writer their waiting message. A draft the contract would refuse throws a
 * `RangeError` without calling the API.
 */
export async function writeCondolence(
  client: ApiClient,
  profileId: string,
  draft: CondolenceDraft,
  options: { readonly signal?: AbortSignal } = {},
): Promise<CondolenceCreated> {
  assertResourceId(profileId, "profile");
  const problems = checkCondolenceDraft(draft);
  if (problems.length > 0) throw new RangeError(`invalid condolence: ${problems.join(", ")}`);
  const relation = draft.relation?.trim() ?? "";
  const email = draft.email?.trim() ?? "";
  const body = {
    name: draft.name,
    message: draft.message,
    ...(relation === "" ? {} : { relation }),
    ...(email === "" ? {} : { email }),
    ...(draft.website === undefined || draft.website === "" ? {} : { website: draft.website }),
    ...(draft.thankYouAddress
      ? {
          thankYouAddress: {
            street: draft.thankYouAddress.street.trim(),
            postcode:
              normalisePostcode(draft.thankYouAddress.postcode) ?? draft.thankYouAddress.postcode,
            place: draft.thankYouAddress.place.trim(),
          },
        }
      : {}),
  };
  const path = { id: profileId };
  const { data, response } = await send(
    (await hasSession(client))
      ? client.http.POST("/api/v1/profiles/{id}/condolences", {
          params: { path },
          body,
          signal: options.signal,
        })
      : client.http.POST("/public/api/v1/profiles/{id}/condolences", {
          params: { path },
          body,
          signal: options.signal,
        }),
  );
  return expectBody(data, response, isCondolenceCreated, "condolence");
}

function assertCondolenceId(id: string): void {
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(id)) {
    throw new ApiError({ status: 404, code: "not_found", message: "invalid condolence id" });
  }
}

/** Managers: approve (`approved`) or hide (`hidden`) one message. */
export async function setCondolenceStatus(
  client: ApiClient,
  profileId: string,
  condolenceId: string,
  status: "approved" | "hidden",
): Promise<Condolence> {
  assertResourceId(profileId, "profile");
  assertCondolenceId(condolenceId);
  const { data, response } = await send(
    client.http.PUT("/api/v1/profiles/{id}/condolences/{condolenceID}/status", {
      params: { path: { id: profileId, condolenceID: condolenceId } },
      body: { status },
    }),
  );
  return expectBody(data, response, isCondolence, "condolence");
}

/** Managers: one message of any status (a manager's mail links to it). */
export async function getCondolence(
  client: ApiClient,
  profileId: string,
  condolenceId: string,
  options: { readonly signal?: AbortSignal } = {},
): Promise<Condolence> {
  assertResourceId(profileId, "profile");
  assertCondolenceId(condolenceId);
  const { data, response } = await send(
    client.http.GET("/api/v1/profiles/{id}/condolences/{condolenceID}", {
      params: { path: { id: profileId, condolenceID: condolenceId } },
      signal: options.signal,
    }),
  );
  return expectBody(data, response, isCondolence, "condolence");
}

/** Managers: delete one message for good. */
export async function deleteCondolence(
  client: ApiClient,
  profileId: string,
  condolenceId: string,
): Promise<void> {
  assertResourceId(profileId, "profile");
  assertCondolenceId(condolenceId);
  await send(
    client.http.DELETE("/api/v1/profiles/{id}/condolences/{condolenceID}", {
      params: { path: { id: profileId, condolenceID: condolenceId } },
    }),
  );
}

/** Managers: remove one candle (e.g. a named candle with an unwelcome name). */
export async function deleteCandle(
  client: ApiClient,
  profileId: string,
  candleId: string,
): Promise<void> {
  assertResourceId(profileId, "profile");
  assertCondolenceId(candleId);
  await send(
    client.http.DELETE("/api/v1/profiles/{id}/candles/{candleID}", {
      params: { path: { id: profileId, candleID: candleId } },
    }),
  );
}

/** Managers: approve many messages (in calls of at most 100); answers how many changed. */
export async function approveCondolences(
  client: ApiClient,
  profileId: string,
  ids: readonly string[],
): Promise<number> {
  assertResourceId(profileId, "profile");
  const unique = [...new Set(ids)];
  unique.forEach(assertCondolenceId);
  let approved = 0;
  for (let start = 0; start < unique.length; start += BULK_APPROVE_CHUNK) {
    const { data, response } = await send(
      client.http.POST("/api/v1/profiles/{id}/condolences/bulk-approve", {
        params: { path: { id: profileId } },
        body: { ids: unique.slice(start, start + BULK_APPROVE_CHUNK) },
      }),
    );
    approved += expectBody(
      data,
      response,
      (value): value is { approved: number } =>
        isRecord(value) && typeof value.approved === "number",
      "bulk approval",
    ).approved;
  }
  return approved;
}

function versionedSettings(data: unknown, response: Response): VersionedCondolenceSettings {
  const body = expectBody(data, response, isSettings, "condolence setting");
  return {
    mode: body.mode,
    memories: body.memories ?? true,
    etag: response.headers.get("ETag") ?? undefined,
  };
}

/** The condolence setting of a page (anyone who can read the page, with a session). */
export async function readCondolenceSettings(
  client: ApiClient,
  profileId: string,
): Promise<VersionedCondolenceSettings> {
  assertResourceId(profileId, "profile");
  const { data, response } = await send(
    client.http.GET("/api/v1/profiles/{id}/condolence-settings", {
      params: { path: { id: profileId } },
    }),
  );
  return versionedSettings(data, response);
}

/**
 * Managers: changes the setting. With `etag` a stale version fails with a 412 `ApiError`
 * (`isVersionConflict`).
 */
export async function saveCondolenceSettings(
  client: ApiClient,
  profileId: string,
  mode: CondolenceMode,
  options: { readonly etag?: string; readonly memories?: boolean } = {},
): Promise<VersionedCondolenceSettings> {
  assertResourceId(profileId, "profile");
  const { data, response } = await send(
    client.http.PUT("/api/v1/profiles/{id}/condolence-settings", {
      params: {
        path: { id: profileId },
        header: options.etag === undefined ? {} : { "If-Match": options.etag },
      },
      body: { mode, ...(options.memories === undefined ? {} : { memories: options.memories }) },
    }),
  );
  return versionedSettings(data, response);
}

/** The number of candles and the named ones, newest first. */
export async function listCandles(
  client: ApiClient,
  profileId: string,
  options: CondolencePageOptions = {},
): Promise<CandleList> {
  assertResourceId(profileId, "profile");
  const init = {
    params: { path: { id: profileId }, query: pageQuery(options) },
    signal: options.signal,
  };
  const { data, response } = await send(
    (await hasSession(client))
      ? client.http.GET("/api/v1/profiles/{id}/candles", init)
      : client.http.GET("/public/api/v1/profiles/{id}/candles", init),
  );
  return expectBody(data, response, isCandleList, "candle list");
}

/** Lights a candle, with or without a name; `website` is the honeypot field. */
export async function lightCandle(
  client: ApiClient,
  profileId: string,
  candle: { readonly name?: string; readonly website?: string } = {},
): Promise<CandleLit> {
  assertResourceId(profileId, "profile");
  const name = candle.name?.trim() ?? "";
  if (textLength(name) > CONDOLENCE_LIMITS.candleName) {
    throw new RangeError("a candle name has at most 100 characters");
  }
  const body = {
    ...(name === "" ? {} : { name }),
    ...(candle.website === undefined || candle.website === "" ? {} : { website: candle.website }),
  };
  const init = { params: { path: { id: profileId } }, body };
  const { data, response } = await send(
    (await hasSession(client))
      ? client.http.POST("/api/v1/profiles/{id}/candles", init)
      : client.http.POST("/public/api/v1/profiles/{id}/candles", init),
  );
  return expectBody(
    data,
    response,
    (value): value is CandleLit =>
      isRecord(value) && isCandle(value.candle) && typeof value.count === "number",
    "candle",
  );
}

/** The storage the owner tokens live in (`localStorage` in the browser). */
export interface TokenStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** The owner tokens of the messages this browser wrote on a page (the newest 20). */
export function createOwnerTokenStore(storage: TokenStorage, profileId: string) {
  const key = `memorial.condolence-tokens.${profileId}`;
  const read = (): string[] => {
    try {
      const parsed: unknown = JSON.parse(storage.getItem(key) ?? "[]");
      return Array.isArray(parsed)
        ? parsed.filter((t): t is string => typeof t === "string" && OWNER_TOKEN_PATTERN.test(t))
        : [];
    } catch {
      return [];
    }
  };
  return {
    list: read,
    add(token: string): void {
      if (!OWNER_TOKEN_PATTERN.test(token)) return;
      const tokens = [...read().filter((t) => t !== token), token].slice(-MAX_OWN_TOKENS);
      try {
        storage.setItem(key, JSON.stringify(tokens));
      } catch {
        // Storage full or blocked: the message is sent; only the 'waiting' view is lost.
      }
    },
    /** Forgets every token of the page: its waiting messages are no longer this browser's. */
    forget(): void {
      try {
        storage.removeItem(key);
      } catch {
        // Blocked storage held nothing to forget.
      }
    },
  };
}
