/**
 * Memories: a visitor's longer text with up to 5 photos, a message of the register with
 * `kind: memory`. The photos go first, through a draft (upload URLs without a session, each
 * job read with the draft's secret); then the memory names the processed photos. The checks
 * run before any call, so a refused photo or text costs nothing and the caller keeps the draft.
 */

import { CONDOLENCE_LIMITS, MEMORY_LIMITS, isWriterEmail, textLength } from "@memorial/domain";
import type { components } from "@memorial/api-types";
import { type ApiClient, expectBody, isRecord, send } from "./client";
import { isCondolenceCreated, type CondolenceCreated, type CondolenceDraft } from "./condolences";
import { UPLOAD_ERROR_MESSAGES, UploadError } from "./errors";
import { assertResourceId } from "./ids";
import { checkUploadFile, type UploadableFile } from "./upload-checks";
import { pollJobWith, sendAll, type UploadOptions } from "./uploads";

type MemoryUploadResponse = components["schemas"]["MemoryUploadResponse"];

/** A photo chosen for a memory and its optional caption. */
export interface MemoryPhotoDraft {
  readonly file: UploadableFile;
  readonly caption?: string;
}

/** What a visitor typed for a memory, with the photos they chose. */
export interface MemoryDraft extends Omit<CondolenceDraft, "thankYouAddress"> {
  readonly photos?: readonly MemoryPhotoDraft[];
}

export type MemoryDraftProblem =
  | "name_missing"
  | "name_too_long"
  | "message_missing"
  | "message_too_long"
  | "relation_too_long"
  | "email_invalid"
  | "photos_too_many"
  | "caption_too_long";

/** Problems of the text fields and the number of photos (the files are checked by `shareMemory`). */
export function checkMemoryDraft(draft: MemoryDraft): MemoryDraftProblem[] {
  const problems: MemoryDraftProblem[] = [];
  if (draft.name.trim() === "") problems.push("name_missing");
  else if (textLength(draft.name) > CONDOLENCE_LIMITS.name) problems.push("name_too_long");
  if (draft.message.trim() === "") problems.push("message_missing");
  else if (textLength(draft.message) > MEMORY_LIMITS.message) problems.push("message_too_long");
  if (textLength(draft.relation ?? "") > CONDOLENCE_LIMITS.relation) {
    problems.push("relation_too_long");
  }
  const email = draft.email?.trim() ?? "";
  if (email !== "" && !isWriterEmail(email)) problems.push("email_invalid");
  const photos = draft.photos ?? [];
  if (photos.length > MEMORY_LIMITS.photos) problems.push("photos_too_many");
  if (photos.some((photo) => textLength(photo.caption ?? "") > MEMORY_LIMITS.caption)) {
    problems.push("caption_too_long");
  }
  return problems;
}

/**
 * Checks a photo chosen for a memory: a carousel photo's rules (JPEG or PNG, signature, 10 MiB).
 * Throws `FileCheckError`.
 */
export async function checkMemoryPhoto(file: UploadableFile): Promise<void> {
  await checkUploadFile("carousel", file);
}

const hasSession = async (client: ApiClient) => (await client.bearerToken()) !== undefined;

const isUploadResponse = (value: unknown): value is MemoryUploadResponse =>
  isRecord(value) &&
  typeof value.draftToken === "string" &&
  Array.isArray(value.files) &&
  value.files.every(
    (file) =>
      isRecord(file) &&
      typeof file.uploadURL === "string" &&
      typeof file.jobID === "string" &&
      isRecord(file.uploadHeaders),
  );

/** Uploads the photos into a new draft; resolves with its token and the jobs, in order. */
async function uploadMemoryPhotos(
  client: ApiClient,
  profileId: string,
  files: readonly UploadableFile[],
  options: UploadOptions,
): Promise<{ draftToken: string; jobIDs: string[] }> {
  const { signal: outerSignal } = options;
  const body = {
    fileNames: files.map((file) => file.name),
    fileSizes: files.map((file) => file.size),
  };
  const path = { id: profileId };
  const { data, response } = await send(
    (await hasSession(client))
      ? client.http.POST("/api/v1/profiles/{id}/memory-uploads", {
          params: { path },
          body,
          signal: outerSignal,
        })
      : client.http.POST("/public/api/v1/profiles/{id}/memory-uploads", {
          params: { path },
          body,
          signal: outerSignal,
        }),
  );
  const draft = expectBody(data, response, isUploadResponse, "memory upload response");
  if (draft.files.length !== files.length) {
    throw new UploadError("unexpected", UPLOAD_ERROR_MESSAGES.unexpected, { cause: draft });
  }
  await sendAll(client, files, draft.files, options, (target, signal) =>
    pollJobWith(
      (jobSignal) =>
        client.http.GET("/public/api/v1/memory-uploads/{jobID}", {
          params: {
            path: { jobID: target.jobID },
            header: { "X-Draft-Token": draft.draftToken },
          },
          signal: jobSignal,
        }),
      signal,
    ),
  );
  return { draftToken: draft.draftToken, jobIDs: draft.files.map((file) => file.jobID) };
}

/**
 * Shares a memory: checks the text and every photo (`RangeError` for the text, `FileCheckError`
 * for a photo, both before any call), uploads the photos (`ApiError`, `UploadError`), then
 * writes the memory. Keep the answer's `ownerToken` like a condolence's.
 */
export async function shareMemory(
  client: ApiClient,
  profileId: string,
  draft: MemoryDraft,
  options: UploadOptions = {},
): Promise<CondolenceCreated> {
  assertResourceId(profileId, "profile");
  const problems = checkMemoryDraft(draft);
  if (problems.length > 0) throw new RangeError(`invalid memory: ${problems.join(", ")}`);
  const photos = draft.photos ?? [];
  for (const photo of photos) await checkMemoryPhoto(photo.file);
  options.signal?.throwIfAborted();
  const uploaded =
    photos.length === 0
      ? undefined
      : await uploadMemoryPhotos(
          client,
          profileId,
          photos.map((photo) => photo.file),
          options,
        );
  const relation = draft.relation?.trim() ?? "";
  const email = draft.email?.trim() ?? "";
  const body = {
    name: draft.name,
    message: draft.message,
    ...(relation === "" ? {} : { relation }),
    ...(email === "" ? {} : { email }),
    ...(draft.website === undefined || draft.website === "" ? {} : { website: draft.website }),
    ...(uploaded === undefined
      ? {}
      : {
          draftToken: uploaded.draftToken,
          photos: uploaded.jobIDs.map((jobID, index) => {
            const caption = photos[index]?.caption?.trim() ?? "";
            return { jobID, caption: caption === "" ? null : caption };
          }),
        }),
  };
  const path = { id: profileId };
  const { data, response } = await send(
    (await hasSession(client))
      ? client.http.POST("/api/v1/profiles/{id}/memories", {
          params: { path },
          body,
          signal: options.signal,
        })
      : client.http.POST("/public/api/v1/profiles/{id}/memories", {
          params: { path },
          body,
          signal: options.signal,
        }),
  );
  return expectBody(data, response, isCondolenceCreated, "memory");
}
