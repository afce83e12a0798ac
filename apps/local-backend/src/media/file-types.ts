// What may be uploaded, as the local backend needs it: the facts (upload types, size limits,
// extensions, content types, file formats and their signatures) live in @memorial/domain; this
// module only adds the lookups the API and the processing use.

import {
  FILE_TYPES,
  PHOTO_CONTENT_TYPES,
  UPLOAD_LIMITS,
  UPLOAD_TYPES,
  detectFileFormat,
  fileTypeRule,
  type FileFormat,
  type UploadType,
} from "@memorial/domain";

export type UploadKind = UploadType;

/** Largest file per upload type, in bytes. */
export const MAX_FILE_BYTES: Readonly<Record<UploadKind, number>> = Object.fromEntries(
  UPLOAD_TYPES.map((type) => [type, UPLOAD_LIMITS[type].maxBytes]),
) as Record<UploadKind, number>;

const ALL_RULES = Object.entries(FILE_TYPES).flatMap(([, rules]) => Object.entries(rules));

/** Extension stored on disk (and in the asset URL) for a content type: its first extension. */
export const EXTENSION_OF: Readonly<Record<string, string>> = Object.fromEntries(
  [...ALL_RULES].reverse().map(([extension, rule]) => [rule.contentType, extension]),
);

/** Content type of a stored media file by its extension. */
export const CONTENT_TYPE_OF_EXTENSION: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(EXTENSION_OF).map(([type, ext]) => [ext, type]),
);

/** Which formats each content type may have. */
const FORMATS_OF: Readonly<Record<string, readonly FileFormat[]>> = Object.fromEntries(
  Object.values(FILE_TYPES).flatMap((rules) =>
    Object.values(rules).map((rule) => [rule.contentType, rule.formats]),
  ),
);

/** The content type a file name is bound to, or undefined when the extension is not allowed. */
export function contentTypeFor(kind: UploadKind, fileName: string): string | undefined {
  return fileTypeRule(kind, fileName)?.contentType;
}

export function isMediaKind(kind: UploadKind): boolean {
  return kind === "video" || kind === "audio";
}

export function isPhotoType(contentType: string): boolean {
  return PHOTO_CONTENT_TYPES.some((type) => type === contentType);
}

/** The format a file's first bytes announce, or undefined when none we accept. */
export function detectSignature(head: Uint8Array): FileFormat | undefined {
  return detectFileFormat(head);
}

/** True when the bytes are what the content type claims. */
export function contentMatchesType(head: Uint8Array, contentType: string): boolean {
  const format = detectFileFormat(head);
  return format !== undefined && (FORMATS_OF[contentType] ?? []).includes(format);
}
