/**
 * Client-side checks of chosen files before any upload URL is requested (docs/security.md item 13):
 * the allow-list per upload type, the file's signature (magic bytes) and the size limits, all
 * facts of @memorial/domain. A refusal is a `FileCheckError` with a reason and the figures the
 * app's Dutch text needs (apps/web/src/texts/errors.ts); its message is for developers.
 */

import type { UploadType } from "@memorial/api-types";
import {
  FILE_KIND_OF,
  MAX_FILE_NAME_LENGTH,
  PHOTO_CONTENT_TYPES,
  UPLOAD_LIMITS,
  detectFileFormat,
  fileTypeRule,
  type FileKind,
} from "@memorial/domain";
import { FileCheckError } from "./errors";

/** A chosen file: a `File`, or any `Blob` with a name. */
export interface UploadableFile extends Blob {
  readonly name: string;
}

const MIME_ALLOWED: Readonly<Record<FileKind, (mime: string) => boolean>> = {
  photo: (mime) => PHOTO_CONTENT_TYPES.some((type) => type === mime),
  video: (mime) => mime.startsWith("video/"),
  audio: (mime) => mime.startsWith("audio/"),
};

// eslint-disable-next-line no-control-regex -- control characters are what it rejects
const INVALID_NAME_CHARACTERS = /[/\\\u0000-\u001f]/;

async function firstBytes(file: Blob, count: number): Promise<Uint8Array> {
  return new Uint8Array(await file.slice(0, count).arrayBuffer());
}

/** Checks one file against the rules of `type`; throws `FileCheckError` on the first problem. */
export async function checkUploadFile(type: UploadType, file: UploadableFile): Promise<void> {
  const kind = FILE_KIND_OF[type];
  const { name } = file;
  if (name.length > MAX_FILE_NAME_LENGTH) {
    throw new FileCheckError({ reason: "name_too_long", uploadType: type, fileName: name });
  }
  if (INVALID_NAME_CHARACTERS.test(name)) {
    throw new FileCheckError({ reason: "name_invalid", uploadType: type, fileName: name });
  }
  const rule = fileTypeRule(type, name);
  const mime = file.type.toLowerCase();
  if (rule === undefined || (mime !== "" && !MIME_ALLOWED[kind](mime))) {
    throw new FileCheckError({ reason: "type", uploadType: type, fileName: name });
  }
  if (file.size === 0) {
    throw new FileCheckError({ reason: "empty", uploadType: type, fileName: name });
  }
  if (file.size > UPLOAD_LIMITS[type].maxBytes) {
    throw new FileCheckError({ reason: "size", uploadType: type, fileName: name });
  }
  const format = detectFileFormat(await firstBytes(file, 16));
  if (format === undefined || !rule.formats.includes(format)) {
    throw new FileCheckError({ reason: "signature", uploadType: type, fileName: name });
  }
}

/** Checks the number of files and then every file; throws `FileCheckError` on the first problem. */
export async function checkUploadFiles(
  type: UploadType,
  files: readonly UploadableFile[],
): Promise<void> {
  if (files.length === 0) {
    throw new FileCheckError({ reason: "none", uploadType: type });
  }
  if (files.length > UPLOAD_LIMITS[type].maxFiles) {
    throw new FileCheckError({ reason: "count", uploadType: type });
  }
  for (const file of files) {
    await checkUploadFile(type, file);
  }
}
