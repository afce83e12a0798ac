// The operations of tag `condolences` of openapi/memorial-api.yaml, the condolence register: list,
// write, moderate, the mode setting and candles, for members and signed-in visitors under
// /api/v1 and for anonymous visitors of public pages under /public/api/v1. Access follows the
// page: outsiders get 404, non-managers 403 on moderation; a blocked page takes nothing new.
import { createHash, randomUUID, timingSafeEqual } from "node:crypto";
import type { Context } from "hono";
import type { components } from "@memorial/api-types";
import type { BackendContext } from "../../context.ts";
import type { Notifier } from "../../notify/notifier.ts";
import type { UploadService } from "../../media/upload-service.ts";
import { DRAFT_UPLOADER_PREFIX } from "../../media/upload-service.ts";
import type { MemoryDraftStore } from "../../stores/memory-draft-store.ts";
import type { Caller } from "../auth.ts";
import {
  hashOwnerToken,
  newOwnerToken,
  type CondolenceMode,
  type CondolenceRecord,
  type CondolenceStatus,
  type CondolenceStore,
  type MessageKind,
  type Reader,
  type RegisterRecord,
} from "../../stores/condolence-store.ts";
import {
  ApiError,
  forbidden,
  invalidRequest,
  notFound,
  rateLimited,
} from "../../errors/api-error.ts";
import {
  createPageGuards,
  param,
  requireCaller,
  type OperationHandlers,
  type OperationInput,
} from "./operation.ts";
import { isBlocked, type ProfileRecord, type ProfileStore } from "../../stores/profile-store.ts";
import { clientAddress, createRateLimiter } from "../../http/rate-limit.ts";
import { versionFromIfMatch } from "../../stores/profile-view.ts";
import type { ReportStore } from "../../stores/report-store.ts";
import { normalisePostcode } from "@memorial/domain";

type Schemas = components["schemas"];

export interface CondolenceServices {
  ctx: BackendContext;
  profiles: ProfileStore;
  condolences: CondolenceStore;
  /** The managers' and the writer's mails. */
  notifier: Notifier;
  /** Open reports ('Melden') of messages: counted for managers, closed by their decisions. */
  reports: ReportStore;
  /** The photos of memories. */
  uploads: UploadService;
  memoryDrafts: MemoryDraftStore;
}

/** Photos per memory (and per draft). */
export const MAX_MEMORY_PHOTOS = 5;

const DEFAULT_LIMIT = 20;

/** Control and invisible formatting characters (not the line break), removed from text. */
const INVISIBLE =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0009\u000B-\u001F\u007F-\u009F\u200B-\u200F\u2028-\u202E\u2060-\u2064\uFEFF]/g;

/** Plain text as stored: Unix line breaks, no control characters, at most one empty line. */
export function normaliseText(text: string): string {
  return text
    .replace(/\r\n?/g, "\n")
    .replace(/\t/g, " ")
    .replace(INVISIBLE, "")
    .replace(/[ \u00A0]+\n/g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/** A one-line field (name, relation): white space folded to single spaces. */
export function normaliseLine(text: string): string {
  return normaliseText(text).replace(/\s+/g, " ");
}

/**
 * A list's `nextCursor`: opaque to clients, valid only for the list that issued it (the page, the
 * kind of list and the managers' status filter). It is the position (a sequence number, base 36)
 * and a tag binding it to that list, `<seq>-<tag>`; anything else, a changed position or another
 * list's cursor answers 400 invalid_request. Not a secret: access is checked on every request,
 * the tag only makes cursors unusable outside their list, as openapi/memorial-api.yaml says.
 */
type ListKey = string;

const listKeyOf = (
  list: "condolences" | "candles",
  profileId: string,
  status?: string,
  kind?: string,
): ListKey => `${list}|${profileId}|${status ?? ""}${kind === undefined ? "" : `|${kind}`}`;

const cursorTag = (list: ListKey, position: string): string =>
  createHash("sha256")
    .update(`cursor|${list}|${position}`)
    .digest()
    .subarray(0, 12)
    .toString("base64url");

const encodeCursor = (list: ListKey, seq: number): string => {
  const position = seq.toString(36);
  return `${position}-${cursorTag(list, position)}`;
};

function decodeCursor(list: ListKey, cursor: string | undefined): number | undefined {
  if (cursor === undefined) return undefined;
  // At most 10 base-36 digits: below Number.MAX_SAFE_INTEGER.
  const [, position, tag] = /^([1-9a-z][0-9a-z]{0,9})-([\w-]{16})$/.exec(cursor) ?? [];
  if (
    position === undefined ||
    tag === undefined ||
    !timingSafeEqual(Buffer.from(tag), Buffer.from(cursorTag(list, position)))
  ) {
    throw invalidRequest("cursor: is not a cursor of this list");
  }
  return Number.parseInt(position, 36);
}

const limitOf = (raw: string | undefined): number =>
  raw === undefined ? DEFAULT_LIMIT : Number(raw);

function readerOf(caller: Caller | undefined, own: string | undefined): Reader {
  const tokens = own === undefined || own === "" ? [] : own.split(",");
  return { sub: caller?.sub, tokenHashes: tokens.map(hashOwnerToken) };
}

function toWire(
  record: CondolenceRecord,
  reader: Reader,
  manager: boolean,
  reports = 0,
): Schemas["Condolence"] {
  const own =
    (reader.sub !== undefined && record.authorSub === reader.sub) ||
    reader.tokenHashes.includes(record.ownerTokenHash);
  return {
    id: record.id,
    kind: record.kind,
    ...(record.kind === "memory"
      ? { photos: record.photos.map((photo) => ({ url: photo.url, caption: photo.caption })) }
      : {}),
    name: record.name,
    message: record.message,
    relation: record.relation,
    status: record.status,
    createdAt: record.createdAt,
    own,
    ...(manager ? { email: record.authorEmail ?? record.writerEmail, reports } : {}),
  };
}

/** The stored photos of a memory (none for a condolence). */
export const photoAssets = (record: CondolenceRecord): string[] =>
  record.photos.flatMap((photo) => (photo.assetId === null ? [] : [photo.assetId]));

/**
 * A bot filled the field people never see (`website`): it gets the usual answer for what it
 * sent, and nothing is stored.
 */
function botAnswer(
  c: Context,
  ownerToken: string,
  sent: Pick<Schemas["Condolence"], "kind" | "photos" | "name" | "message" | "status"> & {
    relation: string;
  },
): Response {
  const condolence: Schemas["Condolence"] = {
    id: randomUUID(),
    ...sent,
    relation: sent.relation === "" ? null : sent.relation,
    createdAt: new Date().toISOString(),
    own: true,
  };
  return c.json({ condolence, ownerToken } satisfies Schemas["CondolenceCreated"], 201);
}

export function createCondolenceOperations(services: CondolenceServices): OperationHandlers {
  const { ctx, profiles, condolences: store } = services;
  const limiter = createRateLimiter();
  const { readable, managed } = createPageGuards(profiles);

  const publicPage = (id: string): ProfileRecord => {
    const profile = profiles.get(id);
    if (!profile?.isPublic) throw notFound();
    return profile;
  };
  /** A page that takes new messages and candles now, under the rate limits. */
  const open = (
    c: Context,
    profile: ProfileRecord,
    caller: Caller | undefined,
    memory = false,
  ): RegisterRecord => {
    if (isBlocked(profile, profiles.now())) {
      throw new ApiError(409, "profile_blocked", "the trial has expired; activate a plan first");
    }
    const register = store.register(profile.id);
    if (register.mode === "off") {
      throw new ApiError(409, "condolences_closed", "the condolence register of this page is off");
    }
    if (memory && !register.memories) {
      throw new ApiError(409, "memories_closed", "this page takes no memories");
    }
    const client = caller
      ? `user:${caller.sub}`
      : `address:${clientAddress(c, ctx.config.trustProxy)}`;
    const clientWait = limiter.take(`client:${client}`, ctx.config.rateLimitClientPerMinute);
    if (clientWait !== undefined) throw rateLimited(clientWait);
    const pageWait = limiter.take(`page:${profile.id}`, ctx.config.rateLimitPagePerMinute);
    if (pageWait !== undefined) throw rateLimited(pageWait);
    return register;
  };

  const list = (
    input: OperationInput,
    profile: ProfileRecord,
    manager: boolean,
    reader: Reader,
  ): Response => {
    const status = input.query.status as CondolenceStatus | "reported" | undefined;
    if (!manager && status !== undefined) throw forbidden("only managers filter by status");
    const kindFilter = (input.query.kind ?? "condolence") as MessageKind | "all";
    const listKey = listKeyOf(
      "condolences",
      profile.id,
      status,
      kindFilter === "condolence" ? undefined : kindFilter,
    );
    const before = decodeCursor(listKey, input.query.cursor);
    const limit = limitOf(input.query.limit);
    const register = store.register(profile.id);
    // Visitors see no memories while the page takes none.
    const kind: MessageKind | undefined =
      kindFilter === "all" ? (manager || register.memories ? undefined : "condolence") : kindFilter;
    if (!manager && (register.mode === "off" || (kind === "memory" && !register.memories))) {
      return input.c.json({
        mode: register.mode,
        memories: register.memories,
        items: [],
        nextCursor: null,
      } satisfies Schemas["CondolenceList"]);
    }
    const page = !manager
      ? store.listVisible(profile.id, reader, before, limit, kind)
      : status === "reported"
        ? store.listReported(profile.id, before, limit, kind)
        : store.listAll(profile.id, status, before, limit, kind);
    const reportCounts = manager
      ? services.reports.openCounts(
          profile.id,
          page.items.map((record) => record.id),
        )
      : new Map<string, number>();
    const body: Schemas["CondolenceList"] = {
      mode: register.mode,
      memories: register.memories,
      items: page.items.map((record) =>
        toWire(record, reader, manager, reportCounts.get(record.id) ?? 0),
      ),
      nextCursor: page.nextBefore === undefined ? null : encodeCursor(listKey, page.nextBefore),
      ...(manager
        ? {
            counts: {
              pending: register.pending,
              approved: register.approved,
              hidden: register.hidden,
              reported: services.reports.reportedCount(profile.id),
            },
          }
        : {}),
    };
    return input.c.json(body);
  };

  const create = (input: OperationInput, profile: ProfileRecord, caller: Caller | undefined) => {
    const register = open(input.c, profile, caller);
    const request = input.body as Schemas["CondolenceCreate"];
    const name = normaliseLine(request.name);
    const message = normaliseText(request.message);
    const relation = normaliseLine(request.relation ?? "");
    const writerEmail = (request.email ?? "").trim().toLowerCase();
    if (name === "" || message === "") {
      throw invalidRequest("name and message need a visible character");
    }
    const address = request.thankYouAddress ?? null;
    const postcode = address === null ? undefined : normalisePostcode(address.postcode);
    if (address !== null && postcode === undefined) {
      throw invalidRequest("thankYouAddress/postcode: must be a Dutch postcode like 1234 AB");
    }
    const thankYouAddress =
      address === null || postcode === undefined
        ? null
        : { street: normaliseLine(address.street), postcode, place: normaliseLine(address.place) };
    if (
      thankYouAddress !== null &&
      (thankYouAddress.street === "" || thankYouAddress.place === "")
    ) {
      throw invalidRequest("thankYouAddress: street and place need a visible character");
    }
    const status: CondolenceStatus = register.mode === "immediate" ? "approved" : "pending";
    const ownerToken = newOwnerToken();
    const reader: Reader = { sub: caller?.sub, tokenHashes: [hashOwnerToken(ownerToken)] };
    if ((request.website ?? "").trim() !== "") {
      return botAnswer(input.c, ownerToken, { name, message, relation, status });
    }
    const { record } = store.add(
      profile.id,
      {
        name,
        message,
        relation: relation === "" ? null : relation,
        status,
        authorSub: caller?.sub ?? null,
        authorEmail: caller?.email ?? null,
        writerEmail: writerEmail === "" ? null : writerEmail,
        thankYouAddress,
      },
      ownerToken,
    );
    services.notifier.condolenceWritten(profile, record);
    return input.c.json(
      {
        condolence: toWire(record, reader, false),
        ownerToken,
      } satisfies Schemas["CondolenceCreated"],
      201,
    );
  };

  /** Upload URLs for the photos of a memory, in a new draft or in the one named. */
  const memoryUploads = (
    input: OperationInput,
    profile: ProfileRecord,
    caller: Caller | undefined,
  ) => {
    open(input.c, profile, caller, true);
    const request = input.body as Schemas["MemoryUploadRequest"];
    let draft;
    let token = request.draftToken;
    if (token === undefined) {
      ({ draft, token } = services.memoryDrafts.create(profile.id));
    } else {
      draft = services.memoryDrafts.find(profile.id, token);
      if (!draft) throw invalidRequest("draftToken: is not a valid draft of this page");
    }
    if (draft.photos + request.fileNames.length > MAX_MEMORY_PHOTOS) {
      throw new ApiError(
        400,
        "too_many_photos",
        `a memory has at most ${MAX_MEMORY_PHOTOS} photos`,
      );
    }
    const files = services.uploads.createUploads(
      profile,
      "carousel",
      request.fileNames,
      request.fileSizes,
      { sub: `${DRAFT_UPLOADER_PREFIX}${draft.id}`, email: "" },
    );
    services.memoryDrafts.addPhotos(draft.id, files.length);
    return input.c.json(
      {
        draftToken: token,
        expiresAt: draft.expiresAt,
        files,
      } satisfies Schemas["MemoryUploadResponse"],
      201,
    );
  };

  const createMemory = (
    input: OperationInput,
    profile: ProfileRecord,
    caller: Caller | undefined,
  ) => {
    const register = open(input.c, profile, caller, true);
    const request = input.body as Schemas["MemoryCreate"];
    const name = normaliseLine(request.name);
    const message = normaliseText(request.message);
    const relation = normaliseLine(request.relation ?? "");
    const writerEmail = (request.email ?? "").trim().toLowerCase();
    if (name === "" || message === "") {
      throw invalidRequest("name and message need a visible character");
    }
    const chosen = request.photos ?? [];
    if (new Set(chosen.map((photo) => photo.jobID)).size !== chosen.length) {
      throw invalidRequest("photos: a photo is named twice");
    }
    const draft =
      request.draftToken === undefined
        ? undefined
        : services.memoryDrafts.find(profile.id, request.draftToken);
    if (chosen.length > 0 && draft === undefined) {
      throw invalidRequest("draftToken: is not a valid draft of this page");
    }
    const photos = chosen.map((photo, index) => {
      const stored = draft ? services.uploads.draftPhoto(photo.jobID, draft.id) : undefined;
      if (!stored) throw invalidRequest(`photos/${index}: is not a processed photo of this draft`);
      const caption = normaliseLine(photo.caption ?? "");
      return { assetId: stored.assetId, url: stored.url, caption: caption === "" ? null : caption };
    });
    const status: CondolenceStatus = register.mode === "immediate" ? "approved" : "pending";
    const ownerToken = newOwnerToken();
    const reader: Reader = { sub: caller?.sub, tokenHashes: [hashOwnerToken(ownerToken)] };
    if ((request.website ?? "").trim() !== "") {
      return botAnswer(input.c, ownerToken, {
        kind: "memory",
        photos: photos.map(({ url, caption }) => ({ url, caption })),
        name,
        message,
        relation,
        status,
      });
    }
    const { record } = store.add(
      profile.id,
      {
        kind: "memory",
        photos,
        name,
        message,
        relation: relation === "" ? null : relation,
        status,
        authorSub: caller?.sub ?? null,
        authorEmail: caller?.email ?? null,
        writerEmail: writerEmail === "" ? null : writerEmail,
      },
      ownerToken,
    );
    if (draft) services.memoryDrafts.remove(draft.id);
    services.notifier.condolenceWritten(profile, record);
    return input.c.json(
      {
        condolence: toWire(record, reader, false),
        ownerToken,
      } satisfies Schemas["CondolenceCreated"],
      201,
    );
  };

  const candles = (input: OperationInput, profile: ProfileRecord, manager: boolean) => {
    const listKey = listKeyOf("candles", profile.id);
    const before = decodeCursor(listKey, input.query.cursor);
    const register = store.register(profile.id);
    if (!manager && register.mode === "off") {
      return input.c.json({
        mode: register.mode,
        count: 0,
        named: [],
        nextCursor: null,
      } satisfies Schemas["CandleList"]);
    }
    const page = store.namedCandles(profile.id, before, limitOf(input.query.limit));
    return input.c.json({
      mode: register.mode,
      count: register.candles,
      named: page.items.map((candle) => ({
        id: candle.id,
        name: candle.name,
        litAt: candle.createdAt,
      })),
      nextCursor: page.nextBefore === undefined ? null : encodeCursor(listKey, page.nextBefore),
    } satisfies Schemas["CandleList"]);
  };

  const light = (input: OperationInput, profile: ProfileRecord, caller: Caller | undefined) => {
    const register = open(input.c, profile, caller);
    const request = input.body as Schemas["CandleCreate"];
    const trimmed = normaliseLine(request.name ?? "");
    const name = trimmed === "" ? null : trimmed;
    if ((request.website ?? "").trim() !== "") {
      return input.c.json(
        {
          candle: { id: randomUUID(), name, litAt: new Date().toISOString() },
          count: register.candles + 1,
        } satisfies Schemas["CandleLit"],
        201,
      );
    }
    const { candle, count } = store.lightCandle(profile.id, name);
    return input.c.json(
      {
        candle: { id: candle.id, name: candle.name, litAt: candle.createdAt },
        count,
      } satisfies Schemas["CandleLit"],
      201,
    );
  };

  const settingsResponse = (c: Context, register: RegisterRecord) =>
    c.json(
      { mode: register.mode, memories: register.memories } satisfies Schemas["CondolenceSettings"],
      200,
      {
        ETag: `"${register.version}"`,
      },
    );

  return {
    listCondolences(input) {
      const caller = requireCaller(input.caller);
      const { profile, role } = readable(param(input, "id"), caller);
      return list(input, profile, role === "manage", readerOf(caller, input.query.own));
    },
    listPublicCondolences(input) {
      const profile = publicPage(param(input, "id"));
      return list(input, profile, false, readerOf(undefined, input.query.own));
    },
    createCondolence(input) {
      const caller = requireCaller(input.caller);
      const { profile } = readable(param(input, "id"), caller);
      return create(input, profile, caller);
    },
    createPublicCondolence(input) {
      return create(input, publicPage(param(input, "id")), undefined);
    },
    setCondolenceStatus(input) {
      const caller = requireCaller(input.caller);
      const profile = managed(param(input, "id"), caller);
      const { status } = input.body as Schemas["CondolenceStatusChange"];
      const before = store.get(profile.id, param(input, "condolenceID"));
      const record = store.setStatus(profile.id, param(input, "condolenceID"), status);
      if (!record) throw notFound("condolence");
      if (before?.status === "pending" && record.status === "approved") {
        services.notifier.condolenceApproved(profile, record);
      }
      // A decision on a reported message closes its reports; hiding it tells the writer why.
      const closed = services.reports.closeFor(profile.id, record.id);
      if (status === "hidden" && before?.status !== "hidden") {
        services.notifier.reportDecision(profile, record, closed, false);
      }
      return input.c.json(toWire(record, readerOf(caller, undefined), true));
    },
    getCondolence(input) {
      const caller = requireCaller(input.caller);
      const profile = managed(param(input, "id"), caller);
      const record = store.get(profile.id, param(input, "condolenceID"));
      if (!record) throw notFound("condolence");
      return input.c.json(toWire(record, readerOf(caller, undefined), true));
    },
    async deleteCondolence(input) {
      const profile = managed(param(input, "id"), requireCaller(input.caller));
      const record = store.get(profile.id, param(input, "condolenceID"));
      if (!record || !store.remove(profile.id, record.id)) throw notFound("condolence");
      await services.uploads.deleteAssets(profile.id, photoAssets(record));
      const closed = services.reports.closeFor(profile.id, record.id);
      services.notifier.reportDecision(profile, record, closed, true);
      return input.c.body(null, 204);
    },
    createMemoryUploads(input) {
      const caller = requireCaller(input.caller);
      const { profile } = readable(param(input, "id"), caller);
      return memoryUploads(input, profile, caller);
    },
    createPublicMemoryUploads(input) {
      return memoryUploads(input, publicPage(param(input, "id")), undefined);
    },
    getMemoryUploadJob(input) {
      const token = input.headers["x-draft-token"] ?? "";
      const draft = services.memoryDrafts.findByToken(token);
      const job = draft
        ? services.uploads.getJob(param(input, "jobID"), `${DRAFT_UPLOADER_PREFIX}${draft.id}`)
        : undefined;
      if (!job) throw notFound("job");
      return input.c.json(job satisfies Schemas["UploadJob"]);
    },
    createMemory(input) {
      const caller = requireCaller(input.caller);
      const { profile } = readable(param(input, "id"), caller);
      return createMemory(input, profile, caller);
    },
    createPublicMemory(input) {
      return createMemory(input, publicPage(param(input, "id")), undefined);
    },
    approveCondolences(input) {
      const profile = managed(param(input, "id"), requireCaller(input.caller));
      const { ids } = input.body as Schemas["CondolenceBulkApprove"];
      const waiting = ids
        .map((id) => store.get(profile.id, id))
        .filter((record) => record?.status === "pending");
      const approved = store.approveMany(profile.id, ids);
      for (const record of waiting) {
        if (record)
          services.notifier.condolenceApproved(profile, { ...record, status: "approved" });
      }
      return input.c.json({ approved } satisfies Schemas["CondolenceBulkApproveResult"]);
    },
    getCondolenceSettings(input) {
      const { profile } = readable(param(input, "id"), requireCaller(input.caller));
      return settingsResponse(input.c, store.register(profile.id));
    },
    saveCondolenceSettings(input) {
      const profile = managed(param(input, "id"), requireCaller(input.caller));
      const ifMatch = input.headers["if-match"];
      const expected = ifMatch === undefined ? undefined : versionFromIfMatch(ifMatch);
      if (expected !== undefined && Number.isNaN(expected)) {
        throw new ApiError(412, "version_conflict", "the setting was changed by someone else");
      }
      const { mode, memories } = input.body as { mode: CondolenceMode; memories?: boolean };
      const saved = store.setMode(profile.id, mode, expected, memories);
      if (!saved)
        throw new ApiError(412, "version_conflict", "the setting was changed by someone else");
      return settingsResponse(input.c, saved);
    },
    listCandles(input) {
      const { profile, role } = readable(param(input, "id"), requireCaller(input.caller));
      return candles(input, profile, role === "manage");
    },
    listPublicCandles(input) {
      return candles(input, publicPage(param(input, "id")), false);
    },
    lightCandle(input) {
      const caller = requireCaller(input.caller);
      const { profile } = readable(param(input, "id"), caller);
      return light(input, profile, caller);
    },
    deleteCandle(input) {
      const profile = managed(param(input, "id"), requireCaller(input.caller));
      if (!store.removeCandle(profile.id, param(input, "candleID"))) throw notFound("candle");
      return input.c.body(null, 204);
    },
    lightPublicCandle(input) {
      return light(input, publicPage(param(input, "id")), undefined);
    },
  };
}
